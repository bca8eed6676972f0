// The comparison's ranking: one row per creative in overall order, a column per metric with
// the value and its place; the overall winner and the winner of each metric highlighted. A
// metric without a direction (brightness, text coverage) has no best and no places, nor have
// focus and clarity, the predicted map's properties (their «#1» read as the best the notes say
// is not named). A shared first place is a tie, and a first place within the uncertainty of the
// second is «В пределах погрешности»: neither is a win, so neither is highlighted.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { ComparisonResult } from '@kreolab/api-client';
import { Badge, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TableScroll } from '@kreolab/ui-kit';
import { IconTrophy } from '@tabler/icons-react';
import { COMPARISON_TEXTS as T, METRIC_KEYS, METRIC_LABELS, METRIC_UNITS } from '../texts';
import {
  directionNote,
  metricBetter,
  metricWinner,
  rankingName,
  variantsOf,
  type ComparisonData,
  type Variant,
} from './model';

/**
 * A badge that is never cut: Mantine ends an overflowing label with an ellipsis, which let the
 * phone's scrolled table squeeze «В пределах погрешности» to «В ПРЕДЕЛАХ ПОГРЕШН…» (and «Лучший»
 * to «ЛУ…» beside short names); a visible overflow makes the badge's whole text the column's
 * minimum width instead.
 */
const WHOLE = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const;

/**
 * The table's width where it scrolls sideways anyway (a phone, a small tablet): wide enough for
 * the metric columns to be as wide as on a desktop; squeezed into the 720 px it scrolled at
 * before, their notes («свойство прогнозной карты, лучший не назван») wrapped into five lines and
 * the header row stood 159 px tall (109 px at 1440).
 */
const SCROLLED_WIDTH = 1400;

export function RankingTable({
  result: given,
  variants: known,
}: {
  result: ComparisonResult | ComparisonData;
  variants?: readonly Variant[];
}) {
  const result = given as ComparisonData;
  const scrolled = useMediaQuery('(max-width: 48em)') ?? false;
  const variants = known ?? variantsOf(result);
  // scores of different goals give no overall places (Variant.placed): the table is then the
  // variants' figures in letter order, named as such, each metric still with its own places
  const placed = variants.every((v) => v.placed);
  const label = rankingName(variants);
  const metrics = METRIC_KEYS.filter((k) => k !== 'score')
    .map((k) => result.metrics.find((m) => m.metric === k))
    .filter((m): m is ComparisonData['metrics'][number] => !!m);
  return (
    <TableScroll minWidth={scrolled ? SCROLLED_WIDTH : 720} label={label}>
      <Table aria-label={label} withTableBorder withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            {placed && <Table.Th>{ANALYSIS_TEXTS.place}</Table.Th>}
            <Table.Th>{ANALYSIS_TEXTS.creative}</Table.Th>
            <Table.Th>{ANALYSIS_TEXTS.overall}</Table.Th>
            {metrics.map((m) => (
              <Table.Th key={m.metric}>
                {METRIC_LABELS[m.metric]}
                {directionNote(m) && (
                  <Text span size="xs" c="dimmed" fw={400} display="block">
                    {directionNote(m)}
                  </Text>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {variants.map((e) => (
            <Table.Tr
              key={e.id}
              data-research={e.id}
              data-winner={e.winner || undefined}
              bg={e.winner ? 'var(--mantine-color-teal-light)' : undefined}
            >
              {placed && <Table.Td>{e.rank}</Table.Td>}
              <Table.Th scope="row">
                <Text span size="sm" fw={700}>
                  {e.named ? e.letter : e.label}
                </Text>{' '}
                {e.named && <>{e.name} </>}
                {e.winner && (
                  <Badge
                    color="teal"
                    size="sm"
                    styles={WHOLE}
                    leftSection={<IconTrophy size={12} aria-hidden />}
                  >
                    {ANALYSIS_TEXTS.winner}
                  </Badge>
                )}
                {e.withinError && (
                  <Badge color="gray" variant="light" size="sm" styles={WHOLE}>
                    {T.withinError}
                  </Badge>
                )}
                {e.tie && (
                  <Badge color="gray" variant="light" size="sm" styles={WHOLE}>
                    {T.tie}
                  </Badge>
                )}
              </Table.Th>
              <Table.Td data-score={e.score}>
                <Text span fw={700} size="sm">
                  {e.score}
                </Text>
                {e.range && (
                  <Text span size="xs" c="dimmed" display="block" style={{ whiteSpace: 'nowrap' }}>
                    {T.scoreRange(e.range)}
                  </Text>
                )}
                {e.range?.share_unknown && (
                  <Text span size="xs" c="dimmed" display="block">
                    {T.brandUnread}
                  </Text>
                )}
              </Table.Td>
              {metrics.map((m) => {
                const v = m.values.find((x) => x.research_id === e.id);
                const best = !!v && metricWinner(result, m.metric) === e.id;
                return (
                  <Table.Td
                    key={m.metric}
                    data-best={best || undefined}
                    aria-label={
                      best && v
                        ? `${Math.round(v.value)}, ${ANALYSIS_TEXTS.bestIn(METRIC_LABELS[m.metric])}`
                        : undefined
                    }
                  >
                    {v ? (
                      <Text span fw={best ? 700 : 400} c={best ? 'teal.8' : undefined}>
                        {Math.round(v.value)}
                        {METRIC_UNITS[m.metric]}
                        {/* a place is a rank of merit: none where neither end is better,
                            nor for focus and clarity, whose best is not named */}
                        {metricBetter(m) !== 'none' && !m.map_property && (
                          <Text span size="xs" c="dimmed">
                            {' '}
                            #{v.rank}
                          </Text>
                        )}
                      </Text>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
