// The result page's parts on their own, on a recorded engine result (src/fixtures).
import type { BBox } from '@kreolab/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from '@testing-library/dom';
import { useState } from 'react';
import { RESEARCH_RESULT } from '../dev/fixtures';
import { makeAnalysisStore } from '../dev/store';
import { gridShare } from '../grid';
import { AttentionChart, TimelineChart } from './Charts';
import { DrawTool } from './DrawTool';
import { FeedbackPanel } from './FeedbackPanel';
import { Findings } from './Findings';
import { RegionList } from './RegionList';
import { ScoreCard } from './ScoreCard';
import { SegmentsTable } from './SegmentsTable';
import { withContractFields } from '../dev/fixtures';

const frame = RESEARCH_RESULT.frames[0]!;

const meta: Meta = {
  title: 'analysis/Result parts',
  parameters: { store: makeAnalysisStore },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj;

/** The regions the engine found, in the order a viewer sees them. */
export const Regions: Story = {
  render: () => <RegionList regions={frame.regions} />,
};

/** With one region drawn by the user. */
export const RegionsWithCustom: Story = {
  render: () => (
    <RegionList
      regions={frame.regions}
      custom={[{ id: 'custom-1', label: 'Логотип', share: 0.12 }]}
      onRemoveCustom={() => {}}
    />
  ),
};

function Draw() {
  const [rect, setRect] = useState<BBox>({ x: 40, y: 30, width: 200, height: 120 });
  return (
    <DrawTool
      rect={rect}
      share={gridShare(frame.attention.grid, rect, frame)}
      imageSize={frame}
      onChange={setRect}
      onAdd={() => {}}
    />
  );
}

/** The numeric fields of a drawn rectangle and the attention share inside it. */
export const DrawnRectangle: Story = { render: () => <Draw /> };

/** Simulated viewers' feedback: a batch per segment, generated on request. */
export const Feedback: Story = {
  render: () => <FeedbackPanel analysisId={11} segments={RESEARCH_RESULT.segments} />,
};

/** The overall score for the goal and placement with its band and the published thresholds. */
export const Score: Story = {
  render: () => (
    <ScoreCard
      value={frame.metrics.score.value}
      explanation={frame.metrics.score.explanation}
      goal="Конверсия"
      placement="Лента соцсетей"
    />
  ),
};

/** The regions' shares of attention: the names on the y axis, the shares (with «%») on the x axis. */
export const AttentionShares: Story = {
  render: () => (
    <AttentionChart
      data={[
        { name: '1. «Кроссовки для города»', share: 0.061 },
        { name: '2. «Купить»', share: 0.345 },
        { name: '3. «Скидка 30 %»', share: 0.125 },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    // recharts draws the tick labels in a layer of their own, apart from their axes: the names
    // are the labels with «…», the rest are the shares
    const labels = () =>
      [...canvasElement.querySelectorAll('.recharts-cartesian-axis-tick-label')].map(
        (t) => t.textContent ?? '',
      );
    await waitFor(() => {
      if (labels().filter((t) => t.includes('«')).length !== 3)
        throw new Error(`tick labels: ${labels().join(' | ')}`);
    });
    const names = labels().filter((t) => t.includes('«'));
    const shares = labels().filter((t) => !t.includes('«'));
    if (names.some((t) => /%\s*$/.test(t) && !t.endsWith('»')))
      throw new Error(`a region's name carries the unit: ${names.join(' | ')}`);
    if (shares.length === 0 || !shares.every((t) => t.endsWith('%')))
      throw new Error(`shares without «%»: ${shares.join(' | ')}`);
    // whole steps past the largest share (34,5 %), not 0, 9, 18, 27, 36 % (the share's own
    // nice end divided in four, as a video's result page showed)
    const ticks = shares.map((t) => t.replace(/\s/g, ' '));
    if (ticks.join(' | ') !== '0 % | 10 % | 20 % | 30 % | 40 %')
      throw new Error(`share ticks: ${ticks.join(' | ')}`);
  },
};

/** The score with its 95 % range, on the scale and in words. */
export const ScoreWithRange: Story = {
  render: () => (
    <ScoreCard
      value={59}
      explanation={frame.metrics.score.explanation}
      goal="Конверсия"
      range={{ low: 46.2, high: 66.1 }}
    />
  ),
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('[data-testid="score-range-text"]');
    if (!text?.textContent?.includes('от 46 до 66')) throw new Error('the range is not in words');
    if (!canvasElement.querySelector('[data-testid="score-range"]'))
      throw new Error('the range is not on the scale');
  },
};

/** An awareness score whose named brand was not read: its range says the share is unknown. */
export const ScoreWithUnreadBrand: Story = {
  render: () => (
    <ScoreCard
      value={51}
      explanation="Общая оценка для цели «Узнаваемость»: макет справляется частично. Бренд «Морской бриз» на макете не распознан — если это логотип-картинка, прогноз его не прочитал, и долю заметивших бренд оценка берёт за 50 %."
      goal="Узнаваемость"
      range={{ low: 41, high: 61, share_unknown: true }}
    />
  ),
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('[data-testid="score-range-text"]')?.textContent;
    if (!text?.includes('бренд на макете не распознан') || text.includes('95'))
      throw new Error(`the range of an unread brand reads as known: ${text}`);
  },
};

/**
 * A video's metrics frame by frame. The legend lists the lines in the metric cards' order, as the
 * report's table does; Recharts on its own sorts it by name («Когнитивная нагрузка» first).
 */
export const TimelineOfFrames: Story = {
  render: () => (
    <TimelineChart
      timeline={{
        score: [74, 74, 69, 69],
        focus: [69, 69, 77, 77],
        clarity: [48, 48, 48, 48],
        cognitive_load: [28, 28, 21, 21],
      }}
      labels={['0 с', '1 с', '2 с', '3 с']}
      selected={0}
    />
  ),
  play: async ({ canvasElement }) => {
    const order = ['Общая оценка', 'Фокус', 'Ясность', 'Когнитивная нагрузка'];
    await waitFor(
      () => {
        const legend = canvasElement.querySelector('.recharts-legend-wrapper')?.textContent ?? '';
        const at = order.map((name) => legend.indexOf(name));
        if (at.some((i, n) => i < 0 || (n > 0 && i < at[n - 1]!)))
          throw new Error(`legend out of the cards' order: ${legend}`);
      },
      { timeout: 5000 },
    );
  },
};

/** Viewers per segment with the range where the share of real people lies. */
export const AudienceWithIntervals: Story = {
  render: () => <SegmentsTable segments={withContractFields().segments} />,
};

/** The product's thousand viewers, written as Russian numbers are («1 000», not «1000»). */
export const AudienceOfAThousand: Story = {
  render: () => (
    <SegmentsTable
      segments={withContractFields().segments.map((s) => ({
        ...s,
        viewers: 1000,
        mean_viewing_time: 1.79,
      }))}
    />
  ),
  play: async ({ canvas }) => {
    const cells = canvas.getAllByRole('cell').map((c) => c.textContent?.replace(/\s/g, ' '));
    if (!cells.includes('1 000') || !cells.includes('1,8 с'))
      throw new Error(`cells: ${cells.join(' | ')}`);
  },
};

/** A research that named no brand: its share was not looked for, so it is «не указан». */
export const AudienceWithoutBrand: Story = {
  render: () => (
    <SegmentsTable
      segments={withContractFields().segments.map((s) => ({
        ...s,
        brand: null,
        brand_text: null,
        noticed_brand: 0,
        intervals: s.intervals && { ...s.intervals, noticed_brand: null },
      }))}
    />
  ),
  play: async ({ canvas }) => {
    await canvas.findByText(/Бренд в параметрах исследования не указан/);
    if (canvas.queryAllByText('не указан').length === 0) throw new Error('no «не указан» cell');
  },
};

/**
 * The «Выводы» of a video: under each finding's title, the frames it holds for, legible on each
 * severity's background (dimmed grey read 4.41:1 on the warning's orange).
 */
export const FindingsOfFrames: Story = {
  render: () => (
    <Findings
      label="Выводы и рекомендации"
      findings={[
        {
          severity: 'error',
          frame_index: 0,
          frame_indexes: [0, 1, 2],
          text: 'Призыв к действию не найден.',
          recommendation: 'Добавьте кнопку с глаголом.',
        },
        {
          severity: 'warn',
          frame_index: 3,
          frame_indexes: [3, 4],
          text: 'Текст почти сливается с фоном.',
          recommendation: 'Сделайте текст контрастнее.',
        },
        {
          severity: 'info',
          frame_index: 0,
          frame_indexes: [0, 1, 2, 3, 4],
          text: 'Взгляд сразу находит главное.',
          recommendation: 'Проверьте, что в фокусе именно товар.',
        },
      ]}
      where={(f) =>
        f.frame_indexes!.length === 5 ? 'Во всех кадрах' : `Кадры: ${f.frame_indexes!.join(', ')} с`
      }
    />
  ),
};
