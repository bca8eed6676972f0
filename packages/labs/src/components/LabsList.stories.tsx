import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_LABS } from '../dev/samples';
import { LabsList, LabsListSkeleton } from './LabsList';

const meta: Meta<typeof LabsList> = {
  title: 'labs/LabsList',
  component: LabsList,
  args: { onRename: async () => true, onDelete: () => {} },
};
export default meta;
type Story = StoryObj<typeof LabsList>;

export const Labs: Story = { args: { labs: SAMPLE_LABS } };
export const Empty: Story = { args: { labs: [] } };
export const Deleting: Story = { args: { labs: SAMPLE_LABS, deletingId: 2 } };
export const Loading: Story = { render: () => <LabsListSkeleton /> };
