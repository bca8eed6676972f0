// Issue 17 on the pages: the research form sends the picked context with the start, and the
// result page has «В контексте» only when the research has a context.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ComparisonResultView } from '../comparison/ComparisonResultView';
import {
  CONTEXT_RESULT,
  CONTEXT_TEMPLATES,
  contextEntries,
  contextPlaces,
} from '../context/fixtures';
import { analysisOf, COMPARISON_RESULT, RESEARCH_RESULT } from '../dev/fixtures';
import {
  BASE,
  baseHandlers,
  item,
  recordRequests,
  renderPage,
  server,
  setupMsw,
} from '../test/utils';
import { ResearchDetailsPage } from './ResearchDetailsPage';
import { ResearchResultPage } from './ResearchResultPage';

setupMsw();

const templates = http.get(`${BASE}/contexts`, () =>
  HttpResponse.json({ items: CONTEXT_TEMPLATES.map((t) => ({ ...t, preview_url: '/p.png' })) }),
);

describe('research form: «Контекст показа»', () => {
  it('starts with the picked template in the settings', async () => {
    server.use(
      templates,
      ...baseHandlers(),
      http.get(`${BASE}/analyses/7`, () =>
        HttpResponse.json(analysisOf({ id: 7, name: 'В ленте' })),
      ),
      http.get(`${BASE}/creatives`, () =>
        HttpResponse.json({ folder: null, items: [item({ id: 11, name: 'banner.png' })] }),
      ),
      http.patch(`${BASE}/analyses/7`, () => HttpResponse.json(analysisOf({ id: 7 }))),
      http.post(`${BASE}/analyses/7/start`, () =>
        HttpResponse.json({ status: 'queued', progress: 0, stage: null }, { status: 202 }),
      ),
    );
    const seen = recordRequests();
    const { user, pathname } = renderPage(<ResearchDetailsPage container="labs" />, {
      route: '/labs/3/researches/7/details',
      path: '/labs/:labId/researches/:analysisId/details',
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать «banner.png»' }));
    const section = screen.getByRole('region', { name: 'Контекст показа' });
    await user.click(await within(section).findByRole('radio', { name: 'Лента ВКонтакте' }));
    await user.click(screen.getByRole('button', { name: 'Запустить' }));
    await waitFor(() => expect(pathname()).toBe('/labs/3/researches/7/progress'));
    // the template was saved into the draft when picked (and again with the start)
    const patches = seen.filter((r) => r.method === 'PATCH');
    expect(patches.at(-2)!.body).toEqual(patches.at(-1)!.body);
    expect(patches.at(-1)!.body).toEqual({
      name: 'В ленте',
      creative_ids: [11],
      settings: { goal: 'awareness', placement: 'social_feed', context: { template: 'vk_feed' } },
    });
  });
});

function resultHandlers(body: object) {
  return [
    ...baseHandlers(),
    http.get(`${BASE}/analyses/101`, () =>
      HttpResponse.json(
        analysisOf({
          id: 101,
          name: 'Баннер',
          status: 'done',
          settings: { goal: 'awareness', placement: 'social_feed' },
        }),
      ),
    ),
    http.get(`${BASE}/analyses/101/result`, () => HttpResponse.json(body)),
    http.get(`${BASE}/analyses/101/feedback`, () =>
      HttpResponse.json({ items: [], segments: [], generations_left: 0 }),
    ),
  ];
}

const openResult = () =>
  renderPage(<ResearchResultPage container="labs" />, {
    route: '/labs/3/researches/101/result',
    path: '/labs/:labId/researches/:analysisId/result',
  });

describe('research result: «В контексте»', () => {
  it('has the tab with the context, its numbers and the creative outlined', async () => {
    server.use(...resultHandlers({ ...RESEARCH_RESULT, context: CONTEXT_RESULT }));
    const { user } = openResult();
    await user.click(await screen.findByRole('tab', { name: 'В контексте' }));
    expect(
      await screen.findByRole('heading', { name: 'В контексте: Лента ВКонтакте' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('context-attention')).toHaveTextContent('46 %при 33 % площади');
    expect(screen.getByRole('img', { name: 'Место креатива' })).toBeInTheDocument();
  });

  it('has no such tab without a context', async () => {
    server.use(...resultHandlers(RESEARCH_RESULT));
    openResult();
    expect(await screen.findByRole('tab', { name: 'Метрики' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'В контексте' })).toBeNull();
  });
});

describe('comparison result: «В контексте: …»', () => {
  it('ranks the variants in their shared context, and shows nothing without one', async () => {
    server.use(http.get(`${BASE}/analyses/:id/result`, () => HttpResponse.json(RESEARCH_RESULT)));
    const extra = contextEntries([101, 102]);
    const withContext = {
      ...COMPARISON_RESULT,
      context: { context_id: 'vk_feed' as const, title: 'Лента ВКонтакте' },
      ranking: COMPARISON_RESULT.ranking.map((e, i) => ({ ...e, ...extra[i]! })),
      context_ranking: contextPlaces([101, 102]),
    };
    const { unmount } = renderPage(
      <ComparisonResultView result={withContext} order={[101, 102]} />,
      {
        route: '/',
        path: '/',
      },
    );
    const block = await screen.findByTestId('context-ranking');
    expect(within(block).getByText('Лучший: Вариант А')).toBeInTheDocument();
    expect(within(block).getByText('не различимы')).toBeInTheDocument();
    unmount();
    renderPage(<ComparisonResultView result={COMPARISON_RESULT} order={[101, 102]} />, {
      route: '/',
      path: '/',
    });
    expect((await screen.findAllByText(/Вариант А/)).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('context-ranking')).toBeNull();
  });
});

describe('the new-research form with «Свой контекст» being marked', () => {
  it('leaves an unfinished custom context out of the draft the first pick creates', async () => {
    const landing = item({ id: 501, name: 'landing.png', width: 800, height: 600 });
    const created = analysisOf({ id: 41, name: 'Исследование 1' });
    server.use(
      templates,
      ...baseHandlers(),
      http.get(`${BASE}/creatives`, () =>
        HttpResponse.json({
          folder: null,
          items: [item({ id: 11, name: 'banner.png' }), landing],
        }),
      ),
      http.post(`${BASE}/analyses`, () => HttpResponse.json(created, { status: 201 })),
      http.get(`${BASE}/analyses/41`, () => HttpResponse.json(created)),
    );
    const seen = recordRequests();
    const { user, pathname } = renderPage(<ResearchDetailsPage container="labs" />, {
      route: '/labs/3/researches/new/details',
      path: '/labs/:labId/researches/:analysisId/details',
    });
    await user.click(await screen.findByRole('radio', { name: 'Свой контекст' }));
    const marker = await screen.findByRole('group', { name: 'Отметьте место креатива' });
    const width = within(marker).getByRole('textbox', { name: 'Ширина' });
    await user.clear(width);
    await user.type(width, '10');
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать «banner.png»' }));
    await waitFor(() => expect(pathname()).toBe('/labs/3/researches/41/details'));
    const post = seen.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({ settings: { goal: 'awareness', placement: 'social_feed' } });
    expect((post.body as { settings: object }).settings).not.toHaveProperty('context');
    // and the start waits for a usable slot
    expect(screen.getByRole('button', { name: 'Запустить' })).toBeDisabled();
  });
});
