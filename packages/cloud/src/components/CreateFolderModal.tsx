import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CLOUD_TEXTS } from '../texts';
import { VALIDATION_MESSAGES } from '@kreolab/i18n-ru';

export interface CreateFolderModalProps {
  opened: boolean;
  loading?: boolean;
  onClose: () => void;
  /**
   * True once the folder is made; a refusal's message to show beside the name (a name the
   * server does not take); false when the app's toast has already said why.
   */
  onCreate: (name: string) => Promise<boolean | string> | boolean | string;
}

export function CreateFolderModal({ opened, loading, onClose, onCreate }: CreateFolderModalProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setName('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    const value = name.trim();
    if (!value) {
      setError(VALIDATION_MESSAGES.required);
      return;
    }
    const done = await onCreate(value);
    if (done === true) close();
    else if (typeof done === 'string') setError(done);
  };
  return (
    <Modal opened={opened} onClose={close} title={CLOUD_TEXTS.createFolder} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextInput
          label={CLOUD_TEXTS.folderName}
          value={name}
          data-autofocus
          maxLength={255}
          error={error}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {CLOUD_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={loading}>
            {CLOUD_TEXTS.create}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
