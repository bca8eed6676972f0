import { AnalysisLayout } from '@kreolab/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeAnalysisStore } from '../dev/store';
import { ProgressPage } from './ProgressPage';

const meta: Meta<typeof ProgressPage> = {
  title: 'analysis/ProgressPage',
  component: ProgressPage,
  parameters: {
    layout: 'fullscreen',
    store: makeAnalysisStore,
    route: {
      path: '/labs/:labId/researches/:analysisId/progress',
      url: '/labs/1/researches/14/progress',
    },
  },
  decorators: [
    (Story) => (
      <AnalysisLayout>
        <Story />
      </AnalysisLayout>
    ),
  ],
  args: { container: 'labs', kind: 'research' },
};
export default meta;

/** A running research, polled until it is done. */
export const Running: StoryObj<typeof ProgressPage> = {};
