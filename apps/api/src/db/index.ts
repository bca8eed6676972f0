import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockPgliteDir } from './lock';
import { migrateNodePg, migratePglite } from './migrate';
import * as schema from './schema';

export { schema };

/** The one database type the rest of the code sees, whichever driver is underneath. */
export type Db = PgDatabase<
  PgQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Raw SQL for pg-boss and the odd maintenance query; parameterless text may hold several statements. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  migrate(): Promise<void>;
  /**
   * LISTEN on `channel`: `handler(payload)` for each notification (from any process, this one
   * included). `onState(true)` once listening; `onState(false)` when the connection is lost:
   * notifications may be missed until the next `true` (PostgreSQL reconnects by itself). Resolves
   * after the first attempt, with a function that stops listening; close() stops it too.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    onState?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url: string | null;
  pgliteDir: string;
}

/** Opening is synchronous; the connection is proven by `migrate()`, which start() awaits. */
export function openDatabase(options: DatabaseOptions): Database {
  return options.url ? openPostgres(options.url) : openPglite(options.pgliteDir);
}

function openPglite(dataDir: string): Database {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(path.dirname(dataDir), { recursive: true });
  const unlock = inMemory ? () => {} : lockPgliteDir(dataDir);
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const { rows } = await client.query<Record<string, unknown>>(text, values);
        return { rows };
      }
      // Only the simple protocol accepts several statements, as pg-boss sends for its locks.
      return { rows: lastRows(await client.exec(text)) };
    },
    async migrate() {
      await client.waitReady;
      await migratePglite(client);
    },
    async listen(channel, handler, onState) {
      // One in-process connection: it is never lost, and it hears its own NOTIFYs.
      await client.waitReady;
      const unlisten = await client.listen(channel, handler);
      onState?.(true);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async close() {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    db,
    async executeSql(text, values) {
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      return { rows: lastRows(Array.isArray(result) ? result : [result]) };
    },
    migrate: () => migrateNodePg(pool),
    async listen(channel, handler, onState) {
      const stop = await pgListener(url, channel, handler, onState ?? (() => {}));
      const unlisten = async () => {
        listeners.delete(unlisten);
        await stop();
      };
      listeners.add(unlisten);
      return unlisten;
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * A LISTEN outside the pool: one dedicated connection (a pooled one would be handed to other
 * queries), reopened with a growing pause (up to 10 s) whenever it fails or drops.
 */
async function pgListener(
  url: string,
  channel: string,
  handler: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let pause = 250;
  const connect = async () => {
    retry = null;
    if (stopped) return;
    const client = new pg.Client({ connectionString: url });
    current = client;
    let listening = false;
    const lost = () => {
      if (current !== client) return;
      current = null;
      if (listening) onState(false);
      client.end().catch(() => {});
      if (stopped) return;
      retry = setTimeout(() => void connect(), pause);
      retry.unref();
      pause = Math.min(pause * 2, 10_000);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (n) => {
      if (n.channel === channel) handler(n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      lost();
      return;
    }
    if (current !== client || stopped) return;
    listening = true;
    pause = 250;
    onState(true);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}

/** Of several statements' results, the last one that returns rows (a trailing COMMIT returns none). */
function lastRows(results: { fields: unknown[]; rows: unknown[] }[]): Record<string, unknown>[] {
  const withFields = results.filter((r) => r.fields.length > 0);
  return ((withFields.at(-1) ?? results.at(-1))?.rows ?? []) as Record<string, unknown>[];
}
