import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { components } from '@kreolab/api-spec';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { creatives, creativeVersions, type Creative, type CreativeVersion } from '../db/schema';
import { badRequest, conflict, invalid, notFound, tooLarge } from '../errors';
import { ownItem } from './items';
import { probe } from './probe';
import { diskSpace, lockOwner, quotaFor, usedSpace } from './quota';
import { SNIFF_BYTES, sniff } from './sniff';
import type { Db } from '../db';
import type { DbOrTx, Tx } from './sql';

/**
 * Versions of a file (issue 16). The creative row always holds the current version, so
 * listings, the viewer, researches and signed URLs read it as before; each earlier version is
 * a creative_versions row with its own storage object. A new version or a restore swaps what
 * the row holds and keeps the other as an earlier version; all of them count toward the quota.
 */
export type Version = components['schemas']['Version'];

const FRAMING_ALLOWANCE = 64 * 1024;
const noSpace = () => tooLarge('FILE_TOO_BIG', 'Not enough free space in the cloud');
const notSupported = () =>
  badRequest('FORMAT_NOT_SUPPORTED', 'Only JPG, PNG, PDF, MOV and MP4 files are accepted');

/** One of the user's files (not a folder, not in the trash), or 404. */
async function ownFile(db: DbOrTx, ownerId: number, id: number): Promise<Creative> {
  const row = await ownItem(db, ownerId, id);
  if (row.type === 'folder') throw notFound('Not a file');
  return row;
}

function splitRunning(row: Creative) {
  if (row.splitStatus === 'PROCESSING')
    throw conflict('CHANGE_FORBIDDEN', 'The video is being split; try again when it is done');
}

const toVersion = (
  row: Pick<CreativeVersion, 'number' | 'type' | 'size' | 'createdAt' | 'width' | 'height'>,
  current: boolean,
): Version => ({
  number: row.number,
  type: row.type,
  size: row.size,
  created_at: row.createdAt.toISOString(),
  current,
  width: row.width,
  height: row.height,
});

/** The file's versions: the current one first, then the earlier ones, newest first. */
export async function listVersions(
  db: DbOrTx,
  ownerId: number,
  id: number,
): Promise<{ row: Creative; versions: Version[] }> {
  const row = await ownFile(db, ownerId, id);
  return { row, versions: await versionsOf(db, row) };
}

async function versionsOf(db: DbOrTx, row: Creative): Promise<Version[]> {
  const earlier = await db
    .select()
    .from(creativeVersions)
    .where(eq(creativeVersions.creativeId, row.id))
    .orderBy(desc(creativeVersions.number));
  // The current version's time is when its content arrived: the last version's upload, or the
  // file's creation for version 1.
  const currentAt = row.versionAt ?? row.createdAt;
  return [
    toVersion({ ...row, number: row.version, createdAt: currentAt }, true),
    ...earlier.map((v) => toVersion(v, false)),
  ];
}

/** The columns of a creative that make up one version's content. */
const contentOf = (
  v: Pick<
    CreativeVersion,
    'type' | 'size' | 'storageKey' | 'duration' | 'width' | 'height' | 'pages'
  >,
) => ({
  type: v.type,
  size: v.size,
  storageKey: v.storageKey,
  duration: v.duration,
  width: v.width,
  height: v.height,
  pages: v.pages,
  // A video's frames were split from the old content: a new content starts unsplit.
  splitStatus: v.type.startsWith('video/') ? ('NONE' as const) : null,
  splitReason: null,
});

/** Keeps what the row holds now as its earlier version `row.version`. */
async function keepCurrent(tx: Tx, row: Creative) {
  await tx.insert(creativeVersions).values({
    creativeId: row.id,
    ownerId: row.ownerId,
    number: row.version,
    type: row.type,
    size: row.size,
    storageKey: row.storageKey!,
    duration: row.duration,
    width: row.width,
    height: row.height,
    pages: row.pages,
    createdAt: row.versionAt ?? row.createdAt,
  });
}

