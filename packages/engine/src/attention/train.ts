import { FEATURE_COUNT } from './features';
import { type AttentionWeights, featureIndex } from './model';
import { mulberry32 } from '../random';

/** Training samples: standardisation is computed here; x is row-major [sample][every feature of the grid]. */
export interface Samples {
  x: Float32Array;
  y: Uint8Array;
  wt: Float32Array;
  count: number;
}

/**
 * Trains the MLP as a classifier of fixated cells against uniformly drawn cells: its logit
 * then estimates log(p_fixation / p_uniform), i.e. the log fixation density up to a constant.
 */
export function trainMlp(
  s: Samples,
  features: readonly string[],
  opts: { hidden?: number; epochs?: number; lr?: number; l2?: number; seed?: number } = {},
): Omit<AttentionWeights, 'blurFrac' | 'gamma' | 'trainedOn' | 'version'> {
  const H = opts.hidden ?? 24;
  const epochs = opts.epochs ?? 25;
  const lr0 = opts.lr ?? 0.003;
  const l2 = opts.l2 ?? 1e-4;
  const rnd = mulberry32(opts.seed ?? 7);
  const cols = featureIndex(features);
  const F = cols.length;
  const N = s.count;
  const mean = new Array<number>(F).fill(0);
  const std = new Array<number>(F).fill(0);
  const at = (i: number, f: number) => s.x[i * FEATURE_COUNT + cols[f]!]!;
  for (let i = 0; i < N; i++) for (let f = 0; f < F; f++) mean[f]! += at(i, f) / N;
  for (let i = 0; i < N; i++) for (let f = 0; f < F; f++) std[f]! += (at(i, f) - mean[f]!) ** 2 / N;
  for (let f = 0; f < F; f++) std[f] = Math.sqrt(std[f]!) + 1e-6;
  const X = new Float64Array(N * F);
  for (let i = 0; i < N; i++)
    for (let f = 0; f < F; f++) X[i * F + f] = (at(i, f) - mean[f]!) / std[f]!;
  // parameters, flattened: W1 (H×F), b1 (H), w2 (H), b2 (1)
  const P = H * F + H + H + 1;
  const p = new Float64Array(P);
  const gauss = () => Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd());
  for (let i = 0; i < H * F; i++) p[i] = gauss() * Math.sqrt(2 / F);
  for (let i = 0; i < H; i++) p[H * F + H + i] = gauss() * Math.sqrt(1 / H);
  const m = new Float64Array(P);
  const v = new Float64Array(P);
  const g = new Float64Array(P);
  const hid = new Float64Array(H);
  const order = new Int32Array(N);
  for (let i = 0; i < N; i++) order[i] = i;
  const batch = 512;
  let step = 0;
  for (let ep = 0; ep < epochs; ep++) {
    for (let i = N - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      const t = order[i]!;
      order[i] = order[j]!;
      order[j] = t;
    }
    const lr = lr0 * (ep < epochs * 0.6 ? 1 : ep < epochs * 0.85 ? 0.3 : 0.1);
    for (let b0 = 0; b0 < N; b0 += batch) {
      g.fill(0);
      const b1 = Math.min(N, b0 + batch);
      let wsum = 0;
      for (let k = b0; k < b1; k++) {
        const i = order[k]!;
        const xo = i * F;
        let o = p[P - 1]!;
        for (let h = 0; h < H; h++) {
          let a = p[H * F + h]!;
          for (let f = 0; f < F; f++) a += p[h * F + f]! * X[xo + f]!;
          hid[h] = a > 0 ? a : 0;
          o += p[H * F + H + h]! * hid[h]!;
        }
        const pr = 1 / (1 + Math.exp(-o));
        const wt = s.wt[i]!;
        wsum += wt;
        const d = (pr - s.y[i]!) * wt;
        g[P - 1]! += d;
        for (let h = 0; h < H; h++) {
          g[H * F + H + h]! += d * hid[h]!;
          if (hid[h]! > 0) {
            const dh = d * p[H * F + H + h]!;
            g[H * F + h]! += dh;
            for (let f = 0; f < F; f++) g[h * F + f]! += dh * X[xo + f]!;
          }
        }
      }
      step++;
      for (let q = 0; q < P; q++) {
        const gq = g[q]! / wsum + l2 * p[q]!;
        m[q] = 0.9 * m[q]! + 0.1 * gq;
        v[q] = 0.999 * v[q]! + 0.001 * gq * gq;
        const mh = m[q]! / (1 - 0.9 ** step);
        const vh = v[q]! / (1 - 0.999 ** step);
        p[q]! -= (lr * mh) / (Math.sqrt(vh) + 1e-8);
      }
    }
  }
  const W1: number[][] = [];
  for (let h = 0; h < H; h++)
    W1.push(Array.from(p.subarray(h * F, h * F + F), (x) => +x.toPrecision(6)));
  return {
    features: [...features],
    mean: mean.map((x) => +x.toPrecision(6)),
    std: std.map((x) => +x.toPrecision(6)),
    W1,
    b1: Array.from(p.subarray(H * F, H * F + H), (x) => +x.toPrecision(6)),
    w2: Array.from(p.subarray(H * F + H, H * F + 2 * H), (x) => +x.toPrecision(6)),
    b2: +p[P - 1]!.toPrecision(6),
  };
}
