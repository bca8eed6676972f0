import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Config } from '../config';
import type { Db } from '../db';
import { creatives, type Creative } from '../db/schema';
import { badRequest, conflict, invalid, tooLarge } from '../errors';
import type { JobQueue } from '../jobs/queue';
import type { Storage } from '../storage';
import { run } from './ffmpeg';
import { ownItem } from './items';
import { baseName, suffixed } from './names';
import { diskSpace, lockOwner, quotaFor, usedSpace } from './quota';

export interface SplitState {
  id: number;
  split_status: 'NONE' | 'PROCESSING' | 'PROCESSED';
  frames_folder_id: number | null;
  frames_count: number;
  reason: string | null;
}

export function splitState(row: Creative): SplitState {
  return {
    id: row.id,
    split_status: row.splitStatus ?? 'NONE',
    frames_folder_id: row.framesFolderId,
    frames_count: row.framesCount,
    reason: row.splitStatus === 'NONE' ? row.splitReason : null,
  };
}

/**
 * POST /creatives/video_split: NONE (or PROCESSED, to split again) → PROCESSING in one
 * conditional update, so two clicks start one job; the job does the rest.
 */
export async function startSplit(
  db: Db,
  jobs: JobQueue,
  config: Config,
  ownerId: number,
  id: number,
  frequency: number,
): Promise<SplitState> {
  const video = await ownItem(db, ownerId, id);
  if (!video.type.startsWith('video/') || !video.storageKey)
    throw badRequest('INCORRECT_IMAGE', 'Only a video can be split into frames');
  const expected = expectedFrames(video, frequency);
  if (expected.count > config.cloud.splitMaxFrames) {
    const message = `Не больше ${config.cloud.splitMaxFrames} кадров: уменьшите частоту`;
    throw invalid(
      { frequency: [message] },
      `${expected.count} frames; at most ${config.cloud.splitMaxFrames}`,
    );
  }
  const space = await diskSpace(db, ownerId, config.cloud);
  if (space.free <= 0 || expected.bytes > space.free) {
    throw tooLarge('FILE_TOO_BIG', 'The frames would not fit in the free space');
  }
  const [row] = await db
    .update(creatives)
    .set({ splitStatus: 'PROCESSING', splitReason: null, splitFrequency: frequency })
    .where(
      and(
        eq(creatives.id, id),
        eq(creatives.ownerId, ownerId),
        sql`coalesce(${creatives.splitStatus}, 'NONE') <> 'PROCESSING'`,
      ),
    )
    .returning();
  if (!row) throw conflict('CHANGE_FORBIDDEN', 'The video is being split already');
  try {
    await jobs.send('video.split', { videoId: id, ownerId, frequency });
  } catch (error) {
    await db.update(creatives).set({ splitStatus: 'NONE' }).where(eq(creatives.id, id));
    throw error;
  }
  return splitState(row);
}

// A JPG frame at the quality the split uses is rarely below ~0.16 bits per pixel; the estimate
// uses that floor, so it refuses only splits that surely cannot fit (the job checks real sizes).
const MIN_FRAME_BYTES_PER_PIXEL = 0.02;
const MIN_FRAME_BYTES = 1024;

/** Frames the split will make (ffmpeg's fps filter) and the least room they can take. */
export function expectedFrames(
  video: Pick<Creative, 'duration' | 'width' | 'height'>,
  frequency: number,
): { count: number; bytes: number } {
  if (!video.duration || video.duration <= 0) return { count: 0, bytes: 0 };
  const count = Math.max(1, Math.round(video.duration * frequency));
  const pixels = (video.width ?? 0) * (video.height ?? 0);
  return { count, bytes: count * Math.max(MIN_FRAME_BYTES, pixels * MIN_FRAME_BYTES_PER_PIXEL) };
}

class SplitFailure extends Error {}

export interface SplitDeps {
  db: Db;
  storage: Storage;
  config: Config;
}

const framesPrefix = (ownerId: number, videoId: number, jobId: string) =>
  `u/${ownerId}/frames/${videoId}/${jobId}/`;

/**
 * The video.split job: ffmpeg extracts JPG frames at `frequency` per second into a temporary
 * folder; they are stored under a prefix of this job, then one transaction (holding the
 * owner's lock and checking the quota) creates the frames folder beside the video, the frame
 * items, and marks the video PROCESSED. Idempotent: a retried job first removes whatever an
 * earlier attempt of the same job stored. Any failure puts the video back to NONE with a reason.
 */
