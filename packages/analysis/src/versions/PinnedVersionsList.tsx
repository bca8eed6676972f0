// The creatives of a draft pinned to versions, as the research form lists them:
// «banner.png · версия 1», «banner.png · версия 2».
import type { CreativeVersionRef } from '@kreolab/api-client';
import { Stack, Text } from '@mantine/core';
import { pinnedLabel } from './pinned';

export interface PinnedVersionsListProps {
  refs: CreativeVersionRef[];
  /** The file names by creative id. */
  names: ReadonlyMap<number, string>;
  fallback: (id: number) => string;
}

export function PinnedVersionsList({ refs, names, fallback }: PinnedVersionsListProps) {
  return (
    <Stack
      component="ul"
      gap={4}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      data-testid="selected-creatives"
    >
      {refs.map((r) => (
        <Text
          component="li"
          size="sm"
          key={`${r.creative_id}:${r.version}`}
          data-creative={r.creative_id}
          data-version={r.version}
          style={{ overflowWrap: 'anywhere' }}
        >
          {pinnedLabel(names.get(r.creative_id) ?? fallback(r.creative_id), r.version)}
        </Text>
      ))}
    </Stack>
  );
}
