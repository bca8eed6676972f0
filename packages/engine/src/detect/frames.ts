import type { RgbImage } from '../image';
import type { FMap } from '../maps';
import type { FaceBox } from './faces';
import type { SceneMaps } from './objects';
import { detect, type Detections } from './index';

const SIG = 16;

/** A 16×16 grey thumbnail of a frame (box-filtered): enough to tell a held shot from a cut. */
export function frameSignature(img: RgbImage): Float32Array {
  const sig = new Float32Array(SIG * SIG);
  const count = new Float32Array(SIG * SIG);
  const step = Math.max(1, Math.floor(Math.min(img.width, img.height) / (SIG * 8)));
  for (let y = 0; y < img.height; y += step) {
    const sy = Math.min(SIG - 1, Math.floor((y * SIG) / img.height));
    for (let x = 0; x < img.width; x += step) {
      const sx = Math.min(SIG - 1, Math.floor((x * SIG) / img.width));
      const i = 3 * (y * img.width + x);
      sig[sy * SIG + sx]! +=
        0.299 * img.data[i]! + 0.587 * img.data[i + 1]! + 0.114 * img.data[i + 2]!;
      count[sy * SIG + sx]!++;
    }
  }
  for (let k = 0; k < sig.length; k++) sig[k]! /= Math.max(1, count[k]!);
  return sig;
}

/**
 * Whether two frames show the same shot: mean difference of their thumbnails under `tolerance`
 * grey levels (a slow zoom or a blinking cursor stays under 4; a cut or a new caption does not).
 */
export function nearDuplicate(a: Float32Array, b: Float32Array, tolerance = 4): boolean {
  let d = 0;
  for (let k = 0; k < a.length; k++) d += Math.abs(a[k]! - b[k]!);
  return d / a.length < tolerance;
}

/** A grey thumbnail of a frame, longest side `side`, box-filtered; the registration's input. */
interface Thumb {
  w: number;
  h: number;
  d: Float32Array;
}

const REG_SIDE = 64;

function greyThumb(img: RgbImage, side = REG_SIDE): Thumb {
  const s = Math.min(1, side / Math.max(img.width, img.height));
  const w = Math.max(4, Math.round(img.width * s));
  const h = Math.max(4, Math.round(img.height * s));
  const d = new Float32Array(w * h);
  const count = new Float32Array(w * h);
  // about 4×4 samples a thumbnail pixel; the blur below evens out what that misses
  const step = Math.max(1, Math.round(Math.min(img.width / w, img.height / h) / 4));
  for (let y = 0; y < img.height; y += step) {
    const ty = Math.min(h - 1, Math.floor((y * h) / img.height));
    for (let x = 0; x < img.width; x += step) {
      const tx = Math.min(w - 1, Math.floor((x * w) / img.width));
      const i = 3 * (y * img.width + x);
      d[ty * w + tx]! += 0.299 * img.data[i]! + 0.587 * img.data[i + 1]! + 0.114 * img.data[i + 2]!;
      count[ty * w + tx]!++;
    }
  }
  for (let k = 0; k < d.length; k++) d[k]! /= Math.max(1, count[k]!);
  return smooth({ w, h, d });
}

/**
 * A [1 2 1] blur both ways: a zoomed frame's thumbnail samples fine print at other places, and
 * without the blur that alone differs by several grey levels from the key frame's.
 */
function smooth(t: Thumb): Thumb {
  const { w, h } = t;
  const tmp = new Float32Array(w * h);
  const d = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      tmp[i] = (t.d[x > 0 ? i - 1 : i]! + 2 * t.d[i]! + t.d[x < w - 1 ? i + 1 : i]!) / 4;
    }
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      d[i] = (tmp[y > 0 ? i - w : i]! + 2 * tmp[i]! + tmp[y < h - 1 ? i + w : i]!) / 4;
    }
  return { w, h, d };
}

function halve(t: Thumb): Thumb {
  const w = Math.max(1, t.w >> 1);
  const h = Math.max(1, t.h >> 1);
  const d = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = 2 * y * t.w + 2 * x;
      d[y * w + x] = (t.d[i]! + t.d[i + 1]! + t.d[i + t.w]! + t.d[i + t.w + 1]!) / 4;
    }
  return { w, h, d };
}

