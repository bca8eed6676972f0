/**
 * The per-user cache of GET /profile/me (src/routes/profile/cache.ts): a hit touches no
 * database, and every writer of what the profile shows makes the next read show it — this
 * process's own requests at once (read-your-writes), and writes from elsewhere (a job, raw SQL
 * on another connection, a second API process) through migration 0007's notices.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../src/app';
import { MAX_AGE_MS, PROFILE_CHANNEL, profileCache } from '../src/routes/profile/cache';
import { addCreative, api, bannerPng, setTariff, waitForStatus } from './helpers/analyses';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import { admin, ADMIN_TOKEN, buyer, checkout, seededTariffs } from './helpers/billing';
import { buildTestApp, type TestApp } from './helpers/build';
import { cachedRead, sqlElsewhere as sqlElsewhereIn } from './helpers/cache';
import { until } from './helpers/wait';
import { jpeg, upload } from './helpers/cloud';

const onPg = !!process.env.TEST_DATABASE_URL;
const PUBLIC_URL = 'http://kreolab.test:8080';

let t: TestApp;
let a: SignedInUser;
let b: SignedInUser;
let tariffs: Awaited<ReturnType<typeof seededTariffs>>;

interface ProfileJson {
  id: number;
  first_name: string;
  position: string;
  researches: number;
  comparisons: number;
  disk_used: number;
  hint_research_create: boolean;
  tariff: {
    id: number;
    name: string;
    expires_at: string;
    analyses_left: number;
    generations_left: number;
  } | null;
}

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_TOKEN, PUBLIC_URL }, logger: { level: 'error' } });
  a = await signUpAndLogin(t.app);
  b = await signUpAndLogin(t.app);
  tariffs = await seededTariffs(t.app, a.headers);
  // The cache starts listening on first use; it serves nothing until LISTEN is in place.
  await me(a);
  await until(() => profileCache(t.app).enabled, 'the cache listens');
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const call = (
  user: SignedInUser,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  app: FastifyInstance = t.app,
) => app.inject({ method, url: `/api/v1${url}`, headers: user.headers, payload });

async function me(user: SignedInUser, app: FastifyInstance = t.app) {
  const res = await call(user, 'GET', '/profile/me', undefined, app);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProfileJson;
}

const cachedProfile = (user: SignedInUser) =>
  cachedRead(
    t,
    PROFILE_CHANNEL,
    () => profileCache(t.app),
    () => me(user),
  );
const sqlElsewhere = (text: string, values: unknown[] = []) => sqlElsewhereIn(t, text, values);

describe('cache hits', () => {
  it('answers a repeated read from the cache, byte for byte, as the contract serializes it', async () => {
    const first = await call(a, 'GET', '/profile/me');
    const cached = await cachedProfile(a);
    const again = await call(a, 'GET', '/profile/me');
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(cached).toMatchObject({ id: a.userId, researches: 0, disk_used: 0 });
  });
});

describe("the user's own writes show at once", () => {
  it('PATCH /profile/me: fields and hints', async () => {
    await cachedProfile(a);
    const patched = await call(a, 'PATCH', '/profile/me', { first_name: 'Анна', position: 'CMO' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await me(a)).toMatchObject({ first_name: 'Анна', position: 'CMO' });

    const before = await cachedProfile(a);
    const hint = await call(a, 'PATCH', '/profile/me', {
      hint_research_create: !before.hint_research_create,
    });
    expect(hint.statusCode, hint.body).toBe(200);
    expect((await me(a)).hint_research_create).toBe(!before.hint_research_create);
  });

  it("drops the user's entry after their non-GET request itself, before the notice", async () => {
    // An empty PATCH writes nothing, so no notice comes: only the request's own hook drops it.
    await cachedProfile(a);
    const cache = profileCache(t.app);
    const [hits, misses] = [cache.hits, cache.misses];
    expect((await call(a, 'PATCH', '/profile/me', {})).statusCode).toBe(200);
    await me(a);
    expect([cache.hits, cache.misses]).toEqual([hits, misses + 1]);
    // A write with no user (a webhook, the admin API) may touch anyone: everything goes.
    await cachedProfile(a);
    await cachedProfile(b);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/payments/test-checkout/nope' });
    expect(res.statusCode).toBeLessThan(500);
    expect(cache.size).toBe(0);
  });

  it("someone else's sign-in (a write with no user, but of sessions only) keeps the entries", async () => {
    await cachedProfile(a);
    const cache = profileCache(t.app);
    await signUpAndLogin(t.app);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/jwt/refresh' })).statusCode,
    ).toBeLessThan(500);
    const hits = cache.hits;
    await me(a);
    expect(cache.hits).toBe(hits + 1);
  });

  it('a refused PATCH (422) leaves the answer right', async () => {
    const before = await cachedProfile(a);
    const res = await call(a, 'PATCH', '/profile/me', { phone: 'не телефон' });
    expect(res.statusCode).toBe(422);
    expect(await me(a)).toEqual(before);
  });

  it('a certificate changes the tariff', async () => {
    const u = await signUpAndLogin(t.app);
    await admin(t.app).certificate({ code: 'PROFILE-PRO', tariff_id: tariffs.pro.id, days: 7 });
    expect((await cachedProfile(u)).tariff?.name).toBe('Пробный');
    const res = await buyer(t.app, u.headers).certApply('PROFILE-PRO');
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(u)).tariff).toMatchObject({ id: tariffs.pro.id, name: 'Про' });
  });

  it('a 100 % promo code payment changes the tariff', async () => {
    const u = await signUpAndLogin(t.app);
    await admin(t.app).promocode({ code: 'PROFILE-FREE', discount_percent: 100 });
    await cachedProfile(u);
    const res = await buyer(t.app, u.headers).pay({
      tariff_id: tariffs.start.id,
      generation_count: 0,
      promocode: 'PROFILE-FREE',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await me(u)).tariff).toMatchObject({ id: tariffs.start.id, name: 'Старт' });
  });

  it("a card payment confirmed at the provider's checkout (no user on that request)", async () => {
    const u = await signUpAndLogin(t.app);
    const created = await buyer(t.app, u.headers).pay({
      tariff_id: tariffs.start.id,
      generation_count: 5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const before = await cachedProfile(u);
    expect((await checkout(t.app, created.json().confirmation_url, 'pay')).statusCode).toBe(303);
    expect(before.tariff?.id).toBe(tariffs.trial.id);
    const after = await me(u);
    expect(after.tariff).toMatchObject({ id: tariffs.start.id, name: 'Старт' });
    expect(after.tariff!.generations_left).toBeGreaterThan(before.tariff!.generations_left);
  });

  it('starting an analysis consumes one; finishing it counts a research', async () => {
    const u = await signUpAndLogin(t.app);
    await setTariff(t.app, u.userId, { analysesLeft: 3 });
    const creative = await addCreative(t.app, u.userId, await bannerPng(120));
    const c = api(t.app, u.headers);
    const labId = (await c.post('/labs', { name: 'Профиль' })).json().id as number;
    const created = await c.post('/analyses', { type: 'research', lab_id: labId, name: 'Счёт' });
    const id = created.json().id as number;
    await c.patch(`/analyses/${id}`, {
      creative_ids: [creative.id],
      settings: { goal: 'conversion', placement: 'banner' },
    });
    const before = await cachedProfile(u);
    expect(before).toMatchObject({ researches: 0, tariff: { analyses_left: 3 } });
    expect((await c.post(`/analyses/${id}/start`)).statusCode).toBe(202);
    expect((await me(u)).tariff?.analyses_left).toBe(2);
    // Keep an entry in the cache while the job works: its end must reach it.
    await cachedProfile(u);
    await waitForStatus(t.app, id, ['done']);
    await until(async () => (await me(u)).researches === 1, 'the finished analysis counts', {
      timeoutMs: 10_000,
    });
  }, 120_000);

  it('an upload adds to disk_used', async () => {
    const before = await cachedProfile(a);
    const data = await jpeg();
    const res = await upload(t.app, a.headers, [{ name: 'профиль.jpg', data }]);
    expect(res.statusCode, res.body).toBe(201);
    expect((await me(a)).disk_used).toBe(before.disk_used + data.length);
  });
});

describe('writes from elsewhere reach the cache through the triggers', () => {
  it('users, user_tariffs, analyses and creatives, by raw SQL on another connection', async () => {
    await cachedProfile(a);
    await sqlElsewhere(`UPDATE users SET position = 'снаружи' WHERE id = $1`, [a.userId]);
    await until(async () => (await me(a)).position === 'снаружи', 'the users update shows');

    await cachedProfile(a);
    await sqlElsewhere(`UPDATE user_tariffs SET generations_left = 77 WHERE user_id = $1`, [
      a.userId,
    ]);
    await until(
      async () => (await me(a)).tariff?.generations_left === 77,
      'the billing update shows',
    );

    const before = await cachedProfile(a);
    await sqlElsewhere(
      `INSERT INTO creatives (owner_id, name, type, size, storage_key)
       SELECT $1, 'кадр-' || n || '.jpg', 'image/jpeg', 100, 'users/x/profile/' || n
       FROM generate_series(1, 5) n`,
      [a.userId],
    );
    await until(
      async () => (await me(a)).disk_used === before.disk_used + 500,
      'a bulk insert of frames shows in disk_used',
    );

    await cachedProfile(a);
    const { rows } = await sqlElsewhere(
      `INSERT INTO analyses (owner_id, type, name, status) VALUES ($1, 'comparison', 'x', 'done')
       RETURNING id`,
      [a.userId],
    );
    await until(async () => (await me(a)).comparisons === 1, 'a done comparison counts');
    await cachedProfile(a);
    await sqlElsewhere(`DELETE FROM analyses WHERE id = $1`, [rows[0]!.id]);
    await until(async () => (await me(a)).comparisons === 0, 'its delete shows');
  });

  it('a change of the tariffs table reaches every holder', async () => {
    const u = await signUpAndLogin(t.app);
    await cachedProfile(a);
    await cachedProfile(u);
    const trial = tariffs.trial.id;
    const [tariffA, tariffU] = [(await me(a)).tariff!, (await me(u)).tariff!];
    expect(tariffU.id).toBe(trial);
    await sqlElsewhere(`UPDATE tariffs SET name = 'Пробный+' WHERE id = $1`, [trial]);
    try {
      await until(async () => (await me(u)).tariff?.name === 'Пробный+', 'the rename shows');
      if (tariffA.id === trial) expect((await me(a)).tariff?.name).toBe('Пробный+');
      await cachedProfile(u);
      // Through the admin API (a request with no user): at once.
      const res = await admin(t.app).updateTariff(trial, { name: 'Пробный' });
      expect(res.statusCode, res.body).toBe(200);
      expect((await me(u)).tariff?.name).toBe('Пробный');
    } finally {
      await sqlElsewhere(`UPDATE tariffs SET name = 'Пробный' WHERE id = $1`, [trial]);
    }
  });

  it.skipIf(!onPg)(
    'a write through a second API process on the same database shows in this one',
    async () => {
      const other = await build({ config: t.config, logger: false, jobPollingIntervalSeconds: 1 });
      try {
        await other.lifecycle.start();
        await cachedProfile(a);
        const res = await call(a, 'PATCH', '/profile/me', { position: 'оттуда' }, other);
        expect(res.statusCode, res.body).toBe(200);
        await until(async () => (await me(a)).position === 'оттуда', "the other's write shows");
        // And the other way round.
        await me(a, other);
        await until(() => profileCache(other).enabled, 'the second cache listens');
        expect((await me(a, other)).position).toBe('оттуда');
        await call(a, 'PATCH', '/profile/me', { position: 'отсюда' });
        await until(
          async () => (await me(a, other)).position === 'отсюда',
          "this process's write shows there",
        );
      } finally {
        await other.close();
      }
    },
  );

  it.skipIf(!onPg)(
    'a lost LISTEN connection turns the cache off and empty until it is back',
    async () => {
      const cache = profileCache(t.app);
      const states: boolean[] = [];
      const setListening = cache.setListening.bind(cache);
      vi.spyOn(cache, 'setListening').mockImplementation((on) => {
        states.push(on);
        setListening(on);
      });
      await cachedProfile(a);
      expect(cache.size).toBeGreaterThan(0);
      const killed = await sqlElsewhere(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND query ILIKE 'LISTEN "kreolab_profile"%'`,
      );
      expect(killed.rows).toEqual([{ pg_terminate_backend: true }]);
      await until(() => states.includes(false), 'the loss is noticed');
      expect(states[0]).toBe(false);
      expect(cache.size).toBe(0);
      await until(() => states.at(-1) === true && cache.enabled, 'it listens again');
      await cachedProfile(a);
    },
  );
});

describe('isolation', () => {
  it("never answers another user's profile", async () => {
    await call(a, 'PATCH', '/profile/me', { first_name: 'Алиса' });
    await call(b, 'PATCH', '/profile/me', { first_name: 'Борис' });
    const pa = await cachedProfile(a);
    const pb = await cachedProfile(b);
    expect([pa.id, pa.first_name]).toEqual([a.userId, 'Алиса']);
    expect([pb.id, pb.first_name]).toEqual([b.userId, 'Борис']);
    // A's write drops A's entry only.
    const hits = profileCache(t.app).hits;
    await call(a, 'PATCH', '/profile/me', { first_name: 'Ада' });
    expect((await me(b)).first_name).toBe('Борис');
    expect(profileCache(t.app).hits).toBe(hits + 1);
    expect((await me(a)).first_name).toBe('Ада');
  });
});

describe('time', () => {
  it('an entry lives at most MAX_AGE_MS, and never past its tariff expiry', async () => {
    const u = await signUpAndLogin(t.app);
    const expiresAt = new Date(Date.now() + 20_000);
    await setTariff(t.app, u.userId, { expiresAt });
    await until(async () => (await me(u)).tariff?.expires_at === expiresAt.toISOString(), 'set');
    const cache = profileCache(t.app);
    const now = Date.now();
    await cachedProfile(u);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + 19_000);
    let misses = cache.misses;
    await me(u);
    expect(cache.misses).toBe(misses); // still a hit before the expiry instant
    vi.setSystemTime(expiresAt.getTime() + 1);
    misses = cache.misses;
    const after = await me(u);
    expect(cache.misses).toBe(misses + 1); // rebuilt after it
    expect(after.tariff?.expires_at).toBe(expiresAt.toISOString());
    vi.useRealTimers();

    // A tariff far in the future: the age limit.
    await setTariff(t.app, u.userId, { expiresAt: new Date(Date.now() + 30 * 86_400_000) });
    await until(async () => (await me(u)).tariff?.expires_at !== after.tariff?.expires_at, 'set');
    const start = Date.now();
    await cachedProfile(u);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + MAX_AGE_MS + 1_000);
    misses = cache.misses;
    await me(u);
    expect(cache.misses).toBe(misses + 1);
  });
});
