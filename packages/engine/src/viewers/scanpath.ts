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
  /**
   * Inhibition of the starting point: a further suppression (0–1) of a Gaussian spot of radius
   * `startIorRadius` around the first fixation only. People arrive near the centre and then leave
   * it for good (their later fixations lie as far out as the map's mass); local saccades from a
   * central start kept the sampler 14 % nearer the centre (scripts/centre-spread.ts). Optional in
   * files written before it: absent means 0.
   */
  startIorStrength?: number;
  startIorRadius?: number;
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
  startIorStrength: 0,
  startIorRadius: 0.15,
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

/** The inhibition of the starting point of `p`, with the values files written before it imply (off). */
export function startInhibition(p: ScanpathParams): { strength: number; radius: number } {
  return { strength: p.startIorStrength ?? 0, radius: p.startIorRadius ?? 0.15 };
}

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
  /** The first fixation's extra suppression, by squared cell distance (all 1 when it is off). */
  startIor: Float64Array;
  first: Float64Array;
  /** Cells beyond this distance are left alone by inhibition of return (suppression < 1e-4). */
  iorReach: number;
}

const tableCache = new Map<string, Tables>();
/** The tables of the last call: the viewers of one frame ask for the same ones a thousand times. */
let lastTables: LastTables | null = null;
/** The tables with what they were made for: the map size and parameters, and their key. */
type LastTables = Tables & { key: string; made: number[] };

/** Per map: the map raised to the sampler's exponent and its running sums (the proposal of every draw). */
interface MapDraw {
  gamma: number;
  pow: Float64Array;
  cum: Float64Array;
  /** Running sums of the first fixation's weights (map × centre preference), by table key. */
  first: Map<string, Float64Array>;
}
const drawCache = new WeakMap<FMap, MapDraw>();

/** Look-up tables by squared cell distance, shared by the viewers of one map size and parameter set. */
function tables(w: number, h: number, p: ScanpathParams): LastTables {
  const { strength: startK, radius: startR } = startInhibition(p);
  // what the tables depend on, compared with the last call's before a key is spelled: formatting
  // these numbers into a string for each of a frame's thousands of viewers was a tenth of its time
  const made = [w, h, p.saccadeScale, p.iorStrength, p.iorRadius, p.firstScale, startK, startR];
  const l = lastTables;
  if (l && made.every((v, k) => v === l.made[k])) return l;
  const key = made.join('|');
  const last = (t: Tables) => (lastTables = { ...t, key, made });
  let t = tableCache.get(key);
  if (t) return last(t);
  const side = Math.max(w, h);
  const r2 = (p.iorRadius * side) ** 2;
  const s2 = (startR * side) ** 2;
  const maxD2 = w * w + h * h + 1;
  t = {
    sacc: new Float64Array(maxD2),
    ior: new Float64Array(maxD2),
    startIor: new Float64Array(maxD2),
    first: new Float64Array(maxD2),
    iorReach: Math.ceil(Math.sqrt(2 * r2 * Math.log(1e4))),
  };
  for (let d2 = 0; d2 < maxD2; d2++) {
    const d = Math.sqrt(d2) / side;
    t.sacc[d2] = Math.exp(-d / p.saccadeScale);
    t.ior[d2] = 1 - p.iorStrength * Math.exp(-d2 / (2 * r2));
    t.startIor[d2] = startK > 0 ? 1 - startK * Math.exp(-d2 / (2 * s2)) : 1;
    t.first[d2] = Math.exp(-d / p.firstScale);
  }
  if (tableCache.size > 32) tableCache.clear();
  tableCache.set(key, t);
  return last(t);
}

/** The map raised to the sampler's exponent and its running sums, computed once per map. */
function mapDraw(map: FMap, gamma: number): MapDraw {
  const c = drawCache.get(map);
  if (c && c.gamma === gamma) return c;
  const pow = new Float64Array(map.d.length);
  const cum = new Float64Array(map.d.length);
  let s = 0;
  for (let i = 0; i < pow.length; i++) {
    const v = Math.max(0, map.d[i]!);
    pow[i] = gamma === 1 ? v : v ** gamma;
    s += pow[i]!;
    cum[i] = s;
  }
  const d: MapDraw = { gamma, pow, cum, first: new Map() };
  drawCache.set(map, d);
  return d;
}

