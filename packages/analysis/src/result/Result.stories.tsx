// Stories of the research result components on a recorded engine result (two banners, two
// audience segments; see scripts/record-fixtures.mjs). The banners are the committed JPGs;
// the heatmap and fog are drawn from the grid, as when the result has no PNGs.
import '@mantine/charts/styles.css';
import type { FeedbackItem } from '@kreolab/api-client';
import { Button, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from '@testing-library/dom';
import { useState } from 'react';
import { Provider } from 'react-redux';
import {
  FEEDBACK_ITEMS,
  noTextResult,
  pdfResult,
  RESEARCH_RESULT,
  videoResult,
  withContractFields,
} from '../dev/fixtures';
import { makeAnalysisStore } from '../dev/store';
import bannerA from '../fixtures/banner-a.jpg';
import bannerB from '../fixtures/banner-b.jpg';
import type { ViewMode } from '../state/analysisSlice';
import { FeedbackStack } from './FeedbackStack';
import { HeatLegend } from './HeatLegend';
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

/**
 * A 160×600 skyscraper under the page's 48vh: drawn at its own width, not shrunk to a strip whose
 * text the markers cover.
 */
export const TallCreative: Story = {
  render: () => (
    <HeatmapViewer
      frame={{ ...frame, width: 160, height: 600 }}
      imageSrc={bannerA}
      name="Небоскрёб 160×600"
      view="heatmap"
      opacity={0.6}
      maxHeight="48vh"
    />
  ),
  play: async ({ canvas }) => {
    const surface = await canvas.findByTestId('heatmap-surface');
    const { width, height } = surface.getBoundingClientRect();
    if (Math.round(width) !== 160 || Math.round(height) !== 600)
      throw new Error(`drawn at ${width}×${height}, not 160×600`);
  },
};

/** The legend under the heatmap: each colour's share of attention and of the image's area. */
export const ColourLegend: Story = {
  render: () => (
    <div style={{ maxWidth: 480 }}>
      <HeatLegend grid={frame.attention.grid} view="heatmap" />
    </div>
  ),
};

export const Metrics: Story = { render: () => <MetricCards metrics={frame.metrics} /> };

/**
 * The colours at a phone's width: a stripe's label is the list's figure («81 %» stood above
 * «80,8 %»), and whole where it is written.
 */
export const ColourPalette: Story = {
  render: () => (
    <div style={{ maxWidth: 330 }}>
      <Palette colours={frame.colours} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll('[data-testid="palette-strip"] > *')];
    const listed = [...canvasElement.querySelectorAll('ul li')].map((li) => li.textContent ?? '');
    const written = labels.filter((l) => l.textContent);
    if (written.length === 0) throw new Error('no colour is labelled on the stripe');
    for (const label of written) {
      const text = label.textContent!;
      if (!listed.some((item) => item.endsWith(text)))
        throw new Error(`the stripe's «${text}» is in no row of the list: ${listed.join(' | ')}`);
      if (label.scrollWidth > label.clientWidth)
        throw new Error(
          `the stripe's «${text}» is cut (${label.scrollWidth} > ${label.clientWidth} px)`,
        );
    }
  },
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

/**
 * The result of one image: above the fold the heatmap with numbered regions and its legend, the
 * score with its band and the three main findings; the sections as tabs below. Hovering a
 * number on the image highlights its row in «Области», and the other way round.
 */
export const ImageResult: Story = {
  render: () => (
    <ResearchResultView
      result={withContractFields(RESEARCH_RESULT)}
      name="Баннер «Скидка 30 %»"
      goal="Конверсия"
      placement="Лента соцсетей"
      imageFor={() => bannerA}
      withFeedback={false}
    />
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Области' }));
    const marker = await canvas.findByRole('button', { name: /^Область 1:/ });
    await userEvent.hover(marker);
    const id = marker.dataset.marker!;
    if (!canvasElement.querySelector(`tr[data-region="${id}"][data-highlighted]`)) {
      throw new Error('the row of region 1 is not highlighted');
    }
    // Testing Library folds the no-break space before «%» into a plain one.
    await canvas.findAllByText(/от \d+ до \d+\s%/, { selector: '[data-testid="interval"]' });
  },
};

/** A three-page PDF: the metrics per page with the page picker in «По страницам». */
export const PdfWithTimeline: Story = {
  render: () => (
    <ResearchResultView
      result={pdfResult()}
      name="Каталог, 3 страницы"
      goal="Узнаваемость"
      imageFor={(i) => (i === 1 ? bannerB : bannerA)}
      withFeedback={false}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'По страницам' }));
    await canvas.findByRole('figure', { name: 'Метрики по страницам' });
  },
};

/** A video split into two frames, with the metrics per frame (timeline) and the frame picker. */
export const VideoResult: Story = {
  render: () => (
    <ResearchResultView
      result={{ ...withContractFields(videoResult()), key_frame_index: 1 }}
      name="Ролик: два кадра"
      goal="Рассмотрение"
      imageFor={(i) => (i === 0 ? bannerA : bannerB)}
      withFeedback={false}
    />
  ),
  // The tabs beside the heatmap (seven here, eight with the feedback): off a phone they wrap, so
  // «По кадрам» is not hidden past the column's edge (a sideways scroller cut it to «По»).
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('tablist', { name: 'Разделы результата' });
    const tabs = canvas.getAllByRole('tab');
    const edge = list.getBoundingClientRect().right;
    const cut = tabs.filter((t) => t.getBoundingClientRect().right > edge + 0.5);
    if (tabs.length < 7 || cut.length > 0)
      throw new Error(
        `${tabs.length} tabs; past the edge: ${cut.map((t) => t.textContent).join(', ')}`,
      );
    // the audience's shares are of the key frame, named with a way to it
    await userEvent.click(canvas.getByRole('tab', { name: 'Аудитория' }));
    const note = await canvas.findByTestId('key-frame-note');
    await within(note).findByRole('button', { name: 'Показать этот кадр' });
  },
};

/** A creative without text: no text regions and no brand to match; the page says so. */
export const NoTextFound: Story = {
  render: () => (
    <ResearchResultView
      result={noTextResult()}
      name="Фото без надписей"
      imageFor={() => bannerA}
      withFeedback={false}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Области' }));
    await canvas.findByText(/Текст на креативе не найден/);
  },
};
