// Test helpers: msw with unhandled requests as errors, the api-client pointed at it, and the
// providers the app gives a page (Mantine, the store, a router, the confirm dialog, toasts).
import { clearToken, configureApiClient, type Item } from '@kreolab/api-client';
import { ConfirmProvider, theme, ToastArea } from '@kreolab/ui-kit';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { makeCloudStore, type CloudTestStore } from '../dev/store';

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
    clearToken();
    localStorage.clear();
  });
  afterAll(() => server.close());
}

let nextId = 100;
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
export const folder = (name: string, id: number, parent_id: number | null = null) =>
  item({ id, name, type: 'folder', size: 0, url: '', parent_id });

/** Records every request msw sees, as 'METHOD /path?query'. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const u = new URL(request.url);
    seen.push(`${request.method} ${u.pathname.replace('/api/v1', '')}${u.search}`);
  });
  return seen;
}

export const GB = 1024 * 1024 * 1024;

/** The usual cloud API: listings by folder id, disk space, search. */
export function cloudHandlers(
  folders: Record<string, Item[]>,
  { free = 5 * GB, search = [] as Item[], meta = {} as Record<string, Item> } = {},
) {
  return [
    http.get(`${BASE}/creatives/disk_space`, () =>
      HttpResponse.json({ free_space: free, used_space: 0, total_space: free }),
    ),
    http.get(`${BASE}/creatives/search`, () => HttpResponse.json(search)),
    http.get(`${BASE}/creatives`, () =>
      HttpResponse.json({ folder: null, items: folders.root ?? [] }),
    ),
    http.get(`${BASE}/creatives/:id`, ({ params }) => {
      const id = String(params.id);
      if (!(id in folders)) return HttpResponse.json({ code: 'OBJECT_NOT_FOUND' }, { status: 404 });
      return HttpResponse.json({ folder: meta[id] ?? null, items: folders[id] });
    }),
  ];
}

export interface RenderOptions {
  route?: string;
  store?: CloudTestStore;
}

export function renderWithApp(
  ui: ReactElement,
  { route = '/cloud', store = makeCloudStore() }: RenderOptions = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
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
  return { ...utils, store, router, user: userEvent.setup() };
}
