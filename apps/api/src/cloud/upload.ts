import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { creatives, type Creative } from '../db/schema';
import { badRequest, invalid, tooLarge } from '../errors';
import { checkParentFolder } from './tree';
import { uploadName, suffixed } from './names';
import { probe, type MediaInfo } from './probe';
import { diskSpace, lockOwner, quotaFor, usedSpace } from './quota';
import { SNIFF_BYTES, sniff, type Sniffed } from './sniff';
import type { Tx } from './sql';

// Multipart framing around the files: boundaries, part headers, the parent_id field.
const FRAMING_ALLOWANCE = 64 * 1024;

const notSupported = () =>
  badRequest('FORMAT_NOT_SUPPORTED', 'Only JPG, PNG, PDF, MOV and MP4 files are accepted');
const noSpace = () => tooLarge('FILE_TOO_BIG', 'Not enough free space in the cloud');

interface Spooled {
  tmp: string;
  name: string;
  size: number;
  sniffed: Sniffed;
  info?: MediaInfo;
  key?: string;
}

/**
 * Streams one file part to a temporary file: its type is decided from the first bytes before
 * anything is written, and the count stops it the moment it passes the free space.
 */
async function spool(source: Readable, tmp: string, room: number) {
  let head = Buffer.alloc(0);
  let sniffed: Sniffed | null = null;
  let size = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > room) return done(noSpace());
      if (sniffed) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      if (head.length < SNIFF_BYTES) return done();
      sniffed = sniff(head);
      if (!sniffed) return done(notSupported());
      const first = head;
      head = Buffer.alloc(0);
      done(null, first);
    },
    flush(done) {
      if (sniffed) return done();
      sniffed = sniff(head);
      if (!sniffed) return done(notSupported());
      done(null, head);
    },
  });
  const out = createWriteStream(tmp, { flags: 'wx' });
  try {
    await pipeline(source, check, out);
  } catch (error) {
    // A refusal can come before the file is even open; the open still completes and creates
    // it. Wait for the stream to close, so the caller's clean-up finds the file to remove.
    if (!out.closed) await once(out, 'close').catch(() => {});
    throw error;
  }
  return { size, sniffed: sniffed! };
}

/** The first free name in the folder: the name itself, else 'name (1)', 'name (2)', ... */
export async function insertWithFreeName(
  tx: Tx,
  values: typeof creatives.$inferInsert,
): Promise<Creative> {
  const taken = new Set(
    (
      await tx
        .select({ name: sql<string>`lower(${creatives.name})` })
        .from(creatives)
        .where(
          and(
            eq(creatives.ownerId, values.ownerId),
            values.parentId == null
              ? sql`${creatives.parentId} IS NULL`
              : eq(creatives.parentId, values.parentId),
            sql`${creatives.trashedAt} IS NULL`,
          ),
        )
    ).map((r) => r.name),
  );
  for (let n = 0; n < 100_000; n++) {
    const name = suffixed(values.name, n);
    if (taken.has(name.toLowerCase())) continue;
    const [row] = await tx
      .insert(creatives)
      .values({ ...values, name })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error('No free name');
}

export interface UploadOutcome {
  rows: Creative[];
  freeSpace: number;
}

/**
 * POST /creatives/upload. All or nothing: every file is spooled, checked and probed, then put
 * in storage, and the rows are inserted in one transaction that holds the owner's lock and
 * checks the quota again, so parallel uploads cannot overshoot it. On any failure (a bad file,
 * no space, a client that went away) every temporary file and stored object is removed.
 */
export async function receiveUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  ownerId: number,
): Promise<UploadOutcome> {
  const { db, storage, config } = app;
  const space = await diskSpace(db, ownerId, config.cloud);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared - FRAMING_ALLOWANCE > space.free) throw noSpace();

  await fs.mkdir(app.spool.dir, { recursive: true });
  const files: Spooled[] = [];
  let parentId: number | null = null;
  let spooledBytes = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'parent_id') throw invalid({ [part.fieldname]: ['Unknown field'] });
        const value = String(part.value);
        if (!/^[1-9]\d{0,14}$/.test(value))
          throw invalid({ parent_id: ['Must be a positive integer'] });
        parentId = Number(value);
        continue;
      }
      if (part.fieldname !== 'files') {
        part.file.resume();
        throw invalid({ [part.fieldname]: ['Unknown field'] });
      }
      const entry = { tmp: app.spool.claim(), name: uploadName(part.filename) };
      files.push(entry as Spooled);
      const { size, sniffed } = await spool(part.file, entry.tmp, space.free - spooledBytes);
      spooledBytes += size;
      Object.assign(entry, { size, sniffed });
    }
    if (files.length === 0) throw invalid({ files: ['At least one file is required'] });
    await checkParentFolder(db, ownerId, parentId);
    for (const file of files) file.info = await probe(file.tmp, file.sniffed, config.cloud);
    for (const file of files) {
      const key = `u/${ownerId}/${randomUUID()}`;
      await storage.putFile(key, file.tmp, { contentType: file.sniffed.type });
      file.key = key;
    }
    const rows = await db.transaction(async (tx) => {
      await lockOwner(tx, ownerId);
      const [used, quota] = await Promise.all([
        usedSpace(tx, ownerId),
        quotaFor(tx, ownerId, config.cloud),
      ]);
      if (used + spooledBytes > quota) throw noSpace();
      const inserted: Creative[] = [];
      for (const file of files) {
        inserted.push(
          await insertWithFreeName(tx, {
            ownerId,
            parentId,
            name: file.name,
            type: file.sniffed.type,
            size: file.size,
            storageKey: file.key!,
            ...file.info,
            splitStatus: file.sniffed.kind === 'video' ? 'NONE' : null,
          }),
        );
      }
      return { inserted, free: Math.max(0, quota - used - spooledBytes) };
    });
    return { rows: rows.inserted, freeSpace: rows.free };
  } catch (error) {
    await Promise.all(
      files.map(async (file) => {
        if (file.key) await storage.delete(file.key).catch(() => {});
      }),
    );
    throw error;
  } finally {
    // Stored files were moved out of the spool; anything still there is a leftover.
    await Promise.all(files.map((file) => app.spool.release(file.tmp)));
  }
}
