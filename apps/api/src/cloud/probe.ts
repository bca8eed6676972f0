import fs from 'node:fs/promises';
import sharp from 'sharp';
import { engine } from '../analyses/engine';
import { badRequest } from '../errors';
import { probeVideo, type Tools } from './ffmpeg';
import type { Sniffed } from './sniff';

export interface MediaInfo {
  width: number | null;
  height: number | null;
  pages: number | null;
  duration: number | null;
}

export interface ProbeLimits extends Tools {
  maxImagePixels: number;
}

const incorrect = (detail: string) => badRequest('INCORRECT_IMAGE', detail);

/**
 * Reads what the cloud shows of a file, and proves it is what its first bytes claim: images
 * are decoded (with a pixel limit, so a decompression bomb is refused before it is expanded),
 * PDFs opened with mupdf, videos probed with ffprobe. Anything unreadable is INCORRECT_IMAGE.
 */
export async function probe(
  file: string,
  sniffed: Sniffed,
  limits: ProbeLimits,
): Promise<MediaInfo> {
  const none: MediaInfo = { width: null, height: null, pages: null, duration: null };
  if (sniffed.kind === 'image') {
    const options = { limitInputPixels: limits.maxImagePixels, failOn: 'error' as const };
    let meta: sharp.Metadata;
    try {
      meta = await sharp(file, options).metadata();
    } catch {
      throw incorrect('The image cannot be read');
    }
    const { width = 0, height = 0 } = meta;
    if (width * height > limits.maxImagePixels)
      throw incorrect(`The image has more than ${limits.maxImagePixels} pixels`);
    // The engine's rule for a creative: an image it would refuse is refused here, before it is
    // stored, so no analysis is started (and charged) on it.
    const refused = (await engine()).checkCreativeDimensions(width, height);
    if (refused) throw incorrect(refused);
    try {
      // A small decode proves the pixel data is there (JPEG decodes at 1/8 scale for this).
      await sharp(file, options).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    } catch {
      throw incorrect('The image cannot be decoded');
    }
    // EXIF orientations 5–8 turn the picture a quarter: report what a viewer shows.
    const turned = (meta.orientation ?? 1) >= 5;
    return { ...none, width: turned ? height : width, height: turned ? width : height };
  }
  if (sniffed.kind === 'pdf') {
    const mupdf = await import('mupdf');
    try {
      const doc = mupdf.Document.openDocument(await fs.readFile(file), 'application/pdf');
      try {
        const pages = doc.countPages();
        if (pages < 1) throw new Error('no pages');
        return { ...none, pages };
      } finally {
        doc.destroy();
      }
    } catch {
      throw incorrect('The PDF cannot be read');
    }
  }
  let info;
  try {
    info = await probeVideo(file, limits);
  } catch {
    throw incorrect('The video cannot be read');
  }
  return { ...none, ...(info ?? {}) };
}
