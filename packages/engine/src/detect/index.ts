import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { resizeRgb, type RgbImage } from '../image';
import { CACHE_DIR } from '../paths';
import { detectFaces, type FaceBox } from './faces';
import { recogniseText, tessdataSource, type TextBox } from './ocr';

export type { FaceBox } from './faces';
export type { TextBox } from './ocr';
export { closeOcr } from './ocr';

/** Faces and text found in an image, in that image's pixel coordinates. */
export interface Detections {
  faces: FaceBox[];
  texts: TextBox[];
}

const FACE_SIDE = 640;
const OCR_SIDE = 1600;
const DETECTOR_VERSION = 'd3';

function scaleBoxes<T extends { x: number; y: number; w: number; h: number }>(boxes: T[], s: number): T[] {
  return boxes.map((b) => ({ ...b, x: b.x * s, y: b.y * s, w: b.w * s, h: b.h * s }));
}

/** Drops short, unsure lines (OCR noise in photos such as «AR»): under 4 letters needs confidence ≥ 75. */
export function cleanTexts(texts: TextBox[]): TextBox[] {
  return texts.filter((t) => t.text.replace(/[^\p{L}\p{N}]/gu, '').length >= 4 || t.confidence >= 75);
}

/** Runs face detection (at most 640 px) and OCR (at most 1600 px) and maps boxes back to `img`. */
export async function detect(img: RgbImage, opts: { faces?: boolean; text?: boolean } = {}): Promise<Detections> {
  const longest = Math.max(img.width, img.height);
  let faces: FaceBox[] = [];
  let texts: TextBox[] = [];
  if (opts.faces !== false) {
    const small = longest > FACE_SIDE ? await resizeRgb(img, FACE_SIDE) : img;
    faces = scaleBoxes(await detectFaces(small), img.width / small.width);
  }
  if (opts.text !== false) {
    const ocrImg = longest > OCR_SIDE ? await resizeRgb(img, OCR_SIDE) : img;
    texts = cleanTexts(scaleBoxes(await recogniseText(ocrImg), img.width / ocrImg.width));
  }
  return { faces, texts };
}

/** `detect` with results cached in packages/engine/.cache/detections, keyed by the file's bytes. */
export async function detectCached(fileBytes: Uint8Array, img: RgbImage): Promise<Detections> {
  const key = crypto
    .createHash('sha1')
    .update(fileBytes)
    .update(`${DETECTOR_VERSION}:${tessdataSource().langs}:${img.width}x${img.height}`)
    .digest('hex');
  const file = path.join(CACHE_DIR, 'detections', `${key}.json`);
  try {
    const d = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Detections;
    return { faces: d.faces, texts: cleanTexts(d.texts) };
  } catch {
    const d = await detect(img);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, JSON.stringify(d));
    return d;
  }
}
