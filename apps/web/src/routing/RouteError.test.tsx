import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test-utils';
import { isChunkLoadError, RouteError } from './RouteError';

// A table of one route that fails as the given error, under the app's real error element.
const failing = (error: Error) => [
  {
    path: '/',
    errorElement: <RouteError />,
    lazy: async () => {
      throw error;
    },
  },
];

describe('RouteError', () => {
  // the page logs what failed; the test's failures are on purpose
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('says a page whose code did not arrive could not be loaded, and offers a reload', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const user = userEvent.setup();
    renderApp(
      '/',
      failing(
        new TypeError('Failed to fetch dynamically imported module: /assets/cloud-abc123.js'),
      ),
    );
    expect(await screen.findByText('Не удалось загрузить страницу')).toBeInTheDocument();
    expect(screen.getByText(/обновится сама, как только сервер ответит/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Обновить страницу' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('asks the user to reload when the page failed again right after reloading by itself', async () => {
    sessionStorage.setItem('kreolab.route-reloaded-at', String(Date.now()));
    renderApp('/', failing(new TypeError('Importing a module script failed.')));
    expect(
      await screen.findByText(
        'Возможно, пропала связь или вышло обновление Креолаба. Обновите страницу.',
      ),
    ).toBeInTheDocument();
    sessionStorage.clear();
  });

  it('keeps the catalogue text for any other failure, with the reload too', async () => {
    renderApp('/', failing(new Error('render failed')));
    expect(
      await screen.findByText('Упс! Что-то сломалось! Мы уже работаем над этой проблемой.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
  });

  it('knows the three browsers’ words for a module that failed to load', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/a.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: https://x/a.js',
    ])
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('dynamically imported module')).toBe(false);
  });
});
