import { Button, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { ConfirmProvider, useConfirm } from './ConfirmProvider';

const meta: Meta<typeof ConfirmDialog> = {
  title: 'ui-kit/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    opened: true,
    title: 'Удаление файла',
    message: 'Файл «баннер.png» будет удалён без возможности восстановления.',
    confirmLabel: 'Удалить',
    danger: true,
    onConfirm: () => {},
    onCancel: () => {},
  },
};
export default meta;
type Story = StoryObj<typeof ConfirmDialog>;

export const Open: Story = {};

export const Neutral: Story = {
  args: {
    title: undefined,
    message: 'Сохранить изменения?',
    confirmLabel: undefined,
    danger: false,
  },
};

function PromiseDemo() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<string>('—');
  const ask = async () => {
    const ok = await confirm({ message: 'Удалить папку со всем содержимым?', danger: true });
    setAnswer(ok ? 'подтверждено' : 'отменено');
  };
  return (
    <>
      <Button onClick={() => void ask()}>Удалить папку</Button>
      <Text mt="sm">Ответ: {answer}</Text>
    </>
  );
}

export const WithUseConfirm: Story = {
  render: () => (
    <ConfirmProvider>
      <PromiseDemo />
    </ConfirmProvider>
  ),
};
