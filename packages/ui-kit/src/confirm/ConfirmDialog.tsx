import { Button, getDefaultZIndex, Group, Modal, Text } from '@mantine/core';
import { UI_TEXTS } from '@kreolab/i18n-ru';
import type { ReactNode } from 'react';

/** Product-spec §9: the confirm dialog is at most 500 px wide. */
export const CONFIRM_DIALOG_MAX_WIDTH = 500;

/**
 * Above the page's own dialogs: a question is often asked from inside one («Отозвать ссылку?»
 * in the share dialog), and at the same z-index the dialog whose portal came later in the
 * document would lie on top and catch every click (the shell's dialog is mounted first).
 */
export const CONFIRM_DIALOG_Z_INDEX = getDefaultZIndex('modal') + 10;

// White text on the default red shade is below 4.5:1; red.9 passes.
const DANGER_COLOR = 'red.9';

export interface ConfirmOptions {
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Marks a destructive action: the confirm button turns red. */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question with two answers. Escape, the close button and a click outside all
 * mean "cancel"; focus starts on the confirm button and stays trapped inside, except for a
 * destructive question (`danger`), where it starts on the cancel button: with the confirm
 * focused, Delete and Enter on a cloud card, or a double Enter in the trash's «Удалить навсегда»,
 * destroyed files before the question had been read.
 */
export function ConfirmDialog({
  opened,
  title = UI_TEXTS.confirmTitle,
  message,
  confirmLabel = UI_TEXTS.confirm,
  cancelLabel = UI_TEXTS.cancel,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      size={CONFIRM_DIALOG_MAX_WIDTH}
      zIndex={CONFIRM_DIALOG_Z_INDEX}
      centered
      // `size` is the 500 px; the content's own max-width stays Mantine's 100 %, so on a phone
      // the dialog narrows to the screen (a max-width of 500 px here pushed it past both edges)
      styles={{ title: { fontWeight: 650 } }}
    >
      {typeof message === 'string' ? <Text>{message}</Text> : message}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus={danger || undefined}>
          {cancelLabel}
        </Button>
        <Button
          color={danger ? DANGER_COLOR : undefined}
          onClick={onConfirm}
          data-autofocus={!danger || undefined}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
