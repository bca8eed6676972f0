/**
 * Saliency evaluation metrics as defined in Bylinskii, Judd, Oliva, Torralba, Durand,
 * "What do different evaluation metrics tell us about saliency models?", TPAMI 2019,
 * following the MIT Saliency Benchmark's reference code.
 * Fixations are 0-based integer pixel positions inside the map.
 */
import type { FMap } from '../maps';

export interface Fix {
  x: number;
  y: number;
}

const EPS = 2.220446049250313e-16;

function idx(m: FMap, f: Fix): number {
  const x = Math.min(m.w - 1, Math.max(0, Math.round(f.x)));
  const y = Math.min(m.h - 1, Math.max(0, Math.round(f.y)));
  return y * m.w + x;
}

/** Normalised scanpath saliency: mean of the z-scored map at the fixations. */
export function nss(sal: FMap, fix: Fix[]): number {
  const n = sal.d.length;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += sal.d[i]!;
  mean /= n;
  let v = 0;
  for (let i = 0; i < n; i++) v += (sal.d[i]! - mean) ** 2;
  const std = Math.sqrt(v / (n - 1));
  if (std === 0 || fix.length === 0) return 0;
  let s = 0;
  for (const f of fix) s += (sal.d[idx(sal, f)]! - mean) / std;
  return s / fix.length;
}

/**
 * AUC-Judd: every saliency value at a fixated pixel is a threshold; true positive rate is
 * the share of fixations above it, false positive rate the share of the other pixels above it.
 */
export function aucJudd(sal: FMap, fix: Fix[]): number {
  if (fix.length === 0) return 0.5;
  const n = sal.d.length;
  const fixIdx = [...new Set(fix.map((f) => idx(sal, f)))];
  const nf = fixIdx.length;
  const thresholds = fixIdx.map((i) => sal.d[i]!).sort((a, b) => b - a);
  const sorted = Float32Array.from(sal.d).sort(); // ascending
  // number of pixels with value >= t, by binary search
  const countAbove = (t: number) => {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < t) lo = mid + 1;
      else hi = mid;
    }
    return n - lo;
  };
  const tp = [0];
  const fp = [0];
  for (let k = 0; k < nf; k++) {
    const t = thresholds[k]!;
    const above = countAbove(t);
    tp.push((k + 1) / nf);
    fp.push(Math.min(1, Math.max(0, (above - (k + 1)) / (n - nf))));
  }
  tp.push(1);
  fp.push(1);
  let auc = 0;
  for (let k = 1; k < tp.length; k++) auc += ((fp[k]! - fp[k - 1]!) * (tp[k]! + tp[k - 1]!)) / 2;
  return auc;
}

/** Area under the ROC curve of positives against negatives (Mann–Whitney U, ties count ½). */
export function rocAuc(pos: ArrayLike<number>, neg: ArrayLike<number>): number {
  if (pos.length === 0 || neg.length === 0) return 0.5;
  const sn = Float64Array.from(neg).sort();
  const lower = (t: number, strict: boolean) => {
    let lo = 0;
    let hi = sn.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (strict ? sn[mid]! < t : sn[mid]! <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  let u = 0;
  for (let i = 0; i < pos.length; i++) {
    const v = pos[i]!;
    const less = lower(v, true);
    const leq = lower(v, false);
    u += less + (leq - less) / 2;
  }
  return u / (pos.length * sn.length);
}

/**
 * Shuffled AUC: negatives are the fixation locations of other images, so a map that only
 * reproduces the centre bias scores 0.5.
 */
export function sAuc(sal: FMap, fix: Fix[], otherFix: Fix[]): number {
  const pos = fix.map((f) => sal.d[idx(sal, f)]!);
  const neg = otherFix.map((f) => sal.d[idx(sal, f)]!);
  return rocAuc(pos, neg);
}

function toDistribution(m: FMap): Float64Array {
  let s = 0;
  for (let i = 0; i < m.d.length; i++) s += Math.max(0, m.d[i]!);
  const out = new Float64Array(m.d.length);
  for (let i = 0; i < out.length; i++) out[i] = s > 0 ? Math.max(0, m.d[i]!) / s : 1 / out.length;
  return out;
}

/** Pearson correlation between the map and the continuous fixation map. */
export function cc(sal: FMap, gt: FMap): number {
  const n = sal.d.length;
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) {
    ma += sal.d[i]!;
    mb += gt.d[i]!;
  }
  ma /= n;
  mb /= n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    const a = sal.d[i]! - ma;
    const b = gt.d[i]! - mb;
    sab += a * b;
    saa += a * a;
    sbb += b * b;
  }
  return saa > 0 && sbb > 0 ? sab / Math.sqrt(saa * sbb) : 0;
}

/** Kullback–Leibler divergence of the map from the fixation map (lower is better). */
export function kld(sal: FMap, gt: FMap): number {
  const p = toDistribution(sal);
  const q = toDistribution(gt);
  let s = 0;
  for (let i = 0; i < p.length; i++) s += q[i]! * Math.log(EPS + q[i]! / (p[i]! + EPS));
  return s;
}

/** Similarity (histogram intersection) of the two maps as distributions. */
export function sim(sal: FMap, gt: FMap): number {
  const p = toDistribution(sal);
  const q = toDistribution(gt);
  let s = 0;
  for (let i = 0; i < p.length; i++) s += Math.min(p[i]!, q[i]!);
  return s;
}

export interface SaliencyScores {
  aucJudd: number;
  sAuc: number;
  nss: number;
  cc: number;
  kld: number;
  sim: number;
}

export const METRIC_NAMES: (keyof SaliencyScores)[] = [
  'aucJudd',
  'sAuc',
  'nss',
  'cc',
  'kld',
  'sim',
];

export function meanScores(list: SaliencyScores[]): SaliencyScores {
  const out: SaliencyScores = { aucJudd: 0, sAuc: 0, nss: 0, cc: 0, kld: 0, sim: 0 };
  for (const s of list) for (const k of METRIC_NAMES) out[k] += s[k] / list.length;
  return out;
}
