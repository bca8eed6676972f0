/**
 * Does the findings' rule hold on people? A finding calls a seen share above or below its
 * threshold only when people's share lies on that side with probability 80 % by the
 * calibration's spread (`sideOf` in src/analyse/findings.ts). On osie-dev's held-out regions
 * (their calibrated prediction and its spread, from the rows `pnpm engine calibrate` writes when
 * `KREOLAB_CALIBRATION_ROWS=<file>` is set), for the findings' two thresholds (0.5 for a call to
 * action, 0.4 for a brand): how many regions the rule calls above, below or unsure, and among
 * those it calls, how often people's share (of 15 viewers) was on the called side. The rule is
 * about the true share; 15 viewers add their own noise, so beside it is the rate a perfectly
 * calibrated prediction would show on the same regions (people's true share drawn around the
 * prediction with its spread, then as 15 viewers; mean of 200 draws), and the point rule (the
 * side of the prediction alone, as the findings were until 28 Nov 2026).
 * Run: KREOLAB_CALIBRATION_ROWS=/tmp/rows.json pnpm engine calibrate ../shared/eval/osie-dev,
 * then pnpm --filter @kreolab/engine exec tsx scripts/finding-sides.ts /tmp/rows.json
 */
import fs from 'node:fs';
import { sideOf } from '../src/analyse/findings';
import { drawPeopleShare } from '../src/eval/calibration-fit';
import { mulberry32 } from '../src/random';

interface Row {
  set: string;
  people: number;
  n: number;
  pred: number;
  sd: number;
}
const file = process.argv[2];
if (!file) throw new Error('usage: finding-sides.ts <rows.json from KREOLAB_CALIBRATION_ROWS>');
const { held } = JSON.parse(fs.readFileSync(file, 'utf8')) as { held: Row[] };

const rnd = mulberry32(7);
const onSide = (side: 'above' | 'below', share: number, t: number) =>
  side === 'above' ? share >= t : share < t;

console.log(
  'regions          threshold   called above / below / unsure   right when called   if calibrated   point rule right',
);
for (const [name, sets] of [
  ['text lines', ['text']],
  ['salient objects', ['object']],
  ['every kind', ['grid', 'random', 'text', 'face', 'object']],
] as const)
  for (const t of [0.5, 0.4]) {
    const rows = held.filter((r) => (sets as readonly string[]).includes(r.set));
    const sides = rows.map((r) =>
      sideOf({ seen_probability: r.pred, seen_interval: { low: 0, high: 1, sd: r.sd } }, t),
    );
    let called = 0;
    let right = 0;
    rows.forEach((r, i) => {
      const s = sides[i]!;
      if (s === 'unsure') return;
      called++;
      if (onSide(s, r.people, t)) right++;
    });
    let expected = 0;
    for (let d = 0; d < 200; d++)
      rows.forEach((r, i) => {
        const s = sides[i]!;
        if (s !== 'unsure' && onSide(s, drawPeopleShare(r, rnd), t)) expected++;
      });
    const pointRight = rows.filter((r) => onSide(r.pred >= t ? 'above' : 'below', r.people, t));
    const count = (s: string) => sides.filter((x) => x === s).length;
    const pc = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;
    console.log(
      `${name.padEnd(16)} ${String(t).padStart(9)}   ${`${count('above')} / ${count('below')} / ${count('unsure')}`.padStart(28)}   ${pc(right, called).padStart(17)}   ${pc(expected / 200, called).padStart(13)}   ${pc(pointRight.length, rows.length).padStart(16)}`,
    );
  }
