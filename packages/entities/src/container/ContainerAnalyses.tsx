// The researches and comparisons of a lab or a brief, as both pages show them below their own
// header: the list title, «Новое исследование» and «Сравнить» (disabled, and explained, until two
// researches are saved), a live note while one runs, and the list itself.
import type { AnalysisSummary } from '@kreolab/api-client';
import { Button, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowsDiff, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { comparableCount, hasRunning } from '../analyses/analyses';
import { AnalysisList } from '../analyses/AnalysisList';
import { ANALYSIS_TEXTS } from '../analyses/texts';

export interface ContainerAnalysesProps {
  analyzes: readonly AnalysisSummary[];
  /** The container's path, e.g. `/labs/3`; each analysis links below it. */
  basePath: string;
  onCreateResearch?: () => void;
  creating?: boolean;
  onCompare?: () => void;
  onDeleteAnalysis?: (analysis: AnalysisSummary) => void;
  deletingId?: number | null;
}

export function ContainerAnalyses({
  analyzes,
  basePath,
  onCreateResearch,
  creating,
  onCompare,
  onDeleteAnalysis,
  deletingId,
}: ContainerAnalysesProps) {
  const hintId = useId();
  const canCompare = comparableCount(analyzes) >= 2;
  // an empty list says it all in its empty state, so the hint is not shown there, and the
  // button must not point at a description that is not on the page
  const hinted = !canCompare && analyzes.length > 0;
  const newResearch = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      loading={creating}
      onClick={onCreateResearch}
    >
      {ANALYSIS_TEXTS.newResearch}
    </Button>
  );
  return (
    <>
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {ANALYSIS_TEXTS.listTitle}
        </Title>
        <Group gap="sm">
          {analyzes.length > 0 && newResearch}
          <Button
            variant="default"
            leftSection={<IconArrowsDiff size={16} aria-hidden />}
            disabled={!canCompare}
            aria-describedby={hinted ? hintId : undefined}
            onClick={onCompare}
          >
            {ANALYSIS_TEXTS.compare}
          </Button>
        </Group>
      </Group>
      {hinted && (
        <Text id={hintId} size="sm" c="dimmed">
          {ANALYSIS_TEXTS.compareHint}
        </Text>
      )}
      {hasRunning(analyzes) && (
        <VisuallyHidden role="status">{ANALYSIS_TEXTS.running}</VisuallyHidden>
      )}
      <AnalysisList
        analyzes={analyzes}
        basePath={basePath}
        onDelete={onDeleteAnalysis}
        deletingId={deletingId}
        emptyAction={newResearch}
      />
    </>
  );
}
