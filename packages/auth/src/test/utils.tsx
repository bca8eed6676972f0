// Test helpers: the shared ones (msw, the app's providers around the routes) with the auth
// navigator pointed at the memory router, as the app wires it, and the auth store.
import { Here, renderRoutes, setupMsw as setupKitMsw } from '@kreolab/testing';
import type { ReactElement } from 'react';
import { createPath } from 'react-router';
import { makeAuthStore, type AuthTestStore } from '../dev/store';
import { setAuthNavigator } from '../session/navigator';

export { BASE, server, toastMessages } from '@kreolab/testing';

/** Call once per test file. */
export function setupMsw(): void {
  setupKitMsw({ afterEach: () => setAuthNavigator(null) });
}

export interface RenderOptions {
  route?: string;
  store?: AuthTestStore;
  /** Extra routes, e.g. the page under test; every other path renders a location marker. */
  routes: {
    path: string;
    element: ReactElement;
    children?: ({ index: true; element: ReactElement } | { path: string; element: ReactElement })[];
  }[];
  /** Render in React's StrictMode (development double effects). */
  strict?: boolean;
}

export function renderApp({ route = '/', store = makeAuthStore(), routes, strict }: RenderOptions) {
  return renderRoutes(routes, {
    route,
    store,
    strict,
    fallback: <Here name="elsewhere" search />,
    onRouter: (router) =>
      setAuthNavigator(
        (to, options) => void router.navigate(to, options),
        () => createPath(router.state.location),
      ),
  });
}
