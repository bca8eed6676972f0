import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_BRIEF } from '../dev/samples';
import { BriefView } from './BriefView';

const meta: Meta<typeof BriefView> = {
  title: 'briefs/BriefView',
  component: BriefView,
  args: {
    onCreateResearch: () => {},
    onCompare: () => {},
    onEdit: () => {},
    onDeleteAnalysis: () => {},
  },
};
export default meta;
type Story = StoryObj<typeof BriefView>;

export const WithAnalyses: Story = { args: { brief: SAMPLE_BRIEF } };
export const NoAnalyses: Story = { args: { brief: { ...SAMPLE_BRIEF, analyzes: [] } } };
