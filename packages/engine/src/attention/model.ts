import { blur, type FMap } from '../maps';
import { FEATURE_COUNT, FEATURE_NAMES, type FeatureGrid } from './features';

/** The learned combination: a small MLP over standardised per-cell features, then blur. */
export interface AttentionWeights {
  version: string;
  features: string[];
  mean: number[];
  std: number[];
  /** Hidden layer: W1[h][f], b1[h]; output: w2[h], b2. ReLU hidden units. */
  W1: number[][];
  b1: number[];
  w2: number[];
  b2: number;
  /** Post-processing tuned on training folds: blur σ as a fraction of the grid's longest side. */
  blurFrac: number;
  /** Density exponent (sharpening) applied to exp(logit). */
  gamma: number;
  trainedOn: string;
  cv?: unknown;
}

/** Per-cell logit of the model. */
export function logits(w: AttentionWeights, g: FeatureGrid): Float32Array {
  if (w.features.length !== FEATURE_COUNT || w.features.some((f, i) => f !== FEATURE_NAMES[i])) {
    throw new Error('attention weights do not match the feature set; retrain with `pnpm engine train`');
  }
  const n = g.gw * g.gh;
  const H = w.b1.length;
  const out = new Float32Array(n);
  const x = new Float64Array(FEATURE_COUNT);
  for (let i = 0; i < n; i++) {
    for (let f = 0; f < FEATURE_COUNT; f++) x[f] = (g.data[f * n + i]! - w.mean[f]!) / w.std[f]!;
    let o = w.b2;
    for (let h = 0; h < H; h++) {
      const row = w.W1[h]!;
      let s = w.b1[h]!;
      for (let f = 0; f < FEATURE_COUNT; f++) s += row[f]! * x[f]!;
      if (s > 0) o += w.w2[h]! * s;
    }
    out[i] = o;
  }
  return out;
}

/** Turns logits into a density on the grid: exp(γ·logit), blurred, summing to 1. */
export function densityFromLogits(l: Float32Array, gw: number, gh: number, blurFrac: number, gamma: number): FMap {
  let mx = -Infinity;
  for (const v of l) if (v > mx) mx = v;
  const d = new Float32Array(l.length);
  for (let i = 0; i < l.length; i++) d[i] = Math.exp(gamma * (l[i]! - mx));
  const b = blur({ w: gw, h: gh, d }, blurFrac * Math.max(gw, gh));
  let s = 0;
  for (const v of b.d) s += v;
  for (let i = 0; i < b.d.length; i++) b.d[i] = b.d[i]! / s;
  return b;
}
