import { formatFileSize } from '@kreolab/i18n-ru';
import { Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LowSpaceAlert } from '../components/LowSpaceAlert';
import { MB } from '../model';
import { CLOUD_TEXTS } from '../texts';
import { UploadRefusal } from './UploadPanel';
import { UploadProgress } from './UploadProgress';
import type { UploadEntry } from './useUploader';

const meta: Meta<typeof UploadProgress> = {
  title: 'cloud/UploadPanel',
  component: UploadProgress,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: { onCancel: () => {}, onRetry: () => {}, onDismiss: () => {} },
};
export default meta;
type Story = StoryObj<typeof UploadProgress>;

const entry = (
  key: string,
  name: string,
  size: number,
  loaded: number,
  status: UploadEntry['status'],
  error?: string,
): UploadEntry => ({
  key,
  name,
  size,
  loaded,
  status,
  error,
});

export const InProgress: Story = {
  args: {
    entries: [
      entry('1', 'Баннер_весна.png', 2 * MB, 2 * MB, 'done'),
      entry('2', 'Ролик.mp4', 80 * MB, 31 * MB, 'uploading'),
      entry('3', 'Бриф.pdf', 3 * MB, 0.4 * MB, 'uploading'),
    ],
  },
};

export const Finished: Story = {
  args: {
    entries: [
      entry('1', 'Баннер_весна.png', 2 * MB, 2 * MB, 'done'),
      entry('2', 'Ролик.mp4', 80 * MB, 12 * MB, 'canceled'),
      entry('3', 'Огромный.mov', 900 * MB, 0, 'error', 'Файл слишком большой.'),
    ],
  },
};

/** The connection dropped mid-file: the upload waits to try again and says so. */
export const WaitingForConnection: Story = {
  args: {
    entries: [
      entry('1', 'Баннер_весна.png', 2 * MB, 2 * MB, 'done'),
      { ...entry('2', 'Ролик.mp4', 80 * MB, 31 * MB, 'uploading'), waiting: true },
    ],
  },
};

/** A file that got no answer offers «Повторить»; a refused one does not. */
export const FailedWithRetry: Story = {
  args: {
    entries: [
      {
        ...entry('1', 'Баннер_весна.png', 2 * MB, 2 * MB, 'error', 'Нет связи с сервером.'),
        retry: true,
      },
      entry('2', 'Огромный.mov', 900 * MB, 0, 'error', 'Файл слишком большой.'),
    ],
  },
};

export const SpaceError: Story = {
  render: () => (
    <Stack>
      <UploadRefusal
        message={CLOUD_TEXTS.uploadNoSpace(formatFileSize(120 * MB), formatFileSize(40 * MB))}
        onClose={() => {}}
      />
      <LowSpaceAlert freeSpace={40 * MB} />
    </Stack>
  ),
};

export const LowSpaceWarning: Story = { render: () => <LowSpaceAlert freeSpace={80 * MB} /> };
export const BadFormat: Story = {
  render: () => <UploadRefusal message={CLOUD_TEXTS.uploadBadFormat('notes.txt, archive.zip')} />,
};
