import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analysisOf } from '../dev/fixtures';
import {
  BASE,
  baseHandlers,
  FakeEventSource,
  recordRequests,
  renderPage,
  server,
  setupMsw,
} from '../test/utils';
import { ProgressPage } from './ProgressPage';

setupMsw();

const PATH = '/labs/:labId/researches/:analysisId/progress';
const ROUTE = '/labs/3/researches/7/progress';

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function handlers(progress: () => object, type: 'research' | 'comparison' = 'research') {
  return [
    ...baseHandlers(),
    http.get(`${BASE}/analyses/7`, () =>
      HttpResponse.json(analysisOf({ id: 7, name: 'Баннер', status: 'processing', type })),
    ),
    http.get(`${BASE}/analyses/7/progress`, () => HttpResponse.json(progress())),
  ];
}

describe('progress', () => {
  it('follows the event stream with Russian stage names and opens the result when done', async () => {
    server.use(...handlers(() => ({ status: 'queued', progress: 0, stage: null })));
    const seen = recordRequests();
    const { pathname } = renderPage(<ProgressPage container="labs" kind="research" />, {
      route: ROUTE,
      path: PATH,
    });
    expect(await screen.findByText('В очереди')).toBeInTheDocument();
    const stream = FakeEventSource.last;
    expect(stream.url).toBe('/api/v1/analyses/7/events');
    expect(stream.withCredentials).toBe(true);
    act(() =>
      stream.emit('progress', { status: 'processing', progress: 40, stage: 'Карта внимания' }),
    );
    expect(screen.getByTestId('progress-stage')).toHaveTextContent('Карта внимания');
    expect(screen.getByText('40 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Ход выполнения' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    act(() => stream.emit('progress', { status: 'processing', progress: 70, stage: 'viewers' }));
    expect(screen.getByTestId('progress-stage')).toHaveTextContent('Симуляция зрителей');
    const labReads = () => seen.filter((r) => r.method === 'GET' && r.path === '/labs/3').length;
    const readsBeforeDone = labReads();
    act(() => stream.emit('progress', { status: 'done', progress: 100, stage: 'Готово' }));
    await waitFor(() => expect(pathname()).toBe('/labs/3/researches/7/result'));
    expect(stream.closed).toBe(true);
    // the lab's list (its status of this research) is read again, not kept from the start
    await waitFor(() => expect(labReads()).toBeGreaterThan(readsBeforeDone));
  });

  it('falls back to polling GET /progress every interval when the stream errors', async () => {
    let calls = 0;
    server.use(
      ...handlers(() => {
        calls += 1;
        return calls < 3
          ? { status: 'processing', progress: 10 * calls, stage: 'Регионы и метрики' }
          : { status: 'done', progress: 100, stage: null };
      }, 'comparison'),
    );
    const seen = recordRequests();
    const { pathname } = renderPage(
      <ProgressPage container="labs" kind="comparison" pollMs={50} />,
      {
        route: '/labs/3/comparisons/7/progress',
        path: '/labs/:labId/comparisons/:analysisId/progress',
      },
    );
    expect(await screen.findByText('Регионы и метрики')).toBeInTheDocument();
    act(() => FakeEventSource.last.fail());
    expect(FakeEventSource.last.closed).toBe(true);
    expect(await screen.findByText(/обновляем статус каждые 2 секунды/)).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/labs/3/comparisons/7/result'));
    expect(seen.filter((r) => r.path === '/analyses/7/progress').length).toBeGreaterThanOrEqual(3);
  });

  it('shows a failed analysis with «Перезапустить» (start again) and «Назад»', async () => {
    let status = 'failed';
    server.use(
      ...handlers(() => ({ status, progress: 30, stage: null })),
      http.post(`${BASE}/analyses/7/start`, () => {
        status = 'queued';
        return HttpResponse.json({ status: 'queued', progress: 0, stage: null }, { status: 202 });
      }),
    );
    const { user, pathname } = renderPage(<ProgressPage container="labs" kind="research" />, {
      route: ROUTE,
      path: PATH,
    });
    expect(await screen.findByText('Анализ завершился с ошибкой')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Перезапустить' }));
    expect(await screen.findByText('В очереди')).toBeInTheDocument();
    expect(FakeEventSource.instances.length).toBe(2);
    act(() =>
      FakeEventSource.last.emit('progress', { status: 'failed', progress: 50, stage: null }),
    );
    await user.click(await screen.findByRole('button', { name: 'Назад' }));
    expect(pathname()).toBe('/labs/3');
  });

  it('says what a failure on the server means for the user, not «Упс!»', async () => {
    server.use(
      ...baseHandlers(),
      http.get(`${BASE}/analyses/7`, () =>
        HttpResponse.json(
          analysisOf({
            id: 7,
            name: 'Баннер',
            status: 'failed',
            error: { code: 'ANALYSIS_FAILED', detail: 'assembling failed' },
          }),
        ),
      ),
      http.get(`${BASE}/analyses/7/progress`, () =>
        HttpResponse.json({ status: 'failed', progress: 30, stage: null }),
      ),
    );
    renderPage(<ProgressPage container="labs" kind="research" />, { route: ROUTE, path: PATH });
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'Анализ прервался из-за сбоя на сервере. Запустите его снова: исследование не списано с тарифа',
      ),
    );
    expect(alert).not.toHaveTextContent(/Упс/);
  });

  it('offers a way back to the lab', async () => {
    server.use(...handlers(() => ({ status: 'processing', progress: 5, stage: 'Подготовка' })));
    renderPage(<ProgressPage container="labs" kind="research" />, { route: ROUTE, path: PATH });
    expect(await screen.findByRole('link', { name: 'Вернуться в лабораторию' })).toHaveAttribute(
      'href',
      '/labs/3',
    );
  });

  it('shows another lab’s research as not found and does not follow it to its result', async () => {
    server.use(
      ...baseHandlers(),
      http.get(`${BASE}/analyses/7`, () =>
        HttpResponse.json(analysisOf({ id: 7, name: 'Чужое', status: 'done', lab_id: 8 })),
      ),
      http.get(`${BASE}/analyses/7/progress`, () =>
        HttpResponse.json({ status: 'done', progress: 100, stage: null }),
      ),
    );
    const { pathname } = renderPage(<ProgressPage container="labs" kind="research" />, {
      route: ROUTE,
      path: PATH,
    });
    expect(await screen.findByText(/404 OBJECT_NOT_FOUND/)).toBeInTheDocument();
    expect(screen.queryByText('Чужое')).toBeNull();
    expect(pathname()).toBe(ROUTE);
  });
});
