// Stories of the comparison result: two variants (the second a two-page booklet) and five, two
// whose scores are within the uncertainty, the noticed shares with their ranges, the lab
// comparison whose chart drew no bars, and a phone.
import '@mantine/charts/styles.css';
import type { ComparisonResult } from '@kreolab/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor, within } from '@testing-library/dom';
import { Provider } from 'react-redux';
import {
  bookletResult,
  COMPARISON_RESULT_RANGES,
  COMPARISON_RESULT_OTHER_GOALS,
  COMPARISON_RESULT_WITHIN_ERROR,
  comparisonOfOtherVersions,
  fiveVariantComparison,
  fiveVariantResults,
  LAB_COMPARISON_RECORDED,
  RESEARCH_RESULT,
} from '../dev/fixtures';
import { makeAnalysisStore } from '../dev/store';
import bannerA from '../fixtures/banner-a.jpg';
import bannerB from '../fixtures/banner-b.jpg';
import { ComparisonResultView } from './ComparisonResultView';
import { shareOf } from '../result/contract';
import { MEASURES, type ComparisonData } from './model';
import { RankingTable } from './RankingTable';
import { SegmentShares } from './SegmentShares';

const meta: Meta = {
  title: 'analysis/Comparison result',
  decorators: [
    (Story) => (
      <Provider store={makeAnalysisStore()}>
        <div style={{ maxWidth: 1400 }}>
          <Story />
        </div>
      </Provider>
    ),
  ],
};
export default meta;
type Story = StoryObj;

/** The banners' images by research and frame (the booklet: the second banner, then the first). */
const images = (id: number, frame: number) =>
  id === 101 || id === 301 || id === 304
    ? bannerA
    : (id === 102 || id === 303) && frame === 1
      ? bannerA
      : bannerB;
const twoResults = { 101: RESEARCH_RESULT, 102: bookletResult(102) };

/** The whole page of two variants, А the banner and Б the two-page booklet. */
const twoVariants = (result: ComparisonResult) => (
  <ComparisonResultView result={result} order={[101, 102]} results={twoResults} imageFor={images} />
);

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

/** Bars drawn (height > 0) in the noticed-shares charts, once their animation has ended. */
async function drawnBars(root: HTMLElement, expected: number) {
  await waitFor(() => {
    const drawn = [...root.querySelectorAll('.recharts-bar-rectangle path')].filter(
      (p) => p.getBoundingClientRect().height > 0,
    );
    check(drawn.length === expected, `${drawn.length} bars drawn, ${expected} expected`);
  });
}
const sharesCount = (r: ComparisonData) =>
  r.segments.reduce(
    (n, s) =>
      n + s.values.reduce((k, v) => k + MEASURES.filter((m) => shareOf(v, m) !== null).length, 0),
    0,
  );

export const Ranking: Story = {
  render: () => <RankingTable result={COMPARISON_RESULT_RANGES} />,
};

/**
 * On a phone the ranking scrolls sideways inside its box; its creative column keeps room for the
 * badges, which Mantine cut to «ЛУ…» when short names let the column shrink.
 */
