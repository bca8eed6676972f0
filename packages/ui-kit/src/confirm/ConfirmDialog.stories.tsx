import { Button, Modal, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { screen, userEvent, waitFor, within } from 'storybook/test';
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

function AskFromADialog() {
  const confirm = useConfirm();
  const [opened, setOpened] = useState(false);
  const [answer, setAnswer] = useState<string>('—');
  return (
    <>
      <Button onClick={() => setOpened(true)}>Поделиться</Button>
      {/* mounted when first opened, as a page opened after the shell mounts its dialogs */}
      {opened && (
        <Modal opened onClose={() => setOpened(false)} title="Ссылки на результат">
          <Button
            onClick={() =>
              void confirm({
                title: 'Отозвать ссылку?',
                message: 'Ссылка перестанет открываться.',
              }).then((ok) => setAnswer(ok ? 'отозвана' : 'оставлена'))
            }
          >
            Отозвать
          </Button>
          <Text mt="sm">Ответ: {answer}</Text>
        </Modal>
      )}
    </>
  );
}

/**
 * A question asked from inside another dialog lies on top of it and takes the click. The
 * shell's dialog is mounted before any page's, so at Mantine's one z-index for modals the
 * page's dialog, portalled later, covered it and its overlay caught the answer (the journey
 * share-link met it at «Отозвать ссылку?»).
 */
export const FromInsideADialog: Story = {
  render: () => (
    <ConfirmProvider>
      <AskFromADialog />
    </ConfirmProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Поделиться' }));
    const share = await screen.findByRole('dialog', { name: 'Ссылки на результат' });
    await userEvent.click(within(share).getByRole('button', { name: 'Отозвать' }));
    const question = await screen.findByRole('dialog', { name: 'Отозвать ссылку?' });
    const yes = within(question).getByRole('button', { name: 'Подтвердить' });
    await waitFor(() => {
      const box = yes.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (!hit || !yes.contains(hit))
        throw new Error(`the answer is covered by ${hit?.outerHTML.slice(0, 80) ?? 'nothing'}`);
    });
    await userEvent.click(yes);
    await within(share).findByText('Ответ: отозвана');
  },
};
