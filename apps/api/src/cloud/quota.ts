import { eq, sql } from 'drizzle-orm';
import { diskQuota } from '../billing';
import type { Config } from '../config';
import { creatives, creativeVersions } from '../db/schema';
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

/** Bytes of the user's earlier file versions (src/cloud/versions.ts): all, and of trashed files. */
async function versionsSpace(db: DbOrTx, userId: number): Promise<{ all: number; trash: number }> {
  const [row] = await db
    .select({
      all: sql<string>`coalesce(sum(${creativeVersions.size}), 0)::text`,
      trash: sql<string>`coalesce(sum(${creativeVersions.size}) filter (where ${creatives.trashedAt} is not null), 0)::text`,
    })
    .from(creativeVersions)
    .innerJoin(creatives, eq(creatives.id, creativeVersions.creativeId))
    .where(eq(creativeVersions.ownerId, userId));
  return { all: Number(row?.all ?? 0), trash: Number(row?.trash ?? 0) };
}

/** Bytes of the user's files: all of them (trash included) and those in the trash. */
async function filesSpace(db: DbOrTx, userId: number): Promise<{ all: number; trash: number }> {
  const [row] = await db
    .select({
      all: sql<string>`coalesce(sum(${creatives.size}), 0)::text`,
      trash: sql<string>`coalesce(sum(${creatives.size}) filter (where ${creatives.trashedAt} is not null), 0)::text`,
    })
    .from(creatives)
    .where(eq(creatives.ownerId, userId));
  return { all: Number(row?.all ?? 0), trash: Number(row?.trash ?? 0) };
}

/**
 * Bytes used: the user's file sizes, video frames, the trash and earlier versions included
 * (a delete only moves to the trash, so it frees nothing until the trash is emptied).
 */
export async function usedSpace(db: DbOrTx, userId: number): Promise<number> {
  const [files, versions] = await Promise.all([filesSpace(db, userId), versionsSpace(db, userId)]);
  return files.all + versions.all;
}

export interface DiskSpace {
  total: number;
  used: number;
  free: number;
  /** Of `used`: what the trash holds (with its files' versions), and what versions of the other files hold. */
  trash: number;
  versions: number;
}

export async function diskSpace(
  db: DbOrTx,
  userId: number,
  defaults: QuotaDefaults,
): Promise<DiskSpace> {
  const [total, files, versions] = await Promise.all([
    quotaFor(db, userId, defaults),
    filesSpace(db, userId),
    versionsSpace(db, userId),
  ]);
  const used = files.all + versions.all;
  return {
    total,
    used,
    free: Math.max(0, total - used),
    trash: files.trash + versions.trash,
    versions: versions.all - versions.trash,
  };
}

/**
 * Serialises every change of one user's disk use: whoever commits bytes holds the user's row
 * until the transaction ends, so checking the quota and inserting cannot interleave.
 */
export async function lockOwner(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}
