import { Badge } from '@mantine/core';
import type { SplitStatusValue } from '@kreolab/api-client';
import { SPLIT_STATUS_LABELS } from '../texts';

const COLORS: Record<SplitStatusValue, string> = {
  NONE: 'orange.9',
  PROCESSING: 'blue.8',
  PROCESSED: 'teal.9',
};

/** The split status of a video, labelled as product-spec §4 says. */
export function SplitStatusBadge({ status }: { status: SplitStatusValue | null | undefined }) {
  const s = status ?? 'NONE';
  return (
    // filled: Mantine's light variant paints a shaded colour ('teal.9') as the background and
    // the label in the same colour, so the text was invisible; filled puts white on the dark shade.
    <Badge color={COLORS[s]} variant="filled" size="sm" data-split-status={s}>
      {SPLIT_STATUS_LABELS[s]}
    </Badge>
  );
}
