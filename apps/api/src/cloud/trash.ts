import type { components } from '@kreolab/api-spec';
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { creatives, creativeVersions, type Creative } from '../db/schema';
import type { JobQueue } from '../jobs/queue';
import { conflict, invalid, notFound } from '../errors';
import { folderPaths, itemColumns, lockOwnedLiveItems, toItem, type ItemContext } from './items';
import { checkName } from './names';
import { lockOwner } from './quota';
import { isUniqueViolation, rowsOf, type DbOrTx, type Tx } from './sql';

/**
 * The trash (issue 16). A delete moves the items there: every row of a deleted item's subtree
 * gets `trashed_at` and `trash_root_id` (the item the user deleted) and stays where it was, so
 * the quota still counts it, researches still read it, and a restore knows its folder. After
 * TRASH_DAYS the purge job (registerTrashJobs) deletes it for good.
 */
export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The trash's clock: when an item was trashed and what is due. Tests move it (a fake clock). */
export const trashClock = { now: (): Date => new Date() };

export type TrashItem = components['schemas']['TrashItem'];

const nameConflict = () => conflict('NAME_CONFLICT', 'The name is taken in this folder');
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Moves items, folders with everything beneath them, to the trash; answers how many rows moved.
 * All or nothing: a missing, foreign or already trashed id is 404. An id beneath another id of
 * the same call goes with its ancestor (one trash entry). What was already in the trash inside
 * a folder stays its own entry.
 */
export async function trashItems(
  db: Db,
  ownerId: number,
  ids: number[],
  now = trashClock.now(),
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockOwnedLiveItems(tx, ownerId, ids);
    const moved = await rowsOf<{ id: string | number }>(
      tx,
      sql`WITH RECURSIVE tree(id, root) AS (
            SELECT id, id FROM creatives
            WHERE owner_id = ${ownerId} AND id IN (${idList(ids)}) AND trashed_at IS NULL
            UNION
            SELECT c.id, tree.root FROM creatives c JOIN tree ON c.parent_id = tree.id
            WHERE c.owner_id = ${ownerId} AND c.trashed_at IS NULL
          ),
          nested AS (SELECT id FROM tree WHERE id <> root)
          UPDATE creatives SET trashed_at = ${now.toISOString()}, trash_root_id = tree.root
          FROM tree
          WHERE creatives.id = tree.id AND tree.root NOT IN (SELECT id FROM nested)
          RETURNING creatives.id`,
    );
    return new Set(moved.map((r) => Number(r.id))).size;
  });
}

