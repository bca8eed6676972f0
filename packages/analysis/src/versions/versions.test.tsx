import { formatChange, shownChange } from '@kreolab/i18n-ru';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { analysisOf, RESEARCH_RESULT, withContractFields } from '../dev/fixtures';
import { ResearchDetailsPage } from '../pages/ResearchDetailsPage';
import { ResearchResultView } from '../result/ResearchResultView';
import {
  BASE,
  baseHandlers,
  item,
  recordRequests,
  renderPage,
  server,
  setupMsw,
} from '../test/utils';
import { versionDiffFixture, versionsResult } from './fixture';
import { pinnedVersions } from './pinned';
import { VersionDiffView } from './VersionDiffView';

setupMsw();

describe('pinnedVersions', () => {
  const refs = [
    { creative_id: 11, version: 1 },
    { creative_id: 11, version: 2 },
  ];
  it('keeps the pinned versions while the selection is still their file', () => {
    expect(pinnedVersions({ creative_versions: refs }, [11])).toEqual(refs);
  });
  it('drops them once other creatives are picked, and for a plain draft', () => {
    expect(pinnedVersions({ creative_versions: refs }, [11, 12])).toBeNull();
    expect(pinnedVersions({ creative_versions: refs }, [])).toBeNull();
    expect(pinnedVersions({ creative_versions: [] }, [11])).toBeNull();
    expect(pinnedVersions(undefined, [11])).toBeNull();
  });
});

describe('VersionDiffView', () => {
  it('shows the verdict, the legend and every metric and region change', () => {
    renderPage(<VersionDiffView diff={versionDiffFixture()} imageSrc="/a.jpg" />, {
      route: '/r',
      path: '/r',
    });
    expect(screen.getByTestId('version-verdict')).toHaveTextContent(
      'Версия 2 сильнее: внимание к призыву выросло с 12,6 до 21,6 %',
    );
    expect(screen.getByText('Больше внимания')).toBeInTheDocument();
    expect(screen.getByText('Меньше внимания')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Разница внимания между версиями 1 и 2/ }));
    const table = screen.getByTestId('version-metrics');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(9);
    // each change as the table shows it, coloured as the server calls it (apps/api
    // `metricChange`: by the metric's direction; neither for focus and clarity)
    const change = (key: string) =>
      table.querySelector(`[data-metric="${key}"] [data-change]`)!.getAttribute('data-change');
    const diff = versionDiffFixture();
    for (const m of diff.metrics) {
      // the change between the values as the table shows them
      const shown = shownChange(m.from, m.to);
      const row = table.querySelector(`[data-metric="${m.key}"]`)!;
      expect(row, m.key).toHaveTextContent(
        `${Math.round(m.from)}${m.key === 'text_coverage' ? ' %' : ''}${Math.round(m.to)}`,
      );
      expect(row.querySelector('[data-change]'), m.key).toHaveTextContent(
        m.key === 'text_coverage' && shown !== 0
          ? `${formatChange(shown, 0)} п. п.`
          : formatChange(shown, 0),
      );
      expect(change(m.key), m.key).toBe(m.change);
    }
    expect(new Set(diff.metrics.map((m) => m.change))).toEqual(
      new Set(['better', 'worse', 'neutral']),
    );
    const regions = screen.getByTestId('version-regions');
    expect(regions.querySelector('[data-status="appeared"]')).toHaveTextContent('(появилась)');
    // shares as the «Области» tab writes them, and the change between them: 21,9 % → 3,4 %
    expect(regions).toHaveTextContent('21,9 %3,4 %▼ −18,5 п. п.');
    expect(screen.getByText('Сильнее версия 2')).toBeInTheDocument();
  });
});

describe('the share of text', () => {
  it('changes in percentage points, not in points of a score', () => {
    const diff = versionDiffFixture();
    const covered = {
      ...diff,
      metrics: diff.metrics.map((m) =>
        m.key === 'text_coverage' ? { ...m, from: 9.6, to: 13.4 } : m,
      ),
    };
    renderPage(<VersionDiffView diff={covered} imageSrc="/a.jpg" />, { route: '/r', path: '/r' });
    const row = screen
      .getByTestId('version-metrics')
      .querySelector('[data-metric="text_coverage"]');
    expect(row).toHaveTextContent('Доля текста10 %13 %▲ +3 п. п.');
    // the other metrics are points of their own 0–100 scale
    const score = screen.getByTestId('version-metrics').querySelector('[data-metric="score"]');
    expect(score!.querySelector('[data-change]')!.textContent).toMatch(/^▲ \+\d+$/);
  });
});

