import {
  folderPaths,
  folderSizes,
  itemContext,
  listItems,
  ownFolder,
  ownItem,
  toItem,
  type ListingOptions,
} from '../../cloud/items';
import { cloudCache, invalidateOwner, sendCached } from '../../cloud/listing-cache';
import { diskSpace } from '../../cloud/quota';
import { splitState, startSplit } from '../../cloud/split';
import {
  createFolder as create,
  moveItems,
  renameItem,
  searchQuery,
  searchRows,
} from '../../cloud/tree';
import { trashItems } from '../../cloud/trash';
import { receiveUpload } from '../../cloud/upload';
import { compareItems } from '../../cloud/items';
import type { FastifyInstance } from 'fastify';
import type { OperationHandler } from '../types';

const me = (request: { user?: { id: number } | null }) => request.user!.id;

/**
 * A write of the user's items: whatever it did (an error may follow a committed part), the
 * user's cached listings are dropped before the answer goes, so the next read sees the change.
 */
async function writing<T>(app: FastifyInstance, owner: number, work: () => Promise<T>) {
  try {
    return await work();
  } finally {
    invalidateOwner(app, owner);
  }
}

/** The listing parameters and the cache key part they make ('' for none: today's key). */
function listingOptions(
  app: FastifyInstance,
  owner: number,
  query: ListingOptions,
): [ListingOptions, string] {
  const { sort, order, limit, cursor } = query;
  const options = { sort, order, limit, cursor };
  const cache = cloudCache(app);
  const ticket = cache.ticket();
  const keyStore = {
    get: (key: string) => cache.get(owner, key),
    set: (key: string, body: Buffer) => cache.set(owner, key, body, ticket),
  };
  const set = Object.entries(options).filter(([, v]) => v !== undefined);
  return [
    { ...options, keyStore },
    set.length
      ? `?${new URLSearchParams(set.map(([k, v]): [string, string] => [k, String(v)]))}`
      : '',
  ];
}

// Listings and search answer from the per-owner cache (src/cloud/listing-cache.ts).
export const listCreatives: OperationHandler<'listCreatives'> = async function (request, reply) {
  const owner = me(request);
  const [options, key] = listingOptions(this, owner, request.query ?? {});
  return sendCached(this, reply, owner, `root${key}`, async () => ({
    folder: null,
    ...(await listItems(this.db, itemContext(this), owner, null, options)),
  }));
};

export const getFolder: OperationHandler<'getFolder'> = async function (request, reply) {
  const owner = me(request);
  const id = request.params.id;
  const [options, key] = listingOptions(this, owner, request.query ?? {});
  return sendCached(this, reply, owner, `folder:${id}${key}`, async () => {
    const ctx = itemContext(this);
    const folder = await ownFolder(this.db, owner, id);
    const listing = await listItems(this.db, ctx, owner, folder.id, options);
    // A page holds part of the folder: its size comes from the whole tree beneath it.
    const size =
      options.limit === undefined
        ? listing.items.reduce((sum, i) => sum + i.size, 0)
        : ((await folderSizes(this.db, owner, [folder.id])).get(folder.id) ?? 0);
    return { folder: await toItem(ctx, folder, { size }), ...listing };
  });
};

export const getDiskSpace: OperationHandler<'getDiskSpace'> = async function (request) {
  const space = await diskSpace(this.db, me(request), this.config.cloud);
  return {
    free_space: space.free,
    used_space: space.used,
    total_space: space.total,
    trash_space: space.trash,
    versions_space: space.versions,
  };
};

export const searchCreatives: OperationHandler<'searchCreatives'> = async function (
  request,
  reply,
) {
  const owner = me(request);
  const q = searchQuery(request.query.q);
  return sendCached(this, reply, owner, `search:${q}`, async () => {
    const ctx = itemContext(this);
    const [rows, pathOf] = await Promise.all([
      searchRows(this.db, owner, q),
      folderPaths(this.db, owner),
    ]);
    rows.sort(compareItems);
    return Promise.all(rows.map((row) => toItem(ctx, row, { path: pathOf(row.parentId) })));
  });
};

export const createFolder: OperationHandler<'createFolder'> = async function (request, reply) {
  const { name, parent_id: parentId = null } = request.body;
  const row = await writing(this, me(request), () => create(this.db, me(request), name, parentId));
  void reply.code(201);
  return toItem(itemContext(this), row);
};

export const renameCreative: OperationHandler<'renameCreative'> = async function (request) {
  const row = await writing(this, me(request), () =>
    renameItem(this.db, me(request), request.body.id, request.body.name),
  );
  return toItem(itemContext(this), row);
};

export const moveCreatives: OperationHandler<'moveCreatives'> = async function (request) {
  const { ids, target_id: targetId } = request.body;
  const rows = await writing(this, me(request), () =>
    moveItems(this.db, me(request), ids, targetId),
  );
  const ctx = itemContext(this);
  return { items: await Promise.all(rows.map((row) => toItem(ctx, row))) };
};

// A delete moves to the trash (src/cloud/trash.ts): the items still count toward the quota,
// so the free space answered is the same as before it, as it truly is.
export const deleteCreatives: OperationHandler<'deleteCreatives'> = async function (request) {
  const deleted = await writing(this, me(request), () =>
    trashItems(this.db, me(request), request.body.ids),
  );
  const space = await diskSpace(this.db, me(request), this.config.cloud);
  return { deleted, free_space: space.free };
};

export const uploadCreatives: OperationHandler<'uploadCreatives'> = async function (
  request,
  reply,
) {
  const { rows, freeSpace } = await writing(this, me(request), () =>
    receiveUpload(this, request, me(request)),
  );
  const ctx = itemContext(this);
  void reply.code(201);
  return { items: await Promise.all(rows.map((row) => toItem(ctx, row))), free_space: freeSpace };
};

export const splitVideo: OperationHandler<'splitVideo'> = async function (request, reply) {
  const { id, frequency } = request.body;
  const state = await writing(this, me(request), () =>
    startSplit(this.db, this.jobs, this.config, me(request), id, frequency),
  );
  void reply.code(202);
  return state;
};

export const checkSplitStatus: OperationHandler<'checkSplitStatus'> = async function (request) {
  return splitState(await ownItem(this.db, me(request), request.body.id));
};