export const RankingOnAPhone: Story = {
  render: () => (
    <div style={{ width: 358 }}>
      {[COMPARISON_RESULT_RANGES, COMPARISON_RESULT_WITHIN_ERROR].map((result, k) => (
        <RankingTable
          key={k}
          result={{
            ...result,
            ranking: result.ranking.map((e, i) => ({ ...e, name: `Баннер ${i + 1}` })),
          }}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = within(canvasElement)
      .getAllByRole('table', { name: 'Рейтинг' })
      .flatMap((table) => [...table.querySelectorAll<HTMLElement>('.mantine-Badge-label')]);
    const names = badges.map((el) => el.textContent);
    check(
      names.includes('Лучший') && names.includes('В пределах погрешности'),
      `badges: ${names.join(', ')}`,
    );
    const cut = badges.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent);
    check(cut.length === 0, `badges cut: ${cut.join(', ')}`);
  },
};

export const NoticedSharesWithRanges: Story = {
  render: () => <SegmentShares result={COMPARISON_RESULT_RANGES} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const mums = c.getByRole('table', { name: 'Что заметили зрители: Мамы' });
    check(mums.textContent!.includes('от 74 до 98\u00a0%'), 'the range of the mums’ brand share');
    const students = c.getByRole('table', { name: 'Что заметили зрители: Студенты' });
    within(students).getByText('не различимы');
    check(!/Уилсон|±/.test(canvasElement.textContent!), 'no Wilson, no ±');
    await drawnBars(canvasElement, sharesCount(COMPARISON_RESULT_RANGES as ComparisonData));
  },
};

/** On a phone the table scrolls sideways; every range stays on one line («от 17 до 100 %»). */
export const NoticedSharesOnAPhone: Story = {
  render: () => (
    <div style={{ width: 332 }}>
      <SegmentShares result={COMPARISON_RESULT_RANGES} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const ranges = [...canvasElement.querySelectorAll<HTMLElement>('[data-interval]')];
    check(ranges.length > 0, 'ranges shown');
    const wrapped = ranges.filter(
      (el) => el.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(el).lineHeight),
    );
    check(wrapped.length === 0, `ranges on two lines: ${wrapped.map((el) => el.textContent)}`);
  },
};

/** Issue 14, defect 5: the lab comparison's shares are 0 for the brand; bars must still show. */
export const NoticedSharesOfALab: Story = {
  render: () => <SegmentShares result={LAB_COMPARISON_RECORDED} />,
  play: async ({ canvasElement }) => {
    await drawnBars(canvasElement, sharesCount(LAB_COMPARISON_RECORDED as ComparisonData));
  },
};

/**
 * Issue 14, defect 5: the bars are there at once, not after an entry animation. Recharts
 * restarts that animation from zero height whenever the chart mounts again (the page re-laid
 * out on a resize, a print, a full-page capture, a rotated phone), and a snapshot in that
 * moment showed axes and a legend only.
 */
export const NoticedSharesAtOnce: Story = {
  render: () => (
    <div style={{ width: 1000 }} data-testid="box">
      <SegmentShares result={LAB_COMPARISON_RECORDED} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const expected = sharesCount(LAB_COMPARISON_RECORDED as ComparisonData);
    const drawnNow = () =>
      [...canvasElement.querySelectorAll('.recharts-bar-rectangle path')].filter(
        (p) => p.getBoundingClientRect().height > 0,
      ).length;
    const twoFrames = () =>
      new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await waitFor(() => check(!!canvasElement.querySelector('.recharts-bar'), 'the chart'));
    await twoFrames();
    check(drawnNow() === expected, `${drawnNow()} of ${expected} bars drawn at once`);
    within(canvasElement).getByTestId('box').style.width = '700px';
    await twoFrames();
    check(drawnNow() === expected, `${drawnNow()} of ${expected} bars drawn after a resize`);
  },
};

export const TwoVariants: Story = {
  render: () => twoVariants(COMPARISON_RESULT_RANGES),
  play: async ({ canvasElement, userEvent }) => {
    const c = within(canvasElement);
    check(
      c.getByRole('list', { name: 'Варианты' }).querySelectorAll('li').length === 2,
      'two variant cards',
    );
    c.getByText(/Вариант А заметнее по бренду: 92\s%\sпротив 58\s%/);
    // the booklet's tile opens at its best-scored page; every page is reachable from it
    const pages = await c.findByRole('navigation', { name: 'Кадры: Вариант Б' });
    await c.findByRole('img', { name: 'Тепловая карта: Вариант Б, страница 2' });
    await userEvent.click(within(pages).getByRole('button', { name: 'страница 1' }));
    await c.findByRole('img', { name: /Креатив «.*», страница 1/ });
    c.getByRole('img', { name: 'Тепловая карта: Вариант Б, страница 1' });
    await drawnBars(canvasElement, sharesCount(COMPARISON_RESULT_RANGES as ComparisonData));
  },
};

