/**
 * How the calibrated order's inputs were chosen (src/viewers/order.ts) — a study of the order
 * model, not part of it. Reads the held-out order groups that `pnpm engine calibrate` writes when
 * `KREOLAB_ORDER_ROWS=<file>` is set (every held-out image's grid and automatic regions with the
 * fitted sampler's mean rank and share, their kind and geometry, and people's mean ranks) and
 * scores, on the automatic regions (text lines, faces, objects) and on the grid:
 *
 * - the sampler's mean rank as it is (the `order` before the calibrated one);
 * - the variant declared before any figure was seen (rank, face, text, logit of the share);
 * - four more input sets, listed before they were run (the sampler's rank alone is the sixth);
 * - a nested cross-validation of choosing among the six: inside each outer fold, the input set
 *   with the best mean Spearman over an inner cross-validation on the other four folds is fitted
 *   on those four and scored on the outer fold, so the choice itself is held out.
 *
 * Each variant is the least-squares fit of `fitOrder` on the training folds' automatic regions,
 * scored as `calibrate` scores the order (per image, Spearman of the predicted rank against
 * people's mean rank on the regions both ranked; the centre on every region people ranked;
 * mean over images; margin over the centre with the bootstrap of `pairedMargin`).
 *
 * Run: KREOLAB_ORDER_ROWS=/tmp/order.json pnpm engine calibrate ../shared/eval/osie-dev, then
 * pnpm --filter @kreolab/engine exec tsx scripts/order-inputs.ts /tmp/order.json
 */
import fs from 'node:fs';
import {
  fitOrderOn,
  type OrderGroup,
  orderColumns,
  pairedMargin,
} from '../src/eval/calibration-fit';
import { logit } from '../src/viewers/calibration';
import { type OrderInput, orderFeatures } from '../src/viewers/order';

const file = process.argv[2];
if (!file) throw new Error('usage: order-inputs.ts <order.json from KREOLAB_ORDER_ROWS>');
const groups = JSON.parse(fs.readFileSync(file, 'utf8')) as OrderGroup[];
// JSON has no NaN: the ranks of regions nobody fixated come back as null
for (const g of groups) {
  for (const k of ['people', 'pa', 'pb', 'before'] as const) g[k] = g[k].map((x) => x ?? NaN);
  g.inputs.forEach((x, i) => {
    x.rank = x.rank ?? NaN;
    (x as WithUnfitted).unfitted = g.unfitted[i] ?? undefined;
  });
}
const FOLDS = Math.max(...groups.map((g) => g.fold)) + 1;

type Feats = (x: OrderInput) => number[];
type WithUnfitted = OrderInput & { unfitted?: number };
const is = (x: OrderInput, k: string) => (x.kind === k ? 1 : 0);
const declared: Feats = (x) => [x.rank, is(x, 'face'), is(x, 'text'), logit(x.share)];
const VARIANTS: [string, Feats][] = [
  ['sampler rank, rescaled', (x) => [x.rank]],
  ['declared: rank, face, text, logit share', declared],
  ['rank, face, text', (x) => [x.rank, is(x, 'face'), is(x, 'text')]],
  ['rank, logit share', (x) => [x.rank, logit(x.share)]],
  // the shipped inputs: the declared four, the distance from the centre and the log of the area
  ['declared + centre + log area (shipped)', orderFeatures],
  // the unfitted sampler's share where the calibration reads it (text, faces), else the fitted one's
  [
    'declared + logit of the unfitted share',
    (x) => [...declared(x), logit((x as WithUnfitted).unfitted ?? x.share)],
  ],
];

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const SAMPLER = 1;
const CENTRE = 3;

/**
 * [predictor, centre] Spearman per scorable image of `kind` in fold `test`, the model fitted on
 * the folds `train`; `column` picks the calibrated order (0) or the sampler's rank (SAMPLER) from
 * `orderColumns`, which counts images as `calibrate` does.
 */
function heldOut(
  kind: OrderGroup['group'],
  feats: Feats,
  train: number[],
  test: number,
  column = 0,
): [number, number][] {
  const w = fitOrderOn(
    groups.filter((g) => train.includes(g.fold)),
    feats,
  );
  return groups
    .filter((g) => g.fold === test && g.group === kind)
    .map((g) => orderColumns(g, w, feats))
    .filter((v) => v !== null)
    .map((v) => [v[column]!, v[CENTRE]!]);
}

/** `heldOut` for every fold of `folds`, each fitted on the others among them. */
const crossValidated = (kind: OrderGroup['group'], feats: Feats, folds: number[], column = 0) =>
  folds.flatMap((f) =>
    heldOut(
      kind,
      feats,
      folds.filter((g) => g !== f),
      f,
      column,
    ),
  );

function line(name: string, s: [number, number][], extra = '') {
  const d = pairedMargin(
    s.map((x) => x[0]),
    s.map((x) => x[1]),
  );
  console.log(
    `${name.padEnd(58)}${String(s.length).padStart(5)}${mean(s.map((x) => x[0]))
      .toFixed(3)
      .padStart(8)}${mean(s.map((x) => x[1]))
      .toFixed(3)
      .padStart(8)}   ${d.mean.toFixed(3)} (${d.low.toFixed(3)}…${d.high.toFixed(3)})${extra}`,
  );
}

const all = Array.from({ length: FOLDS }, (_, f) => f);
for (const kind of ['automatic', 'grid'] as const) {
  console.log(`\n${kind} regions${''.padEnd(42)}images   model  centre   model − centre (95 %)`);
  line(
    'the sampler’s mean rank (the order before)',
    crossValidated(kind, orderFeatures, all, SAMPLER),
  );
  for (const [name, feats] of VARIANTS) line(name, crossValidated(kind, feats, all));
}

// nested: the choice among the variants is made inside each outer fold
const nested: [number, number][] = [];
const chosen: string[] = [];
for (const f of all) {
  const inner = all.filter((g) => g !== f);
  let best = -Infinity;
  let pick = VARIANTS[0]!;
  for (const v of VARIANTS) {
    const m = mean(crossValidated('automatic', v[1], inner).map((x) => x[0]));
    if (m > best) [best, pick] = [m, v];
  }
  chosen.push(pick[0]);
  nested.push(...heldOut('automatic', pick[1], inner, f));
}
console.log('');
line(
  'automatic, nested choice among the six',
  nested,
  `\n  chosen per outer fold: ${chosen.join(' | ')}`,
);
