// The «Версии» tab (issue 17) on the two recorded banners as versions 1 and 2.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withContractFields } from '../dev/fixtures';
import { makeAnalysisStore } from '../dev/store';
import bannerA from '../fixtures/banner-a.jpg';
import bannerB from '../fixtures/banner-b.jpg';
import { ResearchResultView } from '../result/ResearchResultView';
import { versionDiffFixture, versionsResult } from './fixture';
import { formatPointsChange, VERSION_TEXTS } from '@kreolab/i18n-ru';
import { VersionDiffView } from './VersionDiffView';

const meta: Meta = {
  title: 'analysis/Version difference',
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

function check(ok: boolean, what: string) {
  if (!ok) throw new Error(`expected ${what}`);
}

/** The verdict, the map over version 2 with its legend, and the tables of changes. */
export const Difference: Story = {
  render: () => <VersionDiffView diff={versionDiffFixture()} imageSrc={bannerA} />,
  play: async ({ canvas }) => {
    const verdict = await canvas.findByTestId('version-verdict');
    check(/^Версия 2 сильнее/.test(verdict.textContent ?? ''), 'the verdict');
    await canvas.findByRole('img', { name: VERSION_TEXTS.mapLabel(1, 2) });
    await canvas.findByText(VERSION_TEXTS.gained);
    await canvas.findByText(VERSION_TEXTS.lost);
    const metrics = await canvas.findByTestId('version-metrics');
    check(metrics.querySelectorAll('tbody tr').length === 9, 'nine metrics');
    const regions = await canvas.findByTestId('version-regions');
    check(regions.textContent!.includes(formatPointsChange(0.126, 0.2162)), 'a signed change');
    check(regions.textContent!.includes('(появилась)'), 'an appeared region');
  },
};

/** Two versions with the same map: nothing is drawn, the verdict says so. */
export const NoChange: Story = {
  render: () => {
    const diff = versionDiffFixture(
      'Версии 1 и 2 без заметных изменений: карта внимания и метрики почти совпадают.',
    );
    return (
      <VersionDiffView
        diff={{
          ...diff,
          better_version: null,
          grid: { ...diff.grid, values: diff.grid.values.map(() => 0) },
          metrics: diff.metrics.map((m) => ({ ...m, to: m.from, delta: 0 })),
          regions: [],
        }}
        imageSrc={bannerA}
      />
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByText(VERSION_TEXTS.noChange);
    await canvas.findByText(VERSION_TEXTS.noRegions);
    await canvas.findByText(VERSION_TEXTS.even);
  },
};

/** The result page of such a research: the «Версии» tab is there and opens the difference. */
export const ResultTab: Story = {
  render: () => (
    <ResearchResultView
      result={withContractFields(versionsResult())}
      name="banner.png: версии 1 и 2"
      goal="Конверсия"
      imageFor={(i) => (i === 0 ? bannerB : bannerA)}
      withFeedback={false}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: VERSION_TEXTS.tab }));
    const verdict = await canvas.findByTestId('version-verdict');
    check(verdict.textContent!.includes('внимание к призыву выросло'), 'the verdict');
  },
};
