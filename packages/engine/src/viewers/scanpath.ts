import type { FMap } from '../maps';
import { normal } from '../random';

export interface Fixation {
  /** Position as a fraction of the image's width and height (0–1). */
  x: number;
  y: number;
  /** Start and duration, ms. */
  t: number;
  dur: number;
}

/** The sampler's parameters; the shipped values are fitted to people's scanpaths (model/viewers.json). */
export interface ScanpathParams {
  /** Saccade-length preference: weight exp(−d / scale), d and scale as fractions of the longest side. */
  saccadeScale: number;
  /** Inhibition of return: suppression (0–1) of a Gaussian spot of this radius around every fixation. */
  iorStrength: number;
  iorRadius: number;
  /** The first fixation: the map times exp(−d / firstScale), d from the centre (fractions of the longest side). */
  firstScale: number;
  /** Exponent applied to the map before sampling (> 1 concentrates viewers on its peaks). */
  mapGamma: number;
  /** Log-normal fixation durations: median (ms) and σ of the log. */
  durMedianMs: number;
  durSigma: number;
  /** Time between fixations (saccade and its latency), ms; and before the first fixation. */
  gapMs: number;
  startMs: number;
}

/**
 * Before any fit: the values of the first sampler (wide inhibition of return, a mild short-saccade
 * preference), kept so the evaluation can show what the fit changed.
 */
export const UNFITTED_PARAMS: ScanpathParams = {
  saccadeScale: 0.45,
  iorStrength: 0.9,
  iorRadius: 0.08,
  firstScale: 0.45,
  mapGamma: 1,
  durMedianMs: 263,
  durSigma: 0.35,
  gapMs: 30,
  startMs: 0,
};

export interface ScanpathOptions {
  /** Viewing time, ms. */
  durationMs: number;
  params?: Partial<ScanpathParams>;
}

let defaults: ScanpathParams = UNFITTED_PARAMS;

/** Replaces the sampler's default parameters (the engine sets the fitted ones on load). */
export function setDefaultScanpathParams(p: ScanpathParams): void {
  defaults = p;
}

export function defaultScanpathParams(): ScanpathParams {
  return defaults;
}

interface Tables {
  sacc: Float64Array;
  ior: Float64Array;
  first: Float64Array;
  /** Cells beyond this distance are left alone by inhibition of return (suppression < 1e-4). */
  iorReach: number;
}

const tableCache = new Map<string, Tables>();
const poweredCache = new WeakMap<FMap, { gamma: number; d: Float64Array }>();

/** Look-up tables by squared cell distance, shared by the viewers of one map size and parameter set. */
function tables(w: number, h: number, p: ScanpathParams): Tables {
  const key = `${w}x${h}|${p.saccadeScale}|${p.iorStrength}|${p.iorRadius}|${p.firstScale}`;
  let t = tableCache.get(key);
  if (t) return t;
  const side = Math.max(w, h);
  const r2 = (p.iorRadius * side) ** 2;
  const maxD2 = w * w + h * h + 1;
  t = {
    sacc: new Float64Array(maxD2),
    ior: new Float64Array(maxD2),
    first: new Float64Array(maxD2),
    iorReach: Math.ceil(Math.sqrt(2 * r2 * Math.log(1e4))),
  };
  for (let d2 = 0; d2 < maxD2; d2++) {
    const d = Math.sqrt(d2) / side;
    t.sacc[d2] = Math.exp(-d / p.saccadeScale);
    t.ior[d2] = 1 - p.iorStrength * Math.exp(-d2 / (2 * r2));
    t.first[d2] = Math.exp(-d / p.firstScale);
  }
  if (tableCache.size > 32) tableCache.clear();
  tableCache.set(key, t);
  return t;
}

/** The map raised to the sampler's exponent, computed once per map. */
function powered(map: FMap, gamma: number): Float64Array {
  const c = poweredCache.get(map);
  if (c && c.gamma === gamma) return c.d;
  const d = new Float64Array(map.d.length);
  for (let i = 0; i < d.length; i++) d[i] = gamma === 1 ? map.d[i]! : map.d[i]! ** gamma;
  poweredCache.set(map, { gamma, d });
  return d;
}

/**
 * Samples a scanpath from the attention map. The first fixation is drawn from the map weighted
 * towards the centre (the eyes arrive from the screen's previous focus); every next one from
 * the map times a preference for short saccades times an inhibition-of-return mask around the
 * fixations so far. Durations are log-normal; fixations follow until the viewing time is spent.
 */
export function sampleScanpath(map: FMap, rnd: () => number, opts: ScanpathOptions): Fixation[] {
  const p = { ...defaults, ...opts.params };
  const { w, h } = map;
  const n = w * h;
  const cur = Float64Array.from(powered(map, p.mapGamma));
  const lut = tables(w, h, p);
  const out: Fixation[] = [];
  let t = p.startMs;
  // running sums of the weights: a draw is a binary search
  const cum = new Float64Array(n);
  const cx = Math.floor(w / 2);
  const cy = Math.floor(h / 2);
  let gx = 0;
  let gy = 0;
  while (t < opts.durationMs) {
    let sum = 0;
    const first = out.length === 0;
    const table = first ? lut.first : lut.sacc;
    const ox = first ? cx : gx;
    const oy = first ? cy : gy;
    for (let y = 0, i = 0; y < h; y++) {
      const dy2 = (y - oy) * (y - oy);
      for (let x = 0; x < w; x++, i++) {
        sum += cur[i]! * table[dy2 + (x - ox) * (x - ox)]!;
        cum[i] = sum;
      }
    }
    if (!(sum > 0)) break;
    const r = rnd() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid]! >= r) hi = mid;
      else lo = mid + 1;
    }
    gx = lo % w;
    gy = (lo - gx) / w;
    const fx = gx + rnd();
    const fy = gy + rnd();
    const dur = Math.max(60, Math.min(1500, p.durMedianMs * Math.exp(p.durSigma * normal(rnd))));
    out.push({ x: fx / w, y: fy / h, t, dur: Math.min(dur, opts.durationMs - t) });
    t += dur + p.gapMs;
    if (p.iorStrength > 0) {
      const R = lut.iorReach;
      for (let y = Math.max(0, gy - R); y <= Math.min(h - 1, gy + R); y++) {
        const dy2 = (y - gy) * (y - gy);
        for (let x = Math.max(0, gx - R), i = y * w + x; x <= Math.min(w - 1, gx + R); x++, i++)
          cur[i] = cur[i]! * lut.ior[dy2 + (x - gx) * (x - gx)]!;
      }
    }
  }
  return out;
}
