/**
 * The per-owner cache of folder listings and search results (src/cloud/listing-cache.ts): a
 * hit does not touch the database, and every writer makes the next listing show its change —
 * the cloud routes of this process (at once), and writes from elsewhere (a job, another
 * process, a deleted user) through the `creatives` trigger's notification.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../src/app';
import { CLOUD_CHANNEL, cloudCache } from '../src/cloud/listing-cache';
import { buildTestApp, type TestApp } from './helpers/build';
import { cachedRead, sqlElsewhere as sqlElsewhereIn } from './helpers/cache';
import { until } from './helpers/wait';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import { jpeg, upload } from './helpers/cloud';

const TTL = 60;
const onPg = !!process.env.TEST_DATABASE_URL;

let t: TestApp;
let a: SignedInUser;
let b: SignedInUser;

interface ItemJson {
  id: number;
  name: string;
  size: number;
  url: string;
  split_status: string | null;
  path?: string;
}

beforeAll(async () => {
  t = await buildTestApp({ env: { FILE_URL_TTL: String(TTL) } });
  a = await signUpAndLogin(t.app);
  b = await signUpAndLogin(t.app);
  // The cache starts listening on first use; it serves nothing until LISTEN is in place.
  await list(a);
  await until(() => cloudCache(t.app).enabled, 'the cache listens');
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

async function list(user: SignedInUser, folderId?: number) {
  const res = await call(user, 'GET', folderId ? `/creatives/${folderId}` : '/creatives');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { folder: ItemJson | null; items: ItemJson[] };
}
const names = async (user: SignedInUser, folderId?: number) =>
  (await list(user, folderId)).items.map((i) => i.name);

async function search(user: SignedInUser, q: string) {
  const res = await call(user, 'GET', `/creatives/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ItemJson[];
}

async function folder(user: SignedInUser, name: string, parentId: number | null = null) {
  const res = await call(user, 'POST', '/creatives/folder', { name, parent_id: parentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ItemJson;
}

/** Lists until a second listing is a cache hit that did not touch the database. */
const cachedListing = (user: SignedInUser, folderId?: number) =>
  cachedRead(
    t,
    CLOUD_CHANNEL,
    () => cloudCache(t.app),
    () => list(user, folderId),
  );
const sqlElsewhere = (text: string, values: unknown[]) => sqlElsewhereIn(t, text, values);

describe('cache hits', () => {
  it('answers a repeated listing and search from the cache, byte for byte', async () => {
    const top = await folder(a, 'Кэш');
    await upload(t.app, a.headers, [{ name: 'кэш.jpg', data: await jpeg() }], top.id);
    await cachedListing(a);
    await cachedListing(a, top.id);
    const first = await call(a, 'GET', '/creatives/search?q=%D0%BA%D1%8D%D1%88');
    const second = await call(a, 'GET', '/creatives/search?q=%D0%9A%D0%AD%D0%A8');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json().map((i: ItemJson) => i.name)).toEqual(['Кэш', 'кэш.jpg']);
  });
});

