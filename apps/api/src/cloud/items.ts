import type { components } from '@kreolab/api-spec';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { creatives, type Creative } from '../db/schema';
import { notFound } from '../errors';
import type { Storage } from '../storage';
import { rowsOf, type DbOrTx } from './sql';
import { FileSigner } from './urls';

export type Item = components['schemas']['Item'];

export const ROOT_NAME = 'Все файлы';
const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/** What turning rows into items needs: where the bytes are and how to sign their URLs. */
export interface ItemContext {
  storage: Storage;
  signer: FileSigner;
}

const signers = new WeakMap<FastifyInstance, FileSigner>();
export function itemContext(app: FastifyInstance): ItemContext {
  let signer = signers.get(app);
  if (!signer) {
    signer = new FileSigner(app.config.jwtSecret, app.config.cloud.urlTtlSeconds);
    signers.set(app, signer);
  }
  return { storage: app.storage, signer };
}

/** The columns an item is made of: a listing reads these, not the split job's bookkeeping. */
export const itemColumns = {
  id: creatives.id,
  ownerId: creatives.ownerId,
  parentId: creatives.parentId,
  name: creatives.name,
  type: creatives.type,
  size: creatives.size,
  storageKey: creatives.storageKey,
  duration: creatives.duration,
  width: creatives.width,
  height: creatives.height,
  pages: creatives.pages,
  splitStatus: creatives.splitStatus,
  createdAt: creatives.createdAt,
};
export type ItemRow = Pick<Creative, keyof typeof itemColumns>;

async function urlOf(ctx: ItemContext, row: ItemRow): Promise<string> {
  if (!row.storageKey) return '';
  const direct = await ctx.storage.directUrl(row.storageKey, {
    expiresInSeconds: ctx.signer.ttlSeconds,
    downloadName: row.name,
    contentType: row.type,
  });
  return direct ?? `/api/v1/files/${ctx.signer.sign(row.id, row.storageKey)}`;
}

export async function toItem(
  ctx: ItemContext,
  row: ItemRow,
  extra: { size?: number; path?: string } = {},
): Promise<Item> {
  const isVideo = row.type.startsWith('video/');
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    size: extra.size ?? row.size,
    url: await urlOf(ctx, row),
    created_at: row.createdAt.toISOString(),
    owner_id: row.ownerId,
    parent_id: row.parentId,
    duration: row.duration,
    width: row.width,
    height: row.height,
    pages: row.pages,
    split_status: isVideo ? (row.splitStatus ?? 'NONE') : null,
    ...(extra.path !== undefined ? { path: extra.path } : {}),
  };
}

/** Folders first, then by name as a Russian reader sorts (case-blind, ё beside е, 2 before 10). */
export function compareItems(a: ItemRow, b: ItemRow): number {
  const folders = Number(b.type === 'folder') - Number(a.type === 'folder');
  return folders || collator.compare(a.name, b.name) || a.id - b.id;
}

/**
 * One of the user's items, or 404 (another user's id looks exactly like a missing one; an item
 * in the trash too, src/cloud/trash.ts).
 */
export async function ownItem(db: DbOrTx, ownerId: number, id: number): Promise<Creative> {
  const [row] = await db
    .select()
    .from(creatives)
    .where(and(eq(creatives.id, id), eq(creatives.ownerId, ownerId), isNull(creatives.trashedAt)));
  if (!row) throw notFound();
  return row;
}

export async function ownFolder(db: DbOrTx, ownerId: number, id: number): Promise<Creative> {
  const row = await ownItem(db, ownerId, id);
  if (row.type !== 'folder') throw notFound('Not a folder');
  return row;
}

/**
 * Sizes of the given folders of one owner: the sum of everything beneath each, in one recursive
 * query. The sizes ride along the recursion (no join back to the table), and every step stays
 * within the owner's rows on the (owner_id, parent_id) index, whatever the table's size.
 */
export async function folderSizes(
  db: DbOrTx,
  ownerId: number,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ root: string | number; size: string | number }>(
    db,
    sql`WITH RECURSIVE tree(root, id, size) AS (
          SELECT id, id, size FROM creatives WHERE owner_id = ${ownerId} AND id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
          UNION ALL
          SELECT tree.root, c.id, c.size FROM creatives c
          JOIN tree ON c.owner_id = ${ownerId} AND c.parent_id = tree.id
          WHERE c.trashed_at IS NULL
        )
        SELECT root, coalesce(sum(size), 0)::text AS size FROM tree GROUP BY root`,
  );
  return new Map(rows.map((r) => [Number(r.root), Number(r.size)]));
}

/** The items of a folder (null: the root), sorted, with folder sizes. */
export async function listItems(
  db: DbOrTx,
  ctx: ItemContext,
  ownerId: number,
  parentId: number | null,
): Promise<Item[]> {
  const rows = await db
    .select(itemColumns)
    .from(creatives)
    .where(
      and(
        eq(creatives.ownerId, ownerId),
        parentId === null ? sql`${creatives.parentId} IS NULL` : eq(creatives.parentId, parentId),
        isNull(creatives.trashedAt),
      ),
    );
  rows.sort(compareItems);
  const sizes = await folderSizes(
    db,
    ownerId,
    rows.filter((r) => r.type === 'folder').map((r) => r.id),
  );
  return Promise.all(rows.map((r) => toItem(ctx, r, { size: sizes.get(r.id) })));
}

/** 'Все файлы > A > B' for every folder of the user, by folder id (null: the root). */
export async function folderPaths(
  db: DbOrTx,
  ownerId: number,
): Promise<(id: number | null) => string> {
  const folders = await db
    .select({ id: creatives.id, name: creatives.name, parentId: creatives.parentId })
    .from(creatives)
    .where(and(eq(creatives.ownerId, ownerId), eq(creatives.type, 'folder')));
  const byId = new Map(folders.map((f) => [f.id, f]));
  const memo = new Map<number, string>();
  const pathOf = (id: number | null, depth = 0): string => {
    if (id === null || depth > 1000) return ROOT_NAME;
    const known = memo.get(id);
    if (known) return known;
    const folder = byId.get(id);
    const path = folder ? `${pathOf(folder.parentId, depth + 1)} > ${folder.name}` : ROOT_NAME;
    memo.set(id, path);
    return path;
  };
  return pathOf;
}
