import { eq, sql } from 'drizzle-orm';
import { diskQuota } from '../billing';
import type { Config } from '../config';
import { creatives } from '../db/schema';
import type { DbOrTx, Tx } from './sql';

export type QuotaDefaults = Pick<Config['cloud'], 'quotaDefault'>;

/**
 * The one place that decides a user's disk quota in bytes: the current tariff's disk
 * (billing's `diskQuota`; the trial's 1 GiB for a new user). `defaults.quotaDefault`
 * (DISK_QUOTA_DEFAULT) is no longer consulted; the parameter stays for the callers.
 */
export async function quotaFor(
  db: DbOrTx,
  userId: number,
  _defaults: QuotaDefaults,
): Promise<number> {
  return diskQuota(db, userId);
}

/** Bytes used: the sum of the user's file sizes, video frames included. */
export async function usedSpace(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${creatives.size}), 0)::text` })
    .from(creatives)
    .where(eq(creatives.ownerId, userId));
  return Number(row?.used ?? 0);
}

export interface DiskSpace {
  total: number;
  used: number;
  free: number;
}

export async function diskSpace(
  db: DbOrTx,
  userId: number,
  defaults: QuotaDefaults,
): Promise<DiskSpace> {
  const [total, used] = await Promise.all([quotaFor(db, userId, defaults), usedSpace(db, userId)]);
  return { total, used, free: Math.max(0, total - used) };
}

/**
 * Serialises every change of one user's disk use: whoever commits bytes holds the user's row
 * until the transaction ends, so checking the quota and inserting cannot interleave.
 */
export async function lockOwner(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}
