import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_BRIEF } from '../dev/samples';
import { BriefSummaryCard } from './BriefSummaryCard';

const meta: Meta<typeof BriefSummaryCard> = {
  title: 'briefs/BriefSummaryCard',
  component: BriefSummaryCard,
  args: { brief: SAMPLE_BRIEF },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;

export const Summary: StoryObj<typeof BriefSummaryCard> = {};
