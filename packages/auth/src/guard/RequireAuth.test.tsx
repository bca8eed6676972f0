import { sessionExpired, setToken } from '@kreolab/api-client';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeAuthStore } from '../dev/store';
import { BASE, renderApp, server, toastMessages, setupMsw } from '../test/utils';
import { SignInPage } from '../pages/SignInPage';
import { returnPathOf } from '../session/paths';
import { logout } from '../session/thunks';
import { RequireAuth } from './RequireAuth';

setupMsw();

const MESSAGE = 'Возникла ошибка при проверке авторизации';
const routes = [
  {
    path: '/',
    element: <RequireAuth />,
    children: [{ index: true as const, element: <p>Защищенная страница</p> }],
  },
  { path: '/signin', element: <p>Страница входа</p> },
];

function signedIn(token = 'tok') {
  setToken(token);
  return makeAuthStore(); // the session starts from the cookie
}

describe('RequireAuth', () => {
  it('without a token logs out and redirects to /signin without calling the server', async () => {
    const { path, store } = renderApp({ route: '/', routes });
    expect(await screen.findByText('Страница входа')).toBeInTheDocument();
    expect(path()).toBe('/signin');
    expect(store.getState().session.token).toBeNull();
  });

  it('with a token runs the check under the app loader, then shows the page', async () => {
    let auth: string | null = null;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${BASE}/auth/jwt/check`, async ({ request }) => {
        auth = request.headers.get('Authorization');
        await gate;
        return HttpResponse.json({ id: 1, email: 'anna@example.ru' });
      }),
    );
    const { store } = renderApp({ route: '/', routes, store: signedIn() });
    await waitFor(() => expect(auth).toBe('Bearer tok'));
    expect(store.getState().ui.loading).toBe(true);
    expect(screen.queryByText('Защищенная страница')).toBeNull();
    release();
    expect(await screen.findByText('Защищенная страница')).toBeInTheDocument();
    expect(store.getState().ui.loading).toBe(false);
  });

  it('on a failed check logs out, goes to /signin and shows the message', async () => {
    server.use(
      http.get(`${BASE}/auth/jwt/check`, () =>
        HttpResponse.json({ code: 'INTERNAL' }, { status: 500 }),
      ),
      http.post(`${BASE}/auth/jwt/logout`, () => new HttpResponse(null, { status: 204 })),
    );
    const { path, store } = renderApp({ route: '/', routes, store: signedIn() });
    expect(await screen.findByText('Страница входа')).toBeInTheDocument();
    expect(path()).toBe('/signin');
    expect(toastMessages(store)).toEqual([MESSAGE]);
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().ui.loading).toBe(false);
    expect(document.cookie).not.toContain('kreolab=tok');
  });

  it('a check cut off by the page going away does not log out (the next page checks again)', async () => {
    let logouts = 0;
    let checks = 0;
    server.use(
      http.get(`${BASE}/auth/jwt/check`, () => {
        checks += 1;
        // The browser aborts the page's requests as it unloads: a network error here.
        window.dispatchEvent(new Event('pagehide'));
        return HttpResponse.error();
      }),
      http.post(`${BASE}/auth/jwt/logout`, () => {
        logouts += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { store } = renderApp({ route: '/', routes, store: signedIn() });
    await waitFor(() => expect(checks).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logouts).toBe(0);
    expect(store.getState().session.token).toBe('tok');
    expect(toastMessages(store)).toEqual([]);
    window.dispatchEvent(new Event('pageshow'));
  });

  it('on a 401 refreshes first and passes when the refresh works', async () => {
    let refreshes = 0;
    server.use(
      http.get(`${BASE}/auth/jwt/check`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer fresh'
          ? HttpResponse.json({ id: 1, email: 'anna@example.ru' })
          : HttpResponse.json({ code: 'TOKEN_EXPIRED' }, { status: 401 }),
      ),
      http.post(`${BASE}/auth/jwt/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ access: 'fresh' });
      }),
    );
    const { store } = renderApp({ route: '/', routes, store: signedIn('stale') });
    expect(await screen.findByText('Защищенная страница')).toBeInTheDocument();
    expect(refreshes).toBe(1);
    expect(store.getState().session.token).toBe('fresh'); // followed the api-client's token
    expect(toastMessages(store)).toEqual([]);
  });

  it('on a 401 whose refresh fails logs out to /signin with the message', async () => {
    server.use(
      http.get(`${BASE}/auth/jwt/check`, () =>
        HttpResponse.json({ code: 'TOKEN_EXPIRED' }, { status: 401 }),
      ),
      http.post(`${BASE}/auth/jwt/refresh`, () =>
        HttpResponse.json({ code: 'NO_TOKEN' }, { status: 401 }),
      ),
    );
    const { path, store } = renderApp({ route: '/', routes, store: signedIn('stale') });
    expect(await screen.findByText('Страница входа')).toBeInTheDocument();
    expect(path()).toBe('/signin');
    await waitFor(() => expect(toastMessages(store)).toEqual([MESSAGE]));
    expect(store.getState().session.token).toBeNull();
  });

  it('in StrictMode shows the message once when the check fails', async () => {
    let checks = 0;
    server.use(
      http.get(`${BASE}/auth/jwt/check`, () => {
        checks += 1;
        return HttpResponse.json({ code: 'INTERNAL' }, { status: 500 });
      }),
      http.post(`${BASE}/auth/jwt/logout`, () => new HttpResponse(null, { status: 204 })),
    );
    const { store } = renderApp({ route: '/', routes, store: signedIn(), strict: true });
    expect(await screen.findByText('Страница входа')).toBeInTheDocument();
    await waitFor(() => expect(toastMessages(store)).toEqual([MESSAGE]));
    expect(checks).toBeGreaterThanOrEqual(1);
  });
});

