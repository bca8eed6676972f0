// Per segment, the share of viewers who noticed the brand, the message and the call to action
// for each variant, with the range where the share of real people lies («от … до … %», from the
// engine's calibration against eye tracking), and per measure the winner or «не различимы».
// The chart draws the same numbers on one 0–100 % axis for every segment.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import { Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { TableScroll } from '@kreolab/ui-kit';
import { IconTrophy } from '@tabler/icons-react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ErrorBar,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { missingShareText, shareOf } from '../result/contract';
import { COMPARISON_TEXTS as T, NOTICED_LABELS } from '../texts';
import {
  intervalText,
  MEASURES,
  percent,
  variantsOf,
  verdictOf,
  type ComparisonData,
  type Segment,
  type SegmentValue,
  type Variant,
} from './model';
import { variantColour } from './MetricBars';

type Row = Record<string, string | number | [number, number] | null>;

/**
 * The chart's rows: one per measure that any variant has, a share per variant in percent (null
 * when the creative lacks the region, so no bar is drawn for it), and its error bar.
 */
export function chartRows(segment: Segment, variants: readonly Variant[]): Row[] {
  return MEASURES.filter((m) => segment.values.some((v) => shareOf(v, m) !== null)).map((m) => {
    const row: Row = { what: NOTICED_LABELS[m] };
    for (const variant of variants) {
      const v = segment.values.find((x) => x.research_id === variant.id);
      const share = v ? shareOf(v, m) : null;
      row[`r${variant.id}`] = share === null ? null : Math.round(share * 100);
      const i = v?.intervals?.[m];
      if (share !== null && i)
        row[`e${variant.id}`] = [
          Math.max(0, Math.round((share - i.low) * 100)),
          Math.max(0, Math.round((i.high - share) * 100)),
        ];
    }
    return row;
  });
}

function ShareCell({
  v,
  measure,
  best,
}: {
  v?: SegmentValue;
  measure: (typeof MEASURES)[number];
  best: boolean;
}) {
  const share = v ? shareOf(v, measure) : null;
  if (share === null)
    return (
      <Text size="sm" c="dimmed">
        {/* no value at all: the research did not simulate this segment's viewers */}
        {v ? missingShareText(v, measure) : T.notSimulated}
      </Text>
    );
  const interval = v?.intervals?.[measure];
  return (
    <Stack gap={0}>
      <Group gap={4} wrap="nowrap">
        <Text size="sm" fw={best ? 700 : 500}>
          {percent(share)}
        </Text>
        {best && (
          <>
            <IconTrophy size={14} color="var(--mantine-color-teal-7)" aria-hidden />
            <VisuallyHidden>{T.best}</VisuallyHidden>
          </>
        )}
      </Group>
      {interval && (
        // one line: on a phone the table scrolls sideways, and a range wrapped at its edge read
        // «от 17 до 1» with «%» alone below
        <Text size="xs" c="dimmed" data-interval style={{ whiteSpace: 'nowrap' }}>
          {intervalText(interval)}
        </Text>
      )}
    </Stack>
  );
}

export function SegmentShares({
  result,
  variants: given,
}: {
  result: ComparisonData;
  variants?: readonly Variant[];
}) {
  const variants = given ?? variantsOf(result);
  const withIntervals = result.segments.some((s) => s.values.some((v) => v.intervals));
  return (
    <Stack gap="xl">
      {withIntervals && (
        <Text size="xs" c="dimmed" data-testid="interval-explained">
          {T.intervalExplained}
        </Text>
      )}
      {result.segments.map((s) => {
        const verdicts = Object.fromEntries(MEASURES.map((m) => [m, verdictOf(s, m)]));
        const rows = chartRows(s, variants);
        const tableName = `${ANALYSIS_TEXTS.segmentShares}: ${s.name}`;
        return (
          <Stack key={s.segment_id} gap="sm" data-segment={s.segment_id}>
            <Title order={3} size="h4">
              {s.name}
            </Title>
            <TableScroll minWidth={420} label={tableName}>
              <Table aria-label={tableName} verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{ANALYSIS_TEXTS.creative}</Table.Th>
                    {MEASURES.map((m) => (
                      <Table.Th key={m}>{NOTICED_LABELS[m]}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {variants.map((variant) => {
                    const v = s.values.find((x) => x.research_id === variant.id);
                    return (
                      <Table.Tr key={variant.id} data-research={variant.id}>
                        <Table.Th scope="row" fw={500}>
                          <Text size="sm" fw={600}>
                            {variant.label}
                          </Text>
                          {variant.named && (
                            <Text size="xs" c="dimmed" truncate maw={180}>
                              {variant.name}
                            </Text>
                          )}
                        </Table.Th>
                        {MEASURES.map((m) => {
                          const verdict = verdicts[m]!;
                          const best = verdict.kind === 'winner' && verdict.id === variant.id;
                          return (
                            <Table.Td key={m} data-best={best || undefined}>
                              <ShareCell v={v} measure={m} best={best} />
                            </Table.Td>
                          );
                        })}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th scope="row">{T.noticedWinner}</Table.Th>
                    {MEASURES.map((m) => {
                      const verdict = verdicts[m]!;
                      const winner =
                        verdict.kind === 'winner'
                          ? variants.find((x) => x.id === verdict.id)
                          : undefined;
                      return (
                        <Table.Td key={m} data-verdict={verdict.kind}>
                          <Text size="sm" fw={winner ? 700 : 400} c={winner ? 'teal.8' : 'dimmed'}>
                            {winner
                              ? winner.label
                              : verdict.kind === 'indistinguishable'
                                ? T.indistinguishable
                                : '—'}
                          </Text>
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </TableScroll>
            {rows.length > 0 && (
              <div
                style={{ width: '100%', height: 240 }}
                role="img"
                aria-label={T.chartOf(s.name)}
                data-testid="noticed-chart"
              >
                <ResponsiveContainer>
                  <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="what" />
                    <YAxis
                      domain={[0, 100]}
                      ticks={[0, 25, 50, 75, 100]}
                      unit=" %"
                      width={60}
                      tick={{ fontSize: 12 }}
                    />
                    <Tooltip formatter={(value) => `${String(value)} %`} />
                    <Legend
                      // Recharts sorts a legend by its labels unless told otherwise; the bars
                      // stand in the table's order (the ranking), so the legend follows it.
                      itemSorter={(item) =>
                        variants.findIndex((variant) => `r${variant.id}` === item.dataKey)
                      }
                    />
                    {variants.map((variant) => (
                      <Bar
                        key={variant.id}
                        dataKey={`r${variant.id}`}
                        name={variant.label}
                        fill={variantColour(variants, variant.id)}
                        // A measured 0 % still gets a stub, so it differs from a creative that
                        // has no such region (null: no bar; the table says «не найден», or
                        // «не указан» for a brand its research did not name).
                        minPointSize={(value) => (value === null || value === undefined ? 0 : 3)}
                        // No entry animation: recharts restarts it from zero height on every
                        // resize of the container, so a print, a full-page capture or a rotated
                        // phone caught the chart with axes and a legend only.
                        isAnimationActive={false}
                      >
                        {withIntervals && (
                          <ErrorBar
                            dataKey={`e${variant.id}`}
                            width={6}
                            stroke="#343a40"
                            isAnimationActive={false}
                          />
                        )}
                      </Bar>
                    ))}
                  </BarChart>
                </ResponsiveContainer>
              </div>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
