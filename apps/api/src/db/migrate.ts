import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateWithNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrateWithPglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/** SQL written by drizzle-kit (`pnpm db:generate`); shipped with the package, not generated at run time. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant works; it only has to be the same in every process of one deployment.
const MIGRATION_LOCK_KEY = 0x6b72656f;

export async function migratePglite(client: PGlite): Promise<void> {
  await migrateWithPglite(drizzlePglite(client), { migrationsFolder });
}

/**
 * Several API and worker processes may start at once against one PostgreSQL; drizzle's
 * migrator does not serialise them, so a session-level advisory lock does.
 */
export async function migrateNodePg(pool: pg.Pool): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateWithNodePg(drizzleNodePg(pool), { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lock.release();
  }
}
