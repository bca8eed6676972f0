// Viewer statistics per audience segment: viewers, mean viewing time, and the share who
// noticed the brand, the message and the call to action («не найден» when the creative has
// none, «не указан» for a brand the research did not name, «не распознан» for a named brand read
// on no line), each with the range where the share of real people lies (95 %) when the result has
// it, and the text the engine matched as the brand.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { SegmentStats } from '@kreolab/api-client';
import { formatNumber } from '@kreolab/i18n-ru';
import { Stack, Table, Text } from '@mantine/core';
import { TableScroll } from '@kreolab/ui-kit';
import { type NoticedMeasure, RESULT_TEXTS } from '../texts';
import { missingShareText, shareOf, type SegmentStatsWithIntervals } from './contract';
import { IntervalNote, IntervalText } from './IntervalText';

export function SegmentsTable({ segments }: { segments: SegmentStats[] }) {
  const rows = segments as SegmentStatsWithIntervals[];
  const withIntervals = rows.some((s) => s.intervals);
  const brands = [...new Set(rows.map((s) => s.brand_text).filter((b) => b !== undefined))];
  // every segment looked for the research's one brand
  const named = rows[0]?.brand;
  return (
    <Stack gap="xs">
      {named === null ? (
        <Text size="sm" c="dimmed" data-testid="brand-text">
          {RESULT_TEXTS.brandNotNamed}
        </Text>
      ) : (
        brands.length === 1 && (
          <Text size="sm" data-testid="brand-text">
            {brands[0]
              ? RESULT_TEXTS.brandText(brands[0])
              : named
                ? RESULT_TEXTS.brandMissingNamed(named)
                : RESULT_TEXTS.brandMissing}
          </Text>
        )
      )}
      <TableScroll minWidth={560} label={ANALYSIS_TEXTS.segments}>
        <Table aria-label={ANALYSIS_TEXTS.segments}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{ANALYSIS_TEXTS.segment}</Table.Th>
              <Table.Th>{ANALYSIS_TEXTS.segmentViewers}</Table.Th>
              <Table.Th>{ANALYSIS_TEXTS.segmentTime}</Table.Th>
              <Table.Th>{ANALYSIS_TEXTS.noticedBrand}</Table.Th>
              <Table.Th>{ANALYSIS_TEXTS.noticedMessage}</Table.Th>
              <Table.Th>{ANALYSIS_TEXTS.noticedCta}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr key={s.segment_id} data-segment={s.segment_id}>
                <Table.Td>{s.name}</Table.Td>
                <Table.Td>{formatNumber(s.viewers)}</Table.Td>
                <Table.Td>{`${formatNumber(s.mean_viewing_time, { maximumFractionDigits: 1 })} с`}</Table.Td>
                <Table.Td data-cell="brand">
                  <NoticedShare s={s} measure="noticed_brand" />
                </Table.Td>
                <Table.Td data-cell="message">
                  <NoticedShare s={s} measure="noticed_message" />
                </Table.Td>
                <Table.Td data-cell="cta">
                  <NoticedShare s={s} measure="noticed_cta" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {withIntervals && <IntervalNote />}
    </Stack>
  );
}

/** One noticed share with its range, or what the cell says without one (`missingShareText`). */
function NoticedShare({ s, measure }: { s: SegmentStatsWithIntervals; measure: NoticedMeasure }) {
  const share = shareOf(s, measure);
  if (share === null)
    return (
      <Text span size="sm" c="dimmed">
        {missingShareText(s, measure)}
      </Text>
    );
  return <IntervalText share={share} interval={s.intervals?.[measure]} />;
}