/**
 * How the content of one frame sits in another of the same size: a current frame's point `p`
 * (fractions of the width and height) shows what the key frame shows at `scale·p + shift`.
 */
export interface FrameMotion {
  scale: number;
  dx: number;
  dy: number;
  /** Mean absolute grey difference (0–255) after the motion, over the part both frames show. */
  residual: number;
  /** Share of the current frame that the key frame shows. */
  overlap: number;
  /** The largest mean absolute difference of an eighth-by-eighth block: a local change (a caption). */
  worstBlock: number;
}

/** One pass over a level: the residual, the overlap and the Gauss–Newton step for (scale, dx, dy). */
function registerPass(
  key: Thumb,
  cur: Thumb,
  m: FrameMotion,
): {
  residual: number;
  overlap: number;
  worstBlock: number;
  step: [number, number, number] | null;
} {
  const { w, h } = cur;
  // mean absolute difference per block of an 8×8 division of the frame
  const blockSum = new Float64Array(64);
  const blockN = new Float64Array(64);
  const A = new Float64Array(9);
  const g = new Float64Array(3);
  let absSum = 0;
  let n = 0;
  for (let y = 0; y < h; y++) {
    const v = (y + 0.5) / h;
    for (let x = 0; x < w; x++) {
      const u = (x + 0.5) / w;
      const qx = (m.scale * u + m.dx) * key.w - 0.5;
      const qy = (m.scale * v + m.dy) * key.h - 0.5;
      // inside the key frame's extent; the border half-pixel is read from the edge pixels
      if (qx < -0.5 || qy < -0.5 || qx > key.w - 0.5 || qy > key.h - 0.5) continue;
      const cx = Math.min(key.w - 2, Math.max(0, qx));
      const cy = Math.min(key.h - 2, Math.max(0, qy));
      const x0 = Math.floor(cx);
      const y0 = Math.floor(cy);
      const fx = cx - x0;
      const fy = cy - y0;
      const i = y0 * key.w + x0;
      const k00 = key.d[i]!;
      const k10 = key.d[i + 1]!;
      const k01 = key.d[i + key.w]!;
      const k11 = key.d[i + key.w + 1]!;
      const val = (k00 * (1 - fx) + k10 * fx) * (1 - fy) + (k01 * (1 - fx) + k11 * fx) * fy;
      const gx = (k10 - k00) * (1 - fy) + (k11 - k01) * fy;
      const gy = (k01 - k00) * (1 - fx) + (k11 - k10) * fx;
      const r = val - cur.d[y * w + x]!;
      absSum += Math.abs(r);
      n++;
      const b = Math.floor((8 * y) / h) * 8 + Math.floor((8 * x) / w);
      blockSum[b]! += Math.abs(r);
      blockN[b]!++;
      const J0 = gx * key.w * u + gy * key.h * v;
      const J1 = gx * key.w;
      const J2 = gy * key.h;
      g[0]! -= J0 * r;
      g[1]! -= J1 * r;
      g[2]! -= J2 * r;
      A[0]! += J0 * J0;
      A[1]! += J0 * J1;
      A[2]! += J0 * J2;
      A[4]! += J1 * J1;
      A[5]! += J1 * J2;
      A[8]! += J2 * J2;
    }
  }
  A[3] = A[1]!;
  A[6] = A[2]!;
  A[7] = A[5]!;
  const overlap = n / (w * h);
  let worstBlock = 0;
  for (let b = 0; b < 64; b++)
    if (blockN[b]! >= 4) worstBlock = Math.max(worstBlock, blockSum[b]! / blockN[b]!);
  if (n < 16) return { residual: Infinity, overlap, worstBlock: Infinity, step: null };
  // Cramer's rule on the 3×3 normal equations (tiny ridge for flat frames)
  for (let a = 0; a < 3; a++) A[4 * a]! += 1e-6 * (A[4 * a]! + 1);
  const det3 = (M: ArrayLike<number>) =>
    M[0]! * (M[4]! * M[8]! - M[5]! * M[7]!) -
    M[1]! * (M[3]! * M[8]! - M[5]! * M[6]!) +
    M[2]! * (M[3]! * M[7]! - M[4]! * M[6]!);
  const D = det3(A);
  if (!(Math.abs(D) > 1e-12)) return { residual: absSum / n, overlap, worstBlock, step: null };
  const col = (c: number) => {
    const M = Array.from(A);
    for (let a = 0; a < 3; a++) M[3 * a + c] = g[a]!;
    return det3(M) / D;
  };
  return { residual: absSum / n, overlap, worstBlock, step: [col(0), col(1), col(2)] };
}

