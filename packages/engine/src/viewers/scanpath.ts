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
  const cur = new Float64Array(n);
  for (let i = 0; i < n; i++) cur[i] = p.mapGamma === 1 ? map.d[i]! : map.d[i]! ** p.mapGamma;
  const side = Math.max(w, h);
  const r2 = (p.iorRadius * side) ** 2;
  const out: Fixation[] = [];
  let t = p.startMs;
  const weights = new Float64Array(n);
  // look-up tables by squared cell distance: saccade-length preference and IoR suppression
  const maxD2 = w * w + h * h + 1;
  const sacc = new Float64Array(maxD2);
  const iorLut = new Float64Array(maxD2);
  for (let d2 = 0; d2 < maxD2; d2++) {
    sacc[d2] = Math.exp(-Math.sqrt(d2) / side / p.saccadeScale);
    iorLut[d2] = 1 - p.iorStrength * Math.exp(-d2 / (2 * r2));
  }
  const firstLut = new Float64Array(maxD2);
  for (let d2 = 0; d2 < maxD2; d2++) firstLut[d2] = Math.exp(-Math.sqrt(d2) / side / p.firstScale);
  const cx = Math.floor(w / 2);
  const cy = Math.floor(h / 2);
  let gx = 0;
  let gy = 0;
  while (t < opts.durationMs) {
    let sum = 0;
    const first = out.length === 0;
    for (let y = 0, i = 0; y < h; y++) {
      const dy = y - gy;
      const dc = (y - cy) * (y - cy);
      for (let x = 0; x < w; x++, i++) {
        const v = first
          ? cur[i]! * firstLut[dc + (x - cx) * (x - cx)]!
          : cur[i]! * sacc[dy * dy + (x - gx) * (x - gx)]!;
        weights[i] = v;
        sum += v;
      }
    }
    if (!(sum > 0)) break;
    let r = rnd() * sum;
    let pick = n - 1;
    for (let i = 0; i < n; i++) {
      r -= weights[i]!;
      if (r <= 0) {
        pick = i;
        break;
      }
    }
    gx = pick % w;
    gy = (pick - gx) / w;
    const fx = gx + rnd();
    const fy = gy + rnd();
    const dur = Math.max(60, Math.min(1500, p.durMedianMs * Math.exp(p.durSigma * normal(rnd))));
    out.push({ x: fx / w, y: fy / h, t, dur: Math.min(dur, opts.durationMs - t) });
    t += dur + p.gapMs;
    if (p.iorStrength > 0) {
      for (let y = 0, i = 0; y < h; y++) {
        const dy2 = (y - gy) * (y - gy);
        for (let x = 0; x < w; x++, i++) cur[i] = cur[i]! * iorLut[dy2 + (x - gx) * (x - gx)]!;
      }
    }
  }
  return out;
}
