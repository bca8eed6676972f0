// The providers the app gives a page (Mantine, the store, the confirm dialog, a memory router,
// the toast area), and those Storybook's preview gives a story.
import { api } from '@kreolab/api-client';
import { MantineProvider } from '@mantine/core';
import type { Store } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import {
  ConfirmProvider,
  theme,
  ToastArea,
  type ToastsState,
  type UiKitStore,
} from '@kreolab/ui-kit';

/** Marks where the router went: `[name ]pathname[search]` in `data-testid="here"`. */
export function Here({ name, search = false }: { name?: string; search?: boolean }) {
  const location = useLocation();
  return (
    <p data-testid="here">
      {name === undefined ? null : `${name} `}
      {location.pathname}
      {search ? location.search : null}
    </p>
  );
}

export type TestRouter = ReturnType<typeof createMemoryRouter>;

export interface RenderRoutesOptions<S extends Store> {
  route: string;
  store: S;
  /** Rendered at every path the routes do not match (default `<Here />`); null for none. */
  fallback?: ReactElement | null;
  /** Render in React's StrictMode (development double effects). */
  strict?: boolean;
  /** Called with the router before the first render (e.g. to give it to a navigator). */
  onRouter?: (router: TestRouter) => void;
}

/** What renderRoutes gives a test; spelled out so the published declarations can name it. */
export type RenderedRoutes<S extends Store> = RenderResult & {
  store: S;
  router: TestRouter;
  /** The router's pathname now. */
  pathname: () => string;
  /** The router's pathname and search now. */
  path: () => string;
  user: UserEvent;
};

/** Renders the routes in a memory router at `route`, each test from an empty RTK Query cache. */
export function renderRoutes<S extends Store>(
  routes: RouteObject[],
  { route, store, fallback = <Here />, strict = false, onRouter }: RenderRoutesOptions<S>,
): RenderedRoutes<S> {
  store.dispatch(api.util.resetApiState());
  const router = createMemoryRouter(
    fallback ? [...routes, { path: '*', element: fallback }] : routes,
    { initialEntries: [route] },
  );
  onRouter?.(router);
  const app = (
    <MantineProvider theme={theme} env="test">
      <Provider store={store}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
        <ToastArea />
      </Provider>
    </MantineProvider>
  );
  const utils = render(strict ? <StrictMode>{app}</StrictMode> : app);
  const pathname = () => router.state.location.pathname;
  const path = () => `${pathname()}${router.state.location.search}`;
  return { ...utils, store, router, pathname, path, user: userEvent.setup() };
}

export interface PageOptions<S extends Store> {
  route?: string;
  /** The route pattern the page is mounted at, e.g. '/labs/:labId'; the route by default. */
  path?: string;
  store?: S;
}

/**
 * A package's `renderPage(ui, { route, path, store })`: the page at `path`, `<Here />` at every
 * other path, in a store from `makeStore` unless one is given. Without a default route, every
 * call names its route and path.
 */
export function pageRenderer<S extends Store>(
  makeStore: () => S,
  defaultRoute: string,
): (ui: ReactElement, options?: PageOptions<S>) => RenderedRoutes<S>;
export function pageRenderer<S extends Store>(
  makeStore: () => S,
): (
  ui: ReactElement,
  options: PageOptions<S> & { route: string; path: string },
) => RenderedRoutes<S>;
export function pageRenderer<S extends Store>(makeStore: () => S, defaultRoute = '/') {
  return (ui: ReactElement, options: PageOptions<S> = {}) => {
    const { route = defaultRoute, path = route, store = makeStore() } = options;
    return renderRoutes([{ path, element: ui }], { route, store });
  };
}

/**
 * Renders a story with what Storybook's preview gives it: Mantine, a router and the confirm
 * dialog, and a ui-kit store when one is given (no store otherwise).
 */
export function renderStory(ui: ReactElement, { store }: { store?: UiKitStore } = {}) {
  const story = (
    <MemoryRouter>
      <ConfirmProvider>{ui}</ConfirmProvider>
    </MemoryRouter>
  );
  return render(
    <MantineProvider theme={theme} env="test">
      {store ? <Provider store={store}>{story}</Provider> : story}
    </MantineProvider>,
  );
}

/** The texts of the toasts in the store. */
export function toastMessages(store: { getState(): { toasts: ToastsState } }): string[] {
  return store.getState().toasts.map((t) => t.message);
}
