// The inline rename editor of a lab: Enter or the tick saves, Escape or the cross cancels.
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { LABS_TEXTS } from '../texts';
import { validateLabName } from '../validation';

export function LabNameForm({
  name,
  busy,
  onSave,
  onCancel,
}: {
  name: string;
  busy?: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateLabName(value);
    setError(problem);
    if (!problem) onSave(value.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={LABS_TEXTS.renameLabel}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onCancel();
          }}
          error={error}
          data-autofocus
          autoFocus
          style={{ flex: 1 }}
        />
        <Group gap={4} mt={26} wrap="nowrap">
          <ActionIcon type="submit" aria-label={LABS_TEXTS.save} loading={busy} variant="filled">
            <IconCheck size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon aria-label={LABS_TEXTS.cancel} variant="default" onClick={onCancel}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </form>
  );
}
