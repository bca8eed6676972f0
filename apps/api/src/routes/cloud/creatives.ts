import { folderPaths, itemContext, listItems, ownFolder, ownItem, toItem } from '../../cloud/items';
import { diskSpace } from '../../cloud/quota';
import { splitState, startSplit } from '../../cloud/split';
import {
  createFolder as create,
  deleteItems,
  moveItems,
  renameItem,
  searchRows,
} from '../../cloud/tree';
import { receiveUpload } from '../../cloud/upload';
import { compareItems } from '../../cloud/items';
import type { OperationHandler } from '../types';

const me = (request: { user?: { id: number } | null }) => request.user!.id;

export const listCreatives: OperationHandler<'listCreatives'> = async function (request) {
  return { folder: null, items: await listItems(this.db, itemContext(this), me(request), null) };
};

export const getFolder: OperationHandler<'getFolder'> = async function (request) {
  const ctx = itemContext(this);
  const folder = await ownFolder(this.db, me(request), request.params.id);
  const items = await listItems(this.db, ctx, me(request), folder.id);
  const size = items.reduce((sum, i) => sum + i.size, 0);
  return { folder: await toItem(ctx, folder, { size }), items };
};

export const getDiskSpace: OperationHandler<'getDiskSpace'> = async function (request) {
  const space = await diskSpace(this.db, me(request), this.config.cloud);
  return { free_space: space.free, used_space: space.used, total_space: space.total };
};

export const searchCreatives: OperationHandler<'searchCreatives'> = async function (request) {
  const ctx = itemContext(this);
  const rows = await searchRows(this.db, me(request), request.query.q);
  rows.sort(compareItems);
  const pathOf = await folderPaths(this.db, me(request));
  return Promise.all(rows.map((row) => toItem(ctx, row, { path: pathOf(row.parentId) })));
};

export const createFolder: OperationHandler<'createFolder'> = async function (request, reply) {
  const { name, parent_id: parentId = null } = request.body;
  const row = await create(this.db, me(request), name, parentId);
  void reply.code(201);
  return toItem(itemContext(this), row);
};

export const renameCreative: OperationHandler<'renameCreative'> = async function (request) {
  const row = await renameItem(this.db, me(request), request.body.id, request.body.name);
  return toItem(itemContext(this), row);
};

export const moveCreatives: OperationHandler<'moveCreatives'> = async function (request) {
  const { ids, target_id: targetId } = request.body;
  const rows = await moveItems(this.db, me(request), ids, targetId);
  const ctx = itemContext(this);
  return { items: await Promise.all(rows.map((row) => toItem(ctx, row))) };
};

export const deleteCreatives: OperationHandler<'deleteCreatives'> = async function (request) {
  const deleted = await deleteItems(this.db, this.jobs, me(request), request.body.ids);
  const space = await diskSpace(this.db, me(request), this.config.cloud);
  return { deleted, free_space: space.free };
};

export const uploadCreatives: OperationHandler<'uploadCreatives'> = async function (
  request,
  reply,
) {
  const { rows, freeSpace } = await receiveUpload(this, request, me(request));
  const ctx = itemContext(this);
  void reply.code(201);
  return { items: await Promise.all(rows.map((row) => toItem(ctx, row))), free_space: freeSpace };
};

export const splitVideo: OperationHandler<'splitVideo'> = async function (request, reply) {
  const { id, frequency } = request.body;
  const state = await startSplit(this.db, this.jobs, this.config, me(request), id, frequency);
  void reply.code(202);
  return state;
};

export const checkSplitStatus: OperationHandler<'checkSplitStatus'> = async function (request) {
  return splitState(await ownItem(this.db, me(request), request.body.id));
};