/**
 * POST /creatives/{id}/versions: one file in the `file` field becomes the file's current
 * version. Checked as an upload is (format from the content, probe, quota under the owner's
 * lock); on any failure the spooled and stored bytes are removed and nothing changes.
 */
export async function uploadVersion(
  app: FastifyInstance,
  request: FastifyRequest,
  ownerId: number,
  id: number,
): Promise<{ row: Creative; freeSpace: number }> {
  const { db, storage, config } = app;
  const before = await ownFile(db, ownerId, id);
  splitRunning(before);
  const space = await diskSpace(db, ownerId, config.cloud);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared - FRAMING_ALLOWANCE > space.free) throw noSpace();

  await fs.mkdir(app.spool.dir, { recursive: true });
  let tmp: string | null = null;
  let key: string | null = null;
  try {
    let size = 0;
    let head = Buffer.alloc(0);
    for await (const part of request.parts()) {
      if (part.type === 'field' || part.fieldname !== 'file' || tmp !== null) {
        if (part.type === 'file') part.file.resume();
        throw invalid({ [part.fieldname]: ['Unknown field'] });
      }
      tmp = app.spool.claim();
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > space.free) return done(noSpace());
          if (head.length < SNIFF_BYTES)
            head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
          done(null, chunk);
        },
      });
      await pipeline(part.file, count, createWriteStream(tmp, { flags: 'wx' }));
    }
    if (tmp === null) throw invalid({ file: ['A file is required'] });
    const sniffed = sniff(head);
    if (!sniffed) throw notSupported();
    const info = await probe(tmp, sniffed, config.cloud);
    key = `u/${ownerId}/${randomUUID()}`;
    await storage.putFile(key, tmp, { contentType: sniffed.type });
    const storageKey = key;
    return await db.transaction(async (tx) => {
      await lockOwner(tx, ownerId);
      const row = await ownFile(tx, ownerId, id);
      splitRunning(row);
      const [used, quota] = await Promise.all([
        usedSpace(tx, ownerId),
        quotaFor(tx, ownerId, config.cloud),
      ]);
      if (used + size > quota) throw noSpace();
      await keepCurrent(tx, row);
      const [latest] = await tx
        .select({ number: creativeVersions.number })
        .from(creativeVersions)
        .where(eq(creativeVersions.creativeId, id))
        .orderBy(desc(creativeVersions.number))
        .limit(1);
      const [updated] = await tx
        .update(creatives)
        .set({
          ...contentOf({ type: sniffed.type, size, storageKey, ...info }),
          version: Math.max(row.version, latest?.number ?? 0) + 1,
          versionAt: new Date(),
        })
        .where(eq(creatives.id, id))
        .returning();
      return { row: updated!, freeSpace: Math.max(0, quota - used - size) };
    });
  } catch (error) {
    if (key) await storage.delete(key).catch(() => {});
    throw error;
  } finally {
    if (tmp) await app.spool.release(tmp);
  }
}

/**
 * Makes version `number` current: the row takes its content and the current content becomes
 * an earlier version, in one transaction under the owner's lock. No bytes are copied.
 */
export async function restoreVersion(
  db: Db,
  ownerId: number,
  id: number,
  number: number,
): Promise<{ row: Creative; versions: Version[] }> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    const row = await ownFile(tx, ownerId, id);
    const [chosen] = await tx
      .select()
      .from(creativeVersions)
      .where(and(eq(creativeVersions.creativeId, id), eq(creativeVersions.number, number)));
    if (!chosen) throw notFound('No such version');
    splitRunning(row);
    await tx.delete(creativeVersions).where(eq(creativeVersions.id, chosen.id));
    await keepCurrent(tx, row);
    const [updated] = await tx
      .update(creatives)
      .set({ ...contentOf(chosen), version: chosen.number, versionAt: chosen.createdAt })
      .where(eq(creatives.id, id))
      .returning();
    return { row: updated!, versions: await versionsOf(tx, updated!) };
  });
}
