import { and, eq, inArray, sql } from 'drizzle-orm';
import type { JobQueue } from '../jobs/queue';
import type { Db } from '../db';
import { creatives, type Creative } from '../db/schema';
import { conflict, notFound } from '../errors';
import { itemColumns, type ItemRow } from './items';
import { checkName } from './names';
import { lockOwner } from './quota';
import { isUniqueViolation, rowsOf, type DbOrTx } from './sql';

const nameConflict = () => conflict('NAME_CONFLICT', 'The name is taken in this folder');

async function unique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameConflict();
    throw error;
  }
}

export async function checkParentFolder(
  db: DbOrTx,
  ownerId: number,
  parentId: number | null,
): Promise<void> {
  if (parentId === null) return;
  const [row] = await db
    .select({ type: creatives.type })
    .from(creatives)
    .where(and(eq(creatives.id, parentId), eq(creatives.ownerId, ownerId)));
  if (row?.type !== 'folder') throw notFound('The folder does not exist');
}

export async function createFolder(
  db: Db,
  ownerId: number,
  rawName: string,
  parentId: number | null,
): Promise<Creative> {
  const name = checkName(rawName);
  await checkParentFolder(db, ownerId, parentId);
  const [row] = await unique(() =>
    db.insert(creatives).values({ ownerId, parentId, name, type: 'folder' }).returning(),
  );
  return row!;
}

export async function renameItem(
  db: Db,
  ownerId: number,
  id: number,
  rawName: string,
): Promise<Creative> {
  const name = checkName(rawName);
  const [row] = await unique(() =>
    db
      .update(creatives)
      .set({ name })
      .where(and(eq(creatives.id, id), eq(creatives.ownerId, ownerId)))
      .returning(),
  );
  if (!row) throw notFound();
  return row;
}

/** Ids of a folder and every folder above it. */
async function ancestorsOf(db: DbOrTx, id: number): Promise<Set<number>> {
  const rows = await rowsOf<{ id: string | number }>(
    db,
    sql`WITH RECURSIVE up(id, parent_id, depth) AS (
          SELECT id, parent_id, 0 FROM creatives WHERE id = ${id}
          UNION ALL
          SELECT c.id, c.parent_id, up.depth + 1 FROM creatives c JOIN up ON c.id = up.parent_id
          WHERE up.depth < 10000
        )
        SELECT id FROM up`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * Moves items into a folder (null: the root). All or nothing: a missing or foreign id is 404,
 * a folder into itself or beneath itself is CHANGE_FORBIDDEN, a taken name NAME_CONFLICT.
 * The owner's row lock makes concurrent moves wait, so two of them cannot make a cycle.
 */
export async function moveItems(
  db: Db,
  ownerId: number,
  ids: number[],
  targetId: number | null,
): Promise<Creative[]> {
  return unique(() =>
    db.transaction(async (tx) => {
      await lockOwner(tx, ownerId);
      const rows = await tx
        .select({ id: creatives.id })
        .from(creatives)
        .where(and(eq(creatives.ownerId, ownerId), inArray(creatives.id, ids)));
      if (rows.length !== ids.length) throw notFound();
      await checkParentFolder(tx, ownerId, targetId);
      if (targetId !== null) {
        const above = await ancestorsOf(tx, targetId);
        if (ids.some((id) => above.has(id)))
          throw conflict('CHANGE_FORBIDDEN', 'A folder cannot move into itself or its subfolder');
      }
      return tx
        .update(creatives)
        .set({ parentId: targetId })
        .where(and(eq(creatives.ownerId, ownerId), inArray(creatives.id, ids)))
        .returning();
    }),
  );
}

/**
 * Deletes items, folders with everything beneath them, in one statement; the quota is free
 * at once (it is the sum of the rows), the bytes go in the storage.cleanup job.
 */
export async function deleteItems(
  db: Db,
  jobs: JobQueue,
  ownerId: number,
  ids: number[],
): Promise<number> {
  const keys = await db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    const owned = await tx
      .select({ id: creatives.id })
      .from(creatives)
      .where(and(eq(creatives.ownerId, ownerId), inArray(creatives.id, ids)));
    if (owned.length !== ids.length) throw notFound();
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    return rowsOf<{ storage_key: string | null }>(
      tx,
      sql`WITH RECURSIVE tree(id) AS (
            SELECT id FROM creatives WHERE owner_id = ${ownerId} AND id IN (${idList})
            UNION
            SELECT c.id FROM creatives c JOIN tree ON c.parent_id = tree.id
          )
          DELETE FROM creatives WHERE id IN (SELECT id FROM tree) RETURNING storage_key`,
    );
  });
  const files = keys.map((k) => k.storage_key).filter((k): k is string => !!k);
  for (let i = 0; i < files.length; i += 500) {
    await jobs.send('storage.cleanup', { keys: files.slice(i, i + 500) });
  }
  return keys.length;
}

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The form of a search query that decides its answer (and so keys its cache entry). */
export const searchQuery = (q: string) => q.normalize('NFC').toLowerCase();

/** Items whose name contains `q`, case-blind (Cyrillic too), in all of the user's folders. */
export async function searchRows(
  db: Db,
  ownerId: number,
  q: string,
  limit = 500,
): Promise<ItemRow[]> {
  const pattern = `%${escapeLike(searchQuery(q))}%`;
  return db
    .select(itemColumns)
    .from(creatives)
    .where(
      and(
        eq(creatives.ownerId, ownerId),
        sql`lower(${creatives.name}) LIKE ${pattern} ESCAPE '\\'`,
      ),
    )
    .limit(limit);
}