/** Scores 59 and 57 whose ranges overlap: first place is within the uncertainty, nobody wins. */
export const WithinTheUncertainty: Story = {
  render: () => twoVariants(COMPARISON_RESULT_WITHIN_ERROR),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const cards = c.getByRole('list', { name: 'Варианты' });
    within(cards).getByText('от 52 до 66');
    check(within(cards).getAllByText('В пределах погрешности').length === 1, 'one within badge');
    check(within(cards).queryByText('Лучший') === null, 'no winner card');
    c.getByText(/По общей оценке лучший вариант не назван/);
  },
};

/**
 * А scored for awareness in a social feed, Б for conversion on a banner: their scores weigh
 * different things, so nobody wins overall, and the differences say why and where each was placed.
 */
export const OtherGoals: Story = {
  render: () => twoVariants(COMPARISON_RESULT_OTHER_GOALS),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const cards = c.getByRole('list', { name: 'Варианты' });
    check(within(cards).queryByText('Лучший') === null, 'no winner card');
    check(within(cards).queryByText('В пределах погрешности') === null, 'no within badge');
    c.getByText(/варианты оценены для разных целей/);
    c.getByText(/Варианты исследованы для разных площадок/);
  },
};

/** Variant Б's research predates the metrics' version: a warning above the summary. */
export const OtherVersions: Story = {
  render: () => twoVariants(comparisonOfOtherVersions()),
  play: async ({ canvasElement }) => {
    within(canvasElement).getByText(/Исследование варианта Б выполнено прежней версией модели/);
  },
};

/** The five-variant comparison, its letters given in `order` (the user's picking order). */
function FiveVariantView({ order = [301, 302, 303, 304, 305] }: { order?: number[] }) {
  return (
    <ComparisonResultView
      result={fiveVariantComparison()}
      order={order}
      results={fiveVariantResults()}
      imageFor={images}
    />
  );
}

export const FiveVariants: Story = {
  render: () => <FiveVariantView />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const maps = await waitFor(() => {
      const found = c.getAllByTestId('shared-heatmap');
      check(found.length === 5, `${found.length} heatmaps, 5 expected`);
      return found;
    });
    // one colour scale: every map carries the same top
    check(new Set(maps.map((el) => el.dataset.scaleMax)).size === 1, 'one scale for all maps');
    check(
      c.getByTestId('band-legend').textContent!.includes('меньше 40 — низкая'),
      'the bands’ legend',
    );
  },
};

/**
 * The winner picked last is «Вариант Д»: the chart's legend lists the variants in the table's
 * order, as its bars stand, not by their letters.
 */
export const LegendInTheTablesOrder: Story = {
  render: () => <FiveVariantView order={[305, 304, 303, 302, 301]} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const table = c.getByRole('table', { name: 'Что заметили зрители: Широкая аудитория' });
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent!)
      .filter((t) => t.startsWith('Вариант'));
    const legend = await waitFor(() => {
      const found = [...canvasElement.querySelectorAll('.recharts-legend-item-text')].map(
        (el) => el.textContent!,
      );
      check(found.length === 5, `${found.length} legend items, 5 expected`);
      return found;
    });
    check(
      rows.every((row, i) => row.startsWith(legend[i]!)),
      `legend ${legend.join(', ')} against the table's ${rows.join(', ')}`,
    );
    check(legend[0] === 'Вариант Д', `the winner first, not ${legend[0]}`);
  },
};

/** 390 px wide: the variants stack, wide tables scroll inside their own box, the page does not. */
export const FiveVariantsOnAPhone: Story = {
  render: () => (
    <div style={{ width: 390 }} data-testid="phone">
      <FiveVariantView />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await within(phone).findAllByTestId('shared-heatmap');
    const right = phone.getBoundingClientRect().right;
    const beyond = [...phone.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().right > right + 0.5)
      .filter((el) => !el.closest('.mantine-TableScrollContainer-scrollContainer'))
      .map((el) => `${el.tagName} «${(el.textContent ?? '').slice(0, 40)}»`);
    check(
      phone.scrollWidth <= 390,
      `the phone layout is ${phone.scrollWidth}px wide: ${beyond.slice(0, 5).join(' | ')}`,
    );
  },
};
