import { AsyncLocalStorage } from 'node:async_hooks';
import { expect, vi } from 'vitest';
import pg from 'pg';
import type { CloudCache } from '../../src/cloud/cache';
import type { TestApp } from './build';
import { until } from './wait';

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
 * Waits until every notice on `channel` committed before this call has reached `cache`: a
 * marker notice (owner 0, which no user has) is sent from elsewhere, and PostgreSQL delivers the
 * notices of different transactions in the order they committed, so once the marker has
 * arrived the earlier ones have too.
 */
export async function noticesDelivered(t: TestApp, channel: string, cache: CloudCache) {
  let marked = false;
  const invalidate = cache.invalidate.bind(cache);
  const spy = vi.spyOn(cache, 'invalidate').mockImplementation((owner) => {
    if (owner === 0) marked = true;
    invalidate(owner);
  });
  try {
    // Sent again while it has not come: a LISTEN still being set up would not see the first.
    const deadline = Date.now() + 15_000;
    while (!marked) {
      await sqlElsewhere(t, 'SELECT pg_notify($1, $2)', [channel, '0']);
      await until(() => marked, `the marker notice on ${channel}`, { timeoutMs: 500 }).catch(
        (error: unknown) => {
          if (Date.now() > deadline) throw error;
        },
      );
    }
  } finally {
    spy.mockRestore();
  }
}

/**
 * Reads until a second read is a hit of `cache` that touched no database, proves it, and
 * returns it. The notices of earlier writes on `channel` are let in first: one still on its
 * way would empty the entry after this returns, and a test counting the next read's hit would
 * see a miss (once on CI). The session check's own cache (src/auth/revocation.ts) serves only
 * once its LISTEN is up, which a busy machine may not have reached at a file's first read:
 * until then a hit of `cache` still makes that check's one query. A read that queries on every
 * hit still fails after the last attempt.
 */
export async function cachedRead<T>(
  t: TestApp,
  channel: string,
  cache: () => CloudCache,
  read: () => Promise<T>,
) {
  for (let attempt = 0; ; attempt++) {
    await noticesDelivered(t, channel, cache());
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
