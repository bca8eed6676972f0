// A research draft whose creatives are pinned to versions of their files (issue 17).
import type { Analysis, CreativeVersionRef } from '@kreolab/api-client';

/**
 * The draft's pinned versions while the selection is still their files (same ids, same
 * order); null once the user picked other creatives, so the form sends plain `creative_ids`.
 */
export function pinnedVersions(
  analysis: Pick<Analysis, 'creative_versions'> | null | undefined,
  selectedIds: readonly number[],
): CreativeVersionRef[] | null {
  const refs = analysis?.creative_versions ?? [];
  if (refs.length === 0) return null;
  const ids = [...new Set(refs.map((r) => r.creative_id))];
  const same = ids.length === selectedIds.length && ids.every((id, i) => id === selectedIds[i]);
  return same ? refs : null;
}

/** «banner.png · версия 2». */
export const pinnedLabel = (name: string, version: number) => `${name} · версия ${version}`;
