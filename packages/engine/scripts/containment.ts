/**
 * The lift of a region to the seen share of a region inside it (`liftContained`,
 * src/viewers/containment.ts), checked on osie-dev's held-out calibration rows against the rule
 * declared before it was run (README, "A region inside another"): the outer regions are the
 * custom kind's rows (the 4×3 grid and the random rectangles), the inner ones every held-out
 * region of the same image and viewing time.
 * Run: KREOLAB_CALIBRATION_ROWS=/tmp/rows.json pnpm engine calibrate ../shared/eval/osie-dev,
 * then pnpm --filter @kreolab/engine exec tsx scripts/containment.ts /tmp/rows.json
 */
import fs from 'node:fs';
import type { Row } from '../src/eval/calibration-fit';
import { calibrationScores, panelSd, Z95 } from '../src/viewers/calibration';
import { inside, type Liftable, liftContained } from '../src/viewers/containment';

const file = process.argv[2];
if (!file) throw new Error('usage: containment.ts <rows.json from KREOLAB_CALIBRATION_ROWS>');
const { held, heldShort } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
  held: Row[];
  heldShort: Row[];
};

interface Scored extends Liftable {
  row: Row;
}

/** Each row with its prediction lifted, image by image; intervals as the calibration's coverage line. */
function lifted(rows: Row[]): { before: Scored[]; after: Scored[] } {
  const byImage = new Map<string, Row[]>();
  for (const r of rows) {
    if (!r.image || !r.box) throw new Error('rows without image and box: rerun calibrate');
    byImage.set(r.image, [...(byImage.get(r.image) ?? []), r]);
  }
  const before: Scored[] = [];
  const after: Scored[] = [];
  for (const group of byImage.values()) {
    const scored = group.map((row): Scored => {
      const sd = panelSd(row.sd ?? 0, row.pred, row.n);
      return {
        row,
        bbox: row.box!,
        seen_probability: row.pred,
        seen_interval: { low: row.pred - Z95 * sd, high: row.pred + Z95 * sd, sd },
      };
    });
    before.push(...scored.map((s) => ({ ...s, seen_interval: { ...s.seen_interval! } })));
    liftContained(scored);
    after.push(...scored);
  }
  return { before, after };
}

const isOuter = (r: Row) => r.set === 'grid' || r.set === 'random';
const scores = (xs: Scored[]) =>
  calibrationScores(xs.map((s) => ({ pred: s.seen_probability, people: s.row.people })));
const f3 = (x: number) => x.toFixed(3);

// people obey containment by the definition of "fixated"; a pair that does not says the boxes
// or the tolerance are wrong, not the people
let pairs = 0;
let peopleBelow = 0;
let predBelow = 0;
const byImage = new Map<string, Row[]>();
for (const r of held) byImage.set(r.image!, [...(byImage.get(r.image!) ?? []), r]);
for (const group of byImage.values())
  for (const outer of group.filter(isOuter))
    for (const inner of group)
      if (inner !== outer && inside(inner.box!, outer.box!)) {
        pairs++;
        if (outer.people < inner.people - 1e-9) peopleBelow++;
        if (outer.pred < inner.pred - 1e-9) predBelow++;
      }
console.log(
  `3 s: ${pairs} pairs of a region inside a grid cell or rectangle; people's outer share below the inner one's in ${peopleBelow}, the prediction's in ${predBelow} (${((100 * predBelow) / pairs).toFixed(1)} %)`,
);

// (1) the error of the outer regions the lift changes, paired, with its standard error over images
const full = lifted(held);
const changed: { image: string; d: number; before: number; after: number }[] = [];
full.after.forEach((a, k) => {
  const b = full.before[k]!;
  if (!isOuter(a.row) || a.seen_probability === b.seen_probability) return;
  const eb = Math.abs(b.seen_probability - a.row.people);
  const ea = Math.abs(a.seen_probability - a.row.people);
  changed.push({ image: a.row.image!, d: ea - eb, before: eb, after: ea });
});
const perImage = new Map<string, number[]>();
for (const c of changed) perImage.set(c.image, [...(perImage.get(c.image) ?? []), c.d]);
const means = [...perImage.values()].map((ds) => ds.reduce((s, d) => s + d, 0) / ds.length);
const m = means.reduce((s, x) => s + x, 0) / means.length;
const se = Math.sqrt(
  means.reduce((s, x) => s + (x - m) ** 2, 0) / (means.length - 1) / means.length,
);
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
console.log(
  `(1) outer regions changed: ${changed.length} in ${perImage.size} images; mean |error| ${f3(mean(changed.map((c) => c.before)))} → ${f3(mean(changed.map((c) => c.after)))}; per-image mean of the paired change ${m.toFixed(4)} (standard error ${se.toFixed(4)}, ${(m / se).toFixed(1)} of them) — needed: below 0 by more than 2`,
);
const changedAt = full.after.flatMap((a, k) =>
  isOuter(a.row) && a.seen_probability !== full.before[k]!.seen_probability ? [k] : [],
);
const changedRows = changedAt.map((k) => full.after[k]!);
const cb = scores(changedAt.map((k) => full.before[k]!));
const ca = scores(changedRows);
console.log(
  `    those regions: bias ${f3(cb.bias)} → ${f3(ca.bias)}, mean people ${f3(mean(changedRows.map((a) => a.row.people)))}`,
);

// (2) grid and rectangles at 3 s, before and after
for (const set of ['grid', 'random'] as const) {
  const b = scores(full.before.filter((s) => s.row.set === set));
  const a = scores(full.after.filter((s) => s.row.set === set));
  console.log(
    `(2) ${set.padEnd(6)} ${String(a.n).padStart(5)}: bias ${f3(b.bias)} → ${f3(a.bias)}, ECE ${f3(b.ece)} → ${f3(a.ece)}, r ${f3(b.r)} → ${f3(a.r)} — needed: |bias| ≤ 0.03, ECE ≤ 0.05, r no more than 0.005 lower`,
  );
}
for (const set of ['text', 'face', 'object'] as const) {
  const a = scores(full.after.filter((s) => s.row.set === set));
  const b = scores(full.before.filter((s) => s.row.set === set));
  console.log(
    `    ${set.padEnd(6)} ${String(a.n).padStart(5)}: r ${f3(b.r)} → ${f3(a.r)} (not lifted: never outer)`,
  );
}

// (3) all custom rows at 1.5 s
const short = lifted(heldShort.map((r) => ({ ...r, sd: r.sd ?? 0 })));
{
  const b = scores(short.before.filter((s) => isOuter(s.row)));
  const a = scores(short.after.filter((s) => isOuter(s.row)));
  console.log(
    `(3) 1.5 s, grid and rectangles ${a.n}: bias ${f3(b.bias)} → ${f3(a.bias)}, ECE ${f3(b.ece)} → ${f3(a.ece)}, r ${f3(b.r)} → ${f3(a.r)} — needed: |bias| ≤ 0.03`,
  );
}

// (4) the intervals' coverage over all held-out regions at 3 s
const covered = (xs: Scored[]) =>
  (100 *
    xs.filter(
      (s) =>
        s.seen_interval!.low <= s.row.people + 1e-9 && s.row.people <= s.seen_interval!.high + 1e-9,
    ).length) /
  xs.length;
console.log(
  `(4) 95 % intervals hold people's share: ${covered(full.before).toFixed(1)} % → ${covered(full.after).toFixed(1)} % of ${full.after.length} held-out regions — needed: ≥ 95 %`,
);
