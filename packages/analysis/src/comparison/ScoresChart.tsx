// Overall scores of the compared creatives as bars.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { ComparisonResult } from '@kreolab/api-client';
import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';

export function ScoresChart({ result }: { result: ComparisonResult }) {
  const data = [...result.ranking]
    .sort((a, b) => a.rank - b.rank)
    .map((e) => ({ name: e.name, [ANALYSIS_TEXTS.chartScores]: Math.round(e.score) }));
  return (
    <Stack gap={4} role="figure" aria-label={ANALYSIS_TEXTS.chartScores}>
      <Text size="sm" fw={600}>
        {ANALYSIS_TEXTS.chartScores}
      </Text>
      <BarChart
        h={220}
        data={data}
        dataKey="name"
        yAxisProps={{ domain: [0, 100] }}
        series={[{ name: ANALYSIS_TEXTS.chartScores, color: 'teal.6' }]}
      />
    </Stack>
  );
}
