// The keyboard alternative to dragging on the image: the pending rectangle's x, y, width and
// height in image pixels, its attention share shown at once, and a button that keeps it.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { BBox } from '@kreolab/api-client';
import { Button, Group, Stack, Text } from '@mantine/core';
import { focusableDisabled } from '@kreolab/ui-kit';
import { clampRect, formatShare } from '../grid';
import { RectFields } from '../shared/RectFields';

export interface DrawToolProps {
  rect: BBox;
  share: number;
  imageSize: { width: number; height: number };
  onChange: (rect: BBox) => void;
  /** The rectangle's part on the image: each field keeps to it, their sums do not. */
  onAdd: (kept: BBox) => void;
}

export function DrawTool({ rect, share, imageSize, onChange, onAdd }: DrawToolProps) {
  const kept = clampRect(rect, imageSize);
  const empty = kept.width <= 0 || kept.height <= 0;
  return (
    <Stack gap="xs" role="group" aria-label={ANALYSIS_TEXTS.drawTitle}>
      <Text size="sm" c="dimmed">
        {ANALYSIS_TEXTS.drawHint}
      </Text>
      <Group gap="xs" align="flex-end">
        <RectFields
          rect={rect}
          bounds={imageSize}
          labels={{
            x: ANALYSIS_TEXTS.drawX,
            y: ANALYSIS_TEXTS.drawY,
            width: ANALYSIS_TEXTS.drawW,
            height: ANALYSIS_TEXTS.drawH,
          }}
          onChange={onChange}
          fieldWidth={90}
        />
        <Button size="xs" onClick={() => onAdd(kept)} {...focusableDisabled(empty)}>
          {ANALYSIS_TEXTS.drawAdd}
        </Button>
      </Group>
      {/* an empty rectangle has no share: «0 %» would read as a measured region nobody looks at */}
      <Text size="sm" fw={empty ? undefined : 600} aria-live="polite" data-testid="draw-share">
        {empty ? ANALYSIS_TEXTS.drawShareEmpty : ANALYSIS_TEXTS.drawShare(formatShare(share))}
      </Text>
    </Stack>
  );
}
