import type { AnalysisStatus } from '@kreolab/api-client';
import { Badge } from '@mantine/core';
import { ANALYSIS_STATUS_COLORS, ANALYSIS_STATUS_LABELS } from './texts';

export function AnalysisStatusBadge({ status }: { status: AnalysisStatus }) {
  return (
    <Badge color={ANALYSIS_STATUS_COLORS[status]} variant="light" data-status={status}>
      {ANALYSIS_STATUS_LABELS[status]}
    </Badge>
  );
}
