// Regions numbered in viewing order (the same numbers as the markers on the image), with their
// kind and what they stand for (brand, message, call to action), their attention share and the
// share of people who will see them (with its 95 % range of real people, when the result has
// one); the user's own rectangles below them, their share computed from the grid. The number is
// the order: a column «Порядок» beside «№» repeated it on every row.
// Hovering or focusing a row highlights its box and marker on the image, and a highlighted
// marker highlights its row.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { Region } from '@kreolab/api-client';
import { ActionIcon, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { TableScroll } from '@kreolab/ui-kit';
import { IconTrash } from '@tabler/icons-react';
import { formatShare } from '../grid';
import { BRAND_AREA_TEXTS, REGION_KIND_LABELS, REGION_ROLE_LABELS, RESULT_TEXTS } from '../texts';
import type { RegionWithInterval } from './contract';
import { IntervalText } from './IntervalText';

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
  /** The region or custom rectangle highlighted from the image. */
  highlighted?: string | null;
}

/**
 * A region's kind as the list names it: the brand's logo the user marked in the research's
 * settings (ResearchSettings.brand_areas) comes back as a custom region with the brand's role.
 */
export const regionKindLabel = (r: Pick<Region, 'kind' | 'role'>) =>
  r.kind === 'custom' && r.role === 'brand' ? BRAND_AREA_TEXTS.logo : REGION_KIND_LABELS[r.kind];
export const regionName = (r: Region) => (r.text ? `«${r.text}»` : regionKindLabel(r));

/** Regions in viewing order, numbered from 1: the numbers the image and the table share. */
export function numberRegions<R extends Region>(regions: R[]): (R & { n: number })[] {
  return [...regions]
    .sort((a, b) => (a.order ?? 99) - (b.order ?? 99))
    .map((r, i) => ({ ...r, n: i + 1 }));
}

export function RegionList({
  regions,
  custom = [],
  onHighlight,
  onRemoveCustom,
  highlighted = null,
}: RegionListProps) {
  const sorted = numberRegions(regions as RegionWithInterval[]);
  const removable = onRemoveCustom && custom.length > 0 ? onRemoveCustom : null;
  const hover = (id: string | null) => ({
    onMouseEnter: () => onHighlight?.(id),
    onMouseLeave: () => onHighlight?.(null),
    onFocus: () => onHighlight?.(id),
    onBlur: () => onHighlight?.(null),
  });
  const rowStyle = (id: string) =>
    id === highlighted ? { background: 'var(--mantine-color-yellow-1)' } : undefined;
  if (sorted.length === 0 && custom.length === 0) {
    return <Text c="dimmed">{ANALYSIS_TEXTS.regionsEmpty}</Text>;
  }
  return (
    <TableScroll minWidth={420} label={ANALYSIS_TEXTS.regions}>
      <Table striped highlightOnHover aria-label={ANALYSIS_TEXTS.regions}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>{ANALYSIS_TEXTS.order}</Table.Th>
            <Table.Th>{ANALYSIS_TEXTS.regions}</Table.Th>
            <Table.Th>{ANALYSIS_TEXTS.attentionShare}</Table.Th>
            <Table.Th>{RESULT_TEXTS.seenShare}</Table.Th>
            {/* the drawn areas' delete buttons */}
            {removable && (
              <Table.Th w={40}>
                <VisuallyHidden>{RESULT_TEXTS.regionActions}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((r) => (
            <Table.Tr
              key={r.id}
              data-region={r.id}
              data-highlighted={r.id === highlighted || undefined}
              tabIndex={0}
              style={rowStyle(r.id)}
              {...hover(r.id)}
            >
              <Table.Td>
                <Badge size="md" circle color="dark" data-region-number={r.n}>
                  {r.n}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Badge size="xs" variant="light" mr={6}>
                  {regionKindLabel(r)}
                </Badge>
                {r.role && REGION_ROLE_LABELS[r.role] && (
                  // the line the audience's brand, message or call-to-action share is read from
                  <Badge size="xs" variant="light" color="teal" mr={6} data-role={r.role}>
                    {REGION_ROLE_LABELS[r.role]}
                  </Badge>
                )}
                {r.text ? regionName(r) : null}
              </Table.Td>
              <Table.Td>{formatShare(r.attention_share)}</Table.Td>
              <Table.Td>
                <IntervalText share={r.seen_probability} interval={r.seen_interval} />
              </Table.Td>
              {removable && <Table.Td />}
            </Table.Tr>
          ))}
          {custom.map((c, i) => (
            <Table.Tr
              key={c.id}
              data-region={c.id}
              data-highlighted={c.id === highlighted || undefined}
              tabIndex={0}
              style={rowStyle(c.id)}
              {...hover(c.id)}
            >
              <Table.Td>
                <Badge size="md" circle color="violet">
                  {`С${i + 1}`}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Badge size="xs" variant="light" color="violet" mr={6}>
                  {REGION_KIND_LABELS.custom}
                </Badge>
                {c.label}
              </Table.Td>
              <Table.Td data-testid={`custom-share-${c.id}`}>{formatShare(c.share)}</Table.Td>
              <Table.Td>—</Table.Td>
              {removable && (
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={ANALYSIS_TEXTS.drawRemove(i + 1)}
                    onClick={() => removable(c.id)}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
