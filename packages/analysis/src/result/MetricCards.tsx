// The nine metrics (0–100) as cards with a bar and the one-line explanation; text coverage is a
// share of the area, the others points of 100. The bar is coloured
// from red to teal only where more is better; cognitive load, brightness and text coverage are
// grey (less load is better; neither end of the other two is).
import type { Metrics } from '@kreolab/api-client';
import { Paper, Progress, SimpleGrid, Text } from '@mantine/core';
import { METRIC_KEYS, METRIC_LABELS, METRIC_UNITS, POINTS_OF_100 } from '../texts';
import { METRIC_BETTER } from './contract';

export function metricColour(value: number): string {
  if (value >= 67) return 'teal';
  if (value >= 34) return 'yellow';
  return 'red';
}

export function MetricCards({ metrics }: { metrics: Metrics }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {METRIC_KEYS.map((key) => {
        const m = metrics[key];
        if (!m) return null;
        const value = Math.round(m.value);
        return (
          <Paper key={key} component="li" withBorder p="sm" radius="md" data-metric={key}>
            <Text size="sm" c="dimmed">
              {METRIC_LABELS[key]}
            </Text>
            <Text fz={28} fw={700} lh={1.2}>
              {value}
              <Text span size="sm" c="dimmed">
                {METRIC_UNITS[key] ?? POINTS_OF_100}
              </Text>
            </Text>
            <Progress
              value={value}
              color={METRIC_BETTER[key] === 'higher' ? metricColour(value) : 'gray'}
              size="sm"
              my={6}
              // Mantine names the bar (role progressbar) only from aria-label; aria-labelledby
              // would stay on the bar's wrapper.
              aria-label={METRIC_LABELS[key]}
            />
            <Text size="sm">{m.explanation}</Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
