// The comparison's «В контексте: <title>» block (issue 17): when every variant was placed in the
// same context, they are ranked by the share of attention they take from it and, per segment,
// by the share who notice them within the viewing time. When the best leads the runner-up by
// less than their combined uncertainty, it is «не различимы». The server decides the order and
// the winners (`context_ranking`), once for this block and the comparison's PDF report.
import type {
  ComparisonEntry,
  ContextRanking as ContextPlacesJson,
  ContextRef,
} from '@kreolab/api-client';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { TableScroll } from '@kreolab/ui-kit';
import { formatShare } from '../../grid';
import { rangeText } from '../ContextView';
import { CONTEXT_TEXTS as T } from '../texts';

export interface ContextRankingProps {
  context: ContextRef;
  ranking: readonly ComparisonEntry[];
  /** The order and winners the server decided (`ComparisonResult.context_ranking`). */
  places: ContextPlacesJson;
  /** «Вариант А» per research id (the comparison's letters). */
  labelOf?: (researchId: number) => string;
}

function Verdict({
  title,
  winner,
  label,
}: {
  title: string;
  winner: number | null;
  label: (id: number) => string;
}) {
  return (
    <Group gap={6}>
      <Text size="sm">{title}:</Text>
      {winner === null ? (
        <Badge color="gray" variant="light" tt="none">
          {T.indistinguishable}
        </Badge>
      ) : (
        <Badge color="green" variant="light" tt="none">
          {`${T.best}: ${label(winner)}`}
        </Badge>
      )}
    </Group>
  );
}

export function ContextRanking({ context, ranking, places, labelOf }: ContextRankingProps) {
  // the server ranks the entries of the same response: every id is one of `ranking`'s
  const byId = new Map(ranking.map((e) => [e.research_id, e]));
  const placed = (id: number) => byId.get(id)!.context!;
  const label = (id: number) => labelOf?.(id) ?? byId.get(id)!.name;
  const segments = places.segments.map((s) => ({
    ...s,
    rows: s.order.map((id) => ({
      id,
      noticed: placed(id).segments.find((x) => x.segment_id === s.segment_id)?.noticed,
    })),
  }));
  const title = T.rankTitle(context.title);
  return (
    <Stack gap="sm" data-testid="context-ranking">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {T.rankIntro}
      </Text>
      <Verdict title={T.byAttention} winner={places.attention.winner} label={label} />
      {segments.map((s) => (
        <Verdict key={s.segment_id} title={T.byNoticed(s.name)} winner={s.winner} label={label} />
      ))}
      <TableScroll minWidth={0} label={title}>
        <Table verticalSpacing={6} fz="sm" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.place}</Table.Th>
              <Table.Th>{T.variant}</Table.Th>
              <Table.Th>{T.attentionShare}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {places.attention.order.map((id, i) => (
              <Table.Tr key={id} data-research={id}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>{label(id)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} span>
                    {formatShare(placed(id).attention_share, 0)}
                  </Text>{' '}
                  <Text size="xs" c="dimmed" span>
                    {T.ofArea(formatShare(placed(id).area_share, 0))}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {segments.map((s) => (
        <Table key={s.segment_id} verticalSpacing={6} fz="sm" aria-label={T.byNoticed(s.name)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.place}</Table.Th>
              <Table.Th>{T.variant}</Table.Th>
              <Table.Th>{T.byNoticed(s.name)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.rows.map((p, i) => (
              <Table.Tr key={p.id} data-research={p.id}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>{label(p.id)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} span>
                    {formatShare(p.noticed?.share ?? 0, 0)}
                  </Text>
                  {p.noticed && (
                    <Text size="xs" c="dimmed">
                      {rangeText(p.noticed)}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ))}
    </Stack>
  );
}
