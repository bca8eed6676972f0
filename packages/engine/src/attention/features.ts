import { rgbToLab } from '../colour';
import type { Detections } from '../detect';
import { ANIMATE_LABELS, SCENE_COMPONENTS } from '../detect/objects';
import type { RgbImage } from '../image';
import { blur, type FMap, resize } from '../maps';
import { booleanMapSaliency } from './bms';
import { fft2 } from './fft';

/** Working resolution of the classical features (longest side) and the model grid (¼ of it). */
export const WORK_SIDE = 256;
export const GRID_DIV = 4;

export const FEATURE_NAMES = [
  'cs_L1',
  'cs_L2',
  'cs_L3',
  'cs_A1',
  'cs_A2',
  'cs_A3',
  'cs_B1',
  'cs_B2',
  'cs_B3',
  'orient1',
  'orient2',
  'edges',
  'spectral_residual',
  'phase64',
  'bms',
  'lab_L',
  'lab_A',
  'lab_B',
  'chroma',
  'centre_dx2',
  'centre_dy2',
  'centre_gauss',
  'face',
  'face_context',
  'text',
  'text_context',
  'object',
  'object_context',
  'object_animate',
  'scene1',
  'scene2',
  'scene3',
  'scene4',
  'scene5',
  'scene6',
  'scene7',
  'scene8',
  'scene9',
  'scene10',
  'scene11',
  'scene12',
  'scene13',
  'scene14',
  'scene15',
  'scene16',
  'scene17',
  'scene18',
  'scene19',
  'scene20',
  'scene21',
  'scene22',
  'scene23',
  'scene24',
  'scene25',
  'scene26',
  'scene27',
  'scene28',
  'scene29',
  'scene30',
] as const;
export const FEATURE_COUNT = FEATURE_NAMES.length;

/**
 * Features that describe one collection rather than attention: the absolute colour of a cell
 * (which colours happen to sit on objects in the training photographs) and a free-form
 * centre shape (the training set's own framing). The grid still carries them for analyses;
 * the model does not read them, so it leans on contrast, faces and text, which transfer.
 */
export const COLLECTION_SPECIFIC_FEATURES: readonly string[] = [
  'lab_L',
  'lab_A',
  'lab_B',
  'centre_dx2',
  'centre_dy2',
];
export const MODEL_FEATURES: readonly string[] = FEATURE_NAMES.filter(
  (f) => !COLLECTION_SPECIFIC_FEATURES.includes(f),
);

/** Per-cell feature vectors on the model grid: `data[f * n + i]` for feature f and cell i. */
export interface FeatureGrid {
  gw: number;
  gh: number;
  data: Float32Array;
}

function down2(m: FMap): FMap {
  const w = Math.max(1, m.w >> 1);
  const h = Math.max(1, m.h >> 1);
  const d = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = 2 * y * m.w + 2 * x;
      const x1 = 2 * x + 1 < m.w ? 1 : 0;
      const y1 = 2 * y + 1 < m.h ? m.w : 0;
      d[y * w + x] = (m.d[i]! + m.d[i + x1]! + m.d[i + y1]! + m.d[i + x1 + y1]!) / 4;
    }
  }
  return { w, h, d };
}

function centreSurround(m: FMap, sigma: number): FMap {
  const s = blur(m, sigma);
  const d = new Float32Array(m.d.length);
  for (let i = 0; i < d.length; i++) d[i] = Math.abs(m.d[i]! - s.d[i]!);
  return { w: m.w, h: m.h, d };
}

function maxNorm(d: Float32Array): Float32Array {
  let mx = 0;
  for (const v of d) if (v > mx) mx = v;
  if (mx > 0) for (let i = 0; i < d.length; i++) d[i] = d[i]! / mx;
  return d;
}

