import type { components } from '@kreolab/api-spec';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { creatives, type Creative } from '../db/schema';
import { invalid, notFound } from '../errors';
import type { Storage } from '../storage';
import { lockOwner } from './quota';
import { rowsOf, type DbOrTx, type Tx } from './sql';
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

/** Files the preview route can draw (src/cloud/thumbnails.ts). */
export function hasThumbnail(type: string): boolean {
  return type.startsWith('image/') || type.startsWith('video/') || type === 'application/pdf';
}

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
    // Always through the API's own route (even on S3): the preview is made there.
    ...(row.storageKey && hasThumbnail(row.type)
      ? { thumbnail_url: `/api/v1/files/${ctx.signer.sign(row.id, row.storageKey)}?thumbnail=1` }
      : {}),
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
 * Sizes of the given folders of one owner: the sum of the files beneath each. The recursion walks
 * folders only, then the files are summed in one join: recursing through every file made each
 * step join the whole working set again, and a folder of 10,000 files took 14 s on PGlite (the
 * cloud-listing bench). Every step stays within the owner's rows on the (owner_id, parent_id) index.
 */
export async function folderSizes(
  db: DbOrTx,
  ownerId: number,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ root: string | number; size: string | number }>(
    db,
    sql`WITH RECURSIVE tree(root, id) AS (
          SELECT id, id FROM creatives WHERE owner_id = ${ownerId} AND id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
          UNION ALL
          SELECT tree.root, c.id FROM creatives c
          JOIN tree ON c.owner_id = ${ownerId} AND c.parent_id = tree.id
          WHERE c.trashed_at IS NULL AND c.type = 'folder'
        )
        SELECT tree.root, coalesce(sum(f.size), 0)::text AS size
        FROM tree LEFT JOIN creatives f
          ON f.owner_id = ${ownerId} AND f.parent_id = tree.id
          AND f.trashed_at IS NULL AND f.type <> 'folder'
        GROUP BY tree.root`,
  );
  return new Map(rows.map((r) => [Number(r.root), Number(r.size)]));
}

export type SortKey = 'name' | 'date' | 'size' | 'type';
export type SortOrder = 'asc' | 'desc';
export interface ListingOptions {
  sort?: SortKey;
  order?: SortOrder;
  /** One page of at most this many items; absent: the whole folder. */
  limit?: number;
  /** The `next_cursor` of the previous page. */
  cursor?: string;
  /**
   * Where a folder's sorted keys are kept between pages (the listing cache, which drops them
   * with the owner's other answers on any change), so that the next page does not sort again.
   */
  keyStore?: { get(key: string): Buffer | undefined; set(key: string, body: Buffer): void };
}
export interface Listing {
  items: Item[];
  /** With `limit` only. */
  total?: number;
  next_cursor?: string | null;
}

/** What ordering reads of a row. */
type SortRow = Pick<ItemRow, 'id' | 'name' | 'type' | 'size' | 'createdAt'>;

/**
 * Folders first whatever the order, then the key (`desc` turns only the key round), then the
 * name as compareItems reads it, then the id, so that every order is total and a cursor is exact.
 */
export function comparatorFor(sort: SortKey = 'name', order: SortOrder = 'asc') {
  const sign = order === 'desc' ? -1 : 1;
  const key = (a: SortRow, b: SortRow): number => {
    switch (sort) {
      case 'date':
        return a.createdAt.getTime() - b.createdAt.getTime();
      case 'size':
        return a.size - b.size;
      case 'type':
        return a.type < b.type ? -1 : a.type > b.type ? 1 : 0;
      default:
        return collator.compare(a.name, b.name);
    }
  };
  return (a: SortRow, b: SortRow): number => {
    const folders = Number(b.type === 'folder') - Number(a.type === 'folder');
    return (
      folders || sign * key(a, b) || sign * collator.compare(a.name, b.name) || sign * (a.id - b.id)
    );
  };
}

