/**
 * How far simulated viewers wander from the centre against people — a study of the sampler, not
 * part of it. Two tables on osie-dev with the held-out maps (`loadEvalImages`, the fold model that
 * never saw the image):
 *
 * 1. The median distance from the centre of the 1st, 2nd, … 10th fixation and of the fixations
 *    in each 500 ms of the 3 s, for people and for the shipped sampler (`model/viewers.json`,
 *    15 viewers an image). It asks whether the sampler leaves the centre sooner than people (the
 *    calibrated order's large centre weight suggested it might) or later.
 * 2. The median distance from the centre of the held-out maps' mass against that of all of
 *    people's fixations: whether the map itself, as a density, is too central.
 * 3. The shapes of the sampler's fit grid (`fitScanpath` in src/eval/calibration-fit.ts: saccade
 *    scale, inhibition of return, γ; the shipped first-fixation scale and pacing) on every fourth
 *    image, 12 viewers each: the fit's loss (`statsLoss`), its four statistics and the later
 *    fixations' distance from the centre, which the loss leaves out. It asks whether any shape of
 *    the grid matches people on that distance without losing the others.
 *
 * Run: pnpm --filter @kreolab/engine exec tsx scripts/centre-spread.ts [osie folder]
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadEvalImages, simulatePaths } from '../src/eval/calibration-fit';
import { median, type PathPx, scanpathStats, statsLoss } from '../src/eval/scanpath-stats';
import type { ScanpathParams } from '../src/viewers/scanpath';

const dir = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  process.argv[2] ?? '../../../shared/eval/osie-dev',
);
const shipped = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../model/viewers.json'), 'utf8')) as {
    scanpath: ScanpathParams;
  }
).scanpath;
const images = await loadEvalImages(dir, 5, (s) => console.error(s));
const w = images[0]!.width;
const h = images[0]!.height;
const fromCentre = (f: { x: number; y: number }) => Math.hypot(f.x - w / 2, f.y - h / 2);

/** Medians by the fixation's number and by its 500 ms window (start time from durations and the gap). */
function spread(paths: PathPx[]): { ordinal: number[]; window: number[] } {
  const ordinal: number[][] = Array.from({ length: 10 }, () => []);
  const window: number[][] = Array.from({ length: 6 }, () => []);
  for (const p of paths) {
    let t = 0;
    p.forEach((f, i) => {
      if (i < 10) ordinal[i]!.push(fromCentre(f));
      window[Math.min(5, Math.floor(t / 500))]!.push(fromCentre(f));
      t += f.dur + shipped.gapMs;
    });
  }
  return { ordinal: ordinal.map(median), window: window.map(median) };
}

const row = (label: string, xs: number[]) =>
  label.padEnd(10) + xs.map((x) => x.toFixed(0).padStart(6)).join('');
const people = spread(images.flatMap((im) => im.people));
const sim = spread(
  images.flatMap((im) => simulatePaths(im.map, w, h, shipped, 15, `spread|${im.name}`)),
);
console.log(`Distance from the centre (median, px), ${images.length} images, ${w}×${h}`);
console.log(row('fixation', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
console.log(row('people', people.ordinal));
console.log(row('sampler', sim.ordinal));
console.log(row('from, ms', [0, 500, 1000, 1500, 2000, 2500]));
console.log(row('people', people.window));
console.log(row('sampler', sim.window));

// the map as a density: the median distance of its mass from the centre against that of all of
// people's fixations (the first included), which is what a density of fixations should match
const massDistances: [number, number][] = [];
for (const im of images) {
  const { w: mw, h: mh, d } = im.map;
  let total = 0;
  for (const v of d) total += v;
  for (let y = 0; y < mh; y++)
    for (let x = 0; x < mw; x++)
      massDistances.push([
        fromCentre({ x: ((x + 0.5) * w) / mw, y: ((y + 0.5) * h) / mh }),
        d[y * mw + x]! / total,
      ]);
}
massDistances.sort((a, b) => a[0] - b[0]);
let mass = 0;
const massMedian =
  massDistances.find(([, m]) => (mass += m) >= images.length / 2)?.[0] ?? Number.NaN;
console.log(
  `\nAll fixations (the first included), median px from the centre: people ${median(images.flatMap((im) => im.people.flat().map(fromCentre))).toFixed(0)}, the held-out maps' mass ${massMedian.toFixed(0)}`,
);

const sub = images.filter((_, i) => i % 4 === 0);
const subPeople = sub.flatMap((im) => im.people);
const target = scanpathStats(subPeople, w, h);
console.log(
  `\nThe fit's grid on ${sub.length} images (12 viewers each); people: saccade ${target.saccadeMedianPx.toFixed(0)} px, refixations ${target.refixShare.toFixed(2)}, cells ${target.gridCells.toFixed(2)}, first ${target.firstCentrePx.toFixed(0)} px, later ${target.laterCentrePx.toFixed(0)} px`,
);
console.log('    γ      s  IoR k/r    loss  saccade  refix  cells  first  later');
// the last shape is the map itself: independent draws from it (no saccade preference, no IoR)
const shapes: [number, number, number, number][] = [];
for (const mapGamma of [0.7, 1, 1.5])
  for (const saccadeScale of [0.18, 0.27])
    for (const [k, r] of [
      [0.4, 0.03],
      [0.8, 0.06],
    ])
      shapes.push([mapGamma, saccadeScale, k!, r!]);
shapes.push([1, 1000, 0, 0.03]);
for (const [mapGamma, saccadeScale, iorStrength, iorRadius] of shapes) {
  const p = { ...shipped, mapGamma, saccadeScale, iorStrength, iorRadius };
  const s = scanpathStats(
    sub.flatMap((im) => simulatePaths(im.map, w, h, p, 12, `spread|${im.name}`)),
    w,
    h,
  );
  console.log(
    [
      mapGamma.toFixed(1).padStart(5),
      saccadeScale.toFixed(2).padStart(6),
      `${iorStrength}/${iorRadius}`.padStart(9),
      statsLoss(s, target).toFixed(3).padStart(7),
      s.saccadeMedianPx.toFixed(0).padStart(8),
      s.refixShare.toFixed(2).padStart(6),
      s.gridCells.toFixed(2).padStart(6),
      s.firstCentrePx.toFixed(0).padStart(6),
      s.laterCentrePx.toFixed(0).padStart(6),
    ].join(' '),
  );
}