/** The first index whose running sum exceeds `r` (zero-weight cells are never chosen). */
function search(cum: Float64Array, r: number): number {
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid]! > r) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The exact scan's running sums and inhibition mask, reused by every viewer of a map size (the
 * sampler is synchronous, so one viewer at a time); `search` reads the whole of `cum`, so it is
 * exactly `n` long.
 */
let scratch = { cum: new Float64Array(0), mask: new Float64Array(0) };
function useScratch(n: number): void {
  if (scratch.cum.length !== n) scratch = { cum: new Float64Array(n), mask: new Float64Array(n) };
}

/** `mask` set to the starting point's suppression (table by squared distance) around (fx, fy). */
function startMask(
  mask: Float64Array,
  w: number,
  h: number,
  fx: number,
  fy: number,
  table: Float64Array,
): void {
  for (let y = 0, i = 0; y < h; y++) {
    const dy = y - fy;
    for (let x = 0; x < w; x++, i++) {
      const dx = x - fx;
      mask[i] = table[dx * dx + dy * dy]!;
    }
  }
}

/** `mask` times one fixation's inhibition of return, inside the window iorAt gives it. */
function inhibit(
  mask: Float64Array,
  w: number,
  h: number,
  fx: number,
  fy: number,
  reach: number,
  table: Float64Array,
): void {
  const x1 = Math.min(w - 1, fx + reach);
  const y1 = Math.min(h - 1, fy + reach);
  for (let y = Math.max(0, fy - reach); y <= y1; y++) {
    const dy = y - fy;
    for (let x = Math.max(0, fx - reach), i = y * w + x; x <= x1; x++, i++) {
      const dx = x - fx;
      mask[i] = mask[i]! * table[dx * dx + dy * dy]!;
    }
  }
}

/**
 * The inhibition-of-return factor of cell (x, y) after the fixations (fxs, fys): the starting
 * point's suppression (table by squared distance, exact everywhere), then each fixation's within
 * `reach`, multiplied in that order.
 */
function iorFactor(
  x: number,
  y: number,
  fxs: number[],
  fys: number[],
  reach: number,
  startTable: Float64Array,
  table: Float64Array,
): number {
  const m = fxs.length;
  if (m === 0) return 1;
  // integer products, not `** 2`: an index computed by Math.pow is a double, a slow key
  let dx = x - fxs[0]!;
  let dy = y - fys[0]!;
  let a = startTable[dx * dx + dy * dy]!;
  for (let k = 0; k < m; k++) {
    dx = x - fxs[k]!;
    dy = y - fys[k]!;
    // the same window as the suppression had when it was applied to the whole map
    if (dx <= reach && dx >= -reach && dy <= reach && dy >= -reach) a *= table[dx * dx + dy * dy]!;
  }
  return a;
}

/**
 * The exact scan: running sums over the cells of map × saccade preference from (gx, gy) ×
 * inhibition (`mask`, null without it) into `cum`; returns the total.
 */
function exactScan(
  cum: Float64Array,
  pow: Float64Array,
  sacc: Float64Array,
  mask: Float64Array | null,
  w: number,
  h: number,
  gx: number,
  gy: number,
): number {
  let sum = 0;
  for (let y = 0, i = 0; y < h; y++) {
    const dy2 = (y - gy) * (y - gy);
    for (let x = 0; x < w; x++, i++) {
      let v = pow[i]! * sacc[dy2 + (x - gx) * (x - gx)]!;
      if (mask && v > 0) v *= mask[i]!;
      sum += v;
      cum[i] = sum;
    }
  }
  return sum;
}

/**
 * Proposals per fixation before the exact scan takes over: rejection is exact but slow when
 * almost all of the map's mass lies where a saccade is unlikely to go.
 */
const MAX_PROPOSALS = 48;

