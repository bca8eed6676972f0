// Every metric on the same 0–100 axis, one bar per variant, the winner of each metric marked
// (a shared first place marks nobody, nor does a metric without a direction: brightness, text
// coverage). Plain HTML bars: they scale with their container, read
// as text to a screen reader and need no chart library.
import { Box, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { COMPARISON_TEXTS as T, METRIC_KEYS, METRIC_LABELS, METRIC_UNITS } from '../texts';
import { directionNote, metricWinner, type ComparisonData, type Variant } from './model';

const FILLS = ['#4c6ef5', '#12b886', '#fd7e14', '#be4bdb', '#fab005'];

export function variantColour(variants: readonly Variant[], id: number): string {
  const letters = [...variants].sort((a, b) => a.letter.localeCompare(b.letter, 'ru'));
  return FILLS[
    Math.max(
      0,
      letters.findIndex((v) => v.id === id),
    ) % FILLS.length
  ]!;
}

export function MetricBars({
  result,
  variants,
}: {
  result: ComparisonData;
  variants: readonly Variant[];
}) {
  const metrics = METRIC_KEYS.map((k) => result.metrics.find((m) => m.metric === k)).filter(
    (m): m is ComparisonData['metrics'][number] => !!m,
  );
  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        {T.metricsHint}
      </Text>
      <SimpleGrid
        type="container"
        cols={{ base: 1, '560px': 2, '900px': 3 }}
        spacing="lg"
        verticalSpacing="md"
      >
        {metrics.map((m) => {
          const winner = metricWinner(result, m.metric);
          const title = METRIC_LABELS[m.metric];
          return (
            <Stack key={m.metric} gap={4} data-metric-bars={m.metric} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} component="h3" m={0}>
                {title}
                {directionNote(m) && (
                  <Text span size="xs" c="dimmed" fw={400}>
                    {' '}
                    ({directionNote(m)})
                  </Text>
                )}
              </Text>
              <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {variants.map((v) => {
                  const value = m.values.find((x) => x.research_id === v.id)?.value;
                  if (value === undefined) return null;
                  const rounded = Math.round(value);
                  const best = winner === v.id;
                  return (
                    <Group
                      key={v.id}
                      component="li"
                      gap={6}
                      wrap="nowrap"
                      data-research={v.id}
                      data-best={best || undefined}
                    >
                      <Text size="xs" w={24} fw={best ? 700 : 400} title={v.name}>
                        {v.letter}
                        <VisuallyHidden> ({v.label})</VisuallyHidden>
                      </Text>
                      <Box
                        aria-hidden
                        h={12}
                        bg="gray.1"
                        style={{ flex: 1, borderRadius: 3, overflow: 'hidden' }}
                      >
                        <Box
                          h="100%"
                          style={{
                            width: `${Math.min(100, Math.max(0, value))}%`,
                            minWidth: value > 0 ? 2 : 0,
                            background: variantColour(variants, v.id),
                          }}
                        />
                      </Box>
                      {/* «10 %» for text coverage, as the result page and the report say it */}
                      <Text
                        size="xs"
                        w={METRIC_UNITS[m.metric] ? 40 : 28}
                        ta="right"
                        fw={best ? 700 : 400}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {rounded}
                        {METRIC_UNITS[m.metric]}
                      </Text>
                      <Box w={14} aria-hidden={!best}>
                        {best && (
                          <>
                            <IconTrophy size={14} color="var(--mantine-color-teal-7)" aria-hidden />
                            <VisuallyHidden>{T.best}</VisuallyHidden>
                          </>
                        )}
                      </Box>
                    </Group>
                  );
                })}
              </Stack>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
