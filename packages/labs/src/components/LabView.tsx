// A lab's page without the data layer: its name (with inline rename), the actions «Новое
// исследование» and «Сравнить», and its analyses. LabPage wires it; stories pass data in.
import type { AnalysisSummary, Lab } from '@kreolab/api-client';
import { ActionIcon, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowsDiff, IconPencil, IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { AnalysisList, ANALYSIS_TEXTS, comparableCount, hasRunning } from '@kreolab/ui-kit';
import { LABS_TEXTS } from '../texts';
import { LabNameForm } from './LabNameForm';

export interface LabViewProps {
  lab: Lab;
  onCreateResearch?: () => void;
  creating?: boolean;
  onCompare?: () => void;
  /** Resolves true when the new name was saved. */
  onRename?: (name: string) => Promise<boolean>;
  renaming?: boolean;
  onDeleteAnalysis?: (analysis: AnalysisSummary) => void;
  deletingId?: number | null;
}

export function LabView({
  lab,
  onCreateResearch,
  creating,
  onCompare,
  onRename,
  renaming,
  onDeleteAnalysis,
  deletingId,
}: LabViewProps) {
  const [editing, setEditing] = useState(false);
  const hintId = useId();
  const canCompare = comparableCount(lab.analyzes) >= 2;
  const basePath = `/labs/${lab.id}`;
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
      {editing && onRename ? (
        <LabNameForm
          name={lab.name}
          busy={renaming}
          onCancel={() => setEditing(false)}
          onSave={(name) => {
            if (name === lab.name) setEditing(false);
            else void onRename(name).then((ok) => ok && setEditing(false));
          }}
        />
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Title order={1}>{lab.name}</Title>
          {onRename && (
            <ActionIcon
              variant="subtle"
              aria-label={LABS_TEXTS.rename(lab.name)}
              onClick={() => setEditing(true)}
            >
              <IconPencil size={20} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      )}
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {ANALYSIS_TEXTS.listTitle}
        </Title>
        <Group gap="sm">
          {lab.analyzes.length > 0 && newResearch}
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
      {!canCompare && lab.analyzes.length > 0 && (
        <Text id={hintId} size="sm" c="dimmed">
          {ANALYSIS_TEXTS.compareHint}
        </Text>
      )}
      {hasRunning(lab.analyzes) && (
        <VisuallyHidden role="status">{ANALYSIS_TEXTS.running}</VisuallyHidden>
      )}
      <AnalysisList
        analyzes={lab.analyzes}
        basePath={basePath}
        onDelete={onDeleteAnalysis}
        deletingId={deletingId}
        emptyAction={newResearch}
      />
    </Stack>
  );
}
