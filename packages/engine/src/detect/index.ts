import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { resizeRgb, type RgbImage } from '../image';
import { CACHE_DIR } from '../paths';
import { detectFaces, type FaceBox } from './faces';
import { recogniseText, tessdataSource, type TextBox } from './ocr';
import { plausibleFace, plausibleText } from './plausible';

export type { FaceBox } from './faces';
export type { TextBox } from './ocr';
export { closeOcr } from './ocr';
export {
  detectFrames,
  frameMotion,
  frameSignature,
  moveDetections,
  nearDuplicate,
  sameShot,
} from './frames';
export { plausibleFace, plausibleText, PLAUSIBILITY } from './plausible';

/** Faces and text found in an image, in that image's pixel coordinates. */
export interface Detections {
  /** Faces that pass the face check (plausibleFace): these become regions. */
  faces: FaceBox[];
  texts: TextBox[];
  /**
   * Every box BlazeFace found, before the face check; the attention map reads these. People
   * look at a face-like thing whether or not it is a face, and the map's weights were trained on
   * them: reading only the checked faces took its cross-validated NSS on osie-dev from 2.515 to
   * 2.432 (README, "Faces in the map"). Absent where detections were made without it; the map
   * then reads `faces`.
   */
  faceCandidates?: FaceBox[];
}

/** The longest side face detection runs at (bench/run.ts times the face stage at it). */
export const FACE_SIDE = 640;
const OCR_SIDE = 1600;
/** Version of the raw detections (OCR lines and face boxes) stored in the cache. */
const DETECTOR_VERSION = 'd3';
/**
 * Version of the face part of a cached entry: entries from before the face mesh score are
 * re-detected for faces only (cheap) instead of throwing away their OCR (slow). mesh2: BlazeFace
 * candidates start at 0.5, the score below which detectFaces drops a box anyway.
 */
const FACE_VERSION = 'mesh2';

function scaleBoxes<T extends { x: number; y: number; w: number; h: number }>(
  boxes: T[],
  s: number,
): T[] {
  return boxes.map((b) => ({ ...b, x: b.x * s, y: b.y * s, w: b.w * s, h: b.h * s }));
}

/** Keeps the OCR lines that are plausibly text (see plausibleText): drops «AR» or «SSS» read from a texture. */
export function cleanTexts(texts: TextBox[]): TextBox[] {
  return texts.filter(plausibleText);
}

/**
 * Keeps the text lines and faces that pass the plausibility checks; every face box stays in
 * `faceCandidates` for the attention map.
 */
export function plausibleDetections(d: Detections): Detections {
  return {
    faces: d.faces.filter(plausibleFace),
    texts: cleanTexts(d.texts),
    faceCandidates: d.faceCandidates ?? d.faces,
  };
}

/** The faces of `img`, detected at most 640 px a side, in `img`'s coordinates, unchecked. */
async function rawFaces(img: RgbImage): Promise<FaceBox[]> {
  const small = Math.max(img.width, img.height) > FACE_SIDE ? await resizeRgb(img, FACE_SIDE) : img;
  return scaleBoxes(await detectFaces(small), img.width / small.width);
}

/**
 * Runs face detection (at most 640 px) and OCR (at most 1600 px) and maps boxes back to `img`.
 * `raw` skips the plausibility checks (for measuring them).
 */
export async function detect(
  img: RgbImage,
  opts: { faces?: boolean; text?: boolean; raw?: boolean } = {},
): Promise<Detections> {
  const longest = Math.max(img.width, img.height);
  // OCR runs in tesseract's worker threads while this thread detects faces
  const textsPromise =
    opts.text === false
      ? Promise.resolve([])
      : (async () => {
          const ocrImg = longest > OCR_SIDE ? await resizeRgb(img, OCR_SIDE) : img;
          return scaleBoxes(await recogniseText(ocrImg), img.width / ocrImg.width);
        })();
  textsPromise.catch(() => {});
  const faces = opts.faces === false ? [] : await rawFaces(img);
  const texts = await textsPromise;
  return opts.raw ? { faces, texts } : plausibleDetections({ faces, texts });
}

/**
 * `detect` with results cached in packages/engine/.cache/detections, keyed by the file's bytes.
 * The cache holds the raw detections; the plausibility checks run on every read, so changing
 * them needs no new OCR. `raw` returns the unchecked detections.
 */
export async function detectCached(
  fileBytes: Uint8Array,
  img: RgbImage,
  opts: { raw?: boolean } = {},
): Promise<Detections> {
  const key = crypto
    .createHash('sha1')
    .update(fileBytes)
    .update(`${DETECTOR_VERSION}:${tessdataSource().langs}:${img.width}x${img.height}`)
    .digest('hex');
  const file = path.join(CACHE_DIR, 'detections', `${key}.json`);
  let d: (Detections & { faceVersion?: string }) | null = null;
  try {
    d = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Detections & {
      faceVersion?: string;
    };
  } catch {
    d = null;
  }
  if (!d || d.faceVersion !== FACE_VERSION) {
    d = d ? { texts: d.texts, faces: await rawFaces(img) } : await detect(img, { raw: true });
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, JSON.stringify({ ...d, faceVersion: FACE_VERSION }));
  }
  const raw = { faces: d.faces, texts: d.texts };
  return opts.raw ? raw : plausibleDetections(raw);
}
