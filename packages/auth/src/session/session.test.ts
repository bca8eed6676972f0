import { getToken, profileApi, sessionExpired, setToken } from '@kreolab/api-client';
import { setAppLoading } from '@kreolab/ui-kit';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { isAuthSelfHandled } from '../api';
import { makeAuthStore } from '../dev/store';
import { BASE, server, setupMsw } from '../test/utils';
import { setAuthNavigator } from './navigator';
import { loginSucceeded, selectIsLoggedIn } from './sessionSlice';
import { logout } from './thunks';

setupMsw();

describe('session', () => {
  it('is logged in when a token is present; the store starts from the cookie', () => {
    expect(selectIsLoggedIn(makeAuthStore().getState())).toBe(false);
    setToken('from-cookie');
    const store = makeAuthStore();
    expect(store.getState().session.token).toBe('from-cookie');
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('logout tells the server, clears token and cookie, resets the loader, goes to /signin', async () => {
    let auth: string | null = null;
    server.use(
      http.post(`${BASE}/auth/jwt/logout`, ({ request }) => {
        auth = request.headers.get('Authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const navigate = vi.fn();
    setAuthNavigator(navigate);
    setToken('tok');
    const store = makeAuthStore();
    store.dispatch(setAppLoading(true));
    sessionStorage.setItem('kreolab.brief-draft.new', '{"name":"Лето"}');

    const to = await store.dispatch(logout()).unwrap();
    // the tab's kept input goes with a deliberate «Выйти»
    expect(sessionStorage.length).toBe(0);
    expect(to).toBe('/signin');
    expect(auth).toBe('Bearer tok');
    expect(getToken()).toBeNull();
    expect(document.cookie).not.toContain('kreolab=tok');
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().ui.loading).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
  });

  it('logout still logs out when the server call fails', async () => {
    server.use(http.post(`${BASE}/auth/jwt/logout`, () => HttpResponse.json({}, { status: 500 })));
    setToken('tok');
    const store = makeAuthStore();
    await store.dispatch(logout());
    expect(getToken()).toBeNull();
    expect(store.getState().session.token).toBeNull();
  });

  it('sessionExpired from the api-client logs out (without a server call) to /signin', async () => {
    // No handler for /auth/jwt/logout: msw would fail the test if it were called.
    const navigate = vi.fn();
    setAuthNavigator(navigate);
    setToken('tok');
    const store = makeAuthStore();
    store.dispatch(loginSucceeded('tok'));
    store.dispatch(setAppLoading(true));
    sessionStorage.setItem('kreolab.brief-draft.new', '{"name":"Лето"}');

    store.dispatch(sessionExpired());
    // with the page it was on, to come back to after signing in (RequireAuth.test.tsx)
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/signin', {
        replace: true,
        state: { from: expect.any(String) },
      }),
    );
    expect(store.getState().session.token).toBeNull();
    expect(getToken()).toBeNull();
    expect(store.getState().ui.loading).toBe(false);
    // the brief typed before the session expired is there when sign-in comes back
    expect(sessionStorage.getItem('kreolab.brief-draft.new')).toBe('{"name":"Лето"}');
  });

  it('a failed refresh on any call ends in a logout', async () => {
    server.use(
      http.get(`${BASE}/profile/me`, () => HttpResponse.json({}, { status: 401 })),
      http.post(`${BASE}/auth/jwt/refresh`, () => HttpResponse.json({}, { status: 401 })),
    );
    const navigate = vi.fn();
    setAuthNavigator(navigate);
    setToken('tok');
    const store = makeAuthStore();
    await store.dispatch(profileApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/signin', expect.objectContaining({ replace: true })),
    );
    expect(store.getState().session.token).toBeNull();
  });

  it('marks the auth calls whose errors the auth package shows itself', () => {
    const action = (endpointName: string) => ({
      type: 'api/executeMutation/rejected',
      meta: { arg: { endpointName } },
    });
    expect(isAuthSelfHandled(action('login'))).toBe(true);
    expect(isAuthSelfHandled(action('forgotPassword'))).toBe(true);
    expect(isAuthSelfHandled(action('checkAuth'))).toBe(true);
    expect(isAuthSelfHandled(action('getProfile'))).toBe(false);
    expect(isAuthSelfHandled({ type: 'other/x', meta: { arg: { endpointName: 'login' } } })).toBe(
      false,
    );
  });
});
