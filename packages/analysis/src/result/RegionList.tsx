// Regions with their attention share, probability of being seen and viewing order; the
// user's own rectangles below them with the share computed from the grid. Hovering or
// focusing a row highlights its box on the image.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { Region } from '@kreolab/api-client';
import { ActionIcon, Badge, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatShare } from '../grid';
import { REGION_KIND_LABELS } from '../texts';

export interface CustomRegionRow {
  id: string;
  label: string;
  share: number;
}

export interface RegionListProps {
  regions: Region[];
  custom?: CustomRegionRow[];
  onHighlight?: (id: string | null) => void;
  onRemoveCustom?: (id: string) => void;
}

const regionName = (r: Region) => (r.text ? `«${r.text}»` : REGION_KIND_LABELS[r.kind]);
const formatOrder = (o: number | null | undefined) =>
  o === null || o === undefined ? '—' : o.toLocaleString('ru-RU', { maximumFractionDigits: 1 });

export function RegionList({ regions, custom = [], onHighlight, onRemoveCustom }: RegionListProps) {
  const sorted = [...regions].sort((a, b) => (a.order ?? 99) - (b.order ?? 99));
  const hover = (id: string | null) => ({
    onMouseEnter: () => onHighlight?.(id),
    onMouseLeave: () => onHighlight?.(null),
    onFocus: () => onHighlight?.(id),
    onBlur: () => onHighlight?.(null),
  });
  if (sorted.length === 0 && custom.length === 0) {
    return <Text c="dimmed">{ANALYSIS_TEXTS.regionsEmpty}</Text>;
  }
  return (
    <Table striped highlightOnHover aria-label={ANALYSIS_TEXTS.regions}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{ANALYSIS_TEXTS.regions}</Table.Th>
          <Table.Th>{ANALYSIS_TEXTS.attentionShare}</Table.Th>
          <Table.Th>{ANALYSIS_TEXTS.seenProbability}</Table.Th>
          <Table.Th>{ANALYSIS_TEXTS.order}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((r) => (
          <Table.Tr key={r.id} data-region={r.id} tabIndex={0} {...hover(r.id)}>
            <Table.Td>
              <Badge size="xs" variant="light" mr={6}>
                {REGION_KIND_LABELS[r.kind]}
              </Badge>
              {r.text ? regionName(r) : null}
            </Table.Td>
            <Table.Td>{formatShare(r.attention_share)}</Table.Td>
            <Table.Td>{formatShare(r.seen_probability, 0)}</Table.Td>
            <Table.Td>{formatOrder(r.order)}</Table.Td>
          </Table.Tr>
        ))}
        {custom.map((c, i) => (
          <Table.Tr key={c.id} data-region={c.id} tabIndex={0} {...hover(c.id)}>
            <Table.Td>
              <Badge size="xs" variant="light" color="violet" mr={6}>
                {REGION_KIND_LABELS.custom}
              </Badge>
              {c.label}
            </Table.Td>
            <Table.Td data-testid={`custom-share-${c.id}`}>{formatShare(c.share)}</Table.Td>
            <Table.Td>—</Table.Td>
            <Table.Td>
              {onRemoveCustom && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={ANALYSIS_TEXTS.drawRemove(i + 1)}
                  onClick={() => onRemoveCustom(c.id)}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
