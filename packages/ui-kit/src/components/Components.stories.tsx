import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';
import { EmptyState } from './EmptyState';
import { FileSize } from './FileSize';

const meta: Meta<typeof EmptyState> = {
  title: 'ui-kit/Empty state',
  component: EmptyState,
  args: {
    title: 'Лабораторий пока нет',
    description: 'Создайте первую лабораторию, чтобы исследовать креативы.',
  },
};
export default meta;
type Story = StoryObj<typeof EmptyState>;

export const Default: Story = {};

export const WithAction: Story = {
  args: { action: <Button>Создать лабораторию</Button> },
};

/** The trail above a page: the last crumb is the current page and has no link. */
export const Trail: Story = {
  render: () => (
    <Breadcrumbs
      items={[
        { label: 'Мои исследования', to: '/labs' },
        { label: 'Весенняя кампания', to: '/labs/1' },
        { label: 'Результаты исследования' },
      ]}
    />
  ),
};

/** Sizes in Russian units, binary (1024) by default and decimal on request. */
export const FileSizes: Story = {
  render: () => (
    <ul>
      {[0, 900, 245_760, 48_300_000, 10 * 1024 ** 3].map((bytes) => (
        <li key={bytes}>
          {bytes} → <FileSize bytes={bytes} /> / <FileSize bytes={bytes} base={1000} />
        </li>
      ))}
    </ul>
  ),
};
