import type { CalibrationKind, RegionGeometry } from './calibration';
import { logit, solve } from './calibration';

/**
 * The calibrated `order`: people's mean rank of a region (1 = looked at first among the regions
 * they fixated) predicted from what the simulated viewers did and where the region is. The
 * sampler's own mean rank orders automatic regions barely better than their distance from the
 * centre does on osie-dev (README "Seen probability, order and their uncertainty"); people go to
 * faces and text earlier, and to what lies near the centre earlier, than the sampler does.
 *
 * The model is linear in `orderFeatures` and fitted within images (every input and people's rank
 * centred on its image's mean), because only the order inside one creative means anything: a
 * region's predicted rank is the frame's mean simulated rank plus the weights on its inputs'
 * departures from the frame's means.
 */
export interface OrderModel {
  /** Names of `orderFeatures`' entries, in order (checked against the code on load). */
  inputs: string[];
  weights: number[];
}

export const ORDER_INPUTS = ['rank', 'face', 'text', 'logit share', 'centre', 'log area'];

export interface OrderInput {
  /** The region's mean rank among the regions a simulated viewer fixated. */
  rank: number;
  kind: CalibrationKind;
  /** The share of simulated viewers who fixated it (the fitted sampler's). */
  share: number;
  geometry: Pick<RegionGeometry, 'area' | 'centre'>;
}

/** The inputs, in `ORDER_INPUTS`' order; the area is clipped as the calibration clips it. */
export function orderFeatures(x: OrderInput): number[] {
  return [
    x.rank,
    x.kind === 'face' ? 1 : 0,
    x.kind === 'text' ? 1 : 0,
    logit(x.share),
    x.geometry.centre,
    Math.log(Math.max(1e-4, Math.min(1, x.geometry.area))),
  ];
}

/** Any input: `feats` gives every region as many numbers, so one tells the model's size. */
const NEUTRAL: OrderInput = {
  rank: 1,
  kind: 'object',
  share: 0.5,
  geometry: { area: 0.1, centre: 0.5 },
};

const centred = (rows: number[][]): number[][] => {
  const mean = rows[0]!.map((_, j) => rows.reduce((s, r) => s + r[j]!, 0) / rows.length);
  return rows.map((r) => r.map((v, j) => v - mean[j]!));
};

/**
 * Least squares of people's mean rank on the inputs, both centred within each image; images
 * with fewer than two regions that people and the simulated viewers both fixated carry no
 * within-image information and are skipped. A tiny ridge keeps inputs that never vary (a data set
 * without faces) at weight 0 instead of making the system singular. `feats`: other inputs, for
 * studying them (scripts/order-inputs.ts); the rank must stay the first.
 */
export function fitOrder(
  images: { inputs: OrderInput[]; people: number[] }[],
  feats: (x: OrderInput) => number[] = orderFeatures,
): number[] {
  const p = feats(NEUTRAL).length;
  const a = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const b = new Array<number>(p).fill(0);
  for (const im of images) {
    const keep = im.inputs
      .map((_, i) => i)
      .filter((i) => Number.isFinite(im.people[i]!) && Number.isFinite(im.inputs[i]!.rank));
    if (keep.length < 2) continue;
    const xs = centred(keep.map((i) => feats(im.inputs[i]!)));
    const ys = centred(keep.map((i) => [im.people[i]!])).map((r) => r[0]!);
    xs.forEach((x, n) => {
      for (let i = 0; i < p; i++) {
        b[i]! += x[i]! * ys[n]!;
        for (let j = 0; j < p; j++) a[i]![j]! += x[i]! * x[j]!;
      }
    });
  }
  for (let i = 0; i < p; i++) a[i]![i]! += 1e-6;
  return solve(a, b);
}

/**
 * Each region's predicted mean rank among the regions of one frame (null where no simulated
 * viewer fixated it): the frame's mean simulated rank plus the weights on the region's departure
 * from the frame's mean inputs, kept at 1 or more (a rank).
 */
export function calibratedOrder(
  weights: number[],
  regions: (OrderInput | null)[],
  feats: (x: OrderInput) => number[] = orderFeatures,
): (number | null)[] {
  const idx = regions.map((r, i) => (r ? i : -1)).filter((i) => i >= 0);
  if (!idx.length) return regions.map(() => null);
  const xs = idx.map((i) => feats(regions[i]!));
  const mean = xs[0]!.map((_, j) => xs.reduce((s, x) => s + x[j]!, 0) / xs.length);
  const out = regions.map(() => null as number | null);
  idx.forEach((i, k) => {
    const d = xs[k]!.reduce((s, v, j) => s + weights[j]! * (v - mean[j]!), 0);
    out[i] = Math.max(1, mean[0]! + d);
  });
  return out;
}