/**
 * Samples a scanpath from the attention map. The first fixation is drawn from the map weighted
 * towards the centre (the eyes arrive from the screen's previous focus); every next one from
 * the map times a preference for short saccades times an inhibition-of-return mask around the
 * fixations so far. Durations are log-normal; fixations follow until the viewing time is spent.
 *
 * A next fixation is drawn by rejection: a cell is proposed from the map alone (binary search
 * over its running sums, shared by every viewer of the map) and kept with probability
 * (saccade preference × inhibition of return), both at most 1 — an exact draw from their
 * product at a few proposals instead of a pass over every cell. When `MAX_PROPOSALS` fail,
 * the product is summed over all cells and drawn from directly (equally exact).
 */
export function sampleScanpath(map: FMap, rnd: () => number, opts: ScanpathOptions): Fixation[] {
  const p = { ...defaults, ...opts.params };
  const { w, h } = map;
  const n = w * h;
  const md = mapDraw(map, p.mapGamma);
  const total = md.cum[n - 1]!;
  const out: Fixation[] = [];
  if (!(total > 0)) return out;
  const lut = tables(w, h, p);
  let firstCum = md.first.get(lut.key);
  if (!firstCum) {
    firstCum = new Float64Array(n);
    const cx = Math.floor(w / 2);
    const cy = Math.floor(h / 2);
    let s = 0;
    for (let y = 0, i = 0; y < h; y++) {
      const dy2 = (y - cy) * (y - cy);
      for (let x = 0; x < w; x++, i++) {
        s += md.pow[i]! * lut.first[dy2 + (x - cx) * (x - cx)]!;
        firstCum[i] = s;
      }
    }
    md.first.set(lut.key, firstCum);
  }
  const ior = p.iorStrength > 0 || startInhibition(p).strength > 0;
  const R = lut.iorReach;
  // cells fixated so far (inhibition of return)
  const fxs: number[] = [];
  const fys: number[] = [];
  useScratch(n);
  /**
   * iorAt of every cell, made at this viewer's first exact scan and kept up to date after it
   * (null before): the scan would otherwise call iorAt on every cell, and a few hundred scans a
   * frame made them half of the sampler's time. Each cell's factor is multiplied in iorAt's
   * order (the start's, then every fixation's in turn), so it is iorAt's value to the bit.
   */
  let mask: Float64Array | null = null;
  /** The fixations whose suppression `mask` holds. */
  let masked = 0;
  const iorMask = (): Float64Array => {
    if (!mask) {
      mask = scratch.mask;
      startMask(mask, w, h, fxs[0]!, fys[0]!, lut.startIor);
      masked = 0;
    }
    for (; masked < fxs.length; masked++)
      inhibit(mask, w, h, fxs[masked]!, fys[masked]!, R, lut.ior);
    return mask;
  };
  /** The inhibition-of-return factor of cell (x, y) after the fixations so far. */
  const iorAt = (x: number, y: number): number =>
    mask ? iorMask()[y * w + x]! : iorFactor(x, y, fxs, fys, R, lut.startIor, lut.ior);
  let t = p.startMs;
  let gx = 0;
  let gy = 0;
  while (t < opts.durationMs) {
    let cell = -1;
    if (out.length === 0) {
      const fsum = firstCum[n - 1]!;
      if (!(fsum > 0)) break;
      cell = search(firstCum, rnd() * fsum);
    } else {
      for (let k = 0; k < MAX_PROPOSALS; k++) {
        const i = search(md.cum, rnd() * total);
        const x = i % w;
        const y = (i - x) / w;
        let a = lut.sacc[(y - gy) * (y - gy) + (x - gx) * (x - gx)]!;
        if (ior) a *= iorAt(x, y);
        if (rnd() < a) {
          cell = i;
          break;
        }
      }
      if (cell < 0) {
        const cum = scratch.cum;
        const sum = exactScan(cum, md.pow, lut.sacc, ior ? iorMask() : null, w, h, gx, gy);
        if (!(sum > 0)) break;
        cell = search(cum, rnd() * sum);
      }
    }
    gx = cell % w;
    gy = (cell - gx) / w;
    const fx = gx + rnd();
    const fy = gy + rnd();
    const dur = Math.max(60, Math.min(1500, p.durMedianMs * Math.exp(p.durSigma * normal(rnd))));
    out.push({ x: fx / w, y: fy / h, t, dur: Math.min(dur, opts.durationMs - t) });
    t += dur + p.gapMs;
    if (ior) {
      fxs.push(gx);
      fys.push(gy);
    }
  }
  return out;
}
