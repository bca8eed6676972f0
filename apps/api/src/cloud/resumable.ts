import { randomUUID } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import { creatives, uploads, type Creative, type Upload } from '../db/schema';
import { AppError, badRequest, invalid, notFound, tooLarge, tooMany } from '../errors';
import type { Storage } from '../storage';
import { uploadName } from './names';
import { probe } from './probe';
import { diskSpace, lockOwner, quotaFor, usedSpace } from './quota';
import { chunkStoreFor, type ChunkStore, type Stored } from './resumable-store';
import { SNIFF_BYTES, sniff } from './sniff';
import { checkParentFolder } from './tree';
import { insertWithFreeName } from './upload';

/**
 * Resumable uploads in the tus 1.0 protocol (core, creation, expiration, termination) beside
 * the multipart POST /creatives/upload, with the same checks. Everything an upload is lives in
 * the `uploads` row and the chunk store (src/cloud/resumable-store.ts), nothing in process
 * memory, so another API process or this one after a restart continues it. An unfinished
 * upload never counts against the quota; the quota is checked when it is created, before each
 * chunk, and for good in the transaction that makes it a cloud file.
 */
export const TUS_VERSION = '1.0.0';
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** A PATCH holds its upload this long past its last heartbeat; a dead process's hold runs out. */
export const LOCK_MS = 15_000;
const HEARTBEAT_MS = LOCK_MS / 3;
/** Bytes of an upload that has no row any more are removed once untouched for this long. */
const ORPHAN_MS = 60 * 60 * 1000;

const notSupported = () =>
  badRequest('FORMAT_NOT_SUPPORTED', 'Only JPG, PNG, PDF, MOV and MP4 files are accepted');
const noSpace = () => tooLarge('FILE_TOO_BIG', 'Not enough free space in the cloud');
const gone = () => notFound('The upload does not exist or has expired');

const stores = new WeakMap<Storage, ChunkStore>();
function storeOf(storage: Storage, config: Pick<Config, 'dataDir'>): ChunkStore {
  let store = stores.get(storage);
  if (!store) stores.set(storage, (store = chunkStoreFor(storage, config.dataDir)));
  return store;
}

export const uploadUrl = (id: string) => `/api/v1/creatives/uploads/${id}`;

/** tus Upload-Metadata: `key base64,key base64`; the values are UTF-8. */
export function parseMetadata(header: string): { name: string; parentId: number | null } {
  const fail = (problem: string) => invalid({ 'upload-metadata': [problem] }, problem);
  const values = new Map<string, string>();
  for (const pair of header.split(',')) {
    const [key, value = '', extra] = pair.trim().split(' ');
    if (!key || extra !== undefined || !/^[A-Za-z0-9_-]+$/.test(key) || values.has(key))
      throw fail('Malformed metadata');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0)
      throw fail(`${key} is not base64`);
    values.set(key, Buffer.from(value, 'base64').toString('utf8'));
  }
  const filename = values.get('filename');
  if (!filename) throw fail('filename is required');
  const parent = values.get('parent_id');
  if (parent !== undefined && !/^[1-9]\d{0,14}$/.test(parent))
    throw fail('parent_id must be a positive integer');
  return { name: uploadName(filename), parentId: parent === undefined ? null : Number(parent) };
}