/** A cursor is the last row's sort values (not an offset): rows added or removed meanwhile shift no page. */
interface CursorData {
  s: SortKey;
  o: SortOrder;
  i: number;
  n: string;
  t: string;
  z: number;
  c: number;
}
function encodeCursor(sort: SortKey, order: SortOrder, row: SortRow): string {
  const data: CursorData = {
    s: sort,
    o: order,
    i: row.id,
    n: row.name,
    t: row.type,
    z: row.size,
    c: row.createdAt.getTime(),
  };
  return Buffer.from(JSON.stringify(data)).toString('base64url');
}
function decodeCursor(cursor: string, sort: SortKey, order: SortOrder): SortRow {
  const bad = () =>
    invalid({ cursor: ['The cursor is not one this listing gave'] }, 'Invalid cursor');
  let data: CursorData;
  try {
    data = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as CursorData;
  } catch {
    throw bad();
  }
  if (
    typeof data !== 'object' ||
    data === null ||
    data.s !== sort ||
    data.o !== order ||
    !Number.isSafeInteger(data.i) ||
    typeof data.n !== 'string' ||
    typeof data.t !== 'string' ||
    !Number.isFinite(data.z) ||
    !Number.isFinite(data.c)
  )
    throw bad();
  return { id: data.i, name: data.n, type: data.t, size: data.z, createdAt: new Date(data.c) };
}

/**
 * The rows of one folder, read as one JSON array: PGlite pays per row returned, and a folder of
 * 10,000 items came back two to three times faster as one value (bench/cloud-listing.ts).
 * `keys`: only what ordering reads; otherwise every column of an item.
 */
async function folderRows(
  db: DbOrTx,
  ownerId: number,
  parentId: number | null,
  keys: true,
): Promise<SortRow[]>;
async function folderRows(
  db: DbOrTx,
  ownerId: number,
  parentId: number | null,
  keys: false,
): Promise<ItemRow[]>;
async function folderRows(
  db: DbOrTx,
  ownerId: number,
  parentId: number | null,
  keys: boolean,
): Promise<SortRow[] | ItemRow[]> {
  const where =
    parentId === null
      ? sql`owner_id = ${ownerId} AND parent_id IS NULL AND trashed_at IS NULL`
      : sql`owner_id = ${ownerId} AND parent_id = ${parentId} AND trashed_at IS NULL`;
  const epoch = sql`(extract(epoch from created_at) * 1000)::float8`;
  const columns = keys
    ? sql`json_build_array(id, name, type, size, ${epoch})`
    : sql`json_build_array(id, name, type, size, ${epoch}, owner_id, parent_id, storage_key, duration, width, height, pages, split_status)`;
  const [row] = await rowsOf<{ rows: string | null }>(
    db,
    sql`SELECT json_agg(${columns})::text AS rows FROM creatives WHERE ${where}`,
  );
  type Raw = [number, string, string, number, number, ...unknown[]];
  const raw = JSON.parse(row?.rows ?? '[]') as Raw[];
  if (keys)
    return raw.map(([id, name, type, size, created]) => ({
      id: Number(id),
      name,
      type,
      size: Number(size),
      createdAt: new Date(created),
    }));
  return raw.map(
    ([
      id,
      name,
      type,
      size,
      created,
      owner,
      parent,
      key,
      duration,
      width,
      height,
      pages,
      split,
    ]) => ({
      id: Number(id),
      name,
      type,
      size: Number(size),
      createdAt: new Date(created),
      ownerId: Number(owner),
      parentId: parent === null ? null : Number(parent),
      storageKey: key as string | null,
      duration: duration as number | null,
      width: width as number | null,
      height: height as number | null,
      pages: pages as number | null,
      splitStatus: split as ItemRow['splitStatus'],
    }),
  );
}

/**
 * The items of a folder (null: the root), sorted, with folder sizes. Without `limit`, the
 * whole folder (the documented answer). With it, one page: the folder's rows are read with
 * only the columns that order them, sorted here (the Russian collation is not the database's),
 * and only the page's rows are read whole, signed and serialized.
 */
