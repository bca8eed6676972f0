import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JobQueue, MissingJobHandlersError } from '../src/jobs/queue';
import { jobNames } from '../src/jobs/registry';
import { PayloadSeal } from '../src/jobs/seal';
import { buildTestApp, type TestApp } from './helpers/build';

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('job queue (pg-boss on the test database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses to start when a registered kind has no handler', async () => {
    const silent = t.app.log;
    const bare = new JobQueue(t.app.database, silent, { work: false, secret: t.config.jwtSecret });
    await expect(bare.start()).rejects.toBeInstanceOf(MissingJobHandlersError);
    await expect(bare.start()).rejects.toThrow(/storage\.cleanup/);
  });

  it('refuses a second handler for the same kind', () => {
    expect(() => t.app.jobs.handle('storage.cleanup', async () => {})).toThrow(/already/);
  });

  it('runs storage.cleanup end to end', async () => {
    const { storage, jobs } = t.app;
    await storage.put('users/7/a.jpg', Buffer.from('a'));
    await storage.put('users/7/frames/1.jpg', Buffer.from('1'));
    await storage.put('users/7/frames/2.jpg', Buffer.from('2'));
    await storage.put('users/8/keep.jpg', Buffer.from('k'));

    const id = await jobs.send('storage.cleanup', {
      keys: ['users/7/a.jpg'],
      prefixes: ['users/7/frames/'],
    });
    expect(id).toBeTruthy();
    const job = await waitFor(async () => {
      const found = await jobs.getJob('storage.cleanup', id!);
      return found?.state === 'completed' || found?.state === 'failed' ? found : undefined;
    });
    expect(job.state).toBe('completed');
    expect(await storage.stat('users/7/a.jpg')).toBeNull();
    expect(await storage.stat('users/7/frames/1.jpg')).toBeNull();
    expect(await storage.stat('users/8/keep.jpg')).not.toBeNull();
  });

  it('keeps a mail sealed in the queue table, and still delivers it', async () => {
    const link = 'https://kreolab.test/reset?token=SECRET-TOKEN-4242';
    const id = await t.app.jobs.send('mail.send', {
      to: 'sealed@example.com',
      subject: 'Сброс пароля',
      text: `Ссылка: ${link}`,
      html: `<a href="${link}">Сбросить</a>`,
    });
    const job = await waitFor(async () => {
      const found = await t.app.jobs.getJob('mail.send', id!);
      return found?.state === 'completed' || found?.state === 'failed' ? found : undefined;
    });
    expect(job.state).toBe('completed');
    const { rows } = await t.app.database.executeSql(
      `select data::text as data from pgboss.job where name = 'mail.send' and id = $1`,
      [id],
    );
    const stored = String(rows[0]?.data);
    expect(stored).toMatch(/"sealed"/);
    expect(stored).not.toMatch(/SECRET-TOKEN|sealed@example|Сброс/);
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mails = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8'));
    expect(
      mails.some((m) => m.includes('SECRET-TOKEN-4242') && m.includes('sealed@example.com')),
    ).toBe(true);
  });

  it('refuses a sealed payload altered in the table or sealed under another secret', () => {
    const seal = new PayloadSeal('one-secret-one-secret-one-secret!!');
    const sealed = seal.seal({ to: 'a@example.com' });
    expect(seal.open(sealed)).toEqual({ to: 'a@example.com' });
    expect(() => new PayloadSeal('another-secret-another-secret-!!').open(sealed)).toThrow();
    const raw = Buffer.from(sealed.sealed, 'base64');
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    expect(() => seal.open({ sealed: raw.toString('base64') })).toThrow();
    expect(() => seal.open({ to: 'plain@example.com' })).toThrow(/not sealed/);
  });
});

describe('job queue stop (a handler that outlives it)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The app itself works no jobs here, so the job below reaches only the queue under test.
    t = await buildTestApp({ env: { ROLE: 'api' } });
  });
  afterAll(() => t.close());

  it('drops the late settling query quietly: no unhandled rejection, the job is retried', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const queue = new JobQueue(t.app.database, t.app.log, {
        work: true,
        secret: t.config.jwtSecret,
        pollingIntervalSeconds: 0.5,
      });
      let started!: () => void;
      const running = new Promise<void>((resolve) => (started = resolve));
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      for (const name of jobNames) {
        queue.handle(name, async () => {
          if (name !== 'storage.cleanup') return;
          started();
          await gate;
          throw new Error('settles after the stop');
        });
      }
      await queue.start();
      const id = await queue.send('storage.cleanup', { keys: ['users/1/late.jpg'] });
      await running;
      // pg-boss and the queue each wait 100 ms for the handler, which is still held.
      await queue.stop(100);
      release();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(rejections).toEqual([]);
      const { rows } = await t.app.database.executeSql(
        `select state from pgboss.job where name = 'storage.cleanup' and id = $1`,
        [id],
      );
      // pg-boss fails what is still running when its stop times out, so the job is retried;
      // the handler's own late failure was dropped rather than sent to a closed database.
      expect(rows[0]?.state).toBe('retry');
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});

// pg-boss asks for work every polling interval and, after a job shorter than that, waits out
// the rest of it: a research of 30 one-second frames spent about half its time waiting.
describe('job queue: work starts without waiting for the next poll', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ jobPollingIntervalSeconds: 120 });
  });
  afterAll(() => t.close());

  it('runs jobs sent one after another at once, though the worker polls every two minutes', async () => {
    const { storage, jobs } = t.app;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      await storage.put(`users/9/${i}.jpg`, Buffer.from(String(i)));
      ids.push((await jobs.send('storage.cleanup', { keys: [`users/9/${i}.jpg`] }))!);
    }
    for (const id of ids) {
      const job = await waitFor(async () => {
        const found = await jobs.getJob('storage.cleanup', id);
        return found?.state === 'completed' ? found : undefined;
      });
      expect(job.state).toBe('completed');
    }
    for (let i = 0; i < 3; i++) expect(await storage.stat(`users/9/${i}.jpg`)).toBeNull();
  });
});
