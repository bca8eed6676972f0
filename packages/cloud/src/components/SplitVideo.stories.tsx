import type { Item } from '@kreolab/api-client';
import { Button, Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { makeCloudStore } from '../dev/store';
import { SplitStatusBadge } from './SplitStatusBadge';
import { SplitVideoDialog } from './SplitVideoDialog';

const video: Item = {
  id: 6,
  name: 'Ролик_15с.mp4',
  type: 'video/mp4',
  size: 48_300_000,
  url: '',
  created_at: '2026-03-14T09:30:00Z',
  owner_id: 1,
  parent_id: null,
  duration: 15,
  split_status: 'NONE',
};

function Dialog() {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Разбить на кадры</Button>
      <SplitVideoDialog opened={opened} video={video} onClose={() => setOpened(false)} />
    </>
  );
}

const meta: Meta<typeof SplitVideoDialog> = {
  title: 'cloud/Video split',
  component: SplitVideoDialog,
  parameters: { store: makeCloudStore },
};
export default meta;
type Story = StoryObj<typeof SplitVideoDialog>;

/** The frequency dialog of a video that was never split. */
export const FrequencyDialog: Story = { render: () => <Dialog /> };

/** The three states of a video's split (product-spec §4's labels). */
export const StatusBadges: Story = {
  render: () => (
    <Group>
      <SplitStatusBadge status="NONE" />
      <SplitStatusBadge status="PROCESSING" />
      <SplitStatusBadge status="PROCESSED" />
      <SplitStatusBadge status={null} />
    </Group>
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Обрабатывается');
  },
};
