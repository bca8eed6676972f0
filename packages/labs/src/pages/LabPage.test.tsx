import type { Lab } from '@kreolab/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { selectLabMode } from '@kreolab/entities';
import { analysis, BASE, lab, recordRequests, renderPage, server, setupMsw } from '../test/utils';
import { LabPage } from './LabPage';

setupMsw();

const open = (l: Lab, pollIntervalMs?: number) =>
  renderPage(<LabPage pollIntervalMs={pollIntervalMs} />, {
    route: `/labs/${l.id}`,
    path: '/labs/:labId',
  });

const everyStatus = lab({
  id: 3,
  name: 'Весна',
  analyzes: [
    analysis({ id: 1, status: 'draft', name: 'Черновик баннера' }),
    analysis({ id: 2, status: 'queued', name: 'Баннер в очереди' }),
    analysis({ id: 3, status: 'processing', name: 'Баннер в работе' }),
    analysis({
      id: 4,
      status: 'done',
      name: 'Готовый баннер',
      saved: true,
      preview: 'http://files.test/4.png',
    }),
    analysis({ id: 5, status: 'failed', name: 'Сломанный баннер' }),
    analysis({ id: 6, status: 'canceled', name: 'Отменённый баннер' }),
    analysis({ id: 7, status: 'done', name: 'Второй готовый', saved: true }),
    analysis({ id: 8, type: 'comparison', status: 'processing', name: 'Сравнение в работе' }),
    analysis({ id: 9, type: 'comparison', status: 'done', name: 'Готовое сравнение' }),
  ],
});

const serve = (l: Lab) => server.use(http.get(`${BASE}/labs/${l.id}`, () => HttpResponse.json(l)));