/**
 * Estimates the zoom and shift between two frames of the same size (Gauss–Newton on grey
 * thumbnails of 16, 32 and 64 px, from no motion): the slow zooms and pans of a held shot.
 */
export function frameMotion(key: RgbImage, cur: RgbImage): FrameMotion {
  return motionOf(greyThumb(key), greyThumb(cur));
}

/** Gauss–Newton iterations on one level, from `m` (changed in place); the final residual pass. */
function refine(key: Thumb, cur: Thumb, m: FrameMotion, iterations: number): void {
  for (let it = 0; it < iterations; it++) {
    const r = registerPass(key, cur, m);
    if (!r.step) break;
    m.scale += r.step[0];
    m.dx += r.step[1];
    m.dy += r.step[2];
    if (Math.abs(r.step[0]) + Math.abs(r.step[1]) + Math.abs(r.step[2]) < 1e-4) break;
  }
  const last = registerPass(key, cur, m);
  m.residual = last.residual;
  m.overlap = last.overlap;
  m.worstBlock = last.worstBlock;
}

/** Starting zooms of the coarsest level: Gauss–Newton alone misses zooms beyond about 5 %. */
const START_SCALES = [1, 0.95, 1.05, 0.9, 1.1, 0.85, 1.15];

function motionOf(key64: Thumb, cur64: Thumb): FrameMotion {
  const keys = [key64, halve(key64), halve(halve(key64))].reverse();
  const curs = [cur64, halve(cur64), halve(halve(cur64))].reverse();
  let best: FrameMotion | null = null;
  for (const scale of START_SCALES) {
    // a zoom about the centre, the usual camera move
    const m: FrameMotion = {
      scale,
      dx: (1 - scale) / 2,
      dy: (1 - scale) / 2,
      residual: Infinity,
      overlap: 0,
      worstBlock: Infinity,
    };
    refine(keys[0]!, curs[0]!, m, 8);
    if (m.overlap >= 0.5 && (!best || m.residual < best.residual)) best = m;
  }
  const m = best ?? {
    scale: 1,
    dx: 0,
    dy: 0,
    residual: Infinity,
    overlap: 0,
    worstBlock: Infinity,
  };
  for (let level = 1; level < keys.length; level++) refine(keys[level]!, curs[level]!, m, 6);
  // the residual is judged at 32 px: at 64 px the thumbnails' own sampling of fine print
  // differs by several grey levels between two renderings of the same picture
  const judged = registerPass(keys[1]!, curs[1]!, m);
  m.residual = judged.residual;
  m.overlap = judged.overlap;
  m.worstBlock = judged.worstBlock;
  return m;
}

/**
 * Whether a frame is the key frame moved by a slow zoom or pan: the key frame shows at least
 * 90 % of it, the zoom is within ±25 %, and after the motion the 32-px thumbnails differ by
 * under 8 grey levels on average and under 30 in every eighth-by-eighth block (two renderings
 * of one banner zoomed by 1–20 % stay under 8 and 22; a new caption strip or another picture
 * reach 75 and 118 in their worst block).
 */
export function sameShot(m: FrameMotion): boolean {
  return (
    m.overlap >= 0.9 &&
    m.scale > 0.8 &&
    m.scale < 1.25 &&
    Math.abs(m.dx) < 0.25 &&
    Math.abs(m.dy) < 0.25 &&
    m.residual < 8 &&
    m.worstBlock < 30
  );
}