export async function createUpload(
  app: FastifyInstance,
  ownerId: number,
  length: number,
  metadata: string,
): Promise<Upload> {
  const { db, config } = app;
  const { name, parentId } = parseMetadata(metadata);
  if (length === 0) throw notSupported();
  if (length > config.upload.maxFileSize)
    throw tooLarge('FILE_TOO_BIG', `The file is larger than ${config.upload.maxFileSize} bytes`);
  const space = await diskSpace(db, ownerId, config.cloud);
  if (length > space.free) throw noSpace();
  await checkParentFolder(db, ownerId, parentId);
  // Unfinished uploads cost disk space the quota does not see; a user may keep a batch open.
  const [open] = await db
    .select({ n: count() })
    .from(uploads)
    .where(
      and(
        eq(uploads.ownerId, ownerId),
        isNull(uploads.creativeId),
        gt(uploads.expiresAt, new Date()),
      ),
    );
  if ((open?.n ?? 0) >= 2 * config.upload.maxFiles) throw tooMany(60);
  const id = randomUUID();
  await storeOf(app.storage, config).create(id);
  const [row] = await db
    .insert(uploads)
    .values({
      id,
      ownerId,
      parentId,
      name,
      length,
      expiresAt: new Date(Date.now() + UPLOAD_TTL_MS),
    })
    .returning();
  return row!;
}

/** The caller's live upload; someone else's, a made-up or an expired one is the same 404. */
export async function ownUpload(db: Db, ownerId: number, id: string): Promise<Upload> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(eq(uploads.id, id), eq(uploads.ownerId, ownerId), gt(uploads.expiresAt, new Date())),
    );
  if (!row) throw gone();
  return row;
}

export async function deleteUpload(app: FastifyInstance, ownerId: number, id: string) {
  const row = await ownUpload(app.db, ownerId, id);
  await app.db.delete(uploads).where(eq(uploads.id, row.id));
  await storeOf(app.storage, app.config).remove(row.id);
}

/** Answers the first bytes only once there are enough of them to tell the format. */
function sniffing(needed: number) {
  let head = Buffer.alloc(0);
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, next) {
      if (done) return next(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < needed) return next();
      if (!sniff(head)) return next(notSupported());
      done = true;
      next(null, head);
    },
    flush(next) {
      // Too few bytes to tell: keep none of them, the next chunk starts at 0 again.
      next();
    },
  });
}

export type PatchOutcome =
  | { done: false; offset: number; expiresAt: Date }
  | { done: true; creative: Creative; freeSpace: number };

/** What runs now per upload in this process, so a new request can stop an abandoned one. */
const running = new Map<string, { stop: () => void; finished: Promise<unknown> }>();

async function acquire(db: Db, row: Upload, token: string): Promise<Upload | null> {
  const [held] = await db
    .update(uploads)
    .set({ lockToken: token, lockedUntil: sql`now() + ${`${LOCK_MS} milliseconds`}::interval` })
    .where(
      and(
        eq(uploads.id, row.id),
        or(isNull(uploads.lockToken), lt(uploads.lockedUntil, sql`now()`)),
      ),
    )
    .returning();
  return held ?? null;
}

/**
 * One PATCH: checks, then the body appended at the offset. A refused chunk stores nothing; a
 * chunk cut short keeps what arrived. The chunk that completes the file makes it a cloud file.
 */
