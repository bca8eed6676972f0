import { blur, type FMap } from '../maps';
import { matVec } from '../linear';
import { FEATURE_NAMES, type FeatureGrid } from './features';

/** The learned combination: a small MLP over standardised per-cell features, then blur. */
export interface AttentionWeights {
  version: string;
  /** The features the model reads, a subset of FEATURE_NAMES in any order; mean/std/W1 follow it. */
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

/** Positions in the feature grid of the features the weights read. */
export function featureIndex(names: readonly string[]): number[] {
  return names.map((name) => {
    const i = (FEATURE_NAMES as readonly string[]).indexOf(name);
    if (i < 0)
      throw new Error(
        `attention weights use an unknown feature "${name}"; retrain with \`pnpm engine train\``,
      );
    return i;
  });
}

/** Per-cell logit of the model. */
export function logits(w: AttentionWeights, g: FeatureGrid): Float32Array {
  const idx = featureIndex(w.features);
  const F = idx.length;
  if (w.mean.length !== F || w.W1.some((r) => r.length !== F))
    throw new Error('attention weights are inconsistent: mean/W1 do not match features');
  const n = g.gw * g.gh;
  const H = w.b1.length;
  const out = new Float32Array(n);
  const x = new Float64Array(F);
  // one flat row-major copy of W1 keeps the inner loop on a typed array
  const W = Float64Array.from(w.W1.flat());
  const off = idx.map((f) => f * n);
  const inv = w.std.map((s) => 1 / s);
  const b1 = Float64Array.from(w.b1);
  const w2 = Float64Array.from(w.w2);
  const hidden = new Float64Array(H);
  for (let i = 0; i < n; i++) {
    for (let f = 0; f < F; f++) x[f] = (g.data[off[f]! + i]! - w.mean[f]!) * inv[f]!;
    matVec(W, x, H, F, b1, hidden);
    // the units added in order: the logits are those of a loop per unit, to the bit
    let o = w.b2;
    for (let h = 0; h < H; h++) if (hidden[h]! > 0) o += w2[h]! * hidden[h]!;
    out[i] = o;
  }
  return out;
}

/** The weights' fixation density on a feature grid, with their own blur and γ unless others are given. */
export function predictDensity(
  w: AttentionWeights,
  g: FeatureGrid,
  blurFrac = w.blurFrac,
  gamma = w.gamma,
): FMap {
  return densityFromLogits(logits(w, g), g.gw, g.gh, blurFrac, gamma);
}

/** Turns logits into a density on the grid: exp(γ·logit), blurred, summing to 1. */
function densityFromLogits(
  l: Float32Array,
  gw: number,
  gh: number,
  blurFrac: number,
  gamma: number,
): FMap {
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
