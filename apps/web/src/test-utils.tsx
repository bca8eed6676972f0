import { clearToken, setToken } from '@kreolab/api-client';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { App } from './App';
import { routes } from './routes';
import { makeStore } from './store';

/** Renders the whole app at `path` with a memory router (signed in unless told); returns the router and store. */
export function renderApp(
  path: string,
  table: RouteObject[] = routes,
  { signedIn = true }: { signedIn?: boolean } = {},
) {
  // The guard of `/` lets a user in only with a token that the auth check accepts.
  if (signedIn) setToken('test-token');
  else clearToken();
  const store = makeStore();
  const router = createMemoryRouter(table, { initialEntries: [path] });
  const view = render(<App store={store} router={router} env="test" />);
  return { store, router, ...view };
}
