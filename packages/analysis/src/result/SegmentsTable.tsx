// Viewer statistics per audience segment: viewers, mean viewing time, and the share who
// noticed the brand, the message and the call to action (— when the creative has none).
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { SegmentStats } from '@kreolab/api-client';
import { formatNumber } from '@kreolab/i18n-ru';
import { Table } from '@mantine/core';
import { formatShare } from '../grid';

export function SegmentsTable({ segments }: { segments: SegmentStats[] }) {
  return (
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
        {segments.map((s) => (
          <Table.Tr key={s.segment_id}>
            <Table.Td>{s.name}</Table.Td>
            <Table.Td>{s.viewers}</Table.Td>
            <Table.Td>{`${formatNumber(s.mean_viewing_time, { maximumFractionDigits: 1 })} с`}</Table.Td>
            <Table.Td>{formatShare(s.noticed_brand, 0)}</Table.Td>
            <Table.Td>{formatShare(s.noticed_message, 0)}</Table.Td>
            <Table.Td>{formatShare(s.noticed_cta, 0)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
