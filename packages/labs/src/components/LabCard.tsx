// One lab in the list: its name (a link to it), counts and date, with inline rename and delete.
import type { LabSummary } from '@kreolab/api-client';
import { formatDate, plural } from '@kreolab/i18n-ru';
import { CardRemoveButton, ContainerCardTitle } from '@kreolab/entities';
import { ActionIcon, Card, Group, Stack, Text } from '@mantine/core';
import { useEditorFocus } from '@kreolab/ui-kit';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { LABS_TEXTS } from '../texts';
import { LabNameForm } from './LabNameForm';

export interface LabCardProps {
  lab: LabSummary;
  /** Resolves true when the new name was saved (the editor closes). */
  onRename?: (lab: LabSummary, name: string) => Promise<boolean>;
  onDelete?: (lab: LabSummary) => void;
  renaming?: boolean;
  deleting?: boolean;
}

export function labCounts(lab: Pick<LabSummary, 'researches' | 'comparisons'>): string {
  return [
    `${lab.researches} ${plural(lab.researches, LABS_TEXTS.researches)}`,
    `${lab.comparisons} ${plural(lab.comparisons, LABS_TEXTS.comparisons)}`,
  ].join(' · ');
}

export function LabCard({ lab, onRename, onDelete, renaming, deleting }: LabCardProps) {
  const [editing, setEditing] = useState(false);
  // the rename field takes focus itself; closing gives it back to the pencil
  const { opener } = useEditorFocus(editing);
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid={`lab-${lab.id}`}>
      <Stack gap="xs">
        {editing && onRename ? (
          <LabNameForm
            name={lab.name}
            busy={renaming}
            onCancel={() => setEditing(false)}
            onSave={(name) => {
              if (name === lab.name) setEditing(false);
              else void onRename(lab, name).then((ok) => ok && setEditing(false));
            }}
          />
        ) : (
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <ContainerCardTitle to={`/labs/${lab.id}`} name={lab.name} />
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              {onRename && (
                <ActionIcon
                  ref={opener}
                  variant="subtle"
                  aria-label={LABS_TEXTS.rename(lab.name)}
                  onClick={() => setEditing(true)}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              )}
              {onDelete && (
                <CardRemoveButton
                  label={LABS_TEXTS.remove(lab.name)}
                  loading={deleting}
                  onClick={() => onDelete(lab)}
                />
              )}
            </Group>
          </Group>
        )}
        <Text size="sm">{labCounts(lab)}</Text>
        <Text size="xs" c="dimmed">
          {LABS_TEXTS.createdAt} {formatDate(lab.created_at)}
        </Text>
      </Stack>
    </Card>
  );
}
