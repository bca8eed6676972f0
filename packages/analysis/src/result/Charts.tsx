// Charts (Mantine charts on recharts): attention shares by region, and for video (several
// frames with `result.timeline`) each metric per frame.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import { BarChart, LineChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { METRIC_LABELS, type MetricKey } from '../texts';

export interface ShareDatum {
  name: string;
  share: number;
}

export function AttentionChart({ data }: { data: ShareDatum[] }) {
  if (data.length === 0) return null;
  const rows = data.map((d) => ({
    name: d.name,
    [ANALYSIS_TEXTS.attentionShare]: Math.round(d.share * 1000) / 10,
  }));
  return (
    <Stack gap={4} role="figure" aria-label={ANALYSIS_TEXTS.chartShares}>
      <Text size="sm" fw={600}>
        {ANALYSIS_TEXTS.chartShares}
      </Text>
      <BarChart
        h={220}
        data={rows}
        dataKey="name"
        unit=" %"
        series={[{ name: ANALYSIS_TEXTS.attentionShare, color: 'orange.6' }]}
        tickLine="y"
      />
    </Stack>
  );
}

const TIMELINE_METRICS: MetricKey[] = ['score', 'focus', 'clarity', 'cognitive_load'];
const COLOURS = ['indigo.6', 'teal.6', 'orange.6', 'grape.6'];

export function TimelineChart({
  timeline,
  labels,
}: {
  timeline: Partial<Record<string, number[]>>;
  labels: string[];
}) {
  const keys = TIMELINE_METRICS.filter((k) => Array.isArray(timeline[k]));
  if (keys.length === 0 || labels.length < 2) return null;
  const rows = labels.map((label, i) => {
    const row: Record<string, string | number> = { frame: label };
    for (const k of keys) row[METRIC_LABELS[k]] = timeline[k]?.[i] ?? 0;
    return row;
  });
  return (
    <Stack gap={4} role="figure" aria-label={ANALYSIS_TEXTS.chartTimeline}>
      <Text size="sm" fw={600}>
        {ANALYSIS_TEXTS.chartTimeline}
      </Text>
      <LineChart
        h={240}
        data={rows}
        dataKey="frame"
        withLegend
        yAxisProps={{ domain: [0, 100] }}
        series={keys.map((k, i) => ({ name: METRIC_LABELS[k], color: COLOURS[i] ?? 'gray.6' }))}
      />
    </Stack>
  );
}
