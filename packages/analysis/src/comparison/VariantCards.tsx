// One card per variant in overall order: its letter and name, place (none when the scores do not
// compare, see Variant.placed), overall score with its
// band (низкая / средняя / хорошая, thresholds from the server), its 95 % range, and the winner's
// mark, or «В пределах погрешности» when first place is not ahead beyond the uncertainty; the
// legend of the bands once below.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { COMPARISON_TEXTS as T, type ScoreBandName } from '../texts';
import { framesWord, type Variant } from './model';
import { VariantGrid } from './VariantGrid';

const BAND_COLOURS: Record<ScoreBandName, string> = { low: 'red', average: 'yellow', good: 'teal' };

export function VariantCards({ variants }: { variants: readonly Variant[] }) {
  const n = variants.length;
  const { average, good } = variants[0]?.band.thresholds ?? { average: 40, good: 70 };
  return (
    <Stack gap="xs">
      <VariantGrid count={n} label={T.variants} spacing="sm">
        {variants.map((v) => (
          <Paper
            key={v.id}
            component="li"
            withBorder
            p="sm"
            radius="md"
            data-research={v.id}
            data-winner={v.winner || undefined}
            bg={v.winner ? 'var(--mantine-color-teal-light)' : undefined}
            style={{ minWidth: 0 }}
          >
            <Group justify="space-between" gap={4} wrap="nowrap">
              <Text size="sm" fw={700}>
                {v.label}
              </Text>
              {v.placed && (
                <Text size="xs" c="dimmed">
                  {T.place(v.rank)}
                </Text>
              )}
            </Group>
            {v.named && (
              <Text size="sm" truncate title={v.name}>
                {v.name}
              </Text>
            )}
            {v.scoredFor && (
              <Text size="xs" c="dimmed" data-testid="scored-for">
                {v.scoredFor}
              </Text>
            )}
            <Group gap={6} mt={6} align="baseline" wrap="wrap">
              <Text
                fz={28}
                fw={700}
                lh={1}
                aria-label={`${T.score}: ${T.scoreOutOf(v.score)}${v.range ? `, ${T.scoreRangeLabel(v.range)}` : ''}`}
              >
                {v.score}
              </Text>
              {v.range && (
                <Text span size="xs" c="dimmed" aria-hidden data-testid="score-range">
                  {T.scoreRange(v.range)}
                  {v.range.share_unknown ? `, ${T.brandUnread}` : ''}
                </Text>
              )}
              <Badge color={BAND_COLOURS[v.band.band]} variant="light" data-band={v.band.band}>
                {T.bands[v.band.band]}
              </Badge>
              {v.winner && (
                <Badge color="teal" leftSection={<IconTrophy size={12} aria-hidden />}>
                  {ANALYSIS_TEXTS.winner}
                </Badge>
              )}
              {v.withinError && (
                <Badge color="gray" variant="light">
                  {T.withinError}
                </Badge>
              )}
              {v.tie && (
                <Badge color="gray" variant="light">
                  {T.tie}
                </Badge>
              )}
            </Group>
            {v.frames !== undefined && v.frames > 1 && (
              <Text size="xs" c="dimmed" mt={4}>
                {T.frames(v.frames, framesWord(v.frames, false))}
              </Text>
            )}
          </Paper>
        ))}
      </VariantGrid>
      <Text size="xs" c="dimmed" data-testid="band-legend">
        {T.bandLegend(average, good)}
      </Text>
    </Stack>
  );
}
