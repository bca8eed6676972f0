/**
 * Which simulated share predicts people best, per region kind — a diagnostic of the calibration,
 * not part of it. It is how the unfitted share was chosen for text lines and faces
 * (`UNFITTED_KINDS` in src/viewers/calibration.ts); since then `held` of those two kinds is
 * already the unfitted-share calibration (with the viewing time as a third input). Reads the
 * rows that `pnpm engine calibrate` writes when `KREOLAB_CALIBRATION_ROWS=<file>` is set: every
 * region's held-out calibrated prediction (`held`) and, for the same regions in the same
 * order, the raw share of the unfitted sampler (`beforeRows`; 120 viewers an image in
 * `calibrationReport`, the count in its `simulateRegions(im, UNFITTED_PARAMS, …)` call), which
 * spreads its fixations wider. Each variant below is a logistic map of people's share on its
 * inputs, fitted on four of the calibration's image folds and scored on the fifth (the folds of
 * `calibrate`):
 *
 * - shipped: the held-out prediction as it is;
 * - recalibrated: a two-coefficient map of the prediction's logit (what a refit of the same
 *   information can do);
 * - unfitted share: a two-coefficient map of the unfitted sampler's logit;
 * - both: the two logits together.
 *
 * The held-out predictions of the other folds were made by calibrations that saw this fold, so
 * the second stage is mildly optimistic for the first and last variants; the unfitted share is
 * not (the unfitted sampler is fitted on nothing).
 *
 * Run: KREOLAB_CALIBRATION_ROWS=/tmp/rows.json pnpm engine calibrate ../shared/eval/osie-dev,
 * then pnpm --filter @kreolab/engine exec tsx scripts/calibration-inputs.ts /tmp/rows.json
 */
import fs from 'node:fs';
import { calibrationScores, fitBinomialLogistic, logit, sigmoid } from '../src/viewers/calibration';

interface Row {
  set: string;
  fold: number;
  sim: number;
  area: number;
  people: number;
  n: number;
  pred: number;
}

const file = process.argv[2];
if (!file)
  throw new Error('usage: calibration-inputs.ts <rows.json from KREOLAB_CALIBRATION_ROWS>');
const { held, beforeRows } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
  held: Row[];
  beforeRows: Row[];
};
if (held.length !== beforeRows.length) throw new Error('held and beforeRows differ in length');
held.forEach((h, i) => {
  const b = beforeRows[i]!;
  if (h.set !== b.set || h.people !== b.people || h.area !== b.area)
    throw new Error(`row ${i}: held and beforeRows are not the same region`);
});

const FOLDS = 5;

/** Held-out predictions of a logistic map on `xs`, one fit per fold on the other folds. */
function crossFitted(xs: number[][], rows: Row[]): number[] {
  const out = new Array<number>(rows.length).fill(0);
  for (let f = 0; f < FOLDS; f++) {
    const train = rows.map((r, i) => i).filter((i) => rows[i]!.fold !== f);
    const b = fitBinomialLogistic(
      train.map((i) => xs[i]!),
      train.map((i) => rows[i]!),
      { ridge: 0.1 },
    );
    rows.forEach((r, i) => {
      if (r.fold === f) out[i] = sigmoid(xs[i]!.reduce((s, v, j) => s + v * b[j]!, 0));
    });
  }
  return out;
}

const kinds = [...new Set(held.map((r) => r.set))];
console.log(
  `${'regions'.padEnd(8)}${'count'.padStart(7)}   ${[
    'shipped',
    'recalibrated',
    'unfitted share',
    'both',
  ]
    .map((h) => h.padStart(24))
    .join('')}`,
);
console.log(`${''.padEnd(18)}${'   r    bias    ECE'.padStart(24).repeat(4)}`);
for (const kind of kinds) {
  const idx = held.map((r, i) => i).filter((i) => held[i]!.set === kind);
  const rows = idx.map((i) => held[i]!);
  const pred = rows.map((r) => logit(r.pred));
  const raw = idx.map((i) => logit(beforeRows[i]!.sim));
  const variants: number[][] = [
    rows.map((r) => r.pred),
    crossFitted(
      pred.map((p) => [1, p]),
      rows,
    ),
    crossFitted(
      raw.map((p) => [1, p]),
      rows,
    ),
    crossFitted(
      pred.map((p, i) => [1, p, raw[i]!]),
      rows,
    ),
  ];
  const cells = variants.map((p) => {
    const s = calibrationScores(p.map((v, i) => ({ pred: v, people: rows[i]!.people })));
    return `${s.r.toFixed(3).padStart(8)}${s.bias.toFixed(3).padStart(8)}${s.ece.toFixed(3).padStart(8)}`;
  });
  console.log(`${kind.padEnd(8)}${String(rows.length).padStart(7)}   ${cells.join('')}`);
}
