import { expect, vi } from 'vitest';
import pg from 'pg';
import type { CloudCache } from '../../src/cloud/cache';
import type { TestApp } from './build';

/** Raw SQL on a connection of its own where there is one (PostgreSQL): another process. */
export async function sqlElsewhere(t: TestApp, text: string, values: unknown[] = []) {
  if (!t.config.db.url) return t.app.database.executeSql(text, values);
  const client = new pg.Client({ connectionString: t.config.db.url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/**
 * Reads until a second read is a hit of `cache` that touched no database, proves it, and
 * returns it. (On PostgreSQL the notice of an earlier write may still be on its way and empty
 * the entry once more; that costs a miss, never a stale answer.)
 */
export async function cachedRead<T>(t: TestApp, cache: () => CloudCache, read: () => Promise<T>) {
  for (let attempt = 0; ; attempt++) {
    const first = await read();
    const spies = [
      vi.spyOn(t.app.db, 'select'),
      vi.spyOn(t.app.db, 'execute'),
      vi.spyOn(t.app.database, 'executeSql'),
    ];
    const [hits, misses] = [cache().hits, cache().misses];
    const second = await read();
    const hit = cache().hits === hits + 1 && cache().misses === misses;
    const queries = spies.reduce((n, spy) => n + spy.mock.calls.length, 0);
    for (const spy of spies) spy.mockRestore();
    if (!hit && attempt < 50) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    expect(hit).toBe(true);
    expect(queries).toBe(0);
    expect(second).toEqual(first);
    return second;
  }
}
