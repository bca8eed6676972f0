/**
 * How well the two metrics read off the predicted map, focus and clarity, follow the same
 * metrics read off people's fixation density, on osie-dev's held-out maps (five folds: each map by
 * a model that never saw the image).
 * - Focus: the attention mass on the most-attended tenth of the area (`topTenthMass`), of the
 *   map and of people's density on the same 4-px grid.
 * - Clarity: `clarityOf` (src/analyse/metrics.ts), the product's formula, on the map's grid with
 *   its key share (the map's mass on the text lines and faces found in the image) and on people's
 *   density resampled to that grid with people's key share (their density's mass on the same
 *   boxes); its two parts (the number of peaks and the key share) are reported as well.
 * For each: Pearson r over the images, the agreement of two halves of the viewers (the data's own
 * limit), and a linear map from the predicted value to people's, fitted on four folds and scored
 * on the fifth, with its residual sd: the difference between two creatives' values beyond which
 * their people's values differ (1.96·√2·sd on the model's scale). People's density is the
 * evaluation's ground truth (fixation counts on a 4-px grid blurred by `GT_SIGMA_FRAC` of the
 * width, src/eval/crossval.ts).
 * Run: pnpm --filter @kreolab/engine exec tsx scripts/map-metrics-people.ts [osie folder]
 */
import path from 'node:path';
import { clarityOf, FOCUS_SCALE, topTenthMass } from '../src/analyse/metrics';
import { shareIn } from '../src/analyse/regions';
import { loadEvalImages } from '../src/eval/calibration-fit';
import { fixationDensity } from '../src/eval/crossval';
import { areaDown, normSum, resize, type FMap } from '../src/maps';
import type { PathPx } from '../src/eval/scanpath-stats';
import { pearson } from '../src/viewers/calibration';

const FOLDS = 5;
const CELL = 4;
const dir = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  process.argv[2] ?? '../../../shared/eval/osie-dev',
);
const images = await loadEvalImages(dir, FOLDS, (s) => console.error(s));

/** The metrics of one density: `d` on the fine 4-px grid, `grid` at the model's grid. */
interface Values {
  focus: number;
  clarity: number;
  peaks: number;
  key: number;
}
const rows = images.map((im) => {
  const w = Math.round(im.width / CELL);
  const h = Math.round(im.height / CELL);
  // the key elements as the product counts them: the regions that are not objects (text, faces)
  const keys = im.regions.filter((r) => r.set === 'text' || r.set === 'face');
  const values = (fine: FMap, grid: FMap): Values => {
    const key = keys.reduce((s, r) => s + shareIn(fine, im.width, im.height, r.region.bbox), 0);
    const c = clarityOf(
      grid,
      key,
      keys.length + im.regions.filter((r) => r.set === 'object').length,
    );
    return { focus: topTenthMass(fine.d), clarity: c.clarity, peaks: c.peaks, key };
  };
  const people = (paths: PathPx[]) => {
    const fine = normSum(fixationDensity(paths.flat(), im.width, im.height, CELL));
    return values(fine, normSum(areaDown(fine, im.map.w, im.map.h)));
  };
  return {
    fold: im.fold,
    model: values(normSum(resize(im.map, w, h)), im.map),
    people: people(im.people),
    even: people(im.people.filter((_, i) => i % 2 === 0)),
    odd: people(im.people.filter((_, i) => i % 2 === 1)),
  };
});

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));

/** r, halves, and the held-out linear map of one value; `points` turns the model's scale into points of 100. */
function report(name: string, pick: (v: Values) => number, points: (x: number) => number): void {
  const m = rows.map((r) => pick(r.model));
  const p = rows.map((r) => pick(r.people));
  let squared = 0;
  const slopes: number[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const train = rows.filter((r) => r.fold !== f);
    const mx = mean(train.map((r) => pick(r.model)));
    const my = mean(train.map((r) => pick(r.people)));
    const slope =
      train.reduce((s, r) => s + (pick(r.model) - mx) * (pick(r.people) - my), 0) /
      train.reduce((s, r) => s + (pick(r.model) - mx) ** 2, 0);
    slopes.push(slope);
    for (const r of rows.filter((x) => x.fold === f))
      squared += (pick(r.people) - (my + slope * (pick(r.model) - mx))) ** 2;
  }
  const residual = Math.sqrt(squared / rows.length);
  const slope = mean(slopes);
  const halves = pearson(
    rows.map((r) => pick(r.even)),
    rows.map((r) => pick(r.odd)),
  );
  console.log(
    `${name}: model ${mean(m).toFixed(3)} ± ${sd(m).toFixed(3)}, people ${mean(p).toFixed(3)} ± ${sd(p).toFixed(3)}; ` +
      `Pearson r ${pearson(m, p).toFixed(3)}; two halves of the viewers ${halves.toFixed(3)} ` +
      `(all of them, by Spearman–Brown, ${((2 * halves) / (1 + halves)).toFixed(3)})`,
  );
  console.log(
    `  people's from the model's, held out: slope ${slope.toFixed(3)}, residual sd ${residual.toFixed(4)}` +
      ` (${points(residual / slope).toFixed(0)} points on the model's scale); two creatives' values predict ` +
      `people's apart (1.96·√2·sd) only beyond ${points((1.96 * Math.SQRT2 * residual) / slope).toFixed(0)} points`,
  );
}

console.log(`Map metrics against people (osie-dev, ${rows.length} held-out maps, ${FOLDS} folds)`);
report(
  'focus (mass on the top tenth)',
  (v) => v.focus,
  (x) => (x / (FOCUS_SCALE.full - FOCUS_SCALE.zero)) * 100,
);
report(
  'clarity (0–100)',
  (v) => v.clarity,
  (x) => x,
);
report(
  '  its peaks',
  (v) => v.peaks,
  (x) => x,
);
report(
  '  its key share (text lines and faces)',
  (v) => v.key,
  (x) => x * 100,
);
const withKeys = rows.filter((_, i) =>
  images[i]!.regions.some((r) => r.set === 'text' || r.set === 'face'),
).length;
console.log(`images with a text line or a face: ${withKeys} of ${rows.length}`);
