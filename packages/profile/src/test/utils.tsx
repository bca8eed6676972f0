// Test helpers: the shared ones (msw, the app's providers around the routes) and the profile
// store; routes render at / unless told otherwise.
import { renderRoutes } from '@kreolab/testing';
import type { ReactElement } from 'react';
import { makeProfileStore, type ProfileTestStore } from '../dev/store';

export { BASE, recordRequests, server, setupMsw, toastMessages } from '@kreolab/testing';

export interface RenderOptions {
  route?: string;
  store?: ProfileTestStore;
  /** path → element; every other path renders a location marker. */
  routes: Record<string, ReactElement>;
}

export function renderWithApp({ route = '/', store = makeProfileStore(), routes }: RenderOptions) {
  return renderRoutes(
    Object.entries(routes).map(([path, element]) => ({ path, element })),
    { route, store },
  );
}