/** The user's trash entries (one per deleted item), newest first. */
export async function listTrash(db: Db, ctx: ItemContext, ownerId: number): Promise<TrashItem[]> {
  const rows = await db
    .select({
      ...itemColumns,
      trashedAt: creatives.trashedAt,
      trashParentGone: creatives.trashParentGone,
    })
    .from(creatives)
    .where(and(eq(creatives.ownerId, ownerId), eq(creatives.trashRootId, creatives.id)));
  if (rows.length === 0) return [];
  const [sizes, parents, pathOf] = await Promise.all([
    rowsOf<{ root: string | number; size: string | number }>(
      db,
      sql`SELECT trash_root_id AS root, coalesce(sum(size), 0)::text AS size FROM creatives
          WHERE owner_id = ${ownerId} AND trash_root_id IS NOT NULL GROUP BY trash_root_id`,
    ),
    liveFolders(
      db,
      ownerId,
      rows.map((r) => r.parentId).filter((id): id is number => id !== null),
    ),
    folderPaths(db, ownerId),
  ]);
  const sizeOf = new Map(sizes.map((s) => [Number(s.root), Number(s.size)]));
  rows.sort((a, b) => b.trashedAt!.getTime() - a.trashedAt!.getTime() || b.id - a.id);
  return Promise.all(
    rows.map(async (row) => {
      const trashedAt = row.trashedAt!;
      const item = await toItem(ctx, row, { size: sizeOf.get(row.id) ?? row.size });
      return {
        ...item,
        trashed_at: trashedAt.toISOString(),
        purge_at: new Date(trashedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
        original_path: row.trashParentGone ? null : pathOf(row.parentId),
        restores_to_root:
          row.trashParentGone || (row.parentId !== null && !parents.has(row.parentId)),
      };
    }),
  );
}

/** Which of the given folders are in the user's cloud now (not in the trash). */
async function liveFolders(db: DbOrTx, ownerId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: creatives.id })
    .from(creatives)
    .where(
      and(
        eq(creatives.ownerId, ownerId),
        inArray(creatives.id, [...new Set(ids)]),
        isNull(creatives.trashedAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** The user's trash entries with these ids, or 404 if any id is not one. */
async function trashRoots(tx: Tx, ownerId: number, ids: number[]): Promise<Creative[]> {
  const rows = await tx
    .select()
    .from(creatives)
    .where(
      and(
        eq(creatives.ownerId, ownerId),
        inArray(creatives.id, ids),
        eq(creatives.trashRootId, creatives.id),
      ),
    );
  if (rows.length !== ids.length) throw notFound('Not in the trash');
  return rows;
}

export interface RestoreOutcome {
  rows: Creative[];
  /** Ids that went to the root because their folder is gone. */
  toRoot: number[];
}

/**
 * Puts trash entries back into their folders (the root when the folder is gone). All or
 * nothing: a name taken where an item goes is NAME_CONFLICT and nothing changes; `rawName`
 * renames the single item restored.
 */
export async function restoreItems(
  db: Db,
  ownerId: number,
  ids: number[],
  rawName?: string,
): Promise<RestoreOutcome> {
  if (rawName !== undefined && ids.length !== 1)
    throw invalid({ name: ['Новое имя можно дать только одному файлу'] });
  const newName = rawName === undefined ? undefined : checkName(rawName);
  try {
    return await db.transaction(async (tx) => {
      await lockOwner(tx, ownerId);
      const roots = await trashRoots(tx, ownerId, ids);
      const live = await liveFolders(
        tx,
        ownerId,
        roots.map((r) => r.parentId).filter((id): id is number => id !== null),
      );
      const plan = roots.map((row) => {
        const back = row.parentId !== null && !row.trashParentGone && live.has(row.parentId);
        return { row, target: back ? row.parentId : null, name: newName ?? row.name };
      });
      // Every name must be free where it goes, among what is there and what comes with it.
      const wanted = new Set<string>();
      for (const { target, name } of plan) {
        const key = `${target ?? 0}/${name.toLowerCase()}`;
        if (wanted.has(key)) throw nameConflict();
        wanted.add(key);
        const [taken] = await tx
          .select({ id: creatives.id })
          .from(creatives)
          .where(
            and(
              eq(creatives.ownerId, ownerId),
              target === null ? isNull(creatives.parentId) : eq(creatives.parentId, target),
              sql`lower(${creatives.name}) = ${name.toLowerCase()}`,
              isNull(creatives.trashedAt),
            ),
          )
          .limit(1);
        if (taken) throw nameConflict();
      }
      await tx
        .update(creatives)
        .set({ trashedAt: null, trashRootId: null })
        .where(and(eq(creatives.ownerId, ownerId), inArray(creatives.trashRootId, ids)));
      const rows: Creative[] = [];
      for (const { row, target, name } of plan) {
        const [restored] = await tx
          .update(creatives)
          .set({ parentId: target, name, trashParentGone: false })
          .where(eq(creatives.id, row.id))
          .returning();
        rows.push(restored!);
      }
      return {
        rows,
        toRoot: plan
          .filter((p) => p.target === null && (p.row.parentId !== null || p.row.trashParentGone))
          .map((p) => p.row.id),
      };
    });
  } catch (error) {
    // Another request took the name between the check and the update.
    if (isUniqueViolation(error)) throw nameConflict();
    throw error;
  }
}

/**
 * Deletes trash entries for good inside the owner's locked transaction: their rows (with their
 * versions, by cascade) go now, their storage keys are returned for the cleanup job. Another
 * entry that was deleted from inside one of these folders loses its folder: it moves to the
 * root (still in the trash) and is marked so that a restore says so.
 */
async function destroy(tx: Tx, ownerId: number, rootIds: number[]) {
  if (rootIds.length === 0) return { count: 0, keys: [] as string[] };
  const roots = idList(rootIds);
  await tx.execute(
    sql`UPDATE creatives SET parent_id = NULL, trash_parent_gone = true
        WHERE owner_id = ${ownerId} AND trash_root_id = id AND id NOT IN (${roots})
          AND parent_id IN (SELECT id FROM creatives WHERE owner_id = ${ownerId} AND trash_root_id IN (${roots}))`,
  );
  const versionKeys = await tx
    .select({ key: creativeVersions.storageKey })
    .from(creativeVersions)
    .innerJoin(creatives, eq(creatives.id, creativeVersions.creativeId))
    .where(and(eq(creatives.ownerId, ownerId), inArray(creatives.trashRootId, rootIds)));
  const deleted = await tx
    .delete(creatives)
    .where(and(eq(creatives.ownerId, ownerId), inArray(creatives.trashRootId, rootIds)))
    .returning({ key: creatives.storageKey });
  const keys = [...deleted.map((d) => d.key), ...versionKeys.map((v) => v.key)].filter(
    (k): k is string => !!k,
  );
  return { count: deleted.length, keys };
}

async function cleanUp(jobs: JobQueue, keys: string[]) {
  for (let i = 0; i < keys.length; i += 500) {
    await jobs.send('storage.cleanup', { keys: keys.slice(i, i + 500) });
  }
}

/** Deletes trash entries for good (all of the user's with `ids` = 'all'); answers the row count. */
export async function deleteForever(
  db: Db,
  jobs: JobQueue,
  ownerId: number,
  ids: number[] | 'all',
): Promise<number> {
  const { count, keys } = await db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    const rootIds =
      ids === 'all'
        ? (
            await tx
              .select({ id: creatives.id })
              .from(creatives)
              .where(and(eq(creatives.ownerId, ownerId), eq(creatives.trashRootId, creatives.id)))
          ).map((r) => r.id)
        : (await trashRoots(tx, ownerId, ids)).map((r) => r.id);
    return destroy(tx, ownerId, rootIds);
  });
  await cleanUp(jobs, keys);
  return count;
}

/**
 * Deletes for good every trash entry older than TRASH_DAYS at `now`, owner by owner (each in
 * its own locked transaction, so a user's requests wait only for their own). Answers the rows.
 */
export async function purgeTrash(db: Db, jobs: JobQueue, now = trashClock.now()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
  const expired = await db
    .select({ id: creatives.id, ownerId: creatives.ownerId })
    .from(creatives)
    .where(
      and(
        eq(creatives.trashRootId, creatives.id),
        isNotNull(creatives.trashedAt),
        lt(creatives.trashedAt, cutoff),
      ),
    );
  const byOwner = new Map<number, number[]>();
  for (const row of expired)
    byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row.id]);
  let total = 0;
  for (const [ownerId, candidates] of byOwner) {
    const { count, keys } = await db.transaction(async (tx) => {
      await lockOwner(tx, ownerId);
      // Restored since the look-up: no longer an entry, so not deleted.
      const still = await tx
        .select({ id: creatives.id })
        .from(creatives)
        .where(
          and(
            inArray(creatives.id, candidates),
            eq(creatives.trashRootId, creatives.id),
            lt(creatives.trashedAt, cutoff),
          ),
        );
      return destroy(
        tx,
        ownerId,
        still.map((r) => r.id),
      );
    });
    await cleanUp(jobs, keys);
    total += count;
  }
  return total;
}
