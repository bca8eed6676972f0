import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/auth/tokens';
import type { Handlers } from '../src/routes';
import { signUpAndLogin } from './helpers/auth';
import { buildTestApp, type TestApp } from './helpers/build';

const ADMIN_TOKEN = 'admin-token-admin-token-0123456789';

// Stand-ins that only echo who got in, so these tests do not depend on the features behind.
const echo: Handlers = {
  streamAnalysisEvents: (request, reply) => reply.send({ user: request.user }),
  adminListPayments: (_request, reply) => reply.code(204).send(),
};

describe('security handlers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_TOKEN }, handlers: echo });
  });
  afterAll(() => t.close());

  const check = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/jwt/check', headers });

  it('bearer: a valid access token lets in and names the user', async () => {
    const { headers, userId, email } = await signUpAndLogin(t.app);
    const res = await check(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: userId, email });
  });

  it('bearer: missing, malformed, forged or foreign tokens → 401 NO_TOKEN', async () => {
    const { userId, email } = await signUpAndLogin(t.app);
    const forged = signAccessToken('another-secret-another-secret-1234', { id: userId, email });
    const [h, p] = forged.split('.');
    const alg = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: 'Bearer not.a.jwt' },
      { authorization: `Bearer ${forged}` },
      { authorization: `Bearer ${alg}.${p}.` },
      { authorization: `Bearer ${h}.${p}` },
    ]) {
      const res = await check(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toMatchObject({ code: 'NO_TOKEN' });
    }
  });

  it('bearer: an expired token → 401 TOKEN_EXPIRED', async () => {
    const { userId, email } = await signUpAndLogin(t.app);
    const past = Math.floor(Date.now() / 1000) - 16 * 60;
    const token = signAccessToken(t.config.jwtSecret, { id: userId, email }, past);
    const res = await check({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'TOKEN_EXPIRED', detail: 'TOKEN_EXPIRED' });
  });

  it('bearer: a valid token of a deleted user fails the auth check', async () => {
    const token = signAccessToken(t.config.jwtSecret, { id: 999_999, email: 'gone@example.com' });
    const res = await check({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
  });

  it('tokenCookie: the kreolab cookie works where the contract allows it', async () => {
    const { token, userId, email } = await signUpAndLogin(t.app);
    const url = '/api/v1/analyses/1/events';
    const withCookie = await t.app.inject({ url, cookies: { kreolab: token } });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.json()).toEqual({ user: { id: userId, email } });
    const withBearer = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect(withBearer.statusCode).toBe(200);
    const without = await t.app.inject({ url });
    expect(without.statusCode).toBe(401);
    expect(without.json().code).toBe('NO_TOKEN');

    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = signAccessToken(t.config.jwtSecret, { id: userId, email }, past);
    const stale = await t.app.inject({ url, cookies: { kreolab: expired } });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('TOKEN_EXPIRED');
  });

  it('tokenCookie is not accepted on bearer-only routes', async () => {
    const { token } = await signUpAndLogin(t.app);
    const res = await t.app.inject({ url: '/api/v1/auth/jwt/check', cookies: { kreolab: token } });
    expect(res.statusCode).toBe(401);
  });

  it('adminToken: the exact ADMIN_TOKEN only; a user token is not enough', async () => {
    const url = '/api/v1/admin/payments';
    const ok = await t.app.inject({ url, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(ok.statusCode).toBe(204);
    const { headers } = await signUpAndLogin(t.app);
    for (const h of [{}, headers, { authorization: `Bearer ${ADMIN_TOKEN}x` }]) {
      const res = await t.app.inject({ url, headers: h });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('NO_TOKEN');
    }
  });

  it('adminToken: without ADMIN_TOKEN the admin API is off (403)', async () => {
    const off = await buildTestApp({ handlers: echo });
    try {
      const res = await off.app.inject({
        url: '/api/v1/admin/payments',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('Forbidden');
    } finally {
      await off.close();
    }
  });
});
