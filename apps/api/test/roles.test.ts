import { describe, expect, it } from 'vitest';
import { startApp } from '../src/start';
import { buildTestApp } from './helpers/build';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('ROLE', () => {
  it('api: serves HTTP and sends jobs, but does not work them', async () => {
    const t = await buildTestApp({
      env: { ROLE: 'api', PORT: '0', HOST: '127.0.0.1' },
      start: false,
    });
    try {
      await startApp(t.app);
      expect(t.app.server.listening).toBe(true);
      await t.app.storage.put('x/a.txt', Buffer.from('a'));
      const id = await t.app.jobs.send('storage.cleanup', { keys: ['x/a.txt'] });
      await sleep(1500); // three polling intervals of the test queue
      expect((await t.app.jobs.getJob('storage.cleanup', id!))?.state).toBe('created');
      expect(await t.app.storage.stat('x/a.txt')).not.toBeNull();
    } finally {
      await t.close();
    }
  });

  it('worker: opens no port, but works jobs', async () => {
    const t = await buildTestApp({ env: { ROLE: 'worker', PORT: '0' }, start: false });
    try {
      await startApp(t.app);
      expect(t.app.server.listening).toBe(false);
      await t.app.storage.put('y/b.txt', Buffer.from('b'));
      const id = await t.app.jobs.send('storage.cleanup', { keys: ['y/b.txt'] });
      for (
        let i = 0;
        i < 100 && (await t.app.jobs.getJob('storage.cleanup', id!))?.state !== 'completed';
        i++
      ) {
        await sleep(100);
      }
      expect(await t.app.storage.stat('y/b.txt')).toBeNull();
    } finally {
      await t.close();
    }
  });
});
