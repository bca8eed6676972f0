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
  return {
    kind: 'postgres',
    db,
    async executeSql(text, values) {
      const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      return { rows: lastRows(Array.isArray(result) ? result : [result]) };
    },
    migrate: () => migrateNodePg(pool),
    close: () => pool.end(),
  };
}

/** Of several statements' results, the last one that returns rows (a trailing COMMIT returns none). */
function lastRows(results: { fields: unknown[]; rows: unknown[] }[]): Record<string, unknown>[] {
  const withFields = results.filter((r) => r.fields.length > 0);
  return ((withFields.at(-1) ?? results.at(-1))?.rows ?? []) as Record<string, unknown>[];
}
