import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { detect, type Detections } from '../detect';
import { decodeImage, resizeRgb, type RgbImage } from '../image';
import { areaDown, type FMap, resize } from '../maps';
import { ENGINE_ROOT } from '../paths';
import { type ImageFeatures, imageFeatures, WORK_SIDE, withDetections } from './features';
import { type AttentionWeights, predictDensity } from './model';

export type { AttentionWeights } from './model';

let cachedWeights: AttentionWeights | null = null;

/** The committed weights (model/weights.json), trained on all of osie-dev. */
export function loadWeights(
  file = path.join(ENGINE_ROOT, 'model', 'weights.json'),
): AttentionWeights {
  if (!cachedWeights || file !== path.join(ENGINE_ROOT, 'model', 'weights.json')) {
    cachedWeights = JSON.parse(fs.readFileSync(file, 'utf8')) as AttentionWeights;
  }
  return cachedWeights;
}

/**
 * Whether the weights read CenterNet's object channels: only then is object detection worth its
 * cost, in predictAttention and in the full analysis alike (one rule, so both maps agree).
 */
export function modelReadsObjects(w: AttentionWeights = loadWeights()): boolean {
  return w.features.some((f) => f.startsWith('object'));
}

/** A predicted fixation density: `grid` sums to 1 and covers the whole image. */
export interface AttentionMap {
  width: number;
  height: number;
  grid: FMap;
}

export interface AttentionOptions {
  /** Faces and text already found (image coordinates); null means none are used. */
  detections?: Detections | null;
  /**
   * When no detections are given: run face detection (default true), object detection (CenterNet;
   * default: with faces, when the weights read objects — modelReadsObjects) and OCR (slow,
   * default false). The full analysis detects objects by the same rule, so with the defaults
   * this map differs from the analysis' only by the text.
   */
  faces?: boolean;
  objects?: boolean;
  text?: boolean;
  weights?: AttentionWeights;
  /** This image's detection-free features (attentionImageFeatures), when already computed. */
  features?: ImageFeatures;
}

/**
 * The part of the attention map's input that needs no detections, so a caller can compute it
 * while detection (OCR) still runs and pass it to predictAttention as `features`.
 */
export async function attentionImageFeatures(img: RgbImage): Promise<ImageFeatures> {
  return imageFeatures(await resizeRgb(img, WORK_SIDE));
}

/** Predicts the attention (fixation density) of free viewing in the first seconds. */
export async function predictAttention(
  input: Uint8Array | RgbImage,
  opts: AttentionOptions = {},
): Promise<AttentionMap> {
  const img = input instanceof Uint8Array ? await decodeImage(input) : input;
  const base = opts.features ?? (await attentionImageFeatures(img));
  let det: Detections | null = opts.detections === undefined ? null : opts.detections;
  const w = opts.weights ?? loadWeights();
  const faces = opts.faces !== false;
  const objects = opts.objects ?? (faces && modelReadsObjects(w));
  if (opts.detections === undefined && (faces || objects || opts.text === true)) {
    det = await detect(img, { faces, objects, text: opts.text === true });
  }
  const g = withDetections(base, det, img);
  const grid = predictDensity(w, g);
  return { width: img.width, height: img.height, grid };
}

/** The attention map at another resolution (bilinear), scaled to sum 1. */
export function attentionAt(a: AttentionMap, w: number, h: number): FMap {
  const m = w < a.grid.w && h < a.grid.h ? areaDown(a.grid, w, h) : resize(a.grid, w, h);
  let s = 0;
  for (const v of m.d) s += v;
  for (let i = 0; i < m.d.length; i++) m.d[i] = m.d[i]! / s;
  return m;
}

/** The compact grid of the result (`attention.grid`): values sum to 1, row-major. */
export function attentionGrid(
  a: AttentionMap,
  size = 64,
): { width: number; height: number; values: number[] } {
  const m = attentionAt(a, size, size);
  return { width: size, height: size, values: Array.from(m.d, (v) => +v.toFixed(6)) };
}

