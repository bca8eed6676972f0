/**
 * Scale-out (issue 8): two ROLE=api processes and two ROLE=worker processes on one PostgreSQL
 * database and one S3 store (s3rver). Requests alternate between the API processes, as behind a
 * balancer. A worker is killed with SIGKILL while it analyses a creative: the analysis still
 * completes, each item once, charged once, with no extra files. Then a worker is killed while
 * it deletes a folder's 300 objects from S3: the cleanup finishes, once, with nothing left.
 *
 * Nothing is brought forward by hand: the surviving worker notices the dead one by its stopped
 * heartbeat (JOB_LEASE_SECONDS=4 here, 30 s by default) and hands its jobs back to pg-boss.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords';
import { signAccessToken } from '../../src/auth/tokens';
import { png } from '../helpers/cloud';
import { until } from '../helpers/wait';
import { JWT_SECRET, startCluster, type Cluster, type Role } from './harness';

const FILES = 300;
/** Catching a worker in the middle of a job: poll often, for as long as a model load may take. */
const FAST = { timeoutMs: 180_000, intervalMs: 25 };
/** The smallest image the upload takes as a creative (16 px a side), so 300 of them stay cheap. */
const PNG = await png(16, 16);
const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/e2e/fixtures',
);
const BANNERS = ['banner-a.jpg', 'banner-b.jpg'].map((f) => readFileSync(path.join(FIXTURES, f)));

function countObjects(dir: string, under = ''): number {
  let n = 0;
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) n += countObjects(full, under);
    else if (entry.endsWith('._S3rver_object') && full.includes(under)) n++;
  }
  return n;
}

let cluster: Cluster;
let apis: Role[];
let workers: Role[];
let auth: Record<string, string>;
let userId: number;
let turn = 0;
const victims: Role[] = [];

