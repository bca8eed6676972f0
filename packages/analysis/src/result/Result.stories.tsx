// Stories of the research result components on a recorded engine result (two banners, two
// audience segments; see scripts/record-fixtures.mjs). The banners are the committed JPGs;
// the heatmap and fog are drawn from the grid, as when the result has no PNGs.
import '@mantine/charts/styles.css';
import type { FeedbackItem } from '@kreolab/api-client';
import { Button, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { FEEDBACK_ITEMS, RESEARCH_RESULT, videoResult } from '../dev/fixtures';
import { makeAnalysisStore } from '../dev/store';
import bannerA from '../fixtures/banner-a.jpg';
import bannerB from '../fixtures/banner-b.jpg';
import type { ViewMode } from '../state/analysisSlice';
import { FeedbackStack } from './FeedbackStack';
import { FrameViewer } from './FrameViewer';
import { HeatmapViewer } from './HeatmapViewer';
import { MetricCards } from './MetricCards';
import { Palette } from './Palette';
import { ResearchResultView } from './ResearchResultView';

const frame = RESEARCH_RESULT.frames[0]!;

const meta: Meta = {
  title: 'analysis/Research result',
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

function ViewerWithSlider() {
  const [view, setView] = useState<ViewMode>('heatmap');
  const [opacity, setOpacity] = useState(0.6);
  return (
    <div style={{ maxWidth: 480 }}>
      <HeatmapViewer
        frame={frame}
        imageSrc={bannerA}
        name="Баннер «Скидка 30 %»"
        view={view}
        opacity={opacity}
        onViewChange={setView}
        onOpacityChange={setOpacity}
        boxes={frame.regions.map((r) => ({ id: r.id, bbox: r.bbox }))}
      />
    </div>
  );
}

export const HeatmapWithSlider: Story = { render: () => <ViewerWithSlider /> };

/** Regions listed beside the image; drag on the image or type x/y/w/h to measure a region. */
export const RegionsAndDrawing: Story = {
  render: () => <FrameViewer frame={frame} name="Баннер «Скидка 30 %»" imageSrc={bannerA} />,
};

export const Metrics: Story = { render: () => <MetricCards metrics={frame.metrics} /> };

export const ColourPalette: Story = {
  render: () => (
    <div style={{ maxWidth: 480 }}>
      <Palette colours={frame.colours} />
    </div>
  ),
};

function Cards() {
  const [queue, setQueue] = useState<FeedbackItem[]>(FEEDBACK_ITEMS.slice(0, 4));
  return (
    <Stack maw={560}>
      <FeedbackStack
        queue={queue}
        total={4}
        segmentName={(id) => (id === 1 ? 'Мамы' : 'Студенты')}
        onAdvance={() => setQueue((q) => q.slice(1))}
      />
      {queue.length === 0 && (
        <Button variant="light" onClick={() => setQueue(FEEDBACK_ITEMS.slice(0, 4))}>
          Показать снова
        </Button>
      )}
    </Stack>
  );
}

/** One card at a time; past the last one the list is empty. */
export const FeedbackCardStack: Story = { render: () => <Cards /> };

/** The whole result as a two-frame creative (like a split video), with the timeline chart. */
export const WholeResultTwoFrames: Story = {
  render: () => (
    <ResearchResultView
      result={videoResult()}
      name="Ролик: два кадра"
      imageFor={(i) => (i === 0 ? bannerA : bannerB)}
      withFeedback={false}
    />
  ),
};
