import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeAnalysisStore } from '../dev/store';
import { HintNotice } from './HintNotice';

const meta: Meta<typeof HintNotice> = {
  title: 'analysis/HintNotice',
  component: HintNotice,
  // Shown while the profile's hint flag is on (the story server's account has them all on).
  parameters: { store: makeAnalysisStore },
  args: { name: 'hint_research_create' },
};
export default meta;
type Story = StoryObj<typeof HintNotice>;

export const ResearchCreate: Story = {};
export const ComparisonCreate: Story = { args: { name: 'hint_comparison_create' } };
