import type { FastifyInstance } from 'fastify';
import { itemContext, toItem } from '../../cloud/items';
import { invalidateOwner } from '../../cloud/listing-cache';
import { diskSpace } from '../../cloud/quota';
import { deleteForever, listTrash as trashOf, restoreItems } from '../../cloud/trash';
import {
  listVersions as versionsOf,
  restoreVersion as restore,
  uploadVersion as receiveVersion,
} from '../../cloud/versions';
import type { OperationHandler } from '../types';

const me = (request: { user?: { id: number } | null }) => request.user!.id;

/** The trash and versions of issue 16; the rules live in src/cloud/trash.ts and versions.ts. */
async function writing<T>(app: FastifyInstance, owner: number, work: () => Promise<T>) {
  try {
    return await work();
  } finally {
    // Listings and search answer from a per-owner cache: drop it before the answer goes.
    invalidateOwner(app, owner);
  }
}

const freeSpace = async (app: FastifyInstance, owner: number) =>
  (await diskSpace(app.db, owner, app.config.cloud)).free;

export const listTrash: OperationHandler<'listTrash'> = async function (request) {
  return { items: await trashOf(this.db, itemContext(this), me(request)) };
};

export const restoreFromTrash: OperationHandler<'restoreFromTrash'> = async function (request) {
  const owner = me(request);
  const { rows, toRoot } = await writing(this, owner, () =>
    restoreItems(this.db, owner, request.body.ids, request.body.name),
  );
  const ctx = itemContext(this);
  return {
    items: await Promise.all(rows.map((row) => toItem(ctx, row))),
    restored_to_root: toRoot,
    free_space: await freeSpace(this, owner),
  };
};

export const deleteFromTrash: OperationHandler<'deleteFromTrash'> = async function (request) {
  const owner = me(request);
  const deleted = await writing(this, owner, () =>
    deleteForever(this.db, this.jobs, owner, request.body.ids),
  );
  return { deleted, free_space: await freeSpace(this, owner) };
};

export const emptyTrash: OperationHandler<'emptyTrash'> = async function (request) {
  const owner = me(request);
  const deleted = await writing(this, owner, () => deleteForever(this.db, this.jobs, owner, 'all'));
  return { deleted, free_space: await freeSpace(this, owner) };
};

export const listVersions: OperationHandler<'listVersions'> = async function (request) {
  const { row, versions } = await versionsOf(this.db, me(request), request.params.id);
  return { item: await toItem(itemContext(this), row), versions };
};

export const uploadVersion: OperationHandler<'uploadVersion'> = async function (request, reply) {
  const owner = me(request);
  const { row, freeSpace: free } = await writing(this, owner, () =>
    receiveVersion(this, request, owner, request.params.id),
  );
  void reply.code(201);
  return { item: await toItem(itemContext(this), row), free_space: free };
};

export const restoreVersion: OperationHandler<'restoreVersion'> = async function (request) {
  const owner = me(request);
  const { row, versions } = await writing(this, owner, () =>
    restore(this.db, owner, request.params.id, request.params.number),
  );
  return { item: await toItem(itemContext(this), row), versions };
};
