/**
 * The per-user cache of GET /labs (src/routes/labs/cache.ts): a hit touches no database, the
 * user's own writes show at once, and writes from elsewhere (raw SQL on another connection, as
 * a job or a second API process would) show through migration 0009's notices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existingLabsCache, LABS_CHANNEL } from '../src/routes/labs/cache';
import { api } from './helpers/analyses';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import { buildTestApp, type TestApp } from './helpers/build';
import { cachedRead, sqlElsewhere } from './helpers/cache';
import { until } from './helpers/wait';

interface LabsJson {
  items: { id: number; name: string; researches: number; comparisons: number }[];
}

let t: TestApp;
let a: SignedInUser;
let b: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp();
  a = await signUpAndLogin(t.app);
  b = await signUpAndLogin(t.app);
  await labsOf(a);
  await until(() => existingLabsCache(t.app.database)?.enabled, 'the cache listens');
});
afterAll(() => t.close());

async function labsOf(user: SignedInUser) {
  const res = await api(t.app, user.headers).get('/labs');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LabsJson;
}

const cachedLabs = (user: SignedInUser) =>
  cachedRead(
    t,
    LABS_CHANNEL,
    () => existingLabsCache(t.app.database)!,
    () => labsOf(user),
  );

describe('GET /labs cache', () => {
  it('the user’s own writes show at once: create, rename, delete', async () => {
    const call = api(t.app, a.headers);
    await cachedLabs(a);
    const lab = (await call.post('/labs', { name: 'Первая' })).json();
    expect((await labsOf(a)).items.map((l) => l.name)).toEqual(['Первая']);
    await cachedLabs(a);
    await call.patch(`/labs/${lab.id}`, { name: 'Переименована' });
    expect((await labsOf(a)).items[0]!.name).toBe('Переименована');
    await cachedLabs(a);
    await call.del(`/labs/${lab.id}`);
    expect((await labsOf(a)).items).toEqual([]);
  });

  it('writes from elsewhere show through the notices; progress updates keep the entry', async () => {
    const call = api(t.app, a.headers);
    const lab = (await call.post('/labs', { name: 'Общая' })).json();
    await cachedLabs(a);
    const { rows } = await sqlElsewhere(
      t,
      `INSERT INTO analyses (owner_id, lab_id, type, name, status)
       VALUES ($1, $2, 'research', 'x', 'processing') RETURNING id`,
      [a.userId, lab.id],
    );
    const id = rows[0]!.id as number;
    await until(async () => (await labsOf(a)).items[0]!.researches === 1, 'an insert counts');

    const before = await cachedLabs(a);
    await sqlElsewhere(t, `UPDATE analyses SET status = 'done' WHERE id = $1`, [id]);
    // Not part of the list: the entry stays (a hit, no query) and is still right.
    await new Promise((r) => setTimeout(r, 200));
    expect(await cachedLabs(a)).toEqual(before);

    await sqlElsewhere(t, `UPDATE analyses SET type = 'comparison' WHERE id = $1`, [id]);
    await until(async () => (await labsOf(a)).items[0]!.comparisons === 1, 'a change of type');
    await cachedLabs(a);
    await sqlElsewhere(t, `UPDATE labs SET name = 'Снаружи' WHERE id = $1`, [lab.id]);
    await until(async () => (await labsOf(a)).items[0]!.name === 'Снаружи', 'a rename');
    await cachedLabs(a);
    await sqlElsewhere(t, `DELETE FROM analyses WHERE id = $1`, [id]);
    await until(async () => (await labsOf(a)).items[0]!.comparisons === 0, 'a delete');
    await cachedLabs(a);
    await sqlElsewhere(t, `DELETE FROM labs WHERE id = $1`, [lab.id]);
    await until(async () => (await labsOf(a)).items.length === 0, 'the lab goes');
  });

  it('never answers another user’s list', async () => {
    await api(t.app, a.headers).post('/labs', { name: 'Только моя' });
    await cachedLabs(a);
    expect((await cachedLabs(b)).items).toEqual([]);
    expect((await labsOf(a)).items.map((l) => l.name)).toContain('Только моя');
  });
});
