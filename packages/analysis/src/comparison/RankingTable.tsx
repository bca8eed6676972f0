// The comparison's ranking: one row per creative in overall order, a column per metric with
// the value and its place; the winner of each metric and the overall winner highlighted.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { ComparisonResult } from '@kreolab/api-client';
import { Badge, Table, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { METRIC_KEYS, METRIC_LABELS } from '../texts';

export function RankingTable({ result }: { result: ComparisonResult }) {
  const ranking = [...result.ranking].sort((a, b) => a.rank - b.rank);
  const metrics = METRIC_KEYS.filter((k) => k !== 'score')
    .map((k) => result.metrics.find((m) => m.metric === k))
    .filter((m): m is ComparisonResult['metrics'][number] => !!m);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label={ANALYSIS_TEXTS.ranking} withTableBorder withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{ANALYSIS_TEXTS.place}</Table.Th>
            <Table.Th>{ANALYSIS_TEXTS.creative}</Table.Th>
            <Table.Th>{ANALYSIS_TEXTS.overall}</Table.Th>
            {metrics.map((m) => (
              <Table.Th key={m.metric}>{METRIC_LABELS[m.metric]}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ranking.map((e) => {
            const winner = e.rank === 1;
            return (
              <Table.Tr
                key={e.research_id}
                data-research={e.research_id}
                data-winner={winner || undefined}
                bg={winner ? 'var(--mantine-color-teal-light)' : undefined}
              >
                <Table.Td>{e.rank}</Table.Td>
                <Table.Th scope="row">
                  {e.name}{' '}
                  {winner && (
                    <Badge
                      color="teal"
                      size="sm"
                      leftSection={<IconTrophy size={12} aria-hidden />}
                    >
                      {ANALYSIS_TEXTS.winner}
                    </Badge>
                  )}
                </Table.Th>
                <Table.Td fw={700}>{Math.round(e.score)}</Table.Td>
                {metrics.map((m) => {
                  const v = m.values.find((x) => x.research_id === e.research_id);
                  const best = v?.rank === 1;
                  return (
                    <Table.Td
                      key={m.metric}
                      data-best={best || undefined}
                      aria-label={
                        best
                          ? `${Math.round(v.value)}, ${ANALYSIS_TEXTS.bestIn(METRIC_LABELS[m.metric])}`
                          : undefined
                      }
                    >
                      {v ? (
                        <Text span fw={best ? 700 : 400} c={best ? 'teal.8' : undefined}>
                          {Math.round(v.value)}
                          <Text span size="xs" c="dimmed">
                            {' '}
                            #{v.rank}
                          </Text>
                        </Text>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