// A bookmarked result, a colleague's link or a tab left open overnight: signing in led to
// /labs, and the page the user came for had to be found again.
describe('signing in goes back to the page the user was sent from', () => {
  const RESULT = '/labs/3/researches/9/result?frame=2';
  const app = [
    {
      path: '/',
      element: <RequireAuth />,
      children: [
        { path: 'labs', element: <p>Лаборатории</p> },
        { path: 'labs/:labId/researches/:id/result', element: <p>Результат</p> },
      ],
    },
    { path: '/signin', element: <SignInPage /> },
  ];
  const loginWorks = () =>
    server.use(
      http.post(`${BASE}/auth/jwt/login`, () =>
        HttpResponse.json({ access_token: 'tok-2', token_type: 'bearer' }),
      ),
      http.get(`${BASE}/auth/jwt/check`, ({ request }) =>
        request.headers.get('Authorization')
          ? HttpResponse.json({ id: 1, email: 'anna@example.ru' })
          : HttpResponse.json({ code: 'NO_TOKEN' }, { status: 401 }),
      ),
      http.post(`${BASE}/auth/jwt/logout`, () => new HttpResponse(null, { status: 204 })),
    );
  const signInHere = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.type(await screen.findByLabelText(/^Email/), 'anna@example.ru');
    await user.type(screen.getByLabelText(/^Пароль/), 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
  };

  it('a page opened without a session', async () => {
    loginWorks();
    const { path, user } = renderApp({ route: RESULT, routes: app });
    await waitFor(() => expect(path()).toBe('/signin'));
    await signInHere(user);
    expect(await screen.findByText('Результат')).toBeInTheDocument();
    expect(path()).toBe(RESULT);
  });

  it('a page whose session expired', async () => {
    loginWorks();
    const { path, store, user } = renderApp({ route: RESULT, routes: app, store: signedIn() });
    expect(await screen.findByText('Результат')).toBeInTheDocument();
    store.dispatch(sessionExpired());
    await waitFor(() => expect(path()).toBe('/signin'));
    await signInHere(user);
    expect(await screen.findByText('Результат')).toBeInTheDocument();
    expect(path()).toBe(RESULT);
  });

  // An expired session keeps the page and the tab's kept input for its user (session.test.ts);
  // when someone else signs in at that tab, neither is theirs.
  it('not when another user signs in after the session expired, who does not get the kept input', async () => {
    const tokenOf = (sub: string) =>
      `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.sig`;
    loginWorks();
    server.use(
      http.post(`${BASE}/auth/jwt/login`, () =>
        HttpResponse.json({ access_token: tokenOf('2'), token_type: 'bearer' }),
      ),
    );
    const { path, store, user } = renderApp({
      route: RESULT,
      routes: app,
      store: signedIn(tokenOf('1')),
    });
    expect(await screen.findByText('Результат')).toBeInTheDocument();
    sessionStorage.setItem('kreolab.brief-draft.new', '{"name":"Лето"}');
    store.dispatch(sessionExpired());
    await waitFor(() => expect(path()).toBe('/signin'));
    expect(sessionStorage.getItem('kreolab.brief-draft.new')).toBe('{"name":"Лето"}');
    await signInHere(user);
    expect(await screen.findByText('Лаборатории')).toBeInTheDocument();
    expect(sessionStorage.getItem('kreolab.brief-draft.new')).toBeNull();
  });

  it('not after «Выйти»: the next to sign in may be someone else', async () => {
    loginWorks();
    const { path, store, user } = renderApp({ route: RESULT, routes: app, store: signedIn() });
    expect(await screen.findByText('Результат')).toBeInTheDocument();
    await store.dispatch(logout());
    await waitFor(() => expect(path()).toBe('/signin'));
    await signInHere(user);
    expect(await screen.findByText('Лаборатории')).toBeInTheDocument();
  });
});

describe('returnPathOf', () => {
  it('takes a page of this site', () => {
    expect(returnPathOf({ from: '/labs/3/researches/9/result?frame=2#top' })).toBe(
      '/labs/3/researches/9/result?frame=2#top',
    );
  });
  it.each([
    [null],
    [{}],
    [{ from: 42 }],
    [{ from: 'https://evil.example/labs' }],
    [{ from: '//evil.example/labs' }],
    [{ from: '/\\evil.example' }],
    [{ from: '/' }],
    [{ from: '/signin?verify=x' }],
    [{ from: '/reset-password?token=x' }],
  ])('refuses %j', (state) => {
    expect(returnPathOf(state)).toBeNull();
  });
});