function orientationContrast(L: FMap): { contrast: FMap; edges: FMap } {
  const { w, h } = L;
  const thetas = [0, Math.PI / 4, Math.PI / 2, (3 * Math.PI) / 4];
  const cs = thetas.map(Math.cos);
  const sn = thetas.map(Math.sin);
  const energies = thetas.map(() => new Float32Array(w * h));
  const edges = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const ym = Math.max(0, y - 1) * w;
    const yp = Math.min(h - 1, y + 1) * w;
    const y0 = y * w;
    for (let x = 0; x < w; x++) {
      const xm = Math.max(0, x - 1);
      const xp = Math.min(w - 1, x + 1);
      const gx =
        L.d[ym + xp]! +
        2 * L.d[y0 + xp]! +
        L.d[yp + xp]! -
        L.d[ym + xm]! -
        2 * L.d[y0 + xm]! -
        L.d[yp + xm]!;
      const gy =
        L.d[yp + xm]! +
        2 * L.d[yp + x]! +
        L.d[yp + xp]! -
        L.d[ym + xm]! -
        2 * L.d[ym + x]! -
        L.d[ym + xp]!;
      edges[y0 + x] = Math.sqrt(gx * gx + gy * gy);
      for (let k = 0; k < 4; k++) {
        const v = gx * cs[k]! + gy * sn[k]!;
        energies[k]![y0 + x] = v * v;
      }
    }
  }
  const contrast = new Float32Array(w * h);
  for (const e of energies) {
    const m = blur({ w, h, d: e }, 1);
    const c = centreSurround(m, 4);
    for (let i = 0; i < contrast.length; i++) contrast[i]! += Math.sqrt(c.d[i]!);
  }
  return { contrast: { w, h, d: contrast }, edges: { w, h, d: edges } };
}

/** Resamples a map to n×n (ignoring aspect, as spectral-residual saliency does). */
function spectral(channels: FMap[], n: number, residual: boolean): FMap {
  const acc = new Float32Array(n * n);
  for (const ch of channels) {
    const r = resize(ch, n, n);
    const re = Float64Array.from(r.d);
    const im = new Float64Array(n * n);
    fft2(re, im, n);
    const amp = new Float64Array(n * n);
    for (let i = 0; i < amp.length; i++) amp[i] = Math.hypot(re[i]!, im[i]!) + 1e-9;
    let mod: Float64Array;
    if (residual) {
      // spectral residual: log amplitude minus its 3×3 local mean
      const la = amp.map((a) => Math.log(a));
      mod = new Float64Array(n * n);
      for (let y = 0; y < n; y++) {
        for (let x = 0; x < n; x++) {
          let s = 0;
          for (let dy = -1; dy <= 1; dy++) {
            for (let dx = -1; dx <= 1; dx++) s += la[((y + dy + n) % n) * n + ((x + dx + n) % n)]!;
          }
          mod[y * n + x] = Math.exp(la[y * n + x]! - s / 9);
        }
      }
    } else {
      mod = new Float64Array(n * n).fill(1);
    }
    for (let i = 0; i < amp.length; i++) {
      const k = mod[i]! / amp[i]!;
      re[i] = re[i]! * k;
      im[i] = im[i]! * k;
    }
    fft2(re, im, n, true);
    for (let i = 0; i < acc.length; i++) acc[i]! += re[i]! * re[i]! + im[i]! * im[i]!;
  }
  return blur({ w: n, h: n, d: acc }, n / 40);
}

