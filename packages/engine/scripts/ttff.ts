/**
 * How well the simulated viewers' time to first fixation (the context's «Первый взгляд»,
 * `ttff_ms` in src/context/stats.ts: the median over the simulated viewers who fixated the
 * creative) matches people's, on regions where people's can be counted: osie-dev's grid, random
 * rectangles and automatic regions (`loadEvalImages`, the held-out maps).
 *
 * Cross-validated by the calibration's 5 image folds: each fold's sampler is fitted on the other
 * four (`fitScanpath`) and simulates 300 viewers of every held-out image. A fixation starts at the
 * sum of the earlier fixations' durations and the fitted gap, for people as for the sampler (the
 * first at 0 ms). A region counts where at least 4 people and 10 simulated viewers fixated it
 * (`hits`, the one definition of "fixated"); its time is the median over them. Beside the sampler:
 *
 * - centre: a least-squares line of people's time on the region's distance from the centre and
 *   the log of its area, fitted on the other folds (a model that sees no image);
 * - recalibrated: a line of people's time on the sampler's (and, second, also on the centre
 *   distance and log area), fitted on the other folds — whether a calibration would help;
 * - people½: Pearson r between the medians of two halves of the people (8 and 7, a fixed random
 *   split per image), on regions with at least 2 people in each half.
 *
 * Run: pnpm --filter @kreolab/engine exec tsx scripts/ttff.ts [osie folder]
 */
import path from 'node:path';
import { hits, type Region } from '../src/analyse/regions';
import { fitScanpath, loadEvalImages, simulatePaths } from '../src/eval/calibration-fit';
import { median, type PathPx } from '../src/eval/scanpath-stats';
import { hashSeed, mulberry32 } from '../src/random';
import { pearson, solve } from '../src/viewers/calibration';

const dir = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  process.argv[2] ?? '../../../shared/eval/osie-dev',
);
const FOLDS = 5;
const images = await loadEvalImages(dir, FOLDS, (s) => console.error(s));
const w = images[0]!.width;
const h = images[0]!.height;

/** Each viewer's time to the first fixation inside `region`, ms (undefined: never fixated). */
function firstTimes(region: Region, paths: PathPx[], gapMs: number): (number | undefined)[] {
  return paths.map((p) => {
    let t = 0;
    for (const f of p) {
      if (hits(region, { x: f.x / w, y: f.y / h, t, dur: f.dur }, w, h)) return t;
      t += f.dur + gapMs;
    }
    return undefined;
  });
}
const seen = (xs: (number | undefined)[]) => xs.filter((x): x is number => x !== undefined);

interface Row {
  fold: number;
  set: string;
  centre: number;
  area: number;
  people: number;
  sim: number;
  halfA: number;
  halfB: number;
}
const rows: Row[] = [];
for (let f = 0; f < FOLDS; f++) {
  const p = fitScanpath(images.filter((im) => im.fold !== f));
  for (const im of images.filter((x) => x.fold === f)) {
    const sim = simulatePaths(im.map, w, h, p, 300, `ttff|${im.name}`);
    const rnd = mulberry32(hashSeed('ttff-halves', im.name));
    const shuffled = im.people
      .map((_, i) => ({ i, k: rnd() }))
      .sort((a, b) => a.k - b.k)
      .map((x) => x.i);
    const half = Math.ceil(im.people.length / 2);
    for (const r of im.regions) {
      const people = firstTimes(r.region, im.people, p.gapMs);
      const simulated = seen(firstTimes(r.region, sim, p.gapMs));
      if (seen(people).length < 4 || simulated.length < 10) continue;
      const a = seen(shuffled.slice(0, half).map((i) => people[i]));
      const b = seen(shuffled.slice(half).map((i) => people[i]));
      rows.push({
        fold: f,
        set: r.set,
        centre: r.centre,
        area: r.area,
        people: median(seen(people)),
        sim: median(simulated),
        halfA: a.length >= 2 ? median(a) : NaN,
        halfB: b.length >= 2 ? median(b) : NaN,
      });
    }
  }
  console.error(`fold ${f + 1}/${FOLDS}`);
}

/** Held-out predictions of a least-squares line on `inputs`, fitted on the other folds. */
function heldOut(inputs: (r: Row) => number[]): Map<Row, number> {
  const out = new Map<Row, number>();
  for (let f = 0; f < FOLDS; f++) {
    const train = rows.filter((r) => r.fold !== f);
    const X = train.map(inputs);
    const k = X[0]!.length;
    const A = Array.from({ length: k }, (_, i) =>
      Array.from({ length: k }, (_, j) => X.reduce((s, x) => s + x[i]! * x[j]!, 0)),
    );
    const y = Array.from({ length: k }, (_, i) =>
      X.reduce((s, x, n) => s + x[i]! * train[n]!.people, 0),
    );
    const weights = solve(A, y);
    for (const r of rows.filter((x) => x.fold === f))
      out.set(
        r,
        inputs(r).reduce((s, x, i) => s + x * weights[i]!, 0),
      );
  }
  return out;
}
const centre = heldOut((r) => [1, r.centre, Math.log(r.area)]);
const recal = heldOut((r) => [1, r.sim]);
const recal2 = heldOut((r) => [1, r.sim, r.centre, Math.log(r.area)]);

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const fmt = (x: number, dp = 0) => x.toFixed(dp).padStart(dp ? 7 : 6);
console.log(
  `Time to first fixation (median over those who fixated a region, ms), ${images.length} images, ${FOLDS}-fold cross-validation by image`,
);
console.log(
  'regions   count  people     sim    bias   MAE  r sim | centre: MAE      r | recal: MAE      r | + centre: MAE      r | people½ r',
);
for (const set of ['grid', 'random', 'text', 'face', 'object', 'all']) {
  const rs = set === 'all' ? rows : rows.filter((r) => r.set === set);
  if (rs.length < 3) continue;
  const people = rs.map((r) => r.people);
  const score = (pred: (r: Row) => number) =>
    `${fmt(mean(rs.map((r) => Math.abs(pred(r) - r.people))))} ${fmt(pearson(rs.map(pred), people), 3)}`;
  const halves = rs.filter((r) => !Number.isNaN(r.halfA) && !Number.isNaN(r.halfB));
  console.log(
    [
      set.padEnd(7),
      String(rs.length).padStart(6),
      fmt(mean(people)),
      '  ' + fmt(mean(rs.map((r) => r.sim))),
      '  ' + fmt(mean(rs.map((r) => r.sim - r.people))),
      fmt(mean(rs.map((r) => Math.abs(r.sim - r.people)))),
      fmt(
        pearson(
          rs.map((r) => r.sim),
          people,
        ),
        3,
      ),
      '|        ' + score((r) => centre.get(r)!),
      '|       ' + score((r) => recal.get(r)!),
      '|          ' + score((r) => recal2.get(r)!),
      '|  ' +
        fmt(
          pearson(
            halves.map((r) => r.halfA),
            halves.map((r) => r.halfB),
          ),
          3,
        ),
    ].join(' '),
  );
}
