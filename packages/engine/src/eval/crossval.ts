import { FEATURE_COUNT, MODEL_FEATURES } from '../attention/features';
import { type AttentionWeights, predictDensity } from '../attention/model';
import { trainMlp, type Samples } from '../attention/train';
import { blur, type FMap, makeMap, resize } from '../maps';
import {
  aucJudd,
  cc,
  type Fix,
  kld,
  meanScores,
  nss,
  sAuc,
  type SaliencyScores,
  sim,
} from '../metrics/saliency';
import { mulberry32 } from '../random';
import type { DatasetItem, FixationItem } from './dataset';

/** Names the model in every result's `method`; bumped with ten components of CenterNet's second (16-px) scene layer among its inputs (54 features). */
export const MODEL_VERSION = 'kreolab-attention-6';
/** σ of the continuous fixation map for CC/KLD/SIM: about 1° of visual angle on OSIE (24 px at 800×600). */
export const GT_SIGMA_FRAC = 24 / 800;
/** CC, KLD and SIM are computed at a quarter of the image's size. */
const DIST_SCALE = 4;

/**
 * People's fixation density, the evaluation's ground truth wherever it is compared with a map:
 * fixations (pixels) counted on a grid of `scale`-px cells (outliers clamped to the border cells)
 * and blurred by GT_SIGMA_FRAC of the image's width; not normalised.
 */
export function fixationDensity(
  fix: Iterable<{ x: number; y: number }>,
  width: number,
  height: number,
  scale = DIST_SCALE,
): FMap {
  const w = Math.round(width / scale);
  const h = Math.round(height / scale);
  const counts = makeMap(w, h);
  for (const f of fix) {
    const gx = Math.min(w - 1, Math.max(0, Math.floor(f.x / scale)));
    const gy = Math.min(h - 1, Math.max(0, Math.floor(f.y / scale)));
    counts.d[gy * w + gx]! += 1;
  }
  return blur(counts, (GT_SIGMA_FRAC * width) / scale);
}

function cellOf(it: DatasetItem, f: Fix): number {
  const gx = Math.min(it.grid.gw - 1, Math.floor((f.x / it.width) * it.grid.gw));
  const gy = Math.min(it.grid.gh - 1, Math.floor((f.y / it.height) * it.grid.gh));
  return gy * it.grid.gw + gx;
}

/** Fixated cells (positives, one per fixation) against uniformly drawn cells (negatives). */
export function buildSamples(items: DatasetItem[], negPerImage = 400, seed = 1): Samples {
  const rnd = mulberry32(seed);
  const total = items.reduce((s, it) => s + it.fix.length + negPerImage, 0);
  const x = new Float32Array(total * FEATURE_COUNT);
  const y = new Uint8Array(total);
  const wt = new Float32Array(total);
  let k = 0;
  const push = (it: DatasetItem, cell: number, label: number, w: number) => {
    const n = it.grid.gw * it.grid.gh;
    for (let f = 0; f < FEATURE_COUNT; f++) x[k * FEATURE_COUNT + f] = it.grid.data[f * n + cell]!;
    y[k] = label;
    wt[k] = w;
    k++;
  };
  for (const it of items) {
    const n = it.grid.gw * it.grid.gh;
    // each image weighs the same: its positives and its negatives each sum to 1
    for (const f of it.fix) push(it, cellOf(it, f), 1, 1 / it.fix.length);
    for (let j = 0; j < negPerImage; j++) push(it, Math.floor(rnd() * n), 0, 1 / negPerImage);
  }
  return { x, y, wt, count: k };
}

/** Scores one predicted map (any size; resampled) against an item's fixations. */
export function scoreMap(pred: FMap, it: FixationItem, otherFix: Fix[]): SaliencyScores {
  const full = resize(pred, it.width, it.height);
  const gtd = fixationDensity(it.fix, it.width, it.height);
  const small = resize(pred, gtd.w, gtd.h);
  return {
    aucJudd: aucJudd(full, it.fix),
    sAuc: sAuc(full, it.fix, otherFix),
    nss: nss(full, it.fix),
    cc: cc(small, gtd),
    kld: kld(small, gtd),
    sim: sim(small, gtd),
  };
}

/** The centre-bias baseline: a Gaussian at the centre, σ = ¼ of each side. */
export function centreMap(w: number, h: number, sigmaFrac = 0.25): FMap {
  const m = makeMap(w, h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const dx = ((x + 0.5) / w - 0.5) / sigmaFrac;
      const dy = ((y + 0.5) / h - 0.5) / sigmaFrac;
      m.d[y * w + x] = Math.exp(-(dx * dx + dy * dy) / 2);
    }
  }
  return m;
}

/** Negatives for shuffled AUC: fixations of (up to) 30 other images, chosen deterministically. */
export function otherFixations(items: FixationItem[], i: number): Fix[] {
  const rnd = mulberry32(1000 + i);
  const out: Fix[] = [];
  for (let k = 0; k < 30 && items.length > 1; k++) {
    let j = Math.floor(rnd() * items.length);
    if (j === i) j = (j + 1) % items.length;
    out.push(...items[j]!.fix);
  }
  return out;
}

