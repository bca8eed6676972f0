import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { creatives, type Creative } from '../db/schema';
import { conflict, notFound } from '../errors';
import { itemColumns, lockOwnedLiveItems, type ItemRow } from './items';
import { checkName } from './names';
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
    .where(
      and(eq(creatives.id, parentId), eq(creatives.ownerId, ownerId), isNull(creatives.trashedAt)),
    );
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
      .where(and(eq(creatives.id, id), eq(creatives.ownerId, ownerId), isNull(creatives.trashedAt)))
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
      await lockOwnedLiveItems(tx, ownerId, ids);
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
        isNull(creatives.trashedAt),
      ),
    )
    .limit(limit);
}
