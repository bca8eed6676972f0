import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { notFound } from '../errors';
import { readObject, type Storage } from '../storage';
import { run, type Tools } from './ffmpeg';

/**
 * Previews for the grid (issue 16): a JPEG at most THUMB_SIZE px on each side, of an image, a
 * PDF's first page (mupdf) or a frame of a video (ffmpeg, a second in, or the first frame of a
 * shorter one). Made on first request and kept in a bounded in-process cache keyed by the
 * storage key, which a replaced file never reuses; the browser keeps them by the signed URL.
 */
export const THUMB_SIZE = 320;
const CACHE_BYTES = 32 * 1024 ** 2;
/** Bigger videos are not copied out of storage for one frame. */
const MAX_VIDEO_BYTES = 512 * 1024 ** 2;

const cache = new Map<string, Buffer>();
let cached = 0;

function remember(key: string, jpeg: Buffer) {
  cache.set(key, jpeg);
  cached += jpeg.length;
  for (const [old, value] of cache) {
    if (cached <= CACHE_BYTES) break;
    cache.delete(old);
    cached -= value.length;
  }
}

const toJpeg = (input: Buffer) =>
  sharp(input, { limitInputPixels: 100_000_000 })
    .rotate()
    .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 78 })
    .toBuffer();

async function pdfPage(data: Buffer): Promise<Buffer> {
  const mupdf = await import('mupdf');
  const doc = mupdf.Document.openDocument(data, 'application/pdf');
  try {
    const page = doc.loadPage(0);
    const [x0, y0, x1, y1] = page.getBounds();
    const scale = Math.min(2, (THUMB_SIZE * 1.5) / Math.max(1, x1 - x0, y1 - y0));
    const pixmap = page.toPixmap(
      mupdf.Matrix.scale(scale, scale),
      mupdf.ColorSpace.DeviceRGB,
      false,
    );
    try {
      return Buffer.from(pixmap.asPNG());
    } finally {
      pixmap.destroy();
      page.destroy();
    }
  } finally {
    doc.destroy();
  }
}

async function videoFrame(storage: Storage, key: string, tools: Tools): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kreolab-thumb-'));
  try {
    const input = path.join(dir, 'video');
    const { body } = await storage.get(key);
    await pipeline(body, createWriteStream(input));
    const out = path.join(dir, 'frame.png');
    for (const at of ['1', '0']) {
      const res = await run(
        tools.ffmpegPath,
        ['-v', 'error', '-y', '-ss', at, '-i', input, '-frames:v', '1', out],
        { timeoutMs: 60_000 },
      );
      const frame = await fs.readFile(out).catch(() => null);
      if (res.code === 0 && frame && frame.length > 0) return frame;
    }
    throw new Error('no frame');
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The preview of a stored file; 404 when none can be made (no tool, unreadable, too big). */
export async function thumbnail(
  storage: Storage,
  file: { storageKey: string; type: string; size: number },
  tools: Tools,
): Promise<Buffer> {
  const hit = cache.get(file.storageKey);
  if (hit) return hit;
  let jpeg: Buffer;
  try {
    if (file.type.startsWith('image/'))
      jpeg = await toJpeg(await readObject(storage, file.storageKey));
    else if (file.type === 'application/pdf')
      jpeg = await toJpeg(await pdfPage(await readObject(storage, file.storageKey)));
    else if (file.type.startsWith('video/') && file.size <= MAX_VIDEO_BYTES)
      jpeg = await toJpeg(await videoFrame(storage, file.storageKey, tools));
    else throw new Error('no preview for this type');
  } catch {
    throw notFound('No preview for this file');
  }
  remember(file.storageKey, jpeg);
  return jpeg;
}
