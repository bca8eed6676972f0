import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue, MissingJobHandlersError } from '../src/jobs/queue';
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
    const bare = new JobQueue(t.app.database, silent, { work: false });
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
});
