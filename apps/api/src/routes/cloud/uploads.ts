import type { FastifyReply } from 'fastify';
import { AppError, badRequest } from '../../errors';
import { itemContext, toItem } from '../../cloud/items';
import { invalidateOwner } from '../../cloud/listing-cache';
import {
  TUS_VERSION,
  createUpload as create,
  deleteUpload as remove,
  ownUpload,
  patchUpload as patch,
  uploadUrl,
} from '../../cloud/resumable';
import type { OperationHandler } from '../types';

const me = (request: { user?: { id: number } | null }) => request.user!.id;

function tus(reply: FastifyReply, expiresAt?: Date) {
  void reply.header('tus-resumable', TUS_VERSION).header('cache-control', 'no-store');
  if (expiresAt) void reply.header('upload-expires', expiresAt.toUTCString());
  return reply;
}

// The resumable uploads of src/cloud/resumable.ts, in the tus 1.0 protocol.
export const createUpload: OperationHandler<'createUpload'> = async function (request, reply) {
  const headers = request.headers as Record<string, unknown>;
  const row = await create(
    this,
    me(request),
    Number(headers['upload-length']),
    String(headers['upload-metadata']),
  );
  tus(reply, row.expiresAt).header('location', uploadUrl(row.id)).header('upload-offset', '0');
  void reply.code(201);
  return {
    id: row.id,
    url: uploadUrl(row.id),
    offset: row.offset,
    length: row.length,
    expires_at: row.expiresAt.toISOString(),
  };
};

export const getUploadOffset: OperationHandler<'getUploadOffset'> = async function (
  request,
  reply,
) {
  const row = await ownUpload(this.db, me(request), request.params.uploadId);
  const offset = row.creativeId !== null ? row.length : row.offset;
  return tus(reply, row.expiresAt)
    .header('upload-offset', String(offset))
    .header('upload-length', String(row.length))
    .code(200)
    .send();
};

export const patchUpload: OperationHandler<'patchUpload'> = async function (request, reply) {
  const owner = me(request);
  const headers = request.headers as Record<string, unknown>;
  let aborted = false;
  request.raw.once('aborted', () => (aborted = true));
  let outcome;
  try {
    outcome = await patch(
      this,
      request.raw,
      owner,
      request.params.uploadId,
      Number(headers['upload-offset']),
      Number(headers['content-length']),
    );
  } catch (error) {
    // The client went away mid-chunk: what arrived is kept, and the answer goes nowhere. A
    // refusal of the chunk (its format, the space) also ends the request early, and Node then
    // reports the request aborted too: that answer is the refusal's, which the client reads.
    if (aborted && !(error instanceof AppError))
      throw badRequest('BAD_REQUEST', 'The connection closed in the middle of the chunk');
    throw error;
  } finally {
    invalidateOwner(this, owner);
  }
  tus(reply);
  if (!outcome.done) {
    tus(reply, outcome.expiresAt).header('upload-offset', String(outcome.offset));
    return reply.code(204).send();
  }
  void reply.header('upload-offset', String(outcome.creative.size)).code(200);
  return {
    items: [await toItem(itemContext(this), outcome.creative)],
    free_space: outcome.freeSpace,
  };
};

export const deleteUpload: OperationHandler<'deleteUpload'> = async function (request, reply) {
  await remove(this, me(request), request.params.uploadId);
  return tus(reply).code(204).send();
};
