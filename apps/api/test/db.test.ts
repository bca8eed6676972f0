import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db';
import { users } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers/build';

describe('database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('runs on the driver the suite asked for', () => {
    expect(t.app.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('has the baseline users table, unique on lower(email)', async () => {
    await t.app.db.insert(users).values({ email: 'Anna@Example.ru', passwordHash: 'x' });
    await expect(
      t.app.db.insert(users).values({ email: 'anna@example.RU', passwordHash: 'y' }),
    ).rejects.toThrow();
    const [row] = await t.app.db.select().from(users);
    expect(row).toMatchObject({
      isVerified: false,
      hintResearchCreate: true,
      skills: [],
      firstName: '',
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('migrating again is a no-op, also from several processes at once', async () => {
    await t.app.database.migrate();
    if (t.config.db.url) {
      const others = [openDatabase(t.config.db), openDatabase(t.config.db)];
      await Promise.all(others.map((d) => d.migrate()));
      await Promise.all(others.map((d) => d.close()));
    }
    const { rows } = await t.app.database.executeSql('select count(*)::int as n from users');
    expect(rows[0]?.n).toBe(1);
  });

  it('runs several statements in one parameterless call, as pg-boss does', async () => {
    const { rows } = await t.app.database.executeSql(
      'BEGIN; SELECT 1 AS a; SELECT 2 AS b; COMMIT;',
    );
    expect(rows).toEqual([{ b: 2 }]);
    const withValues = await t.app.database.executeSql('SELECT $1::int + 1 AS n', [41]);
    expect(withValues.rows).toEqual([{ n: 42 }]);
    await t.app.db.execute(sql`select 1`);
  });
});

describe('embedded database folder', () => {
  it('is refused to a second process while the first holds it', async () => {
    const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'kreolab-lock-'));
    try {
      const dbDir = path.join(dir, 'db');
      // Another live process (our parent) holds it.
      writeFileSync(`${dbDir}.lock`, String(process.ppid));
      expect(() => openDatabase({ url: null, pgliteDir: dbDir })).toThrow(/in use by process/);
      // A lock left by a dead process is taken over.
      writeFileSync(`${dbDir}.lock`, '999999999');
      const database = openDatabase({ url: null, pgliteDir: dbDir });
      await database.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'is taken over from a process that died but was not reaped (a zombie)',
    async () => {
      // `sleep 1` ends after its parent has exec'd into `sleep 30`, which never reaps it: a zombie
      // until the parent goes, as a killed server is where a container's PID 1 reaps nobody. (A
      // child that ended before the exec, `sleep 0`, could be reaped by the shell itself on a
      // loaded machine, and its /proc entry was gone.)
      const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 30'], {
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const dir = mkdtempSync(path.join(tmpdir(), 'kreolab-lock-'));
      try {
        const [line] = (await once(parent.stdout!, 'data')) as [Buffer];
        const zombie = Number(line.toString().trim());
        await expect
          .poll(() => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]!.charAt(0), {
            timeout: 15_000,
          })
          .toBe('Z');
        // kill(pid, 0) still answers for it
        expect(process.kill(zombie, 0)).toBe(true);
        const dbDir = path.join(dir, 'db');
        writeFileSync(`${dbDir}.lock`, String(zombie));
        const database = openDatabase({ url: null, pgliteDir: dbDir });
        await database.close();
      } finally {
        parent.kill('SIGKILL');
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
