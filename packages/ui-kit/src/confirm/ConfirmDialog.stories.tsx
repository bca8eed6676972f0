import { Button, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { waitFor } from 'storybook/test';
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

/** The dialog's box, once the modal has opened (it is portalled outside the story's canvas). */
const dialogContent = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('.mantine-Modal-content');
    if (!found) throw new Error('no dialog yet');
    return found;
  });

export const Open: Story = {
  play: async () => {
    const content = await dialogContent();
    const { width } = content.getBoundingClientRect();
    if (Math.round(width) !== 500) throw new Error(`the dialog is ${width} px wide, not 500`);
  },
};

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

/**
 * On a phone (Storybook's «Large mobile», 414 px), narrower than the dialog's 500 px: the dialog
 * keeps inside the screen. A fixed max-width of 500 px once replaced Mantine's 100 %, and on a
 * phone the question about a file's new version lost its title's start and its right button.
 */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: {
    title: 'Такие файлы уже есть',
    message:
      'В папке уже есть: «баннер-с-очень-длинным-названием-весенней-кампании-2026.jpg». Загрузить их новую версию или сохранить оба файла?',
    confirmLabel: 'Новая версия',
    cancelLabel: 'Сохранить оба',
    danger: false,
  },
  play: async () => {
    const content = await dialogContent();
    const box = content.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    if (width >= 500)
      throw new Error(`the frame is ${width} px wide, not narrower than the dialog`);
    if (box.left < 0 || box.right > width)
      throw new Error(`the dialog spans ${box.left}–${box.right} px of a ${width} px screen`);
    if (box.width > 500) throw new Error(`the dialog is ${box.width} px wide`);
  },
};
