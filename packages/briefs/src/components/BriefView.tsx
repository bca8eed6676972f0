// A brief's page without the data layer: its name, summary and segments, then its researches
// and comparisons with «Новое исследование» and «Сравнить». BriefPage wires it; stories pass
// data in.
import type { AnalysisSummary, Brief } from '@kreolab/api-client';
import { ContainerAnalyses } from '@kreolab/entities';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Ref } from 'react';
import { BRIEFS_TEXTS } from '../texts';
import { BriefSummaryCard } from './BriefSummaryCard';

export interface BriefViewProps {
  brief: Brief;
  onCreateResearch?: () => void;
  creating?: boolean;
  onCompare?: () => void;
  onEdit?: () => void;
  /** The «Редактировать бриф» button, for the page to give focus back to once the form closes. */
  editRef?: Ref<HTMLButtonElement>;
  onDeleteAnalysis?: (analysis: AnalysisSummary) => void;
  deletingId?: number | null;
}

export function BriefView({ brief, onEdit, editRef, ...analyses }: BriefViewProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{brief.name}</Title>
        {onEdit && (
          <Button
            ref={editRef}
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={onEdit}
          >
            {BRIEFS_TEXTS.edit}
          </Button>
        )}
      </Group>
      <BriefSummaryCard brief={brief} />
      <ContainerAnalyses analyzes={brief.analyzes} basePath={`/briefs/${brief.id}`} {...analyses} />
    </Stack>
  );
}
