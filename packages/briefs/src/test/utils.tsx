// Test helpers: msw with unhandled requests as errors, the api-client pointed at it, and the
// providers the app gives a page (Mantine, the store, a router, the confirm dialog, toasts).
import {
  clearToken,
  configureApiClient,
  type AnalysisSummary,
  type Brief,
  type BriefSummary,
} from '@kreolab/api-client';
import { ConfirmProvider, theme, ToastArea } from '@kreolab/ui-kit';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { api } from '@kreolab/api-client';
import { makeBriefsStore, type BriefsTestStore } from '../dev/store';

export const BASE = 'http://localhost/api/v1';
export const server = setupServer();

/** Call once per test file. */
export function setupMsw(): void {
  beforeAll(() => {
    configureApiClient({ baseUrl: BASE, fetchFn: (input, init) => fetch(input, init) });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    clearToken();
    localStorage.clear();
  });
  afterAll(() => server.close());
}

export function briefSummary(
  partial: Partial<BriefSummary> & { id: number; name: string },
): BriefSummary {
  return {
    brand: 'Бренд',
    product: 'Продукт',
    created_at: '2025-03-01T10:00:00Z',
    researches: 0,
    comparisons: 0,
    ...partial,
  };
}

export function analysis(partial: Partial<AnalysisSummary> & { id: number }): AnalysisSummary {
  return {
    type: 'research',
    name: `Исследование ${partial.id}`,
    status: 'draft',
    saved: false,
    created_at: '2025-03-02T10:00:00Z',
    preview: null,
    ...partial,
  };
}

export function brief(partial: Partial<Brief> & { id: number }): Brief {
  return {
    name: `Бриф ${partial.id}`,
    brand: 'Кофейня «Зерно»',
    product: 'Холодный кофе',
    category: 'Напитки',
    goal: 'awareness',
    audience: 'Горожане',
    key_message: 'Бодрит летом',
    placements: ['social_feed', 'outdoor'],
    segments: [
      {
        id: 11,
        name: 'Студенты',
        age_from: 18,
        age_to: 24,
        gender: 'any',
        interests: ['музыка', 'кино'],
      },
    ],
    created_at: '2025-03-01T10:00:00Z',
    analyzes: [],
    ...partial,
  };
}

/** Records every request msw sees, as 'METHOD /path'. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const u = new URL(request.url);
    seen.push(`${request.method} ${u.pathname.replace('/api/v1', '')}${u.search}`);
  });
  return seen;
}

function Here() {
  const location = useLocation();
  return <p data-testid="here">{location.pathname}</p>;
}

export interface RenderOptions {
  route?: string;
  /** The route pattern the element is mounted at, e.g. '/briefs/:briefId'. */
  path?: string;
  store?: BriefsTestStore;
}

export function renderPage(
  ui: ReactElement,
  { route = '/briefs', path = route, store = makeBriefsStore() }: RenderOptions = {},
) {
  store.dispatch(api.util.resetApiState());
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <Here /> },
    ],
    { initialEntries: [route] },
  );
  const utils = render(
    <MantineProvider theme={theme} env="test">
      <Provider store={store}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
        <ToastArea />
      </Provider>
    </MantineProvider>,
  );
  const pathname = () => router.state.location.pathname;
  return { ...utils, store, router, pathname, user: userEvent.setup() };
}
