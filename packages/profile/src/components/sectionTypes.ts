import type { Profile, ProfileUpdate } from '@kreolab/api-client';

/** What a save came to: done, or refused with the server's 422 `fields`. */
export type SaveResult = { ok: true } | { ok: false; fields?: Record<string, string[]> };

export interface SectionProps {
  profile: Profile;
  editing: boolean;
  saving?: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Sends the section's fields (PATCH /profile/me); the section shows the 422 fields. */
  onSave: (update: ProfileUpdate) => Promise<SaveResult>;
}
