// The heatmap's colour legend in shares of attention: for each colour, how much of the
// attention lies under it and on how much of the image (src/result/zones.ts computes both from
// the same grid the overlay is drawn from).
import type { AttentionGrid } from '@kreolab/api-client';
import { Box, Group, Stack, Text } from '@mantine/core';
import { formatShare } from '../grid';
import type { ViewMode } from '../state/analysisSlice';
import { RESULT_TEXTS } from '../texts';
import { attentionZones, ZONE_RGB, type ZoneName } from './zones';

const NAMES: Record<ZoneName, string> = {
  hot: RESULT_TEXTS.legendHot,
  warm: RESULT_TEXTS.legendWarm,
  mild: RESULT_TEXTS.legendMild,
  none: RESULT_TEXTS.legendNone,
};

const pct = (v: number) => formatShare(v, 0);

function Swatch({ zone }: { zone: ZoneName }) {
  const [r, g, b] = ZONE_RGB[zone];
  return (
    <Box
      aria-hidden
      w={18}
      h={18}
      style={{
        flex: 'none',
        borderRadius: 4,
        border: '1px solid var(--mantine-color-gray-5)',
        background:
          zone === 'none'
            ? 'repeating-conic-gradient(#dee2e6 0% 25%, #fff 0% 50%) 50% / 8px 8px'
            : `rgb(${r}, ${g}, ${b})`,
      }}
    />
  );
}

export function HeatLegend({ grid, view }: { grid: AttentionGrid; view: ViewMode }) {
  const zones = attentionZones(grid);
  if (!zones || view === 'original') return null;
  if (view === 'fog') {
    return (
      <Text size="sm" c="dimmed" data-testid="heat-legend">
        {RESULT_TEXTS.legendFog}
      </Text>
    );
  }
  return (
    <Stack gap={4} component="figure" m={0} data-testid="heat-legend">
      <Text size="sm" fw={600} component="figcaption">
        {RESULT_TEXTS.legendTitle}
      </Text>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {zones.stats.map((z) => (
          <Group component="li" key={z.zone} gap="xs" wrap="nowrap" data-zone={z.zone}>
            <Swatch zone={z.zone} />
            <Text size="sm">
              <Text span fw={600}>
                {NAMES[z.zone]}
              </Text>
              {' — '}
              {z.zone === 'none'
                ? RESULT_TEXTS.legendRest(pct(z.attention), pct(z.area))
                : RESULT_TEXTS.legendZone(pct(z.attention), pct(z.area))}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
