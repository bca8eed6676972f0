/**
 * How well focus (the attention mass on the most-attended tenth of the area, `topTenthMass`)
 * of the held-out maps follows the same mass of people's fixation density on osie-dev: Pearson r
 * over the 400 images, the agreement of two halves of the viewers (the data's own limit), and a
 * linear map from the predicted mass to people's, fitted on four folds and scored on the fifth,
 * with its residual sd. People's density is the evaluation's ground truth (fixation counts on a
 * 4-px grid blurred by `GT_SIGMA_FRAC` of the width, src/eval/crossval.ts), and the map is
 * resampled to that grid, so both masses are of the same cells.
 * Run: pnpm --filter @kreolab/engine exec tsx scripts/focus-people.ts [osie folder]
 */
import path from 'node:path';
import { FOCUS_SCALE, topTenthMass } from '../src/analyse/metrics';
import { loadEvalImages } from '../src/eval/calibration-fit';
import { GT_SIGMA_FRAC } from '../src/eval/crossval';
import { blur, makeMap, resize, type FMap } from '../src/maps';
import type { PathPx } from '../src/eval/scanpath-stats';
import { pearson } from '../src/viewers/calibration';

const FOLDS = 5;
const CELL = 4;
const dir = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  process.argv[2] ?? '../../../shared/eval/osie-dev',
);
const images = await loadEvalImages(dir, FOLDS, (s) => console.error(s));

const massOf = (m: FMap) => {
  const sum = m.d.reduce((s, v) => s + v, 0);
  return topTenthMass(m.d.map((v) => v / sum));
};
const rows = images.map((im) => {
  const w = Math.round(im.width / CELL);
  const h = Math.round(im.height / CELL);
  const people = (paths: PathPx[]) => {
    const counts = makeMap(w, h);
    for (const p of paths)
      for (const f of p) {
        const x = Math.min(w - 1, Math.max(0, Math.floor(f.x / CELL)));
        const y = Math.min(h - 1, Math.max(0, Math.floor(f.y / CELL)));
        counts.d[y * w + x]! += 1;
      }
    return massOf(blur(counts, (GT_SIGMA_FRAC * im.width) / CELL));
  };
  return {
    fold: im.fold,
    model: massOf(resize(im.map, w, h)),
    people: people(im.people),
    even: people(im.people.filter((_, i) => i % 2 === 0)),
    odd: people(im.people.filter((_, i) => i % 2 === 1)),
  };
});

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
let squared = 0;
const slopes: number[] = [];
for (let f = 0; f < FOLDS; f++) {
  const train = rows.filter((r) => r.fold !== f);
  const mx = mean(train.map((r) => r.model));
  const my = mean(train.map((r) => r.people));
  const slope =
    train.reduce((s, r) => s + (r.model - mx) * (r.people - my), 0) /
    train.reduce((s, r) => s + (r.model - mx) ** 2, 0);
  slopes.push(slope);
  for (const r of rows.filter((x) => x.fold === f))
    squared += (r.people - (my + slope * (r.model - mx))) ** 2;
}
const residual = Math.sqrt(squared / rows.length);
const slope = mean(slopes);
const halves = pearson(
  rows.map((r) => r.even),
  rows.map((r) => r.odd),
);
const points = (s: number) => (s / (FOCUS_SCALE.full - FOCUS_SCALE.zero)) * 100;
console.log(`Focus against people (osie-dev, ${rows.length} held-out maps, ${FOLDS} folds)`);
console.log(
  `mass on the top tenth: model ${mean(rows.map((r) => r.model)).toFixed(3)} ± ${sd(rows.map((r) => r.model)).toFixed(3)}, ` +
    `people ${mean(rows.map((r) => r.people)).toFixed(3)} ± ${sd(rows.map((r) => r.people)).toFixed(3)}`,
);
console.log(
  `Pearson r model–people ${pearson(
    rows.map((r) => r.model),
    rows.map((r) => r.people),
  ).toFixed(3)}; two halves of the viewers ${halves.toFixed(3)} ` +
    `(all of them, by Spearman–Brown, ${((2 * halves) / (1 + halves)).toFixed(3)})`,
);
console.log(
  `people's mass from the model's, held out: slope ${slope.toFixed(3)}, residual sd ${residual.toFixed(4)} ` +
    `(${points(residual / slope).toFixed(0)} focus points on the model's scale); two creatives' focus ` +
    `predicts people's apart (1.96·√2·sd) only beyond ${points((1.96 * Math.SQRT2 * residual) / slope).toFixed(0)} points`,
);