/** 8-bit greyscale PNG of the map at the image's size (max = 255). */
export async function attentionPng(
  a: AttentionMap,
  width = a.width,
  height = a.height,
): Promise<Buffer> {
  const m = resize(a.grid, width, height);
  let mx = 0;
  for (const v of m.d) if (v > mx) mx = v;
  const px = new Uint8Array(width * height);
  for (let i = 0; i < px.length; i++) px[i] = Math.round((255 * m.d[i]!) / (mx || 1));
  return sharp(px, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png()
    .toBuffer();
}

function jet(t: number): [number, number, number] {
  const c = (x: number) => Math.max(0, Math.min(1, x));
  return [
    c(1.5 - Math.abs(4 * t - 3)) * 255,
    c(1.5 - Math.abs(4 * t - 2)) * 255,
    c(1.5 - Math.abs(4 * t - 1)) * 255,
  ];
}

/**
 * Look-up tables over the 8-bit display level `v` and a pixel's channel value `p`: the heat
 * overlay's blend of jet colour over the pixel and the fog's veil, as the bytes the PNGs hold.
 * Tabulating the blends (256 levels × 256 values) takes the per-pixel arithmetic out of the
 * overlay of every frame of a video; the table holds the same expressions, so the same bytes.
 */
const LUT = (() => {
  const heat = new Uint8Array(256 * 3 * 256);
  const fog = new Uint8Array(256 * 256);
  for (let v = 0; v < 256; v++) {
    const t = v / 255;
    const colour = jet(t).map(Math.round);
    // rounded to float32 as the per-pixel code read them from Float32Arrays
    const al = Math.fround(t < 0.2 ? 0 : 0.2 + 0.45 * t);
    const vi = Math.fround(Math.min(1, 0.1 + 2 * t));
    for (let p = 0; p < 256; p++) {
      for (let c = 0; c < 3; c++) heat[(3 * v + c) * 256 + p] = p + (colour[c]! - p) * al;
      fog[v * 256 + p] = 18 + (p - 18) * vi;
    }
  }
  return { heat, fog };
})();

/** Heatmap overlay (jet colours blended over the creative) and fog map (unseen areas veiled). */
export async function overlayPngs(
  img: RgbImage,
  a: AttentionMap,
): Promise<{ heatmap: Buffer; fog: Buffer }> {
  const { width, height } = img;
  // display level: square root of the density (it is peaky; second-tier areas should show),
  // upsampled natively by sharp
  let mx = 0;
  for (const v of a.grid.d) if (v > mx) mx = v;
  const small = new Uint8Array(a.grid.d.length);
  for (let i = 0; i < small.length; i++)
    small[i] = Math.round(255 * Math.sqrt(a.grid.d[i]! / (mx || 1)));
  const level = await sharp(small, { raw: { width: a.grid.w, height: a.grid.h, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  if (level.length !== width * height) throw new Error('overlay: unexpected level map size');
  const heat = new Uint8Array(width * height * 3);
  const fog = new Uint8Array(width * height * 3);
  const { heat: heatLut, fog: fogLut } = LUT;
  const data = img.data;
  for (let i = 0, j = 0; i < width * height; i++, j += 3) {
    const v = level[i]!;
    const h = 768 * v;
    const f = 256 * v;
    const r = data[j]!;
    const g = data[j + 1]!;
    const b = data[j + 2]!;
    heat[j] = heatLut[h + r]!;
    heat[j + 1] = heatLut[h + 256 + g]!;
    heat[j + 2] = heatLut[h + 512 + b]!;
    fog[j] = fogLut[f + r]!;
    fog[j + 1] = fogLut[f + g]!;
    fog[j + 2] = fogLut[f + b]!;
  }
  const enc = (d: Uint8Array) =>
    sharp(d, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 1, adaptiveFiltering: false })
      .toBuffer();
  const [heatmap, fogPng] = await Promise.all([enc(heat), enc(fog)]);
  return { heatmap, fog: fogPng };
}
