import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from './api';
import { authApi, profileApi } from './generated';
import { sessionExpired } from './session';
import { BASE, makeStore } from './test-utils';
import { clearToken, getToken, readTokenCookie, setToken, TOKEN_COOKIE } from './token';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => clearToken());

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    ping: build.query<{ n: number; auth: string | null }, number>({ query: (n) => `/ping/${n}` }),
  }),
});

const unauthorized = () =>
  HttpResponse.json({ code: 'TOKEN_EXPIRED', detail: 'TOKEN_EXPIRED' }, { status: 401 });

/** /ping/:n answers 200 only to `Bearer <valid>`; /auth/jwt/refresh hands out `fresh`. */
function pingAndRefresh(valid: string, refreshDelay = 30) {
  const calls = { refresh: 0, refreshCredentials: [] as string[], pings: 0 };
  server.use(
    http.get(`${BASE}/ping/:n`, ({ request, params }) => {
      calls.pings += 1;
      const auth = request.headers.get('Authorization');
      if (auth !== `Bearer ${valid}`) return unauthorized();
      return HttpResponse.json({ n: Number(params.n), auth });
    }),
    http.post(`${BASE}/auth/jwt/refresh`, async ({ request }) => {
      calls.refresh += 1;
      calls.refreshCredentials.push(request.credentials);
      await delay(refreshDelay);
      return HttpResponse.json({ access: valid });
    }),
  );
  return calls;
}

describe('base query', () => {
  it('sends the bearer token read from the cookie', async () => {
    document.cookie = `${TOKEN_COOKIE}=from-cookie; Path=/`;
    let seen: string | null = null;
    server.use(
      http.get(`${BASE}/profile/me`, ({ request }) => {
        seen = request.headers.get('Authorization');
        return HttpResponse.json({ id: 1, first_name: 'Анна' });
      }),
    );
    const { store } = makeStore();
    const result = await store.dispatch(profileApi.endpoints.getMe.initiate());
    expect(result.data).toMatchObject({ first_name: 'Анна' });
    expect(seen).toBe('Bearer from-cookie');
  });

  it('sends no Authorization header without a token', async () => {
    let seen: string | null = 'unset';
    server.use(
      http.get(`${BASE}/auth/init`, ({ request }) => {
        seen = request.headers.get('Authorization');
        return HttpResponse.json({ product_name: 'Креолаб' });
      }),
    );
    const { store } = makeStore();
    await store.dispatch(authApi.endpoints.authInit.initiate());
    expect(seen).toBeNull();
  });

  it('refreshes on 401 with credentials included, saves the token and retries', async () => {
    setToken('stale');
    const calls = pingAndRefresh('fresh');
    const { store, actions } = makeStore();
    const result = await store.dispatch(testApi.endpoints.ping.initiate(1));
    expect(result.data).toEqual({ n: 1, auth: 'Bearer fresh' });
    expect(calls.refresh).toBe(1);
    expect(calls.refreshCredentials).toEqual(['include']);
    expect(getToken()).toBe('fresh');
    expect(readTokenCookie()).toBe('fresh');
    expect(actions).not.toContain(sessionExpired.type);
  });

  it('runs exactly one refresh for ten requests that get 401 at the same moment', async () => {
    setToken('stale');
    const calls = pingAndRefresh('fresh', 50);
    const { store } = makeStore();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => store.dispatch(testApi.endpoints.ping.initiate(i + 1))),
    );
    expect(calls.refresh).toBe(1);
    expect(calls.pings).toBe(20);
    results.forEach((r, i) => expect(r.data).toEqual({ n: i + 1, auth: 'Bearer fresh' }));
    expect(getToken()).toBe('fresh');
  });

  it('retries without a second refresh when the token changed while the request was in flight', async () => {
    setToken('stale');
    const calls = pingAndRefresh('fresh', 5);
    server.use(
      http.get(`${BASE}/ping/99`, async ({ request }) => {
        calls.pings += 1;
        const auth = request.headers.get('Authorization');
        if (auth === 'Bearer fresh') return HttpResponse.json({ n: 99, auth });
        await delay(100); // answers 401 long after the first refresh has finished
        return unauthorized();
      }),
    );
    const { store } = makeStore();
    const slow = store.dispatch(testApi.endpoints.ping.initiate(99));
    const fast = await store.dispatch(testApi.endpoints.ping.initiate(1));
    expect(fast.data?.auth).toBe('Bearer fresh');
    expect((await slow).data).toEqual({ n: 99, auth: 'Bearer fresh' });
    expect(calls.refresh).toBe(1);
  });

  it('clears the token and dispatches sessionExpired when the refresh fails', async () => {
    setToken('stale');
    let refreshes = 0;
    server.use(
      http.get(`${BASE}/ping/:n`, unauthorized),
      http.post(`${BASE}/auth/jwt/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ code: 'NO_TOKEN', detail: 'NO_TOKEN' }, { status: 401 });
      }),
    );
    const { store, actions } = makeStore();
    const results = await Promise.all(
      [1, 2, 3].map((n) => store.dispatch(testApi.endpoints.ping.initiate(n))),
    );
    for (const r of results)
      expect(r.error).toMatchObject({ status: 401, data: { code: 'TOKEN_EXPIRED' } });
    expect(refreshes).toBe(1);
    expect(getToken()).toBeNull();
    expect(readTokenCookie()).toBeNull();
    expect(actions.filter((t) => t === sessionExpired.type)).toHaveLength(1);
  });

  it('treats a network failure of the refresh as a failed refresh', async () => {
    setToken('stale');
    server.use(
      http.get(`${BASE}/ping/:n`, unauthorized),
      http.post(`${BASE}/auth/jwt/refresh`, () => HttpResponse.error()),
    );
    const { store, actions } = makeStore();
    const r = await store.dispatch(testApi.endpoints.ping.initiate(1));
    expect(r.error).toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(actions).toContain(sessionExpired.type);
  });

  it('does not refresh when login itself answers 401', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${BASE}/auth/jwt/login`, () =>
        HttpResponse.json({ code: 'LOGIN_BAD_CREDENTIALS' }, { status: 401 }),
      ),
      http.post(`${BASE}/auth/jwt/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ access: 'x' });
      }),
    );
    const { store, actions } = makeStore();
    const r = await store.dispatch(
      authApi.endpoints.login.initiate({ loginRequest: { username: 'a@b.ru', password: 'x' } }),
    );
    expect(r.error).toMatchObject({ status: 401, data: { code: 'LOGIN_BAD_CREDENTIALS' } });
    expect(refreshes).toBe(0);
    expect(actions).not.toContain(sessionExpired.type);
  });

  it('does not refresh in a loop when the refresh call is made directly and answers 401', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${BASE}/auth/jwt/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ code: 'NO_TOKEN' }, { status: 401 });
      }),
    );
    const { store } = makeStore();
    const r = await store.dispatch(authApi.endpoints.refresh.initiate());
    expect(r.error).toMatchObject({ status: 401 });
    expect(refreshes).toBe(1);
  });
});
