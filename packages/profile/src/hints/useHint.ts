// The four one-time hints of product-spec §3: shown while their flag is true; dismissing
// one sets it false and saves the profile at once (PATCH /profile/me with just that flag).
import { useCallback } from 'react';
import { useProfileDispatch } from '../state/hooks';
import { profileEndpoints } from '../api';

export const HINT_NAMES = [
  'hint_comparison_create',
  'hint_research_create',
  'hint_research_before_save',
  'hint_research_after_save',
] as const;
export type HintName = (typeof HINT_NAMES)[number];

export interface HintState {
  /** True while the profile says the hint should show (false until the profile is loaded). */
  visible: boolean;
  /** Hides the hint now and saves the flag; resolves when the server answered. */
  dismiss: () => Promise<void>;
}

export function useHint(name: HintName): HintState {
  const dispatch = useProfileDispatch();
  const { data: me } = profileEndpoints.useGetMeQuery();
  const [updateMe] = profileEndpoints.useUpdateMeMutation();
  const visible = me?.[name] === true;

  const dismiss = useCallback(async () => {
    // Hide it at once in the cached profile; undo if the save fails.
    const patch = dispatch(
      profileEndpoints.util.updateQueryData('getMe', undefined, (draft) => {
        draft[name] = false;
      }),
    );
    try {
      await updateMe({ profileUpdate: { [name]: false } }).unwrap();
    } catch {
      patch.undo();
    }
  }, [dispatch, name, updateMe]);

  return { visible, dismiss };
}
