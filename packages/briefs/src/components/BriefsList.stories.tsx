import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_BRIEFS } from '../dev/samples';
import { BriefsList, BriefsListSkeleton } from './BriefsList';

const meta: Meta<typeof BriefsList> = {
  title: 'briefs/BriefsList',
  component: BriefsList,
  args: { onDelete: () => {} },
};
export default meta;
type Story = StoryObj<typeof BriefsList>;

export const Briefs: Story = { args: { briefs: SAMPLE_BRIEFS } };
export const Empty: Story = { args: { briefs: [] } };
export const Loading: Story = { render: () => <BriefsListSkeleton /> };