describe('every writer invalidates', () => {
  it('create, rename, move, delete and upload show at once', async () => {
    const root = await folder(a, 'Писатели');
    await cachedListing(a, root.id);

    const x = await folder(a, 'икс', root.id);
    expect(await names(a, root.id)).toEqual(['икс']);
    await cachedListing(a, root.id);

    const renamed = await call(a, 'PATCH', '/creatives/rename', { id: x.id, name: 'игрек' });
    expect(renamed.statusCode).toBe(200);
    expect(await names(a, root.id)).toEqual(['игрек']);

    const inner = await folder(a, 'внутри', root.id);
    await cachedListing(a, root.id);
    await cachedListing(a, inner.id);
    const moved = await call(a, 'PATCH', '/creatives/move', { ids: [x.id], target_id: inner.id });
    expect(moved.statusCode).toBe(200);
    expect(await names(a, root.id)).toEqual(['внутри']);
    expect(await names(a, inner.id)).toEqual(['игрек']);

    // An upload deep down changes the sizes shown in the folders above, too.
    const rootListing = await cachedListing(a);
    expect(rootListing.items.find((i) => i.id === root.id)?.size).toBe(0);
    const data = await jpeg();
    expect((await upload(t.app, a.headers, [{ name: 'y.jpg', data }], x.id)).statusCode).toBe(201);
    expect((await list(a)).items.find((i) => i.id === root.id)?.size).toBe(data.length);
    expect((await list(a, inner.id)).items[0]).toMatchObject({ name: 'игрек', size: data.length });
    expect(await names(a, x.id)).toEqual(['y.jpg']);

    await cachedListing(a, root.id);
    const deleted = await call(a, 'POST', '/creatives/delete', { ids: [inner.id] });
    expect(deleted.statusCode).toBe(200);
    expect(await names(a, root.id)).toEqual([]);
    expect((await call(a, 'GET', `/creatives/${x.id}`)).statusCode).toBe(404);
    expect((await list(a)).items.find((i) => i.id === root.id)?.size).toBe(0);
  });

  it('a refused write leaves the cache right (nothing changed, nothing stale)', async () => {
    const root = await folder(a, 'Отказ');
    await folder(a, 'занято', root.id);
    await cachedListing(a, root.id);
    const res = await call(a, 'POST', '/creatives/folder', { name: 'ЗАНЯТО', parent_id: root.id });
    expect(res.statusCode).toBe(409);
    expect(await names(a, root.id)).toEqual(['занято']);
  });

  it('search results follow the writes', async () => {
    await folder(a, 'поиск-один');
    expect((await search(a, 'ПОИСК')).map((i) => i.name)).toEqual(['поиск-один']);
    const two = await folder(a, 'поиск-два');
    expect((await search(a, 'поиск')).map((i) => i.name)).toEqual(['поиск-два', 'поиск-один']);
    await call(a, 'PATCH', '/creatives/rename', { id: two.id, name: 'поиск-три' });
    expect((await search(a, 'поиск')).map((i) => i.name)).toEqual(['поиск-один', 'поиск-три']);
  });

  it('rows written by another process or a job (raw SQL) reach the listing through the trigger', async () => {
    const root = await folder(a, 'Снаружи');
    await cachedListing(a, root.id);
    // As the video.split job does: a folder of frames inserted by a worker.
    const { rows } = await sqlElsewhere(
      `INSERT INTO creatives (owner_id, parent_id, name, type) VALUES ($1, $2, $3, 'folder') RETURNING id`,
      [a.userId, root.id, 'кадры'],
    );
    const framesId = Number(rows[0]!.id);
    await until(async () => (await names(a, root.id)).includes('кадры'), 'the insert shows');

    await cachedListing(a, root.id);
    await sqlElsewhere(
      `INSERT INTO creatives (owner_id, parent_id, name, type, size, storage_key)
       SELECT $1, $2, 'frame-' || n || '.jpg', 'image/jpeg', 100, 'users/x/frames/' || n
       FROM generate_series(1, 50) n`,
      [a.userId, framesId],
    );
    await until(
      async () => (await list(a, root.id)).items[0]?.size === 5000,
      'a bulk insert updates the folder size',
    );

    await cachedListing(a, root.id);
    await sqlElsewhere(`UPDATE creatives SET name = 'кадры видео' WHERE id = $1`, [framesId]);
    await until(async () => (await names(a, root.id))[0] === 'кадры видео', 'the update shows');

    await cachedListing(a, root.id);
    await sqlElsewhere(`DELETE FROM creatives WHERE id = $1`, [framesId]);
    await until(async () => (await names(a, root.id)).length === 0, 'the delete shows');
  });

  it("a deleted user's cached listings go with them", async () => {
    const c = await signUpAndLogin(t.app);
    await folder(c, 'уйдёт');
    await cachedListing(c);
    expect(cloudCache(t.app).get(c.userId, 'root')).toBeDefined();
    await sqlElsewhere(`DELETE FROM users WHERE id = $1`, [c.userId]);
    // The cascade's notice empties the listing; the deleted user's token is no token any more.
    await until(() => cloudCache(t.app).get(c.userId, 'root') === undefined, 'the cascade shows');
    expect((await call(c, 'GET', '/creatives')).statusCode).toBe(401);
  });

  it.skipIf(!onPg)(
    'a write through a second API process on the same database shows in this one',
    async () => {
      const other = await build({ config: t.config, logger: false, jobPollingIntervalSeconds: 1 });
      try {
        await other.lifecycle.start();
        const root = await folder(a, 'Два процесса');
        await cachedListing(a, root.id);
        const res = await call(
          a,
          'POST',
          '/creatives/folder',
          { name: 'оттуда', parent_id: root.id },
          other,
        );
        expect(res.statusCode, res.body).toBe(201);
        await until(
          async () => (await names(a, root.id)).includes('оттуда'),
          "the other process's write shows",
        );
        // And the other way round: the second process's cache hears this one's writes.
        await call(a, 'GET', `/creatives/${root.id}`, undefined, other);
        await until(() => cloudCache(other).enabled, 'the second cache listens');
        expect(
          (await call(a, 'GET', `/creatives/${root.id}`, undefined, other)).json().items,
        ).toHaveLength(1);
        await folder(a, 'отсюда', root.id);
        await until(
          async () =>
            (await call(a, 'GET', `/creatives/${root.id}`, undefined, other)).json().items
              .length === 2,
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
      const cache = cloudCache(t.app);
      const states: boolean[] = [];
      const setListening = cache.setListening.bind(cache);
      vi.spyOn(cache, 'setListening').mockImplementation((on) => {
        states.push(on);
        setListening(on);
      });
      await cachedListing(a);
      expect(cache.size).toBeGreaterThan(0);
      // Only this cache's connection: with the session cache's gone too, every request's token
      // check reads the database until that one listens again, and the cached listing below
      // would count that query (it failed so in CI, now and then).
      const killed = await sqlElsewhere(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query ILIKE 'LISTEN "kreolab_cloud"%'`,
        [],
      );
      expect(killed.rows).toEqual([{ pg_terminate_backend: true }]);
      await until(() => states.includes(false), 'the loss is noticed');
      expect(states[0]).toBe(false);
      await until(() => states.at(-1) === true && cache.enabled, 'it listens again');
      await cachedListing(a);
    },
  );
});

describe('isolation', () => {
  it("never answers another user's listing or search", async () => {
    const secret = await folder(a, 'секретная папка');
    await upload(t.app, a.headers, [{ name: 'секрет.jpg', data: await jpeg() }], secret.id);
    await cachedListing(a, secret.id);
    await cachedListing(a);
    expect((await search(a, 'секрет')).length).toBe(2);

    expect((await call(b, 'GET', `/creatives/${secret.id}`)).statusCode).toBe(404);
    expect(await names(b)).not.toContain('секретная папка');
    expect(await search(b, 'секрет')).toEqual([]);
    await folder(b, 'своя секретная');
    expect((await search(b, 'секрет')).map((i) => i.name)).toEqual(['своя секретная']);
    expect((await search(a, 'секрет')).map((i) => i.name)).toEqual([
      'секретная папка',
      'секрет.jpg',
    ]);
  });
});

describe('signed URLs', () => {
  it('rebuilds an entry when the URL expiry window turns, so its links stay valid', async () => {
    const root = await folder(a, 'Ссылки');
    await upload(t.app, a.headers, [{ name: 'ссылка.jpg', data: await jpeg() }], root.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    // Late in a window: the next listing, 10 s later, is in the next one (and well within the
    // entry's age limit, so only the window can make it rebuild).
    const windowStart = (Math.floor(Date.now() / 1000 / TTL) + 1) * TTL * 1000;
    vi.setSystemTime(windowStart + (TTL - 5) * 1000);
    const before = await cachedListing(a, root.id);
    const expiresOf = (url: string) => Number(/\/files\/\d+\.(\d+)\./.exec(url)![1]);
    expect(expiresOf(before.items[0]!.url)).toBe(windowStart / 1000 + 2 * TTL);

    vi.setSystemTime(windowStart + (TTL + 5) * 1000);
    const after = await list(a, root.id);
    expect(expiresOf(after.items[0]!.url)).toBe(windowStart / 1000 + 3 * TTL);
    const file = await t.app.inject({ method: 'GET', url: after.items[0]!.url });
    expect(file.statusCode).toBe(200);
  });
});