describe('LabPage', () => {
  it('sets the breadcrumb back to the labs, then the lab name', async () => {
    serve(everyStatus);
    const { store } = open(everyStatus, 60_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Весна' })).toBeInTheDocument();
    await waitFor(() =>
      expect(store.getState().ui.breadcrumbs).toEqual([
        { label: 'Мои исследования', to: '/labs' },
        { label: 'Весна' },
      ]),
    );
  });

  it('shows every status in Russian and links each analysis to the page its status leads to', async () => {
    serve(everyStatus);
    open(everyStatus, 60_000);
    const expectations: [number, string, string][] = [
      [1, 'Черновик', '/labs/3/researches/1/details'],
      [2, 'В очереди', '/labs/3/researches/2/progress'],
      [3, 'Выполняется', '/labs/3/researches/3/progress'],
      [4, 'Готово', '/labs/3/researches/4/result'],
      [5, 'Ошибка', '/labs/3/researches/5/details'],
      [6, 'Отменено', '/labs/3/researches/6/details'],
      [8, 'Выполняется', '/labs/3/comparisons/8/progress'],
      [9, 'Готово', '/labs/3/comparisons/9/result'],
    ];
    for (const [id, status, href] of expectations) {
      const row = await screen.findByTestId(`analysis-${id}`);
      expect(within(row).getByText(status)).toBeInTheDocument();
      expect(within(row).getByRole('link')).toHaveAttribute('href', href);
    }
    const done = screen.getByTestId('analysis-4');
    expect(within(done).getByText('Сохранено')).toBeInTheDocument();
    expect(done.querySelector('img')).toHaveAttribute('src', 'http://files.test/4.png');
    expect(
      within(screen.getByTestId('analysis-1')).queryByText('Сохранено'),
    ).not.toBeInTheDocument();
    expect(within(done).getByText('Создано 02.03.2025')).toBeInTheDocument();
  });

  it('opens an analysis by its link', async () => {
    serve(everyStatus);
    const { user, pathname } = open(everyStatus, 60_000);
    await user.click(await screen.findByRole('link', { name: 'Готовое сравнение' }));
    expect(pathname()).toBe('/labs/3/comparisons/9/result');
  });

  it('«Новое исследование» opens the new-research form and saves no draft', async () => {
    const empty = lab({ id: 5, name: 'Пустая' });
    serve(empty);
    let posted = 0;
    server.use(
      http.post(`${BASE}/analyses`, () => {
        posted += 1;
        return HttpResponse.json({ id: 77 }, { status: 201 });
      }),
    );
    const { user, pathname, store } = open(empty);
    expect(await screen.findByText('Здесь пока нет исследований')).toBeInTheDocument();
    // nothing to compare, said by the empty state: the disabled button points at no missing hint
    expect(screen.getByRole('button', { name: 'Сравнить' })).not.toHaveAttribute(
      'aria-describedby',
    );
    await user.click(screen.getByRole('button', { name: 'Новое исследование' }));
    await waitFor(() => expect(pathname()).toBe('/labs/5/researches/new/details'));
    await new Promise((r) => setTimeout(r, 50));
    expect(posted).toBe(0);
    expect(selectLabMode(store.getState())).toBe('research');
  });

  it('«Сравнить» leads to the comparison page once two researches are saved', async () => {
    serve(everyStatus);
    const { user, pathname, store } = open(everyStatus, 60_000);
    await user.click(await screen.findByRole('button', { name: 'Сравнить' }));
    expect(pathname()).toBe('/labs/3/comparisons/create');
    expect(selectLabMode(store.getState())).toBe('comparison');
  });

  it('«Сравнить» is disabled and explained with fewer than two saved researches', async () => {
    const one = lab({ id: 4, analyzes: [analysis({ id: 1, status: 'done', saved: true })] });
    serve(one);
    open(one);
    const compare = await screen.findByRole('button', { name: 'Сравнить' });
    expect(compare).toBeDisabled();
    expect(compare).toHaveAccessibleDescription(
      'Для сравнения нужно минимум два сохранённых исследования.',
    );
  });

  it('deletes an analysis after confirmation and re-reads the lab', async () => {
    let current = lab({
      id: 6,
      name: 'Лаба',
      analyzes: [analysis({ id: 1, name: 'Первое' }), analysis({ id: 2, name: 'Второе' })],
    });
    server.use(
      http.get(`${BASE}/labs/6`, () => HttpResponse.json(current)),
      http.delete(`${BASE}/analyses/1`, () => {
        current = { ...current, analyzes: current.analyzes.filter((a) => a.id !== 1) };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const seen = recordRequests();
    const { user } = open(current);
    await user.click(await screen.findByRole('button', { name: 'Удалить «Первое»' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByText('Первое')).not.toBeInTheDocument());
    expect(seen.filter((r) => r === 'GET /labs/6').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Второе')).toBeInTheDocument();
  });

  it('renames the lab in place', async () => {
    let current = lab({ id: 7, name: 'Старое' });
    server.use(
      http.get(`${BASE}/labs/7`, () => HttpResponse.json(current)),
      http.patch(`${BASE}/labs/7`, async ({ request }) => {
        current = { ...current, ...((await request.json()) as { name: string }) };
        return HttpResponse.json(current);
      }),
    );
    const { user, store } = open(current);
    await user.click(await screen.findByRole('button', { name: 'Переименовать «Старое»' }));
    const input = screen.getByLabelText('Новое название');
    await user.clear(input);
    await user.type(input, 'Новое{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Новое' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().ui.breadcrumbs.at(-1)).toEqual({ label: 'Новое' }));
    // focus back on the pencil, not the page's body (the field it was in is gone)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Переименовать «Новое»' })).toHaveFocus(),
    );
  });

  it('shows the catalogue message for a missing lab', async () => {
    server.use(
      http.get(`${BASE}/labs/404`, () =>
        HttpResponse.json({ code: 'OBJECT_NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderPage(<LabPage />, { route: '/labs/404', path: '/labs/:labId' });
    expect(await screen.findByRole('alert')).toHaveTextContent('404 OBJECT_NOT_FOUND');
  });

  it('re-reads the lab while an analysis runs and stops once nothing is running', async () => {
    let reads = 0;
    server.use(
      http.get(`${BASE}/labs/8`, () => {
        reads += 1;
        const status = reads < 3 ? 'processing' : 'done';
        return HttpResponse.json(lab({ id: 8, analyzes: [analysis({ id: 1, status })] }));
      }),
    );
    open(lab({ id: 8 }), 150);
    const row = await screen.findByTestId('analysis-1');
    expect(within(row).getByText('Выполняется')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByTestId('analysis-1')).getByText('Готово')).toBeInTheDocument(),
    );
    const settled = reads;
    expect(settled).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(reads).toBe(settled);
  });
});
