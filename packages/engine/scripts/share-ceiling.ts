/**
 * How well any prediction can correlate with the share of osie-dev's 15 viewers who fixated a
 * region, per kind of region: with 15 viewers a share carries binomial noise, and where the true
 * shares barely vary (faces: almost everyone looks) that noise is most of the variance. The
 * ceiling of Pearson r is sqrt(true variance / observed variance), the true variance being the
 * observed one minus the mean sampling variance p̂(1 − p̂)/(n − 1). Regions as in the
 * calibration (src/eval/calibration-fit.ts): the 4×3 grid and faces (BlazeFace with the
 * plausibility checks); `hits` with FIXATION_MARGIN is the definition of "fixated".
 * Then, for faces: how much of that true spread simple face inputs explain — a logistic fit of
 * people's share on the face's area and centre distance, and with the number of faces in the
 * image, the face's share of their area and BlazeFace's score, cross-validated by image folds
 * (index mod 5).
 * Run: pnpm --filter @kreolab/engine exec tsx scripts/share-ceiling.ts [osie folder]
 */
import fs from 'node:fs';
import path from 'node:path';
import { hits, type Region } from '../src/analyse/regions';
import { fitBinomialLogistic, pearson } from '../src/viewers/calibration';
import { detect } from '../src/detect';
import { decodeImage } from '../src/image';

const dir = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  process.argv[2] ?? '../../../shared/eval/osie-dev',
);
const fx = JSON.parse(fs.readFileSync(path.join(dir, 'fixations.json'), 'utf8')) as {
  width: number;
  height: number;
  images: Record<string, [number, number, number][][]>;
};
const { width: w, height: h } = fx;
const box = (x: number, y: number, bw: number, bh: number): Region => ({
  id: 'r',
  kind: 'custom',
  bbox: { x, y, width: bw, height: bh },
  text: '',
  attention_share: 0,
  seen_probability: 0,
  order: null,
  role: 'other',
});
const shareOf = (r: Region, subjects: [number, number, number][][]) =>
  subjects.filter((s) =>
    s.some(([x, y]) => hits(r, { x: (x - 1) / w, y: (y - 1) / h, t: 0, dur: 0 }, w, h)),
  ).length / subjects.length;

const shares: Record<'grid' | 'face', { p: number; n: number }[]> = { grid: [], face: [] };
interface FaceRow {
  fold: number;
  p: number;
  n: number;
  area: number;
  centre: number;
  faces: number;
  areaShare: number;
  score: number;
}
const faceRows: FaceRow[] = [];
const names = Object.keys(fx.images).sort();
for (const [i, name] of names.entries()) {
  const subjects = fx.images[name]!;
  for (let gy = 0; gy < 3; gy++)
    for (let gx = 0; gx < 4; gx++)
      shares.grid.push({
        p: shareOf(box((gx * w) / 4, (gy * h) / 3, w / 4, h / 3), subjects),
        n: subjects.length,
      });
  const img = await decodeImage(fs.readFileSync(path.join(dir, 'images', name)));
  const det = await detect(img, { text: false });
  const faceArea = det.faces.reduce((a, f) => a + f.w * f.h, 0);
  for (const f of det.faces) {
    const p = shareOf(box(f.x, f.y, f.w, f.h), subjects);
    shares.face.push({ p, n: subjects.length });
    const dx = (f.x + f.w / 2 - w / 2) / (w / 2);
    const dy = (f.y + f.h / 2 - h / 2) / (h / 2);
    faceRows.push({
      fold: i % 5,
      p,
      n: subjects.length,
      area: (f.w * f.h) / (w * h),
      centre: Math.min(1, Math.hypot(dx, dy) / Math.SQRT2),
      faces: det.faces.length,
      areaShare: (f.w * f.h) / faceArea,
      score: f.score,
    });
  }
  if (i % 50 === 0) console.error(`${i}/${names.length}`);
}
console.log('kind   regions  mean share  sd observed  sd sampling  sd true  ceiling of r');
for (const [kind, rows] of Object.entries(shares)) {
  const m = rows.reduce((s, r) => s + r.p, 0) / rows.length;
  const vObs = rows.reduce((s, r) => s + (r.p - m) ** 2, 0) / (rows.length - 1);
  const vNoise = rows.reduce((s, r) => s + (r.p * (1 - r.p)) / (r.n - 1), 0) / rows.length;
  const vTrue = Math.max(0, vObs - vNoise);
  console.log(
    `${kind.padEnd(6)} ${String(rows.length).padStart(7)} ${m.toFixed(3).padStart(11)} ${Math.sqrt(vObs).toFixed(3).padStart(12)} ${Math.sqrt(vNoise).toFixed(3).padStart(12)} ${Math.sqrt(vTrue).toFixed(3).padStart(8)} ${Math.sqrt(
      vTrue / vObs,
    )
      .toFixed(3)
      .padStart(13)}`,
  );
}

/** Logistic regression on the binomial likelihood (the calibration's solver, small ridge). */
function fit(X: number[][], rows: FaceRow[]): number[] {
  return fitBinomialLogistic(
    X,
    rows.map((r) => ({ people: r.p, n: r.n })),
  );
}
const inputs: Record<string, (r: FaceRow) => number[]> = {
  'area, centre distance': (r) => [1, Math.log(r.area), r.centre],
  '+ faces in the image, share of their area, BlazeFace score': (r) => [
    1,
    Math.log(r.area),
    r.centre,
    Math.log(r.faces),
    Math.log(r.areaShare),
    r.score,
  ],
};
for (const [name, x] of Object.entries(inputs)) {
  const pred: number[] = [];
  const people: number[] = [];
  for (let f = 0; f < 5; f++) {
    const train = faceRows.filter((r) => r.fold !== f);
    const b = fit(train.map(x), train);
    for (const r of faceRows.filter((q) => q.fold === f)) {
      pred.push(1 / (1 + Math.exp(-x(r).reduce((s, v, j) => s + v * b[j]!, 0))));
      people.push(r.p);
    }
  }
  console.log(`faces, cross-validated r from ${name}: ${pearson(pred, people).toFixed(3)}`);
}
process.exit(0);
