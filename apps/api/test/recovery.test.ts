import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECOVERIES } from '../src/analyses/recover';
import { analyses, analysisItems, jobClaims, jobWorkers } from '../src/db/schema';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import { addCreative, api, bannerPng, setTariff, waitForStatus } from './helpers/analyses';
import { buildTestApp, type TestApp } from './helpers/build';
import { until } from './helpers/wait';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('crash safety: worker leases and stuck analyses', () => {
  let t: TestApp;
  let user: SignedInUser;
  let call: ReturnType<typeof api>;
  let labId: number;

  beforeAll(async () => {
    t = await buildTestApp({ env: { JOB_LEASE_SECONDS: '3' } });
    user = await signUpAndLogin(t.app);
    await setTariff(t.app, user.userId);
    call = api(t.app, user.headers);
    labId = (await call.post('/labs', { name: 'Лаборатория' })).json().id;
  });
  afterAll(() => t.close());

  const sqlRows = async <T>(text: string, values: unknown[] = []) =>
    (await t.app.database.executeSql(text, values)).rows as T[];

  /** A job as another worker would hold it: fetched (active) and claimed, retried without delay. */
  async function heldBy(workerId: string, payload: { keys: string[] }) {
    const id = (await t.app.jobs.send('storage.cleanup', payload, { startAfter: 3600 }))!;
    await sqlRows(
      `UPDATE pgboss.job SET state = 'active', started_on = now(), retry_delay = 0, retry_backoff = false
        WHERE name = 'storage.cleanup' AND id = $1`,
      [id],
    );
    await t.app.db.insert(jobClaims).values({ jobId: id, queue: 'storage.cleanup', workerId });
    return id;
  }

  it('this process beats its heartbeat while it works jobs', async () => {
    const [me] = await t.app.db
      .select()
      .from(jobWorkers)
      .where(eq(jobWorkers.id, t.app.jobs.workerId));
    expect(me?.pid).toBe(process.pid);
    await sleep(1200);
    const [later] = await t.app.db
      .select()
      .from(jobWorkers)
      .where(eq(jobWorkers.id, t.app.jobs.workerId));
    expect(later!.heartbeatAt.getTime()).toBeGreaterThan(me!.heartbeatAt.getTime());
  });

  it('retries the job of a worker that stopped beating, at once, and forgets the worker', async () => {
    const dead = randomUUID();
    const alive = randomUUID();
    await t.app.db.insert(jobWorkers).values([
      { id: dead, host: 'gone', pid: 1, heartbeatAt: new Date(Date.now() - 60_000) },
      // Beating far ahead, so no sweep in this test can take it for dead.
      { id: alive, host: 'busy', pid: 2, heartbeatAt: new Date(Date.now() + 3_600_000) },
    ]);
    await t.app.storage.put('lease/dead.txt', Buffer.from('x'));
    await t.app.storage.put('lease/alive.txt', Buffer.from('y'));
    const lost = await heldBy(dead, { keys: ['lease/dead.txt'] });
    const busy = await heldBy(alive, { keys: ['lease/alive.txt'] });

    await t.app.jobs.sweep();
    const job = await until(
      async () => {
        const found = await t.app.jobs.getJob('storage.cleanup', lost);
        return found?.state === 'completed' ? found : null;
      },
      'the lost job to be retried and completed',
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    expect(job.retryCount).toBe(1);
    expect(await t.app.storage.stat('lease/dead.txt')).toBeNull();
    // The living worker's job is not touched: still its own, still active, its file still there.
    expect((await t.app.jobs.getJob('storage.cleanup', busy))?.state).toBe('active');
    expect(await t.app.storage.stat('lease/alive.txt')).not.toBeNull();
    const claims = await t.app.db.select().from(jobClaims);
    expect(claims.map((c) => c.jobId)).toEqual([busy]);
    const workers = (await t.app.db.select().from(jobWorkers)).map((w) => w.id);
    expect(workers).not.toContain(dead);
    expect(workers).toContain(alive);
  });

  async function finishedResearch() {
    const image = await addCreative(t.app, user.userId, await bannerPng(40));
    const id = (
      await call.post('/analyses', {
        type: 'research',
        lab_id: labId,
        name: 'Зависшее исследование',
        creative_ids: [image.id],
        settings: { goal: 'awareness', placement: 'print' },
      })
    ).json().id as number;
    expect((await call.post(`/analyses/${id}/start`)).statusCode).toBe(202);
    expect((await waitForStatus(t.app, id)).status).toBe('done');
    return id;
  }

  /** As after a crash between the claim and the send: running, long unmoved, no job anywhere. */
  async function makeStuck(id: number, recoveries: number) {
    await t.app.db
      .update(analysisItems)
      .set({ status: 'pending' })
      .where(eq(analysisItems.analysisId, id));
    await t.app.db
      .update(analyses)
      .set({
        status: 'processing',
        result: null,
        progress: 40,
        recoveries,
        updatedAt: sql`now() - interval '1 hour'`,
      })
      .where(eq(analyses.id, id));
  }

  it('puts a stuck analysis back on the queue, and it finishes', async () => {
    const id = await finishedResearch();
    await makeStuck(id, 0);
    await t.app.jobs.sweep();
    const done = await waitForStatus(t.app, id);
    expect(done.status).toBe('done');
    expect(done.recoveries).toBe(1);
    expect((await call.get(`/analyses/${id}/result`)).statusCode).toBe(200);
  });

  it('leaves a run alone while a job of it still waits in the queue', async () => {
    const id = await finishedResearch();
    await makeStuck(id, 0);
    const [a] = await t.app.db.select().from(analyses).where(eq(analyses.id, id));
    await t.app.jobs.send(
      'analysis.assemble',
      { analysisId: id, run: a!.run },
      { startAfter: 3600 },
    );
    await t.app.jobs.sweep();
    const [after] = await t.app.db.select().from(analyses).where(eq(analyses.id, id));
    expect(after!.status).toBe('processing');
    expect(after!.recoveries).toBe(0);
  });

  it('fails a run that stays stuck after its recoveries (its charge given back); a restart completes, charged once', async () => {
    const id = await finishedResearch();
    await makeStuck(id, MAX_RECOVERIES);
    await t.app.jobs.sweep();
    const failed = await waitForStatus(t.app, id, ['failed', 'done']);
    expect(failed.status).toBe('failed');
    expect(failed.error?.code).toBe('ANALYSIS_FAILED');
    const progress = (await call.get(`/analyses/${id}/progress`)).json();
    expect(progress.status).toBe('failed');

    expect(failed.chargedAt).toBeNull();

    const left = (await call.get('/profile/me')).json().tariff.analyses_left;
    expect((await call.post(`/analyses/${id}/start`)).statusCode).toBe(202);
    const done = await waitForStatus(t.app, id);
    expect(done.status).toBe('done');
    expect(done.recoveries).toBe(0);
    expect(done.chargedAt).not.toBeNull();
    expect((await call.get('/profile/me')).json().tariff.analyses_left).toBe(left - 1);
  });
});
