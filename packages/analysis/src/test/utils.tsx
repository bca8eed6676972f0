// Test helpers: msw with unhandled requests as errors, the api-client pointed at it, the
// providers a page gets from the app, and a fake EventSource.
import { api, clearToken, configureApiClient, type Item } from '@kreolab/api-client';
import { ConfirmProvider, theme, ToastArea } from '@kreolab/ui-kit';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { labOf, profileOf } from '../dev/fixtures';
import { makeAnalysisStore, type AnalysisTestStore } from '../dev/store';

export const BASE = 'http://localhost/api/v1';
export const server = setupServer();

// jsdom has no canvas: the grid overlay stays empty instead of logging "not implemented".
HTMLCanvasElement.prototype.getContext = (() => null) as never;

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
    FakeEventSource.instances = [];
  });
  afterAll(() => server.close());
}

/** Records every request msw sees, as 'METHOD /path' (with its JSON body, if any). */
export function recordRequests(): { method: string; path: string; body: unknown }[] {
  const seen: { method: string; path: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    const u = new URL(request.url);
    const entry = { method: request.method, path: u.pathname.replace('/api/v1', ''), body: undefined as unknown };
    seen.push(entry);
    if (request.method !== 'GET') {
      void request
        .clone()
        .text()
        .then((t) => {
          try {
            entry.body = t ? JSON.parse(t) : undefined;
          } catch {
            entry.body = t;
          }
        });
    }
  });
  return seen;
}

/** The container and profile reads every analysis page makes. */
export function baseHandlers({ hints = {} as Record<string, boolean>, lab = labOf({ id: 3 }) } = {}) {
  return [
    http.get(`${BASE}/labs/:labId`, () => HttpResponse.json(lab)),
    http.get(`${BASE}/profile/me`, () => HttpResponse.json(profileOf(hints))),
  ];
}

let nextId = 500;
export function item(partial: Partial<Item> & { name: string }): Item {
  return {
    id: partial.id ?? nextId++,
    type: 'image/png',
    size: 1024,
    url: `http://files.test/${partial.name}`,
    created_at: '2025-03-01T10:00:00Z',
    owner_id: 1,
    parent_id: null,
    ...partial,
  };
}

function Here() {
  const location = useLocation();
  return <p data-testid="here">{location.pathname}</p>;
}

export interface RenderOptions {
  route: string;
  path: string;
  store?: AnalysisTestStore;
}

export function renderPage(ui: ReactElement, { route, path, store = makeAnalysisStore() }: RenderOptions) {
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

type Listener = (e: MessageEvent) => void;

/** Stands in for window.EventSource: tests push events and errors by hand. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  url: string;
  withCredentials: boolean;
  closed = false;
  onerror: ((e: Event) => void) | null = null;
  private listeners = new Map<string, Listener[]>();
  constructor(url: string, init?: { withCredentials?: boolean }) {
    this.url = url;
    this.withCredentials = !!init?.withCredentials;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  removeEventListener(type: string, fn: Listener) {
    this.listeners.set(type, (this.listeners.get(type) ?? []).filter((f) => f !== fn));
  }
  close() {
    this.closed = true;
  }
  /** Sends `event: <type>` with JSON data. */
  emit(type: string, data: unknown) {
    const e = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const fn of this.listeners.get(type) ?? []) fn(e);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  static get last(): FakeEventSource {
    const s = FakeEventSource.instances[FakeEventSource.instances.length - 1];
    if (!s) throw new Error('no EventSource was opened');
    return s;
  }
}
