import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens';
import { apiTokens } from '../src/db/schema';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import { api, bannerPng, setTariff, waitForStatus } from './helpers/analyses';
import { buildTestApp, type TestApp } from './helpers/build';
import { upload } from './helpers/cloud';

const RATE = 8;

/** Personal access tokens (contract tag `tokens`): lifecycle, scopes, revocation, rate. */
describe('personal access tokens', () => {
  let t: TestApp;
  let user: SignedInUser;
  let other: SignedInUser;
  let session: ReturnType<typeof api>;

  const create = (headers: Record<string, string>, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/profile/tokens', headers, payload: body });
  const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
  const newToken = async (scope: 'read' | 'analyse', days = 30, owner = user) => {
    const res = await create(owner.headers, {
      name: `Скрипт ${scope}`,
      scope,
      expires_in_days: days,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { token: { id: number }; secret: string };
  };

  beforeAll(async () => {
    t = await buildTestApp({ env: { API_TOKEN_RATE: String(RATE) }, logger: { level: 'error' } });
    user = await signUpAndLogin(t.app);
    other = await signUpAndLogin(t.app);
    session = api(t.app, user.headers);
  });
  afterAll(() => t.close());

  it('creates a token shown once, stores only its SHA-256, and lists it without the secret', async () => {
    const before = Date.now();
    const res = await create(user.headers, {
      name: '  Отчёты агентства ',
      scope: 'read',
      expires_in_days: 30,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { token, secret } = res.json();
    expect(secret).toMatch(/^kl_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      name: 'Отчёты агентства',
      scope: 'read',
      prefix: secret.slice(0, 9),
      last_used_at: null,
    });
    const expires = Date.parse(token.expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000);
    expect(expires - before).toBeLessThan(30 * 86_400_000 + 60_000);

    const [row] = await t.app.db.select().from(apiTokens).where(eq(apiTokens.id, token.id));
    expect(row!.tokenHash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(3));

    const list = await session.get('/profile/tokens');
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([token]);
    expect(list.body).not.toContain(secret.slice(3));
  });

  it('authenticates the REST API with the token and records its last use', async () => {
    const { token, secret } = await newToken('read');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profile/me',
      headers: bearer(secret),
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().email).toBe(user.email);
    const listed = (await session.get('/profile/tokens')).json().items as {
      id: number;
      last_used_at: string | null;
    }[];
    expect(listed.find((i) => i.id === token.id)!.last_used_at).not.toBeNull();
  });

  it('refuses a write to a read token with 403 Forbidden, and changes nothing', async () => {
    const { secret } = await newToken('read');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analyses',
      headers: bearer(secret),
      payload: { type: 'research', lab_id: 1, name: 'Нельзя' },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: 'Forbidden' });
    const labs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/labs',
      headers: bearer(secret),
      payload: { name: 'Нельзя' },
    });
    expect(labs.statusCode).toBe(403);
    expect((await session.get('/labs')).json().items).toEqual([]);
  });

  it('lets an analyse token upload a creative, run a research and read its result', async () => {
    await setTariff(t.app, user.userId);
    const { secret } = await newToken('analyse');
    const h = bearer(secret);
    const up = await upload(t.app, h, [{ name: 'banner.png', data: await bannerPng(120) }]);
    expect(up.statusCode, up.body).toBe(201);
    const creativeId = up.json().items[0].id as number;
    const token = api(t.app, h);
    const lab = await token.post('/labs', { name: 'Лаборатория API' });
    expect(lab.statusCode, lab.body).toBe(201);
    const created = await token.post('/analyses', {
      type: 'research',
      lab_id: lab.json().id,
      name: 'Из скрипта',
      creative_ids: [creativeId],
      settings: { goal: 'awareness', placement: 'banner' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const start = await token.post(`/analyses/${id}/start`);
    expect(start.statusCode, start.body).toBe(202);
    expect((await waitForStatus(t.app, id)).status).toBe('done');
    const result = await token.get(`/analyses/${id}/result`);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toHaveProperty('frames');
    // Still not what analyse allows: renaming, deleting, saving.
    const del = await token.del(`/analyses/${id}`);
    expect(del.statusCode).toBe(403);
  }, 120_000);

  it('never lets a token manage tokens or change the profile', async () => {
    for (const scope of ['read', 'analyse'] as const) {
      const { token, secret } = await newToken(scope);
      const h = bearer(secret);
      const calls = [
        t.app.inject({ method: 'GET', url: '/api/v1/profile/tokens', headers: h }),
        create(h, { name: 'Ещё', scope: 'read', expires_in_days: 1 }),
        t.app.inject({ method: 'DELETE', url: `/api/v1/profile/tokens/${token.id}`, headers: h }),
        t.app.inject({
          method: 'PATCH',
          url: '/api/v1/profile/me',
          headers: h,
          payload: { first_name: 'Взлом' },
        }),
        t.app.inject({
          method: 'POST',
          url: '/api/v1/payments/create',
          headers: h,
          payload: { tariff_id: 1, generation_count: 0 },
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, `${scope}: ${res.body}`).toBe(403);
        expect(res.json().code).toBe('Forbidden');
      }
    }
    expect((await session.get('/profile/me')).json().first_name).not.toBe('Взлом');
  });

  it('revocation takes effect on the next request (401)', async () => {
    const { token, secret } = await newToken('read');
    const h = bearer(secret);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/labs', headers: h })).statusCode,
    ).toBe(200);
    const revoked = await session.del(`/profile/tokens/${token.id}`);
    expect(revoked.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/labs', headers: h });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('NO_TOKEN');
    expect(
      (await session.get('/profile/tokens')).json().items.map((i: { id: number }) => i.id),
    ).not.toContain(token.id);
    expect((await session.del(`/profile/tokens/${token.id}`)).statusCode).toBe(404);
  });

  it('an expired token is 401 TOKEN_EXPIRED at once', async () => {
    const { token, secret } = await newToken('read', 1);
    const h = bearer(secret);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/labs', headers: h })).statusCode,
    ).toBe(200);
    await t.app.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, token.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/labs', headers: h });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  });

  it('an unknown kl_ secret is 401 NO_TOKEN', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/labs',
      headers: bearer(`kl_${'A'.repeat(43)}`),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('NO_TOKEN');
  });

  it('limits each token on its own: 429 REQUEST_RATE_LIMIT with Retry-After', async () => {
    const a = bearer((await newToken('read')).secret);
    const b = bearer((await newToken('read')).secret);
    for (let i = 0; i < RATE; i++) {
      const ok = await t.app.inject({ method: 'GET', url: '/api/v1/labs', headers: a });
      expect(ok.statusCode, `call ${i + 1}`).toBe(200);
    }
    const over = await t.app.inject({ method: 'GET', url: '/api/v1/labs', headers: a });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('REQUEST_RATE_LIMIT');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another token of the same user, and the session, are not slowed down.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/labs', headers: b })).statusCode,
    ).toBe(200);
    expect((await session.get('/labs')).statusCode).toBe(200);
  });

  it("another user's token id is 404 and stays alive", async () => {
    const { token, secret } = await newToken('read', 30, other);
    const res = await session.del(`/profile/tokens/${token.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('OBJECT_NOT_FOUND');
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/v1/labs',
      headers: bearer(secret),
    });
    expect(still.statusCode).toBe(200);
    expect(
      (await session.get('/profile/tokens')).json().items.map((i: { id: number }) => i.id),
    ).not.toContain(token.id);
  });

  it('validates the body: blank name, unknown scope, expiry out of range (422)', async () => {
    for (const body of [
      { name: '   ', scope: 'read', expires_in_days: 30 },
      { name: 'x', scope: 'admin', expires_in_days: 30 },
      { name: 'x', scope: 'read', expires_in_days: 0 },
      { name: 'x', scope: 'read', expires_in_days: 366 },
      { name: 'x'.repeat(101), scope: 'read', expires_in_days: 30 },
    ]) {
      const res = await create(user.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('caps the live tokens of a user (409 CHANGE_FORBIDDEN)', async () => {
    const fresh = await signUpAndLogin(t.app);
    for (let i = 0; i < 20; i++) await newToken('read', 1, fresh);
    const res = await create(fresh.headers, { name: 'Лишний', scope: 'read', expires_in_days: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CHANGE_FORBIDDEN');
  });
});