function predictGrid(
  w: Pick<AttentionWeights, 'W1' | 'b1' | 'w2' | 'b2' | 'mean' | 'std' | 'features'>,
  it: DatasetItem,
  blurFrac: number,
  gamma: number,
): FMap {
  return predictDensity(w as AttentionWeights, it.grid, blurFrac, gamma);
}

const BLURS = [0.012, 0.018, 0.025, 0.035, 0.05];
const GAMMAS = [0.8, 1, 1.25, 1.5, 2];

/** Chooses blur and γ on training images only (by NSS + CC, on a subset for speed). */
function tunePost(
  w: Parameters<typeof predictGrid>[0],
  items: DatasetItem[],
): { blurFrac: number; gamma: number } {
  const sub = items.filter((_, i) => i % 3 === 0);
  let best = { blurFrac: 0.035, gamma: 1, s: -Infinity };
  for (const b of BLURS) {
    for (const g of GAMMAS) {
      let s = 0;
      for (const it of sub) {
        const p = predictGrid(w, it, b, g);
        const full = resize(p, Math.round(it.width / 4), Math.round(it.height / 4));
        s += nss(
          full,
          it.fix.map((f) => ({ x: f.x / 4, y: f.y / 4 })),
        );
      }
      if (s > best.s) best = { blurFrac: b, gamma: g, s };
    }
  }
  return { blurFrac: best.blurFrac, gamma: best.gamma };
}

export interface TrainOptions {
  hidden?: number;
  epochs?: number;
  negPerImage?: number;
  /** The features the model reads (default MODEL_FEATURES). */
  features?: readonly string[];
}

/** Trains on the given items and tunes the post-processing on them. */
export function fitModel(
  items: DatasetItem[],
  opts: TrainOptions = {},
  name = 'osie-dev',
): AttentionWeights {
  const s = buildSamples(items, opts.negPerImage ?? 400);
  const core = trainMlp(s, opts.features ?? MODEL_FEATURES, {
    hidden: opts.hidden,
    epochs: opts.epochs,
  });
  const post = tunePost(core, items);
  return { version: MODEL_VERSION, ...core, ...post, trainedOn: `${name}: ${items.length} images` };
}

export interface CvReport {
  folds: number;
  images: number;
  model: SaliencyScores;
  centre: SaliencyScores;
  perFold: {
    name: string;
    images: number;
    model: SaliencyScores;
    centre: SaliencyScores;
    blurFrac: number;
    gamma: number;
  }[];
}

/**
 * Trains one model per held-out group and scores every image of the group with the model
 * that never saw it (sAUC negatives come from the whole set, as in plain cross-validation).
 */
export function crossValidateGroups(
  items: DatasetItem[],
  groups: { name: string; test: number[] }[],
  opts: TrainOptions = {},
  log: (s: string) => void = () => {},
): CvReport {
  const perFold: CvReport['perFold'] = [];
  const allModel: SaliencyScores[] = [];
  const allCentre: SaliencyScores[] = [];
  for (const [g, group] of groups.entries()) {
    const held = new Set(group.test);
    const train = items.filter((_, i) => !held.has(i));
    const t0 = Date.now();
    const w = fitModel(train, opts);
    const m: SaliencyScores[] = [];
    const c: SaliencyScores[] = [];
    for (const i of group.test) {
      const it = items[i]!;
      const other = otherFixations(items, i);
      m.push(scoreMap(predictGrid(w, it, w.blurFrac, w.gamma), it, other));
      c.push(scoreMap(centreMap(it.grid.gw, it.grid.gh), it, other));
    }
    allModel.push(...m);
    allCentre.push(...c);
    const fm = meanScores(m);
    perFold.push({
      name: group.name,
      images: group.test.length,
      model: fm,
      centre: meanScores(c),
      blurFrac: w.blurFrac,
      gamma: w.gamma,
    });
    log(
      `${group.name} (${g + 1}/${groups.length}, ${group.test.length} images): NSS ${fm.nss.toFixed(3)} AUC-Judd ${fm.aucJudd.toFixed(3)} sAUC ${fm.sAuc.toFixed(3)} (blur ${w.blurFrac}, γ ${w.gamma}, ${((Date.now() - t0) / 1000).toFixed(0)} s)`,
    );
  }
  return {
    folds: groups.length,
    images: allModel.length,
    model: meanScores(allModel),
    centre: meanScores(allCentre),
    perFold,
  };
}

/** k-fold cross-validation: every image is scored by a model that never saw it. */
export function crossValidate(
  items: DatasetItem[],
  k = 5,
  opts: TrainOptions = {},
  log: (s: string) => void = () => {},
): CvReport {
  const groups = Array.from({ length: k }, (_, fold) => ({
    name: `fold ${fold + 1}`,
    test: items.map((_, i) => i).filter((i) => i % k === fold),
  }));
  return crossValidateGroups(items, groups, opts, log);
}
