import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RootLayout } from './routing/RootLayout';
import { API, server } from './test-server';
import { renderApp } from './test-utils';

const layoutOf = (container: HTMLElement) =>
  container.querySelector('[data-layout]')?.getAttribute('data-layout');

describe('document title', () => {
  it.each([
    ['/signin', 'Вход в личный кабинет'],
    ['/signup?email=a@b.ru', 'Регистрация'],
    ['/forgot-password', 'Восстановление пароля'],
    ['/reset-password?token=x', 'Смена пароля'],
    ['/profile/details', 'Профиль'],
    ['/cloud', 'Облако'],
    ['/labs', 'Лаборатории'],
    ['/briefs', 'Брифы'],
    ['/briefs/create', 'Создание брифа'],
    ['/labs/1/comparisons/2/result', 'Результаты сравнения'],
    ['/briefs/1/comparisons/2/result', 'Результаты сравнения'],
    ['/no/such/page', 'Страница не найдена'],
  ])('%s → %s', async (path, title) => {
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('follows every navigation', async () => {
    const { router } = renderApp('/cloud');
    await waitFor(() => expect(document.title).toBe('Облако'));
    await act(() => router.navigate('/labs'));
    expect(document.title).toBe('Лаборатории');
    await act(() => router.navigate('/briefs/create'));
    expect(document.title).toBe('Создание брифа');
  });
});

describe('focus after a navigation', () => {
  it("goes to the new page's main landmark when the old page took it away", async () => {
    const { router } = renderApp('/cloud');
    await waitFor(() => expect(document.title).toBe('Облако'));
    // the first page of a visit keeps the browser's own start
    expect(document.activeElement).toBe(document.body);
    await act(() => router.navigate('/labs'));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', 'main'));
    expect(document.activeElement?.tagName).toBe('MAIN');
  });

  it('leaves focus where the new page put it', async () => {
    const { router } = renderApp('/x', [
      {
        element: <RootLayout />,
        children: [
          { path: '/x', element: <p>первая</p> },
          { path: '/y', element: <input aria-label="Поле" autoFocus /> },
        ],
      },
    ]);
    await screen.findByText('первая');
    await act(() => router.navigate('/y'));
    const field = screen.getByRole('textbox', { name: 'Поле' });
    await new Promise((r) => requestAnimationFrame(r));
    await new Promise((r) => requestAnimationFrame(r));
    expect(field).toHaveFocus();
  });
});

describe('route table', () => {
  it('redirects / and /profile to /profile/dashboard', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/dashboard'));
    await act(() => router.navigate('/profile'));
    expect(router.state.location.pathname).toBe('/profile/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
  });

  it('shows the 404 page for unknown paths', async () => {
    const { container } = renderApp('/labs/1/unknown/deep');
    expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
    expect(layoutOf(container)).toBe('404');
  });

  it.each([
    ['/labs/5/researches/9/details', 'Параметры исследования'],
    ['/labs/5/researches/9/progress', 'Исследование выполняется'],
    ['/labs/5/researches/9/result', 'Результаты исследования'],
    ['/labs/5/comparisons/create', 'Новое сравнение'],
    ['/labs/5/comparisons/9/progress', 'Сравнение выполняется'],
    ['/labs/5/comparisons/9/result', 'Результаты сравнения'],
    ['/briefs/5/researches/9/details', 'Параметры исследования'],
    ['/briefs/5/researches/9/progress', 'Исследование выполняется'],
    ['/briefs/5/researches/9/result', 'Результаты исследования'],
    ['/briefs/5/comparisons/create', 'Новое сравнение'],
    ['/briefs/5/comparisons/9/progress', 'Сравнение выполняется'],
  ])('%s exists and shows the analysis page', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText('Страница не найдена')).toBeNull();
  });
});

describe('lazily loaded pages', () => {
  it('inject the analysis slice before an analysis page renders', async () => {
    const { store } = renderApp('/labs/5/researches/9/result');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Результаты исследования' }),
    ).toBeInTheDocument();
    store.dispatch({ type: 'test/ping' });
    expect((store.getState() as { analysis?: unknown }).analysis).toBeDefined();
  });
});

describe('profile pages', () => {
  it.each([
    ['/profile/dashboard', 'Личный кабинет'],
    ['/profile/details', 'Личные данные'],
    ['/profile/tariff', 'Тариф'],
  ])('%s shows the profile with its tab selected', async (path, tab) => {
    renderApp(path);
    expect(await screen.findByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
  });
});

describe('labs and briefs pages', () => {
  it.each([
    ['/labs/create', 'Новая лаборатория'],
    ['/labs/5', 'Весна'],
    ['/briefs/5', 'Лето'],
  ])('%s shows its page', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});

describe('layouts', () => {
  it.each([
    ['/signin', 'auth'],
    ['/cloud', 'default'],
    ['/labs', 'default'],
    ['/labs/5', 'default'],
    ['/labs/create', 'analysis'],
    ['/labs/5/researches/9/details', 'analysis'],
    ['/briefs/5/comparisons/create', 'analysis'],
    ['/briefs/5/comparisons/9/result', 'analysis'],
    ['/nowhere', '404'],
  ])('%s uses the %s layout', async (path, layout) => {
    const { container } = renderApp(path);
    await waitFor(() => expect(layoutOf(container)).toBe(layout));
  });

  it('falls back to the default layout for an unknown value', async () => {
    const { container } = renderApp('/x', [
      {
        element: <RootLayout />,
        children: [{ path: '/x', handle: { layout: 'bogus' }, element: <p>страница</p> }],
      },
    ]);
    await screen.findByText('страница');
    expect(layoutOf(container)).toBe('default');
  });

  it('shows the route breadcrumbs, linking back to the list', async () => {
    renderApp('/labs/5/researches/9/result');
    const trail = await screen.findByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(trail).getByRole('link', { name: 'Мои исследования' })).toHaveAttribute(
      'href',
      '/labs',
    );
  });

  it('marks the profile with the breadcrumb Личный кабинет', async () => {
    renderApp('/profile/tariff');
    const trail = await screen.findByRole('navigation', { name: 'Навигационная цепочка' });
    expect(trail).toHaveTextContent('Личный кабинет');
  });
});

describe('guard', () => {
  it('sends a visitor without a token to sign-in', async () => {
    const { router } = renderApp('/cloud', undefined, { signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    // The sign-in page's module loads before the page (and its title) renders.
    await waitFor(() => expect(document.title).toBe('Вход в личный кабинет'));
  });
});

describe('shared result (/s/:token)', () => {
  it('opens for a visitor without a token, outside the sign-in guard', async () => {
    const token = 'A'.repeat(43);
    server.use(
      http.get(`${API}/shared/${token}`, () =>
        HttpResponse.json({ code: 'OBJECT_NOT_FOUND' }, { status: 404 }),
      ),
    );
    const { router } = renderApp(`/s/${token}`, undefined, { signedIn: false });
    expect(
      await screen.findByRole('heading', { name: 'Ссылка недействительна' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/s/${token}`);
    expect(document.title).toBe('Результат по ссылке');
  });
});
