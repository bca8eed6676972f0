// Restore under another name, after the server refused the restore with NAME_CONFLICT.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CLOUD_TEXTS } from '../texts';

export interface RestoreAsModalProps {
  /** The name that is taken; null closes the modal. */
  name: string | null;
  busy?: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

export function RestoreAsModal({ name, busy = false, onSubmit, onClose }: RestoreAsModalProps) {
  const [value, setValue] = useState(name ?? '');
  useEffect(() => setValue(name ?? ''), [name]);
  const trimmed = value.trim();
  return (
    <Modal opened={name !== null} onClose={onClose} title={CLOUD_TEXTS.restoreConflictTitle}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (trimmed && trimmed !== name) onSubmit(trimmed);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{CLOUD_TEXTS.restoreConflict(name ?? '')}</Text>
          <TextInput
            label={CLOUD_TEXTS.restoreAs}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            maxLength={255}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {CLOUD_TEXTS.cancel}
            </Button>
            <Button type="submit" loading={busy} disabled={!trimmed || trimmed === name}>
              {CLOUD_TEXTS.restore}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
