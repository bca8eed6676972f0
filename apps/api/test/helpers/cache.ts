import { AsyncLocalStorage } from 'node:async_hooks';
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

/** Marks the queries that the read under test makes, as opposed to the process's own timers. */
const reading = new AsyncLocalStorage<true>();

/**
 * Counts the calls of `target[method]` made inside `reading`, still running the real method.
 * The app's background work (the job workers' heartbeat and sweep, src/jobs/leases.ts) queries
 * the same database on its own timers and may land between two reads on a busy machine; it runs
 * outside `reading`, so it is not the read's query.
 */
function countReadCalls(target: object, method: string) {
  const methods = target as Record<string, (...args: unknown[]) => unknown>;
  const original = methods[method]!;
  let calls = 0;
  const spy = vi.spyOn(methods, method).mockImplementation(function (this: unknown, ...args) {
    if (reading.getStore()) calls++;
    return original.apply(this, args);
  });
  return { calls: () => calls, restore: () => spy.mockRestore() };
}

/**
 * Reads until a second read is a hit of `cache` that touched no database, proves it, and
 * returns it. (On PostgreSQL the notice of an earlier write may still be on its way and empty
 * the entry once more; that costs a miss, never a stale answer. The session check's own cache
 * (src/auth/revocation.ts) serves only once its LISTEN is up, which a busy machine may not have
 * reached at a file's first read: until then a hit of `cache` still makes that check's one query.
 * A read that queries on every hit still fails after the last attempt.)
 */
export async function cachedRead<T>(t: TestApp, cache: () => CloudCache, read: () => Promise<T>) {
  for (let attempt = 0; ; attempt++) {
    const first = await read();
    const counters = [
      countReadCalls(t.app.db, 'select'),
      countReadCalls(t.app.db, 'execute'),
      countReadCalls(t.app.database, 'executeSql'),
    ];
    const [hits, misses] = [cache().hits, cache().misses];
    const second = await reading.run(true, read);
    const hit = cache().hits === hits + 1 && cache().misses === misses;
    const queries = counters.reduce((n, counter) => n + counter.calls(), 0);
    for (const counter of counters) counter.restore();
    if ((!hit || queries > 0) && attempt < 50) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    expect(hit).toBe(true);
    expect(queries).toBe(0);
    expect(second).toEqual(first);
    return second;
  }
}
