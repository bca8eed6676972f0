import '@mantine/core/styles.css';
import { clearToken } from '@kreolab/api-client';
import { MantineProvider } from '@mantine/core';
import { ConfirmProvider, createUiKitStore, theme, ToastArea } from '@kreolab/ui-kit';
import type { Store } from '@reduxjs/toolkit';
import type { Decorator, Preview } from '@storybook/react-vite';
import axe from 'axe-core';
import { configure as configureStoryQueries } from 'storybook/test';
import { configure as configureDomQueries } from '@testing-library/dom';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { contractHandlers } from '../src/msw/handlers';
import { resetWorld } from '../src/msw/world';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Makes the story's store (a package's dev store for its pages); ui-kit's store otherwise. */
    store?: () => Store;
    /**
     * Mounts the story as a route: `path` is the route table's pattern ('/labs/:labId'), `url`
     * the address it opens at ('/labs/1', the pattern by default), `state` its history state.
     */
    route?: StoryRoute;
  }
}

type StoryRoute = { path: string; url?: string; state?: unknown };

/** The router's first entry for a story's route, with its history state when it has one. */
function firstEntry({ path, url = path, state }: StoryRoute) {
  if (state === undefined) return url;
  const [pathname, search] = url.split('?');
  return { pathname, search: search ? `?${search}` : '', state };
}

/** Where the page navigated to, for the interaction tests (and the designer) to see. */
function Navigated() {
  const location = useLocation();
  return (
    <p data-testid="navigated">
      {location.pathname}
      {location.search}
    </p>
  );
}

function Shell({
  makeStore,
  route,
  children,
}: {
  makeStore?: () => Store;
  route?: StoryRoute;
  children: ReactNode;
}) {
  // One store per story: what a story dispatches or caches never reaches the next.
  const [store] = useState<Store>(() => (makeStore ?? createUiKitStore)());
  return (
    <MantineProvider theme={theme}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[route ? firstEntry(route) : '/labs']}>
          <ConfirmProvider>
            {route ? (
              <Routes>
                <Route path={route.path} element={children} />
                <Route path="*" element={<Navigated />} />
              </Routes>
            ) : (
              children
            )}
          </ConfirmProvider>
          <ToastArea />
        </MemoryRouter>
      </Provider>
    </MantineProvider>
  );
}

// The play functions' `canvas` queries come from storybook/test's copy of Testing Library and
// their `waitFor` from @testing-library/dom; both wait 1 s by default. In CI the stories run
// beside the packages' builds (.ci/run), and a route change once took longer than that on two
// busy cores; a story still fails within its 30 s test timeout (vitest.config.ts).
for (const configure of [configureStoryQueries, configureDomQueries]) {
  configure({ asyncUtilTimeout: 10_000 });
}

const withProviders: Decorator = (Story, { parameters, id }) => (
  <Shell key={id} makeStore={parameters.store} route={parameters.route}>
    <Story />
  </Shell>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withProviders],
  loaders: [
    // Each story starts signed out, with nothing remembered in the browser and a fresh account.
    () => {
      clearToken();
      localStorage.clear();
      resetWorld();
    },
    // Every request to the API is answered by the contract's handlers (stories may add
    // their own in parameters.msw); anything else goes to the network.
    mswLoader(async () => {
      const worker = setupWorker(...contractHandlers());
      await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
      return worker;
    }),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story is checked with axe after it renders (and after its play function): a
    // violation fails the stories run, so labels, roles, names and contrast are tested once, in
    // the shared mechanism, for every component in every state a story shows.
    a11y: { test: 'error' },
  },
  // axe reports text of exactly its background's colour (1:1) as "incomplete" rather than a
  // violation, as if it might be hidden on purpose, so the check above passed a button whose
  // red label lay on the same red (the cloud's «Очистить корзину»). Nothing in the product hides
  // text that way: every such text fails its story.
  afterEach: async () => {
    const { incomplete } = await axe.run(document.body, { runOnly: ['color-contrast'] });
    const invisible = incomplete
      .flatMap((rule) => rule.nodes)
      .filter((node) =>
        [...node.any, ...node.all, ...node.none].some(
          (check) => (check.data as { messageKey?: string } | null)?.messageKey === 'equalRatio',
        ),
      );
    if (invisible.length > 0)
      throw new Error(
        `Text of its background's colour (1:1): ${invisible.map((n) => n.html).join('; ')}`,
      );
  },
};

export default preview;