describe('a row of changes adds up', () => {
  it('takes the change between the values as shown', () => {
    const diff = versionDiffFixture();
    // contrast 35.6 → 36.4 and a region 35.9 % → 36.4 %: shown whole they were «36», «36»
    // and «▲ +1»
    diff.metrics = diff.metrics.map((m) =>
      m.key === 'contrast' ? { ...m, from: 35.6, to: 36.4, delta: 0.8, change: 'neutral' } : m,
    );
    diff.regions = [{ ...diff.regions[0]!, from_share: 0.3592, to_share: 0.3641, delta: 0.0049 }];
    renderPage(<VersionDiffView diff={diff} imageSrc="/a.jpg" />, { route: '/r', path: '/r' });
    const contrast = screen
      .getByTestId('version-metrics')
      .querySelector('[data-metric="contrast"]');
    expect(contrast).toHaveTextContent(/^Контраст36360$/);
    expect(contrast!.querySelector('[data-change]')).toHaveAttribute('data-change', 'neutral');
    expect(screen.getByTestId('version-regions').querySelector('tbody tr')).toHaveTextContent(
      '35,9 %36,4 %▲ +0,5 п. п.',
    );
  });
});

describe('the result page with versions', () => {
  it('has the «Версии» tab only when the result compares versions', async () => {
    const { user } = renderPage(
      <ResearchResultView
        result={withContractFields(versionsResult())}
        name="banner.png"
        goal="Конверсия"
        withFeedback={false}
      />,
      { route: '/r', path: '/r' },
    );
    // the frames are the versions, named as such («Кадр 1» and «Кадр 2» before)
    const picker = screen.getByRole('radiogroup', { name: 'Версия' });
    expect(within(picker).getByRole('radio', { name: 'Версия 1' })).toBeInTheDocument();
    expect(within(picker).getByRole('radio', { name: 'Версия 2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'По версиям' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Версии' }));
    expect(await screen.findByTestId('version-verdict')).toBeInTheDocument();
  });

  it('has no such tab for a plain research', () => {
    renderPage(
      <ResearchResultView
        result={withContractFields(RESEARCH_RESULT)}
        name="banner.png"
        goal="Конверсия"
        withFeedback={false}
      />,
      { route: '/r', path: '/r' },
    );
    expect(screen.queryByRole('tab', { name: 'Версии' })).toBeNull();
  });
});

describe('the research form of pinned versions', () => {
  it('lists «banner.png · версия N» and starts with the versions pinned', async () => {
    const banner = item({ id: 11, name: 'banner.png' });
    const refs = [
      { creative_id: 11, version: 1 },
      { creative_id: 11, version: 2 },
    ];
    const draft = analysisOf({
      id: 7,
      name: 'banner.png: версии 1 и 2',
      creative_ids: [11],
      creative_versions: refs,
      creatives: [banner],
    });
    server.use(
      ...baseHandlers(),
      http.get(`${BASE}/analyses/7`, () => HttpResponse.json(draft)),
      http.get(`${BASE}/creatives`, () => HttpResponse.json({ folder: null, items: [banner] })),
      http.patch(`${BASE}/analyses/7`, () => HttpResponse.json(draft)),
      http.post(`${BASE}/analyses/7/start`, () =>
        HttpResponse.json({ status: 'queued', progress: 0, stage: null }, { status: 202 }),
      ),
    );
    const seen = recordRequests();
    const { user, pathname } = renderPage(<ResearchDetailsPage container="labs" />, {
      route: '/labs/3/researches/7/details',
      path: '/labs/:labId/researches/:analysisId/details',
    });
    const list = await screen.findByTestId('selected-creatives');
    await waitFor(() =>
      expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
        'banner.png · версия 1',
        'banner.png · версия 2',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Запустить' }));
    await waitFor(() => expect(pathname()).toBe('/labs/3/researches/7/progress'));
    const patch = seen.find((r) => r.method === 'PATCH')!;
    expect(patch.body).toMatchObject({ creative_versions: refs });
    expect(patch.body).not.toHaveProperty('creative_ids');
  });
});