/** One API call, to the API processes in turn, as a round-robin balancer would send it. */
async function call(method: string, url: string, body?: unknown) {
  const api = apis[turn++ % apis.length]!;
  const res = await fetch(`${api.url}/api/v1${url}`, {
    method,
    headers: {
      ...auth,
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  return res;
}

/** The body of a 2xx answer (the contract's 200/201/202 per operation). */
async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  const text = await res.text();
  expect(res.status, `${res.url}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as T;
}

/** The worker process (of ours) that holds a claim on a job of `queue` right now. */
async function holderOf(queue: string): Promise<{ worker: Role; workerId: string } | null> {
  const rows = await cluster.sql<{ worker_id: string; pid: number }>(
    `select c.worker_id, w.pid from job_claims c join job_workers w on w.id = c.worker_id
      where c.queue = $1`,
    [queue],
  );
  for (const row of rows) {
    const worker = workers.find((w) => w.child.pid === row.pid && w.child.exitCode === null);
    if (worker) return { worker, workerId: row.worker_id };
  }
  return null;
}

beforeAll(async () => {
  cluster = await startCluster({ JOB_LEASE_SECONDS: '4' });
  apis = [await cluster.spawn('api', 'api-1'), await cluster.spawn('api', 'api-2')];
  workers = [await cluster.spawn('worker', 'worker-a'), await cluster.spawn('worker', 'worker-b')];
  const [user] = await cluster.sql<{ id: number; email: string }>(
    `insert into users (email, password_hash, is_verified) values ($1, $2, true) returning id, email`,
    ['mp@example.com', await hashPassword('Kr3o-lab!mp#7')],
  );
  userId = Number(user!.id);
  auth = { authorization: `Bearer ${signAccessToken(JWT_SECRET, { ...user!, id: userId })}` };
}, 300_000);
afterAll(async () => {
  await cluster?.close();
});

describe('a worker killed with SIGKILL', () => {
  it('during an analysis: another worker takes the item over, and the analysis completes once', async () => {
    const form = new FormData();
    for (const [i, bytes] of [...BANNERS, ...BANNERS].entries())
      form.append('files', new Blob([bytes], { type: 'image/jpeg' }), `баннер-${i}.jpg`);
    const uploaded = await json<{ items: { id: number }[] }>(
      await call('POST', '/creatives/upload', form),
    );
    const lab = await json<{ id: number }>(await call('POST', '/labs', { name: 'Кластер' }));
    const analysis = await json<{ id: number }>(
      await call('POST', '/analyses', {
        type: 'research',
        lab_id: lab.id,
        name: 'Под нагрузкой',
        creative_ids: uploaded.items.map((i) => i.id),
        settings: { goal: 'awareness', placement: 'social_feed' },
      }),
    );
    await json(await call('POST', `/analyses/${analysis.id}/start`));

    // The first item a worker takes loads the engine's models: seconds in which it is busy.
    const victim = await until(
      () => holderOf('analysis.item'),
      'a worker to be analysing an item',
      FAST,
    );
    await victim.worker.kill('SIGKILL');
    victims.push(victim.worker);
    expect(victim.worker.child.signalCode).toBe('SIGKILL');
    const lost = await cluster.sql<{ job_id: string }>(
      `select job_id from job_claims where worker_id = $1 and queue = 'analysis.item'`,
      [victim.workerId],
    );
    expect(lost.length, 'the killed worker held an item job').toBeGreaterThan(0);
    console.info(`killed ${victim.worker.name} while it held ${lost.length} item job(s)`);

    const progress = await until(
      async () => {
        const p = await json<{ status: string; error?: unknown }>(
          await call('GET', `/analyses/${analysis.id}/progress`),
        );
        return p.status === 'done' || p.status === 'failed' ? p : null;
      },
      'the analysis to finish',
      { timeoutMs: 300_000, intervalMs: 25 },
    );
    expect(progress.status, JSON.stringify(progress)).toBe('done');

    // The killed worker's jobs ran again elsewhere (retried through pg-boss, not re-sent).
    for (const { job_id } of lost) {
      const [job] = await cluster.sql<{ state: string; retry_count: number }>(
        `select state, retry_count from pgboss.job where name = 'analysis.item' and id = $1`,
        [job_id],
      );
      expect(job).toMatchObject({ state: 'completed' });
      expect(job!.retry_count).toBeGreaterThanOrEqual(1);
    }
    const jobs = await cluster.sql<{ data: { itemId: number } }>(
      `select data from pgboss.job where name = 'analysis.item'`,
    );
    expect(new Set(jobs.map((j) => j.data.itemId)).size).toBe(jobs.length);
    // One row per creative, each done; one charge; four frames; the files of four items only.
    const items = await cluster.sql<{ status: string }>(
      `select status from analysis_items where analysis_id = $1`,
      [analysis.id],
    );
    expect(items.map((i) => i.status)).toEqual(['done', 'done', 'done', 'done']);
    const charges = await cluster.sql(
      `select id from usage_events where user_id = $1 and kind = 'analysis'`,
      [userId],
    );
    expect(charges).toHaveLength(1);
    const result = await json<{ frames: unknown[] }>(
      await call('GET', `/analyses/${analysis.id}/result`),
    );
    expect(result.frames).toHaveLength(4);
    const stored = countObjects(
      cluster.bucketDir,
      `${path.sep}analyses${path.sep}${analysis.id}${path.sep}`,
    );
    const expected = await cluster.sql<{ keys: number }>(
      `select count(*)::int as keys from (
         select jsonb_array_elements(result) f from analysis_items where analysis_id = $1) frames
       cross join lateral (values (f->>'image_key'), (f->>'heatmap_key'), (f->>'fog_key')) k(key)
       where k.key is not null`,
      [analysis.id],
    );
    expect(stored).toBeGreaterThanOrEqual(expected[0]!.keys);
    // Nothing but the item files and at most the result's own few (preview, report).
    expect(stored).toBeLessThanOrEqual(expected[0]!.keys + 2);
  }, 420_000);

  it('during a storage cleanup: the job is retried by another worker and completes once', async () => {
    workers.push(await cluster.spawn('worker', 'worker-c'));
    const folder = await json<{ id: number }>(
      await call('POST', '/creatives/folder', { name: 'Убить воркера', parent_id: null }),
    );
    const before = countObjects(cluster.bucketDir);
    for (let done = 0; done < FILES; done += 20) {
      const form = new FormData();
      form.append('parent_id', String(folder.id));
      for (let i = done; i < done + 20; i++)
        form.append('files', new Blob([PNG], { type: 'image/png' }), `f${i}.png`);
      await json(await call('POST', '/creatives/upload', form));
    }
    const stored = countObjects(cluster.bucketDir);
    expect(stored - before).toBe(FILES);

    // Delete moves to the trash; emptying it deletes for good: the rows go now, the objects in
    // storage.cleanup jobs that a worker picks up.
    await json(await call('POST', '/creatives/delete', { ids: [folder.id] }));
    await json(await call('POST', '/creatives/trash/empty'));
    const victim = await until(
      () => holderOf('storage.cleanup'),
      'a worker to start a cleanup job',
      FAST,
    );
    await victim.worker.kill('SIGKILL');
    victims.push(victim.worker);
    const lost = await cluster.sql<{ job_id: string }>(
      `select job_id from job_claims where worker_id = $1 and queue = 'storage.cleanup'`,
      [victim.workerId],
    );
    console.info(
      `killed ${victim.worker.name} with ${lost.length} cleanup job(s) and ${countObjects(cluster.bucketDir) - before}/${FILES} objects left`,
    );

    await until(
      async () => {
        const rows = await cluster.sql<{ state: string }>(
          `select state from pgboss.job where name = 'storage.cleanup'`,
        );
        return rows.length > 0 && rows.every((r) => r.state === 'completed');
      },
      'every cleanup job to complete',
      { timeoutMs: 240_000, intervalMs: 25 },
    );
    expect(countObjects(cluster.bucketDir)).toBe(before);
    const jobs = await cluster.sql<{ id: string; retry_count: number; data: unknown }>(
      `select id, retry_count, data from pgboss.job where name = 'storage.cleanup'`,
    );
    const payloads = jobs.map((j) => JSON.stringify(j.data));
    expect(new Set(payloads).size).toBe(payloads.length);
    for (const s of lost)
      expect(jobs.find((j) => j.id === s.job_id)?.retry_count).toBeGreaterThanOrEqual(1);
    // The other processes never noticed; the dead workers are forgotten.
    const survivors = [...apis, ...workers].filter((p) => !victims.includes(p));
    for (const p of survivors)
      expect([p.child.exitCode, p.child.signalCode], p.name).toEqual([null, null]);
    for (const api of apis) expect((await fetch(`${api.url}/api/v1/health`)).status).toBe(200);
    const alive = await cluster.sql<{ pid: number }>(`select pid from job_workers`);
    expect(alive.map((w) => w.pid).sort()).toEqual(
      survivors
        .filter((p) => !apis.includes(p))
        .map((p) => p.child.pid)
        .sort(),
    );
  }, 420_000);
});
