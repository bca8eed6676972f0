// A brief's page without the data layer: its name, summary and segments, and its researches
// and comparisons with «Новое исследование» and «Сравнить». BriefPage wires it; stories pass data in.
import type { AnalysisSummary, Brief } from '@kreolab/api-client';
import { Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowsDiff, IconPencil, IconPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { AnalysisList, ANALYSIS_TEXTS, comparableCount, hasRunning } from '@kreolab/ui-kit';
import { BRIEFS_TEXTS } from '../texts';
import { BriefSummaryCard } from './BriefSummaryCard';

export interface BriefViewProps {
  brief: Brief;
  onCreateResearch?: () => void;
  creating?: boolean;
  onCompare?: () => void;
  onEdit?: () => void;
  onDeleteAnalysis?: (analysis: AnalysisSummary) => void;
  deletingId?: number | null;
}

export function BriefView({
  brief,
  onCreateResearch,
  creating,
  onCompare,
  onEdit,
  onDeleteAnalysis,
  deletingId,
}: BriefViewProps) {
  const hintId = useId();
  const canCompare = comparableCount(brief.analyzes) >= 2;
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
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{brief.name}</Title>
        {onEdit && (
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={onEdit}
          >
            {BRIEFS_TEXTS.edit}
          </Button>
        )}
      </Group>
      <BriefSummaryCard brief={brief} />
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {ANALYSIS_TEXTS.listTitle}
        </Title>
        <Group gap="sm">
          {brief.analyzes.length > 0 && newResearch}
          <Button
            variant="default"
            leftSection={<IconArrowsDiff size={16} aria-hidden />}
            disabled={!canCompare}
            aria-describedby={canCompare ? undefined : hintId}
            onClick={onCompare}
          >
            {ANALYSIS_TEXTS.compare}
          </Button>
        </Group>
      </Group>
      {!canCompare && brief.analyzes.length > 0 && (
        <Text id={hintId} size="sm" c="dimmed">
          {ANALYSIS_TEXTS.compareHint}
        </Text>
      )}
      {hasRunning(brief.analyzes) && (
        <VisuallyHidden role="status">{ANALYSIS_TEXTS.running}</VisuallyHidden>
      )}
      <AnalysisList
        analyzes={brief.analyzes}
        basePath={`/briefs/${brief.id}`}
        onDelete={onDeleteAnalysis}
        deletingId={deletingId}
        emptyAction={newResearch}
      />
    </Stack>
  );
}
