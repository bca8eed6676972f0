// Test helpers: msw with unhandled requests as errors, the api-client pointed at it, and the
// providers the app gives a page (Mantine, the store, a router, the confirm dialog, toasts).
import { clearToken, configureApiClient } from '@kreolab/api-client';
import { ConfirmProvider, theme, ToastArea } from '@kreolab/ui-kit';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { makeProfileStore, type ProfileTestStore } from '../dev/store';
import { api } from '@kreolab/api-client';

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
  });
  afterAll(() => server.close());
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
  store?: ProfileTestStore;
  /** path → element; every other path renders a location marker. */
  routes: Record<string, ReactElement>;
}

export function renderWithApp({ route = '/', store = makeProfileStore(), routes }: RenderOptions) {
  // Each test starts from an empty RTK Query cache.
  store.dispatch(api.util.resetApiState());
  const router = createMemoryRouter(
    [
      ...Object.entries(routes).map(([path, element]) => ({ path, element })),
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
  const path = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...utils, store, router, path, user: userEvent.setup() };
}

/** The texts of the toasts in the store. */
export function toastMessages(store: ProfileTestStore): string[] {
  return store.getState().toasts.map((t) => t.message);
}
