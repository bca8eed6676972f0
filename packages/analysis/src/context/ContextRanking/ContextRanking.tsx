// The comparison's «В контексте: <title>» block (issue 17): when every variant was placed in the
// same context, they are ranked by the share of attention they take from it and, per segment,
// by the share who notice them within the viewing time. When the best leads the runner-up by
// less than their combined uncertainty, it is «не различимы», by the rule of the comparison's
// noticed shares.
import type { ComparisonEntry, ContextRef, ShareRange } from '@kreolab/api-client';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { TableScroll } from '@kreolab/ui-kit';
import { formatShare } from '../../grid';
import { leadsBeyond } from '../../result/contract';
import { rangeText } from '../ContextView';
import { CONTEXT_TEXTS as T } from '../texts';

export interface ContextRankingProps {
  context: ContextRef;
  ranking: readonly ComparisonEntry[];
  /** «Вариант А» per research id (the comparison's letters). */
  labelOf?: (researchId: number) => string;
}

type Placed = { id: number; label: string; share: number; range?: ShareRange };

/**
 * The share of attention has no calibrated range: a lead smaller than this (5 points) is not
 * called a win, as the comparison does not name metric differences under 10 points.
 */
export const ATTENTION_MARGIN = 0.05;

/**
 * Best first; the best wins only when it is ahead beyond the uncertainty: with ranges, by more
 * than their combined half-widths, √(h₁² + h₂²) — the engine's `distinguishable` and the
 * comparison's noticed shares (comparison/model.ts `verdictOf`); without, by ATTENTION_MARGIN.
 * (Until 28 Nov 2026 two ranges had to be apart, a stricter rule than the rest of the page's.)
 * The comparison's PDF report ranks by the same rule (apps/api/src/analyses/context.ts).
 */
export function rankPlaced(items: readonly Placed[]): {
  order: Placed[];
  winner: number | null;
} {
  const order = [...items].sort((a, b) => b.share - a.share);
  const [best, next] = order;
  if (!best) return { order, winner: null };
  if (!next) return { order, winner: best.id };
  if (best.share === next.share) return { order, winner: null };
  const half = (r: ShareRange) => (r.high - r.low) / 2;
  if (
    best.range &&
    next.range &&
    !leadsBeyond(best.share - next.share, half(best.range), half(next.range))
  )
    return { order, winner: null };
  if (!best.range && best.share - next.share < ATTENTION_MARGIN) return { order, winner: null };
  return { order, winner: best.id };
}

function Verdict({
  title,
  winner,
  label,
}: {
  title: string;
  winner: number | null;
  label: string;
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
          {`${T.best}: ${label}`}
        </Badge>
      )}
    </Group>
  );
}

export function ContextRanking({ context, ranking, labelOf }: ContextRankingProps) {
  const entries = ranking.filter((e) => e.context);
  if (entries.length < 2) return null;
  const label = (id: number) => labelOf?.(id) ?? entries.find((e) => e.research_id === id)!.name;
  const attention = rankPlaced(
    entries.map((e) => ({
      id: e.research_id,
      label: label(e.research_id),
      share: e.context!.attention_share,
    })),
  );
  const segments = entries[0]!.context!.segments.map((s) => ({
    id: s.segment_id,
    name: s.name,
    ...rankPlaced(
      entries.map((e) => {
        const mine = e.context!.segments.find((x) => x.segment_id === s.segment_id);
        return {
          id: e.research_id,
          label: label(e.research_id),
          share: mine?.noticed.share ?? 0,
          ...(mine ? { range: mine.noticed } : {}),
        };
      }),
    ),
  }));
  const areaOf = (id: number) => entries.find((e) => e.research_id === id)!.context!.area_share;
  const title = T.rankTitle(context.title);
  return (
    <Stack gap="sm" data-testid="context-ranking">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {T.rankIntro}
      </Text>
      <Verdict
        title={T.byAttention}
        winner={attention.winner}
        label={attention.order[0]?.label ?? ''}
      />
      {segments.map((s) => (
        <Verdict
          key={s.id}
          title={T.byNoticed(s.name)}
          winner={s.winner}
          label={s.order[0]?.label ?? ''}
        />
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
            {attention.order.map((p, i) => (
              <Table.Tr key={p.id} data-research={p.id}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>{p.label}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} span>
                    {formatShare(p.share, 0)}
                  </Text>{' '}
                  <Text size="xs" c="dimmed" span>
                    {T.ofArea(formatShare(areaOf(p.id), 0))}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {segments.map((s) => (
        <Table key={s.id} verticalSpacing={6} fz="sm" aria-label={T.byNoticed(s.name)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.place}</Table.Th>
              <Table.Th>{T.variant}</Table.Th>
              <Table.Th>{T.byNoticed(s.name)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.order.map((p, i) => (
              <Table.Tr key={p.id} data-research={p.id}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>{p.label}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} span>
                    {formatShare(p.share, 0)}
                  </Text>
                  {p.range && (
                    <Text size="xs" c="dimmed">
                      {rangeText(p.range)}
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
