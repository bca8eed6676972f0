import { FEATURE_NAMES } from '../attention/features';
import { type Fix, nss, sAuc } from '../metrics/saliency';
import { fixationDensity, otherFixations } from './crossval';
import type { DatasetItem, FixationItem } from './dataset';

/** A group of images held out together: a content category of the data set. */
export interface Category {
  name: string;
  test: number[];
}

function featureOf(it: DatasetItem, name: (typeof FEATURE_NAMES)[number]): Float32Array {
  const f = FEATURE_NAMES.indexOf(name);
  const n = it.grid.gw * it.grid.gh;
  return it.grid.data.subarray(f * n, (f + 1) * n);
}

const maxOf = (d: Float32Array) => d.reduce((m, v) => (v > m ? v : m), 0);
const meanOf = (d: Float32Array) => d.reduce((s, v) => s + v, 0) / d.length;

/**
 * Splits a data set by dominant content, so that a model can be trained without a whole kind
 * of image and tested on it (a stand-in for a change of data set): images where faces cover at
 * least 2 % of the frame, images with recognised text, and the rest split at their median edge
 * density into busy and plain scenes. Uses only the detections and features, never the fixations.
 */
export function contentCategories(items: DatasetItem[]): Category[] {
  const faces: number[] = [];
  const text: number[] = [];
  const rest: { i: number; edges: number }[] = [];
  items.forEach((it, i) => {
    if (meanOf(featureOf(it, 'face')) >= 0.02) faces.push(i);
    else if (maxOf(featureOf(it, 'text')) >= 0.5) text.push(i);
    else rest.push({ i, edges: meanOf(featureOf(it, 'edges')) });
  });
  const sorted = [...rest].sort((a, b) => a.edges - b.edges);
  const half = Math.floor(sorted.length / 2);
  const plain = sorted.slice(0, half).map((r) => r.i);
  const busy = sorted.slice(half).map((r) => r.i);
  return [
    { name: 'faces and people', test: faces },
    { name: 'text and signs', test: text },
    { name: 'busy scenes', test: busy.sort((a, b) => a - b) },
    { name: 'plain scenes, objects', test: plain.sort((a, b) => a - b) },
  ].filter((c) => c.test.length > 0);
}

/** How well people predict each other, per image (leave one viewer out). */
export interface PeopleScores {
  nss: number;
  sAuc: number;
}

/**
 * The agreement between people: each viewer's fixations are scored against the fixation map of
 * the other viewers (blurred as the ground truth of CC/KLD/SIM, about 1° of visual angle), with
 * the same NSS and shuffled-AUC definitions as the model. A model cannot be expected to predict
 * one person better than the others do, so this is the ceiling the gap is measured against.
 */
export function peopleReference(items: FixationItem[], index: number, scale = 4): PeopleScores {
  const it = items[index]!;
  const other = otherFixations(items, index);
  const dw = Math.round(it.width / scale);
  const dh = Math.round(it.height / scale);
  const inside = (f: Fix) => f.x >= 0 && f.y >= 0 && f.x < it.width && f.y < it.height;
  const viewers = it.viewers.map((v) => v.filter(inside)).filter((v) => v.length > 0);
  // fixations as cells of the density's grid (fixationDensity's, at `scale`)
  const down = (fs: Fix[]) =>
    fs.map((f) => ({
      x: Math.min(dw - 1, Math.floor(f.x / scale)),
      y: Math.min(dh - 1, Math.floor(f.y / scale)),
    }));
  const otherCells = down(other);
  let sumNss = 0;
  let sumAuc = 0;
  let count = 0;
  for (const [v, own] of viewers.entries()) {
    // scored at the scale of the map: it is smooth (σ ≈ 6 of its pixels), so resampling it to
    // the image's size would change NSS and sAUC by far less than their spread between images
    const map = fixationDensity(
      viewers.filter((_, u) => u !== v).flat(),
      it.width,
      it.height,
      scale,
    );
    const ownCells = down(own);
    sumNss += nss(map, ownCells);
    sumAuc += sAuc(map, ownCells, otherCells);
    count++;
  }
  return count ? { nss: sumNss / count, sAuc: sumAuc / count } : { nss: 0, sAuc: 0.5 };
}

/** Mean of the people reference over a set of images. */
export function meanPeople(list: PeopleScores[]): PeopleScores {
  const n = Math.max(1, list.length);
  return {
    nss: list.reduce((s, p) => s + p.nss, 0) / n,
    sAuc: list.reduce((s, p) => s + p.sAuc, 0) / n,
  };
}

/** Share of the way from the centre baseline to people, in per cent. */
export function gapShare(model: number, centre: number, people: number): number {
  return (100 * (model - centre)) / (people - centre);
}
