// Stories of the comparison result on recorded engine output (the two banners compared for
// two segments; see scripts/record-fixtures.mjs).
import '@mantine/charts/styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import { COMPARISON_RESULT, RESEARCH_RESULT, RESEARCH_RESULT_B } from '../dev/fixtures';
import { makeAnalysisStore } from '../dev/store';
import bannerA from '../fixtures/banner-a.jpg';
import bannerB from '../fixtures/banner-b.jpg';
import { ComparisonResultView } from './ComparisonResultView';
import { RankingTable } from './RankingTable';
import { SegmentShares } from './SegmentShares';

const meta: Meta = {
  title: 'analysis/Comparison result',
  decorators: [
    (Story) => (
      <Provider store={makeAnalysisStore()}>
        <div style={{ maxWidth: 1100 }}>
          <Story />
        </div>
      </Provider>
    ),
  ],
};
export default meta;
type Story = StoryObj;

export const Ranking: Story = { render: () => <RankingTable result={COMPARISON_RESULT} /> };

export const NoticedSharesWithIntervals: Story = {
  render: () => <SegmentShares result={COMPARISON_RESULT} />,
};

export const WholeComparison: Story = {
  render: () => (
    <ComparisonResultView
      result={COMPARISON_RESULT}
      results={{ 101: RESEARCH_RESULT, 102: RESEARCH_RESULT_B }}
      imageFor={(id) => (id === 101 ? bannerA : bannerB)}
    />
  ),
};
