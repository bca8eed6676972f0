import type { SQL } from 'drizzle-orm';
import type { Db } from '../db';

/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Rows of a raw query, the same on PGlite and node-postgres. Raw rows are not typed by the
 * schema: bigint columns come back as strings from node-postgres, so cast in SQL or Number().
 */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** PostgreSQL's unique_violation (23505), through drizzle's error wrapping. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}