export async function listItems(
  db: DbOrTx,
  ctx: ItemContext,
  ownerId: number,
  parentId: number | null,
  options: ListingOptions = {},
): Promise<Listing> {
  const { sort = 'name', order = 'asc', limit, cursor } = options;
  const compare = comparatorFor(sort, order);
  if (limit === undefined) {
    const rows = await folderRows(db, ownerId, parentId, false);
    const sizes = await folderSizes(
      db,
      ownerId,
      rows.filter((r) => r.type === 'folder').map((r) => r.id),
    );
    const sized = rows.map((r) => (r.type === 'folder' ? { ...r, size: sizes.get(r.id) ?? 0 } : r));
    sized.sort(compare);
    return { items: await Promise.all(sized.map((r) => toItem(ctx, r))) };
  }

  const after = cursor === undefined ? null : decodeCursor(cursor, sort, order);
  const storeKey = `keys:${parentId ?? 'root'}:${sort}:${order}`;
  const stored = options.keyStore?.get(storeKey);
  let keys: SortRow[];
  let sizes: Map<number, number> | null = null;
  if (stored) {
    const raw = JSON.parse(stored.toString()) as [number, string, string, number, number][];
    keys = raw.map(([id, name, type, size, c]) => ({
      id,
      name,
      type,
      size,
      createdAt: new Date(c),
    }));
    if (sort === 'size')
      sizes = new Map(keys.filter((r) => r.type === 'folder').map((r) => [r.id, r.size]));
  } else {
    keys = await folderRows(db, ownerId, parentId, true);
    // Sorting by size needs every folder's size; other orders only the page's.
    if (sort === 'size') {
      const all = await folderSizes(
        db,
        ownerId,
        keys.filter((r) => r.type === 'folder').map((r) => r.id),
      );
      keys = keys.map((r) => (r.type === 'folder' ? { ...r, size: all.get(r.id) ?? 0 } : r));
      sizes = all;
    }
    keys.sort(compare);
    options.keyStore?.set(
      storeKey,
      Buffer.from(
        JSON.stringify(keys.map((r) => [r.id, r.name, r.type, r.size, r.createdAt.getTime()])),
      ),
    );
  }
  const total = keys.length;
  let start = 0;
  if (after) {
    // The first row after the cursor's: a binary search over the sorted rows.
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(keys[mid]!, after) <= 0) lo = mid + 1;
      else hi = mid;
    }
    start = lo;
  }
  const page = keys.slice(start, start + limit);
  const ids = page.map((r) => r.id);
  const full =
    ids.length === 0
      ? []
      : await db
          .select(itemColumns)
          .from(creatives)
          .where(and(eq(creatives.ownerId, ownerId), inArray(creatives.id, ids)));
  const byId = new Map(full.map((r) => [r.id, r]));
  sizes ??= await folderSizes(
    db,
    ownerId,
    page.filter((r) => r.type === 'folder').map((r) => r.id),
  );
  const items = await Promise.all(
    page
      .filter((r) => byId.has(r.id))
      .map((r) => toItem(ctx, byId.get(r.id)!, { size: sizes.get(r.id) })),
  );
  const last = page.at(-1);
  return {
    items,
    total,
    next_cursor: last && start + limit < total ? encodeCursor(sort, order, last) : null,
  };
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

/**
 * The start of every change to a set of items: the owner's row lock (concurrent changes of one
 * cloud wait for each other), then all or nothing, each id must be the owner's and not in the
 * trash, or the call is 404.
 */
export async function lockOwnedLiveItems(tx: Tx, ownerId: number, ids: number[]): Promise<void> {
  await lockOwner(tx, ownerId);
  const owned = await tx
    .select({ id: creatives.id })
    .from(creatives)
    .where(
      and(eq(creatives.ownerId, ownerId), inArray(creatives.id, ids), isNull(creatives.trashedAt)),
    );
  if (owned.length !== ids.length) throw notFound();
}
