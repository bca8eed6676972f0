// A lab's page without the data layer: its name (with inline rename), then its analyses with
// «Новое исследование» and «Сравнить». LabPage wires it; stories pass data in.
import type { AnalysisSummary, Lab } from '@kreolab/api-client';
import { ContainerAnalyses } from '@kreolab/entities';
import { ActionIcon, Group, Stack, Title } from '@mantine/core';
import { useEditorFocus } from '@kreolab/ui-kit';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
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

export function LabView({ lab, onRename, renaming, ...analyses }: LabViewProps) {
  const [editing, setEditing] = useState(false);
  // the rename field takes focus itself; closing gives it back to the pencil
  const { opener } = useEditorFocus(editing);
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
              ref={opener}
              variant="subtle"
              aria-label={LABS_TEXTS.rename(lab.name)}
              onClick={() => setEditing(true)}
            >
              <IconPencil size={20} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      )}
      <ContainerAnalyses analyzes={lab.analyzes} basePath={`/labs/${lab.id}`} {...analyses} />
    </Stack>
  );
}