/** Fills boxes (in image coordinates) onto the grid, weighted, as soft ellipses (faces) or rectangles. */
function boxMap(
  boxes: { x: number; y: number; w: number; h: number; weight: number }[],
  sx: number,
  sy: number,
  gw: number,
  gh: number,
  ellipse: boolean,
): Float32Array {
  const d = new Float32Array(gw * gh);
  for (const b of boxes) {
    const cx = (b.x + b.w / 2) * sx;
    const cy = (b.y + b.h / 2) * sy;
    const rx = Math.max(0.5, (b.w / 2) * sx);
    const ry = Math.max(0.5, (b.h / 2) * sy);
    const x0 = Math.max(0, Math.floor(cx - rx - 1));
    const x1 = Math.min(gw - 1, Math.ceil(cx + rx + 1));
    const y0 = Math.max(0, Math.floor(cy - ry - 1));
    const y1 = Math.min(gh - 1, Math.ceil(cy + ry + 1));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const dx = (x + 0.5 - cx) / rx;
        const dy = (y + 0.5 - cy) / ry;
        let v: number;
        if (ellipse) v = Math.exp(-(dx * dx + dy * dy));
        else
          v =
            Math.max(0, Math.min(1, 1.5 - Math.abs(dx))) *
            Math.max(0, Math.min(1, 1.5 - Math.abs(dy)));
        const i = y * gw + x;
        d[i] = Math.max(d[i]!, v * b.weight);
      }
    }
  }
  return d;
}

/**
 * The channels of the feature grid that need no detections (contrasts, spectra, boolean maps,
 * colour, centre), with the detection channels still empty: `filled` channels are set.
 */
export interface ImageFeatures extends FeatureGrid {
  filled: number;
}

/**
 * Computes the feature grid of an image already reduced to the working size (longest side
 * WORK_SIDE). `det` boxes are in the coordinates of an image of `detSize`.
 */
export function computeFeatures(
  work: RgbImage,
  det: Detections | null,
  detSize: { width: number; height: number },
): FeatureGrid {
  return withDetections(imageFeatures(work), det, detSize);
}

/**
 * The detection-free part of computeFeatures. The full analysis computes it while OCR still
 * runs in its worker threads (src/analyse/index.ts), so only withDetections waits for them.
 */
export function imageFeatures(work: RgbImage): ImageFeatures {
  const { width: w, height: h } = work;
  const n0 = w * h;
  const Lp = new Float32Array(n0);
  const Ap = new Float32Array(n0);
  const Bp = new Float32Array(n0);
  for (let i = 0; i < n0; i++) {
    const [L, a, b] = rgbToLab(work.data[3 * i]!, work.data[3 * i + 1]!, work.data[3 * i + 2]!);
    Lp[i] = L;
    Ap[i] = a;
    Bp[i] = b;
  }
  const lvl0 = [Lp, Ap, Bp].map((d) => ({ w, h, d }) as FMap);
  const lvl1 = lvl0.map(down2);
  const lvl2 = lvl1.map(down2);
  const lvl3 = lvl2.map(down2);
  const gw = lvl2[0]!.w;
  const gh = lvl2[0]!.h;
  const n = gw * gh;
  const out = new Float32Array(FEATURE_COUNT * n);
  let f = 0;
  const put = (m: FMap, norm = true) => {
    const g = m.w === gw && m.h === gh ? m.d.slice() : resize(m, gw, gh).d;
    out.set(norm ? maxNorm(g) : g, f * n);
    f++;
  };
  for (let c = 0; c < 3; c++) {
    put(centreSurround(lvl1[c]!, 3));
    put(centreSurround(lvl2[c]!, 3));
    put(centreSurround(lvl3[c]!, 2));
  }
  const o1 = orientationContrast(lvl1[0]!);
  const o2 = orientationContrast(lvl2[0]!);
  put(o1.contrast);
  put(o2.contrast);
  put(blur(o1.edges, 1.5));
  put(spectral([lvl1[0]!], 64, true));
  put(spectral(lvl1, 64, false));
  // boolean maps on the model grid itself: surroundedness is a property of regions, and a
  // quarter of the pixels makes it 4× cheaper than on the level above
  put(
    blur(
      {
        w: gw,
        h: gh,
        d: booleanMapSaliency(
          lvl2.map((m) => m.d),
          gw,
          gh,
          7,
        ),
      },
      1,
    ),
  );
  const chroma = new Float32Array(n);
  for (let i = 0; i < n; i++) chroma[i] = Math.hypot(lvl2[1]!.d[i]!, lvl2[2]!.d[i]!) / 100;
  put({ w: gw, h: gh, d: lvl2[0]!.d.map((v) => v / 100) }, false);
  put({ w: gw, h: gh, d: lvl2[1]!.d.map((v) => v / 100) }, false);
  put({ w: gw, h: gh, d: lvl2[2]!.d.map((v) => v / 100) }, false);
  put({ w: gw, h: gh, d: chroma }, false);
  const dx2 = new Float32Array(n);
  const dy2 = new Float32Array(n);
  const cg = new Float32Array(n);
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      const dx = ((x + 0.5) / gw) * 2 - 1;
      const dy = ((y + 0.5) / gh) * 2 - 1;
      dx2[y * gw + x] = dx * dx;
      dy2[y * gw + x] = dy * dy;
      cg[y * gw + x] = Math.exp(-(dx * dx + dy * dy) / (2 * 0.3 * 0.3));
    }
  }
  put({ w: gw, h: gh, d: dx2 }, false);
  put({ w: gw, h: gh, d: dy2 }, false);
  put({ w: gw, h: gh, d: cg }, false);
  return { gw, gh, data: out, filled: f };
}

