// Test helpers: msw with unhandled requests as errors, the api-client pointed at it, and a
// memory router around the auth pages with the toast area, as the app renders them.
import { clearToken, configureApiClient } from '@kreolab/api-client';
import { theme, ToastArea } from '@kreolab/ui-kit';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { StrictMode, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { makeAuthStore, type AuthTestStore } from '../dev/store';
import { setAuthNavigator } from '../session/navigator';

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
    setAuthNavigator(null);
  });
  afterAll(() => server.close());
}

function Here({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p data-testid="here">
      {name} {location.pathname}
      {location.search}
    </p>
  );
}

export interface RenderOptions {
  route?: string;
  store?: AuthTestStore;
  /** Extra routes, e.g. the page under test; every other path renders a location marker. */
  routes: {
    path: string;
    element: ReactElement;
    children?: { index: true; element: ReactElement }[];
  }[];
  /** Render in React's StrictMode (development double effects). */
  strict?: boolean;
}

export function renderApp({ route = '/', store = makeAuthStore(), routes, strict }: RenderOptions) {
  const router = createMemoryRouter(
    [...routes, { path: '*', element: <Here name="elsewhere" /> }],
    { initialEntries: [route] },
  );
  setAuthNavigator((to, options) => void router.navigate(to, options));
  const app = (
    <MantineProvider theme={theme} env="test">
      <Provider store={store}>
        <RouterProvider router={router} />
        <ToastArea />
      </Provider>
    </MantineProvider>
  );
  const utils = render(strict ? <StrictMode>{app}</StrictMode> : app);
  const path = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...utils, store, router, path, user: userEvent.setup() };
}

/** The texts of the toasts in the store. */
export function toastMessages(store: AuthTestStore): string[] {
  return store.getState().toasts.map((t) => t.message);
}
