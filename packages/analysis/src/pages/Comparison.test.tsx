import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  analysisOf,
  COMPARISON_RESULT,
  labOf,
  RESEARCH_RESULT,
  RESEARCH_RESULT_B,
} from '../dev/fixtures';
import { BASE, baseHandlers, recordRequests, renderPage, server, setupMsw } from '../test/utils';
import { ComparisonCreatePage } from './ComparisonCreatePage';
import { ComparisonResultPage } from './ComparisonResultPage';

setupMsw();

const summary = (
  id: number,
  name: string,
  saved: boolean,
  type: 'research' | 'comparison' = 'research',
) => ({
  id,
  type,
  name,
  status: 'done' as const,
  saved,
  created_at: '2025-03-02T10:00:00Z',
  preview: null,
});
const lab = labOf({
  id: 3,
  analyzes: [
    summary(101, 'Баннер А', true),
    summary(102, 'Баннер Б', true),
    summary(103, 'Черновик', false),
    summary(150, 'Старое сравнение', true, 'comparison'),
  ],
});
const createPage = () =>
  renderPage(<ComparisonCreatePage container="labs" />, {
    route: '/labs/3/comparisons/create',
    path: '/labs/:labId/comparisons/create',
  });

describe('comparison create', () => {
  it('offers only saved researches and asks for at least two', async () => {
    server.use(...baseHandlers({ lab, hints: { hint_comparison_create: true } }));
    const seen = recordRequests();
    const { user } = createPage();
    expect(
      await screen.findByText(/Отметьте минимум два сохранённых исследования/),
    ).toBeInTheDocument();
    const a = await screen.findByRole('checkbox', { name: /Баннер А/ });
    expect(screen.getByRole('checkbox', { name: /Баннер Б/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Черновик/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Старое сравнение/ })).toBeNull();
    await user.click(a);
    await user.click(screen.getByRole('button', { name: 'Сравнить' }));
    expect(screen.getByText('Выберите минимум два сохранённых исследования')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('creates and starts the comparison, then opens its progress', async () => {
    server.use(
      ...baseHandlers({ lab }),
      http.post(`${BASE}/analyses`, () =>
        HttpResponse.json(analysisOf({ id: 201, type: 'comparison', research_ids: [101, 102] }), {
          status: 201,
        }),
      ),
      http.post(`${BASE}/analyses/201/start`, () =>
        HttpResponse.json({ status: 'queued', progress: 0, stage: null }, { status: 202 }),
      ),
    );
    const seen = recordRequests();
    const { user, pathname } = createPage();
    await user.click(await screen.findByRole('checkbox', { name: /Баннер А/ }));
    await user.click(screen.getByRole('checkbox', { name: /Баннер Б/ }));
    await user.click(screen.getByRole('button', { name: 'Сравнить' }));
    await waitFor(() => expect(pathname()).toBe('/labs/3/comparisons/201/progress'));
    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual(['/analyses', '/analyses/201/start']);
    expect(posts[0]!.body).toEqual({ type: 'comparison', lab_id: 3, research_ids: [101, 102] });
  });

  it.each([
    ['RESEARCH_NOT_SAVED', 403, '403 RESEARCH_NOT_SAVED'],
    ['WRONG_ANALYSIS_TYPE', 406, '406 WRONG_ANALYSIS_TYPE'],
    ['NO_RESEARCH_IN_LAB', 406, '406 NO_RESEARCH_IN_LAB'],
  ])('shows %s with its catalogue text', async (code, status, text) => {
    server.use(
      ...baseHandlers({ lab }),
      http.post(`${BASE}/analyses`, () => HttpResponse.json({ code }, { status })),
    );
    const { user } = createPage();
    await user.click(await screen.findByRole('checkbox', { name: /Баннер А/ }));
    await user.click(screen.getByRole('checkbox', { name: /Баннер Б/ }));
    await user.click(screen.getByRole('button', { name: 'Сравнить' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says so when the lab has no saved research', async () => {
    server.use(
      ...baseHandlers({ lab: labOf({ id: 3, analyzes: [summary(103, 'Черновик', false)] }) }),
    );
    createPage();
    expect(await screen.findByText(/нет сохранённых исследований/)).toBeInTheDocument();
  });
});

describe('comparison result', () => {
  it('shows the ranking with the winners highlighted, heatmaps side by side and noticed shares with intervals', async () => {
    server.use(
      ...baseHandlers(),
      http.get(`${BASE}/analyses/201`, () =>
        HttpResponse.json(
          analysisOf({ id: 201, type: 'comparison', name: 'А против Б', status: 'done' }),
        ),
      ),
      http.get(`${BASE}/analyses/201/result`, () => HttpResponse.json(COMPARISON_RESULT)),
      http.get(`${BASE}/analyses/101/result`, () => HttpResponse.json(RESEARCH_RESULT)),
      http.get(`${BASE}/analyses/102/result`, () => HttpResponse.json(RESEARCH_RESULT_B)),
    );
    const { container } = renderPage(<ComparisonResultPage container="labs" />, {
      route: '/labs/3/comparisons/201/result',
      path: '/labs/:labId/comparisons/:analysisId/result',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Результаты сравнения' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Рейтинг' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Баннер «Скидка 30 %»');
    expect(rows[0]).toHaveAttribute('data-winner', 'true');
    expect(within(rows[0]!).getByText('Лучший')).toBeInTheDocument();
    expect(rows[1]).not.toHaveAttribute('data-winner');
    // cognitive load: the second banner ranks first (less load) and its cell is marked best
    expect(
      within(rows[1]!).getByLabelText(/Лучший по показателю «Когнитивная нагрузка»/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        container.querySelectorAll('[data-heatmap] [data-testid="heatmap-surface"]'),
      ).toHaveLength(2),
    );
    const mums = screen.getByRole('table', { name: 'Что заметили зрители: Мамы' });
    expect(mums).toHaveTextContent('92 %');
    expect(mums).toHaveTextContent('95 % интервал:');
    expect(mums).toHaveTextContent('не найден');
  });
});
