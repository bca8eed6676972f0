import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { resizeRgb, type RgbImage } from '../image';
import { CACHE_DIR } from '../paths';
import { detectFaces, type FaceBox } from './faces';
import {
  detectObjectsAndScene,
  OBJECT_MIN_SCORE,
  type ObjectBox,
  type SceneMaps,
  scenePcaKey,
} from './objects';
import { ocrPreparation, ocrQueued, recogniseText, tessdataSource, type TextBox } from './ocr';
import { plausibleFace, plausibleText } from './plausible';

export type { FaceBox } from './faces';
export type { TextBox } from './ocr';
export type { ObjectBox, SceneMaps } from './objects';
export { ANIMATE_LABELS, detectObjects, OBJECT_MIN_SCORE } from './objects';
export { closeOcr, ocrQueued } from './ocr';
export {
  detectFrames,
  frameMotion,
  frameSignature,
  moveDetections,
  nearDuplicate,
  sameShot,
} from './frames';
export { plausibleFace, plausibleText, PLAUSIBILITY } from './plausible';

/** Faces, text and objects found in an image, in that image's pixel coordinates. */
export interface Detections {
  /** Faces that pass the face check (plausibleFace): these become regions. */
  faces: FaceBox[];
  texts: TextBox[];
  /** CenterNet's COCO objects; absent where they were not detected (older callers and caches). */
  objects?: ObjectBox[];
  /**
   * Every box BlazeFace found, before the face check; the attention map reads these. People
   * look at a face-like thing whether or not it is a face, and the map's weights were trained on
   * them: reading only the checked faces took its cross-validated NSS on osie-dev from 2.515 to
   * 2.432 (README, "Faces in the map"). Absent where detections were made without it; the map
   * then reads `faces`.
   */
  faceCandidates?: FaceBox[];
  /**
   * CenterNet's scene maps (SceneMaps), made in the same run as `objects`; the attention map
   * reads them. Absent where objects were not detected or no projection is shipped.
   */
  scene?: SceneMaps;
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
/**
 * Version of the object part of a cached entry: an entry without it (or with another) gets its
 * objects detected (CenterNet, cheap) and keeps its OCR and faces. It names the scene maps'
 * projection, so a new one makes them again.
 */
const OBJECT_VERSION = `centernet320-scene:${scenePcaKey()}`;
/**
 * Version of the text part of a cached entry. An older entry is read again whole: its lines lack
 * the adaptive pass on a plain ground (no version), or the unit signs and one-letter words
 * `keptWords` keeps (`adaptive2`, `units1`, `letters1`), or the panels read at twice their size
 * and a line's leading one-letter word (`panels2`), or a digit inside a phrase, «₽» read as
 * «Р» or «P» and Latin look-alike words (`digits3`), or a digit before its thousands group
 * (`digits4`), or a row read in pieces read again (`rows5`; without lines on buttons and plates,
 * `rows6`), or panels read with their corners (`corners1` paints them over), or lines over a
 * photograph that only the text detector finds (`scene1` reads them on their own), or a detector
 * line the reading stopped short of (`ends1` reads it again), so only a whole reading equals a
 * fresh detection.
 */
export const TEXT_VERSION = 'ends1';
/** The cache keeps CenterNet's boxes from this score, so OBJECT_MIN_SCORE can move without detecting again. */
const RAW_OBJECT_MIN_SCORE = 0.15;

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
 * Keeps the text lines and faces that pass the plausibility checks, and objects from
 * OBJECT_MIN_SCORE; every face box stays in `faceCandidates` for the attention map.
 */
export function plausibleDetections(d: Detections): Detections {
  const out: Detections = {
    faces: d.faces.filter(plausibleFace),
    texts: cleanTexts(d.texts),
    faceCandidates: d.faceCandidates ?? d.faces,
  };
  if (d.objects) out.objects = d.objects.filter((o) => o.score >= OBJECT_MIN_SCORE);
  if (d.scene) out.scene = d.scene;
  return out;
}

/** The faces of `img`, detected at most 640 px a side, in `img`'s coordinates, unchecked. */
async function rawFaces(img: RgbImage): Promise<FaceBox[]> {
  const small = Math.max(img.width, img.height) > FACE_SIDE ? await resizeRgb(img, FACE_SIDE) : img;
  return scaleBoxes(await detectFaces(small), img.width / small.width);
}

/** The image OCR reads: `img`, or a copy at most OCR_SIDE a side. */
async function ocrImageOf(img: RgbImage): Promise<RgbImage> {
  return Math.max(img.width, img.height) > OCR_SIDE
    ? ocrPreparation(resizeRgb(img, OCR_SIDE))
    : img;
}

/**
 * Runs face detection (at most 640 px), object detection (CenterNet at 320 px) and OCR (at
 * most 1600 px) and maps boxes back to `img`. `raw` skips the plausibility checks (for measuring
 * them) and keeps objects from RAW_OBJECT_MIN_SCORE. `objects: false` leaves `objects` out.
 */
export async function detect(
  img: RgbImage,
  opts: { faces?: boolean; text?: boolean; objects?: boolean; raw?: boolean } = {},
): Promise<Detections> {
  // OCR runs in tesseract's worker threads while this thread detects faces and objects
  const textsPromise =
    opts.text === false
      ? Promise.resolve([])
      : (async () => {
          const ocrImg = await ocrImageOf(img);
          return scaleBoxes(await recogniseText(ocrImg), img.width / ocrImg.width);
        })();
  textsPromise.catch(() => {});
  // the OCR workers get their images before this thread starts on faces and objects
  if (opts.text !== false) await ocrQueued();
  const faces = opts.faces === false ? [] : await rawFaces(img);
  const raw: Detections = { faces, texts: [] };
  if (opts.objects !== false) {
    const found = await detectObjectsAndScene(img, RAW_OBJECT_MIN_SCORE);
    raw.objects = found.objects;
    if (found.scene) raw.scene = found.scene;
  }
  raw.texts = await textsPromise;
  return opts.raw ? raw : plausibleDetections(raw);
}

/** The cache file of an image's detections, keyed by the file's bytes and the detector setup. */
export function detectionCacheFile(
  fileBytes: Uint8Array,
  img: { width: number; height: number },
): string {
  const key = crypto
    .createHash('sha1')
    .update(fileBytes)
    .update(`${DETECTOR_VERSION}:${tessdataSource().langs}:${img.width}x${img.height}`)
    .digest('hex');
  return path.join(CACHE_DIR, 'detections', `${key}.json`);
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
  const file = detectionCacheFile(fileBytes, img);
  type Entry = Detections & { faceVersion?: string; objectVersion?: string; textVersion?: string };
  let d: Entry | null = null;
  try {
    d = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Entry;
  } catch {
    d = null;
  }
  // an old entry keeps its OCR (slow); only the parts whose detector changed are run again
  const stale =
    !d ||
    d.faceVersion !== FACE_VERSION ||
    d.objectVersion !== OBJECT_VERSION ||
    d.textVersion !== TEXT_VERSION;
  if (!d) d = await detect(img, { raw: true });
  else {
    if (d.textVersion !== TEXT_VERSION) {
      const ocrImg = await ocrImageOf(img);
      d.texts = scaleBoxes(await recogniseText(ocrImg), img.width / ocrImg.width);
    }
    if (d.faceVersion !== FACE_VERSION) d.faces = await rawFaces(img);
    if (d.objectVersion !== OBJECT_VERSION) {
      const found = await detectObjectsAndScene(img, RAW_OBJECT_MIN_SCORE);
      d.objects = found.objects;
      d.scene = found.scene ?? undefined;
    }
  }
  if (stale) {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(
      file,
      JSON.stringify({
        faces: d.faces,
        texts: d.texts,
        objects: d.objects ?? [],
        ...(d.scene ? { scene: d.scene } : {}),
        faceVersion: FACE_VERSION,
        objectVersion: OBJECT_VERSION,
        textVersion: TEXT_VERSION,
      }),
    );
  }
  const raw: Detections = { faces: d.faces, texts: d.texts, objects: d.objects ?? [] };
  if (d.scene) raw.scene = d.scene;
  return opts.raw ? raw : plausibleDetections(raw);
}