export async function runSplit(
  deps: SplitDeps,
  payload: { videoId: number; ownerId: number; frequency: number },
  job: { id: string; log: FastifyBaseLogger },
): Promise<void> {
  const { db, storage, config } = deps;
  const { videoId, ownerId, frequency } = payload;
  const [video] = await db
    .select()
    .from(creatives)
    .where(and(eq(creatives.id, videoId), eq(creatives.ownerId, ownerId)));
  if (!video || video.splitStatus !== 'PROCESSING' || !video.storageKey) return;
  const prefix = framesPrefix(ownerId, videoId, job.id);
  await storage.deletePrefix(prefix);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'kreolab-split-'));
  try {
    const input = path.join(work, 'input');
    await pipeline((await storage.get(video.storageKey)).body, createWriteStream(input));
    const outDir = path.join(work, 'frames');
    await fs.mkdir(outDir);
    const res = await run(
      config.cloud.ffmpegPath,
      [
        '-nostdin',
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        input,
        '-vf',
        `fps=${frequency}`,
        '-frames:v',
        String(config.cloud.splitMaxFrames),
        '-q:v',
        '3',
        '-f',
        'image2',
        path.join(outDir, 'frame-%04d.jpg'),
      ],
      { timeoutMs: 30 * 60_000 },
    ).catch((error: NodeJS.ErrnoException) => {
      throw new SplitFailure(
        error.code === 'ENOENT' ? 'На сервере не установлен ffmpeg' : 'Не удалось запустить ffmpeg',
      );
    });
    if (res.code !== 0) {
      job.log.warn({ stderr: res.stderr.slice(-2000) }, 'ffmpeg failed');
      throw new SplitFailure('Не удалось извлечь кадры из видео');
    }
    const names = (await fs.readdir(outDir)).filter((n) => n.endsWith('.jpg')).sort();
    if (names.length === 0) throw new SplitFailure('В видео не нашлось кадров');
    const frames = await Promise.all(
      names.map(async (name) => ({ name, size: (await fs.stat(path.join(outDir, name))).size })),
    );
    const total = frames.reduce((sum, f) => sum + f.size, 0);
    const space = await diskSpace(db, ownerId, config.cloud);
    const noRoom = () =>
      new SplitFailure(
        `Кадры не помещаются в облако: нужно ${mb(total)} МБ, свободно ${mb(space.free)} МБ`,
      );
    if (total > space.free) throw noRoom();
    const { width = null, height = null } = await sharp(path.join(outDir, names[0]!)).metadata();
    for (const frame of frames) {
      await storage.putFile(`${prefix}${frame.name}`, path.join(outDir, frame.name), {
        contentType: 'image/jpeg',
      });
    }
    try {
      await db.transaction(async (tx) => {
        await lockOwner(tx, ownerId);
        const [current] = await tx
          .select()
          .from(creatives)
          .where(eq(creatives.id, videoId))
          .for('update');
        if (!current || current.splitStatus !== 'PROCESSING') throw new SplitFailure('');
        const used = await usedSpace(tx, ownerId);
        if (used + total > (await quotaFor(tx, ownerId, config.cloud))) throw noRoom();
        const folder = await insertFolder(tx, ownerId, current.parentId, baseName(current.name));
        const rows = frames.map((f) => ({
          ownerId,
          parentId: folder.id,
          name: f.name,
          type: 'image/jpeg',
          size: f.size,
          storageKey: `${prefix}${f.name}`,
          width,
          height,
        }));
        for (let i = 0; i < rows.length; i += 500)
          await tx.insert(creatives).values(rows.slice(i, i + 500));
        await tx
          .update(creatives)
          .set({
            splitStatus: 'PROCESSED',
            splitReason: null,
            framesFolderId: folder.id,
            framesCount: frames.length,
          })
          .where(eq(creatives.id, videoId));
      });
    } catch (error) {
      await storage.deletePrefix(prefix);
      throw error;
    }
    job.log.info({ videoId, frames: frames.length, bytes: total }, 'video split');
  } catch (error) {
    const reason =
      error instanceof SplitFailure ? error.message : 'Не удалось разделить видео на кадры';
    if (!(error instanceof SplitFailure)) job.log.error({ err: error }, 'video split failed');
    if (reason) {
      await db
        .update(creatives)
        .set({ splitStatus: 'NONE', splitReason: reason })
        .where(and(eq(creatives.id, videoId), eq(creatives.splitStatus, 'PROCESSING')));
    }
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace('.', ',');

async function insertFolder(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  ownerId: number,
  parentId: number | null,
  name: string,
): Promise<Creative> {
  for (let n = 0; n < 10_000; n++) {
    const [row] = await tx
      .insert(creatives)
      .values({ ownerId, parentId, name: suffixed(name, n), type: 'folder' })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error('No free folder name');
}