/**
 * Completes `base` with the face, text and object channels; `base` is left as it was (its
 * data are copied), so one image's features can meet several sets of detections.
 */
export function withDetections(
  base: ImageFeatures,
  det: Detections | null,
  detSize: { width: number; height: number },
): FeatureGrid {
  const { gw, gh } = base;
  const n = gw * gh;
  const out = base.data.slice();
  let f = base.filled;
  const put = (m: FMap) => {
    out.set(m.d, f * n);
    f++;
  };
  const sx = gw / detSize.width;
  const sy = gh / detSize.height;
  const faces = boxMap(
    (det?.faceCandidates ?? det?.faces ?? []).map((b) => ({ ...b, weight: Math.min(1, b.score) })),
    sx,
    sy,
    gw,
    gh,
    true,
  );
  put({ w: gw, h: gh, d: faces });
  put(blur({ w: gw, h: gh, d: faces }, 4));
  const texts = boxMap(
    (det?.texts ?? []).map((b) => ({ ...b, weight: Math.min(1, b.confidence / 100) })),
    sx,
    sy,
    gw,
    gh,
    false,
  );
  put({ w: gw, h: gh, d: texts });
  put(blur({ w: gw, h: gh, d: texts }, 3));
  // CenterNet's COCO objects as faces are drawn: soft ellipses weighted by score, a blurred
  // context copy, and the living ones (people, animals) apart, which draw the eye more
  const objects = (det?.objects ?? []).map((b) => ({ ...b, weight: Math.min(1, b.score) }));
  const objectMap = boxMap(objects, sx, sy, gw, gh, true);
  put({ w: gw, h: gh, d: objectMap });
  put(blur({ w: gw, h: gh, d: objectMap }, 4));
  put({
    w: gw,
    h: gh,
    d: boxMap(
      objects.filter((b) => ANIMATE_LABELS.has(b.label)),
      sx,
      sy,
      gw,
      gh,
      true,
    ),
  });
  // CenterNet's scene maps cover the whole image (its input is the image squeezed to a square)
  for (let k = 0; k < SCENE_COMPONENTS; k++) {
    const m = det?.scene?.maps[k];
    put(
      m
        ? resize({ w: det!.scene!.w, h: det!.scene!.h, d: Float32Array.from(m) }, gw, gh)
        : { w: gw, h: gh, d: new Float32Array(n) },
    );
  }
  if (f !== FEATURE_COUNT) throw new Error(`feature count mismatch ${f} != ${FEATURE_COUNT}`);
  return { gw, gh, data: out };
}