/**
 * The key frame's detections carried to a frame it moved into: boxes mapped through the
 * motion; a text line is kept only when it is still whole in the frame (90 % of it inside),
 * a face when half of it is, clipped to the frame.
 */
export function moveDetections(d: Detections, m: FrameMotion, w: number, h: number): Detections {
  const move = <T extends { x: number; y: number; w: number; h: number }>(b: T): T => ({
    ...b,
    x: ((b.x / w - m.dx) / m.scale) * w,
    y: ((b.y / h - m.dy) / m.scale) * h,
    w: b.w / m.scale,
    h: b.h / m.scale,
  });
  const inside = (b: { x: number; y: number; w: number; h: number }) =>
    (Math.max(0, Math.min(w, b.x + b.w) - Math.max(0, b.x)) *
      Math.max(0, Math.min(h, b.y + b.h) - Math.max(0, b.y))) /
    Math.max(1e-9, b.w * b.h);
  const clip = <T extends { x: number; y: number; w: number; h: number }>(b: T): T => {
    const x0 = Math.max(0, b.x);
    const y0 = Math.max(0, b.y);
    return { ...b, x: x0, y: y0, w: Math.min(w, b.x + b.w) - x0, h: Math.min(h, b.y + b.h) - y0 };
  };
  const faces = (list: FaceBox[]) =>
    list
      .map(move)
      .filter((b) => inside(b) >= 0.5)
      .map(clip);
  const out: Detections = {
    texts: d.texts
      .map(move)
      .filter((b) => inside(b) >= 0.9)
      .map(clip),
    faces: faces(d.faces),
    ...(d.faceCandidates ? { faceCandidates: faces(d.faceCandidates) } : {}),
  };
  // objects as faces: kept while half of the box is in the frame
  if (d.objects)
    out.objects = d.objects
      .map(move)
      .filter((b) => inside(b) >= 0.5)
      .map(clip);
  if (d.scene) out.scene = moveScene(d.scene, m);
  return out;
}

/**
 * The key frame's scene maps as the moved frame shows them: the frame's point at fraction u of
 * its width is the key frame's point at dx + scale·u (the inverse of moveDetections' boxes),
 * sampled bilinearly; points outside the key frame take its nearest edge.
 */
export function moveScene(s: SceneMaps, m: FrameMotion): SceneMaps {
  const at = (v: number, size: number) => Math.max(0, Math.min(size - 1, v * size - 0.5));
  const maps = s.maps.map((src) => {
    const out = new Array<number>(s.w * s.h);
    for (let y = 0; y < s.h; y++) {
      const sy = at(m.dy + (m.scale * (y + 0.5)) / s.h, s.h);
      const y0 = Math.floor(sy);
      const y1 = Math.min(s.h - 1, y0 + 1);
      const fy = sy - y0;
      for (let x = 0; x < s.w; x++) {
        const sx = at(m.dx + (m.scale * (x + 0.5)) / s.w, s.w);
        const x0 = Math.floor(sx);
        const x1 = Math.min(s.w - 1, x0 + 1);
        const fx = sx - x0;
        const top = src[y0 * s.w + x0]! * (1 - fx) + src[y0 * s.w + x1]! * fx;
        const bottom = src[y1 * s.w + x0]! * (1 - fx) + src[y1 * s.w + x1]! * fx;
        out[y * s.w + x] = top * (1 - fy) + bottom * fy;
      }
    }
    return out;
  });
  return { w: s.w, h: s.h, maps };
}

/** How a frame of a video relates to the key frame whose detections it reuses. */
export interface ShotLink {
  /** Index of the key frame (the frame itself when it was detected). */
  key: number;
  /** The motion from the key frame to this one; null for a key frame. */
  motion: FrameMotion | null;
}

/** The motion of a frame that shows its key frame unchanged. */
export const STILL: FrameMotion = {
  scale: 1,
  dx: 0,
  dy: 0,
  residual: 0,
  overlap: 1,
  worstBlock: 0,
};

/**
 * The motion from frame `a` to frame `b` when both are motions from one key frame: a point
 * `p` of `b` shows what `a` shows at `scale·p + shift`.
 */