export async function patchUpload(
  app: FastifyInstance,
  source: Readable,
  ownerId: number,
  id: string,
  offset: number,
  contentLength: number,
): Promise<PatchOutcome> {
  const { db, config } = app;
  let row = await ownUpload(db, ownerId, id);
  if (row.creativeId !== null || row.offset === row.length) {
    // The file is complete; a client that lost the last answer asks again with an empty chunk.
    if (offset !== row.length || contentLength !== 0) throw mismatch(row.offset);
  } else {
    if (offset !== row.offset) throw mismatch(row.offset);
    if (offset + contentLength > row.length)
      throw tooLarge('FILE_TOO_BIG', 'The chunk goes beyond the declared Upload-Length');
  }
  if (row.creativeId !== null) return finished(app, row);

  const token = randomUUID();
  let held = await acquire(db, row, token);
  const previous = running.get(row.id);
  if (!held && previous) {
    // This process holds it: the old request is one its client gave up on (a reload, a retry).
    previous.stop();
    await previous.finished.catch(() => {});
    held = await acquire(db, row, token);
  }
  if (!held) throw locked();
  row = held;
  if (row.offset !== offset) {
    await release(db, row.id, token);
    throw mismatch(row.offset);
  }

  let lost = false;
  let finishedResolve!: () => void;
  const entry = {
    stop: () => source.destroy(new Error('superseded by a newer request')),
    finished: new Promise<void>((resolve) => (finishedResolve = resolve)),
  };
  running.set(row.id, entry);
  const heartbeat = setInterval(() => {
    void db
      .update(uploads)
      .set({ lockedUntil: sql`now() + ${`${LOCK_MS} milliseconds`}::interval` })
      .where(and(eq(uploads.id, row.id), eq(uploads.lockToken, token)))
      .returning({ id: uploads.id })
      .then((rows) => {
        if (rows.length === 0) {
          lost = true;
          source.destroy(new Error('the upload was taken over'));
        }
      })
      .catch(() => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    if (row.length > (await diskSpace(db, ownerId, config.cloud)).free) throw noSpace();
    const store = storeOf(app.storage, config);
    const from: Stored = { offset: row.offset, segments: row.segments };
    // Before the first bytes are written, they must be a format the cloud takes.
    let refused: unknown = null;
    const body =
      row.offset === 0
        ? pipeline(source, sniffing(Math.min(SNIFF_BYTES, row.length)), (error) => {
            if (error instanceof AppError) refused = error;
          })
        : source;
    const { stored, error } = await store.write(row.id, from, body, async (at) => {
      const rows = await db
        .update(uploads)
        .set({ offset: at.offset, segments: at.segments })
        .where(and(eq(uploads.id, row.id), eq(uploads.lockToken, token)))
        .returning({ id: uploads.id });
      if (rows.length === 0) {
        lost = true;
        throw new Error('the upload was taken over');
      }
    });
    if (refused) throw refused;
    if (error) throw error;
    if (lost) throw locked();
    if (stored.offset < row.length) {
      return { done: false, offset: stored.offset, expiresAt: row.expiresAt };
    }
    return await complete(app, { ...row, offset: stored.offset, segments: stored.segments }, token);
  } finally {
    clearInterval(heartbeat);
    if (!lost) await release(db, row.id, token).catch(() => {});
    running.delete(row.id);
    finishedResolve();
  }
}

function mismatch(offset: number) {
  return new AppError(
    409,
    'UPLOAD_OFFSET_MISMATCH',
    `The chunk must start at Upload-Offset ${offset}`,
    undefined,
    { 'upload-offset': String(offset) },
  );
}

function locked() {
  return new AppError(
    409,
    'UPLOAD_OFFSET_MISMATCH',
    'Another request is writing this upload; ask HEAD for the offset and try again',
    undefined,
    { 'retry-after': String(Math.ceil(LOCK_MS / 1000)) },
  );
}

async function release(db: Db, id: string, token: string) {
  await db
    .update(uploads)
    .set({ lockToken: null, lockedUntil: null })
    .where(and(eq(uploads.id, id), eq(uploads.lockToken, token)));
}

async function finished(app: FastifyInstance, row: Upload): Promise<PatchOutcome> {
  const [creative] = await app.db
    .select()
    .from(creatives)
    .where(and(eq(creatives.id, row.creativeId!), eq(creatives.ownerId, row.ownerId)));
  if (!creative) throw gone();
  const space = await diskSpace(app.db, row.ownerId, app.config.cloud);
  return { done: true, creative, freeSpace: space.free };
}

/**
 * The whole file arrived: the checks of the multipart upload (format from the content, the
 * probe with the creative image rule, the folder, the quota under the owner's lock), then the
 * file goes to storage and becomes a cloud item. A refused file is deleted with its upload.
 */
async function complete(app: FastifyInstance, row: Upload, token: string): Promise<PatchOutcome> {
  const { db, storage, config } = app;
  const store = storeOf(storage, config);
  const at: Stored = { offset: row.offset, segments: row.segments };
  const spool = app.spool.claim();
  let key: string | null = null;
  try {
    const file = await store.assemble(row.id, at, spool);
    const sniffed = sniff(await store.head(row.id, at, SNIFF_BYTES));
    if (!sniffed) throw notSupported();
    const info = await probe(file, sniffed, config.cloud);
    await checkParentFolder(db, row.ownerId, row.parentId);
    key = `u/${row.ownerId}/${randomUUID()}`;
    await storage.putFile(key, file, { contentType: sniffed.type });
    const outcome = await db.transaction(async (tx) => {
      await lockOwner(tx, row.ownerId);
      const [used, quota] = await Promise.all([
        usedSpace(tx, row.ownerId),
        quotaFor(tx, row.ownerId, config.cloud),
      ]);
      if (used + row.length > quota) throw noSpace();
      const creative = await insertWithFreeName(tx, {
        ownerId: row.ownerId,
        parentId: row.parentId,
        name: row.name,
        type: sniffed.type,
        size: row.length,
        storageKey: key!,
        ...info,
        splitStatus: sniffed.kind === 'video' ? 'NONE' : null,
      });
      const marked = await tx
        .update(uploads)
        .set({ creativeId: creative.id, type: sniffed.type, segments: [] })
        .where(and(eq(uploads.id, row.id), eq(uploads.lockToken, token)))
        .returning({ id: uploads.id });
      if (marked.length === 0) throw locked();
      return { done: true as const, creative, freeSpace: Math.max(0, quota - used - row.length) };
    });
    key = null;
    await store.remove(row.id, at).catch(() => {});
    return outcome;
  } catch (error) {
    if (key) await storage.delete(key).catch(() => {});
    if (
      error instanceof AppError &&
      error.statusCode < 500 &&
      error.code !== 'UPLOAD_OFFSET_MISMATCH'
    ) {
      await db.delete(uploads).where(eq(uploads.id, row.id));
      await store.remove(row.id, at).catch(() => {});
    }
    throw error;
  } finally {
    await app.spool.release(spool);
  }
}

/**
 * Deletes expired uploads with their bytes, and bytes no row owns any more (a user deleted
 * mid-upload, a process that died between the two). Idempotent; runs in every worker.
 */
export async function sweepUploads(
  deps: { db: Db; storage: Storage; config: Pick<Config, 'dataDir'> },
  log: FastifyBaseLogger,
  options: { orphans?: boolean; now?: Date } = {},
): Promise<number> {
  const { db, storage, config } = deps;
  const now = options.now ?? new Date();
  const store = storeOf(storage, config);
  const expired = await db
    .delete(uploads)
    .where(
      and(
        lt(uploads.expiresAt, now),
        or(isNull(uploads.lockedUntil), lt(uploads.lockedUntil, now)),
      ),
    )
    .returning({ id: uploads.id, offset: uploads.offset, segments: uploads.segments });
  for (const row of expired) await store.remove(row.id, row);
  let orphans = 0;
  if (options.orphans !== false) {
    const deadline = now.getTime() - ORPHAN_MS;
    for await (const { id, modifiedAt } of store.list()) {
      if (modifiedAt.getTime() > deadline) continue;
      const known = /^[0-9a-f-]{36}$/.test(id)
        ? await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, id))
        : [];
      if (known.length > 0) continue;
      await store.remove(id);
      orphans += 1;
    }
  }
  if (expired.length + orphans > 0)
    log.info({ expired: expired.length, orphans }, 'resumable uploads swept');
  return expired.length + orphans;
}

let lastOrphanScan = 0;
/** The sweep task: expired rows every time, the scan for orphaned bytes every ten minutes. */
export function uploadSweepTask(deps: { db: Db; storage: Storage; config: Config }) {
  return (log: FastifyBaseLogger) => {
    const orphans = Date.now() - lastOrphanScan > 10 * 60_000;
    if (orphans) lastOrphanScan = Date.now();
    return sweepUploads(deps, log, { orphans });
  };
}
