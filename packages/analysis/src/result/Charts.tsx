// Charts (Mantine charts on recharts): attention shares by region as horizontal bars labelled
// with the regions' numbers and names (long names cut, so labels stay readable on a phone), and
// for video and PDF each metric per frame, with the chosen frame marked; clicking a point picks
// its frame.
import { BarChart, LineChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { formatNumber, formatShare } from '@kreolab/i18n-ru';
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import { METRIC_LABELS, RESULT_TEXTS, type MetricKey } from '../texts';
import type { Timeline } from './contract';

export interface ShareDatum {
  name: string;
  share: number;
}

const cut = (s: string, max = 24) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * The share axis's ticks, in per cent: whole steps of 2, 5, 10 or 20 from 0 past the largest
 * share. Left to itself the axis ended at the largest share and divided it in four (0, 9, 18,
 * 27, 36 %), numbers nobody reads a bar against.
 */
export function shareTicks(maxPercent: number): number[] {
  const step = maxPercent <= 10 ? 2 : maxPercent <= 25 ? 5 : maxPercent <= 50 ? 10 : 20;
  const top = Math.max(step, Math.ceil(maxPercent / step) * step);
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

export function AttentionChart({ data }: { data: ShareDatum[] }) {
  if (data.length === 0) return null;
  const rows = data.map((d) => ({
    name: cut(d.name),
    [ANALYSIS_TEXTS.attentionShare]: Math.round(d.share * 1000) / 10,
  }));
  const ticks = shareTicks(Math.max(...data.map((d) => d.share * 100)));
  return (
    <Stack gap={4} role="figure" aria-label={RESULT_TEXTS.attentionChart}>
      <Text size="sm" fw={600}>
        {RESULT_TEXTS.attentionChart}
      </Text>
      <BarChart
        h={Math.max(120, rows.length * 34 + 40)}
        data={rows}
        dataKey="name"
        orientation="vertical"
        // not `unit`: Mantine puts it on the y axis, which here holds the regions' names
        // («2. «Купить» %»), and leaves the shares on the x axis bare. The tooltip writes a share
        // as the regions' table does (to a tenth: «35,0 %», not «35 %»); the ticks are whole.
        valueFormatter={(v) => formatShare(v / 100)}
        yAxisProps={{ width: 150, tick: { fontSize: 12 } }}
        xAxisProps={{
          tick: { fontSize: 12 },
          // the last tick («40 %») is centred on the plot's end: without the padding its «%»
          // was cut at the chart's edge on a phone
          padding: { right: 20 },
          ticks,
          domain: [0, ticks[ticks.length - 1]!],
          tickFormatter: (v: number) => `${formatNumber(v)}\u00a0%`,
        }}
        series={[{ name: ANALYSIS_TEXTS.attentionShare, color: 'orange.6' }]}
        gridAxis="x"
      />
    </Stack>
  );
}

const TIMELINE_METRICS: MetricKey[] = ['score', 'focus', 'clarity', 'cognitive_load'];
const COLOURS = ['indigo.6', 'teal.6', 'orange.6', 'grape.6'];

export interface TimelineChartProps {
  timeline: Timeline;
  labels: string[];
  /** The frame shown above; marked on the chart. */
  selected?: number;
  onSelect?: (frame: number) => void;
  title?: string;
}

export function TimelineChart({
  timeline,
  labels,
  selected,
  onSelect,
  title = ANALYSIS_TEXTS.chartTimeline,
}: TimelineChartProps) {
  const keys = TIMELINE_METRICS.filter((k) => Array.isArray(timeline[k]));
  if (keys.length === 0 || labels.length < 2) return null;
  const rows = labels.map((label, i) => {
    const row: Record<string, string | number> = { frame: label };
    for (const k of keys) row[METRIC_LABELS[k]] = Math.round(timeline[k]?.[i] ?? 0);
    return row;
  });
  const marked = selected !== undefined ? labels[selected] : undefined;
  const series = keys.map((k) => METRIC_LABELS[k]);
  // Recharts sorts a legend and a tooltip by their labels unless told otherwise («Когнитивная
  // нагрузка» first); the lines keep the metric cards' and the report table's order.
  const inSeriesOrder = (item: { dataKey?: unknown; name?: unknown }) =>
    series.indexOf(String(item.dataKey ?? item.name));
  return (
    <Stack gap={4} role="figure" aria-label={title} data-testid="timeline-chart">
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <LineChart
        h={240}
        data={rows}
        dataKey="frame"
        withLegend
        legendProps={{ wrapperStyle: { fontSize: 12 }, itemSorter: inSeriesOrder }}
        tooltipProps={{ itemSorter: inSeriesOrder }}
        // the first and last frames' names are centred on the plot's ends: without the padding
        // the last one («3 с») stood half outside the chart on a phone
        xAxisProps={{ tick: { fontSize: 12 }, padding: { left: 12, right: 16 } }}
        yAxisProps={{ domain: [0, 100], width: 32, tick: { fontSize: 12 } }}
        referenceLines={marked ? [{ x: marked, color: 'dark.4', label: marked }] : []}
        lineChartProps={{
          onClick: (state: { activeTooltipIndex?: number | string | null }) => {
            const i = Number(state?.activeTooltipIndex);
            if (Number.isInteger(i) && i >= 0 && i < labels.length) onSelect?.(i);
          },
          style: onSelect ? { cursor: 'pointer' } : undefined,
        }}
        series={series.map((name, i) => ({ name, color: COLOURS[i] ?? 'gray.6' }))}
      />
    </Stack>
  );
}