export function relativeMotion(a: FrameMotion, b: FrameMotion): FrameMotion {
  return {
    ...b,
    scale: b.scale / a.scale,
    dx: (b.dx - a.dx) / a.scale,
    dy: (b.dy - a.dy) / a.scale,
  };
}

/**
 * A map on a frame's grid (a density summing to 1) carried to a frame the content moved into:
 * each cell reads the key map bilinearly where the motion puts it (the edge cells where it
 * falls outside), and the result sums to 1 again.
 */
export function moveMap(map: FMap, m: FrameMotion): FMap {
  const { w, h } = map;
  const d = new Float32Array(w * h);
  let sum = 0;
  for (let y = 0; y < h; y++) {
    const qy = Math.min(h - 1, Math.max(0, (m.scale * ((y + 0.5) / h) + m.dy) * h - 0.5));
    const y0 = Math.min(h - 2, Math.floor(qy));
    const fy = h > 1 ? qy - y0 : 0;
    for (let x = 0; x < w; x++) {
      const qx = Math.min(w - 1, Math.max(0, (m.scale * ((x + 0.5) / w) + m.dx) * w - 0.5));
      const x0 = Math.min(w - 2, Math.floor(qx));
      const fx = w > 1 ? qx - x0 : 0;
      const i = Math.max(0, y0) * w + Math.max(0, x0);
      const x1 = w > 1 ? 1 : 0;
      const y1 = h > 1 ? w : 0;
      const v =
        (map.d[i]! * (1 - fx) + map.d[i + x1]! * fx) * (1 - fy) +
        (map.d[i + y1]! * (1 - fx) + map.d[i + y1 + x1]! * fx) * fy;
      d[y * w + x] = v;
      sum += v;
    }
  }
  if (sum > 0) for (let k = 0; k < d.length; k++) d[k] = d[k]! / sum;
  return { w, h, d };
}

/**
 * Detections for the frames of a video or the pages of a PDF, one promise a frame. A frame
 * that shows the last detected frame again — unchanged (see nearDuplicate), or moved by a slow
 * zoom or pan of the same shot (see frameMotion, sameShot) — reuses its faces and text, moved
 * with it: consecutive video frames of one shot hold the same layout, and OCR is most of the
 * cost of a frame. All other frames start at once, so OCR reads ahead in tesseract's worker
 * threads while the caller analyses earlier frames.
 */
export function detectFrames(
  frames: RgbImage[],
  opts: {
    text?: boolean;
    /** CenterNet's objects (default true). */
    objects?: boolean;
    /** The detector of a key frame (default `detect`; tests count its calls). */
    detector?: (img: RgbImage) => Promise<Detections>;
    /** Filled with each frame's link to its key frame (see ShotLink), for reusing more than detections. */
    shots?: ShotLink[];
  } = {},
): Promise<Detections>[] {
  const detector =
    opts.detector ?? ((img: RgbImage) => detect(img, { text: opts.text, objects: opts.objects }));
  const out: Promise<Detections>[] = [];
  let key: {
    sig: Float32Array;
    thumb: Thumb;
    img: RgbImage;
    det: Promise<Detections>;
    index: number;
  } | null = null;
  for (const img of frames) {
    const sig = frameSignature(img);
    const sameSize = key && key.img.width === img.width && key.img.height === img.height;
    if (key && sameSize && nearDuplicate(key.sig, sig)) {
      opts.shots?.push({ key: key.index, motion: STILL });
      out.push(key.det);
      continue;
    }
    const thumb = greyThumb(img);
    if (key && sameSize) {
      const m = motionOf(key.thumb, thumb);
      if (sameShot(m)) {
        const moved = key.det.then((d) => moveDetections(d, m, img.width, img.height));
        moved.catch(() => {});
        opts.shots?.push({ key: key.index, motion: m });
        out.push(moved);
        continue;
      }
    }
    const det = detector(img);
    det.catch(() => {});
    opts.shots?.push({ key: out.length, motion: null });
    key = { sig, thumb, img, det, index: out.length };
    out.push(det);
  }
  return out;
}
