/**
 * Whether the palette's Russian colour names say the hue people see, on the xkcd colour survey's
 * named colours (`eval/xkcd-colours.json`, CC0). A colour counts when its English name ends in a
 * basic colour term (the head of «grey blue» is blue, of «blue grey» grey); its Russian name
 * agrees when it is one of that term's names in `FAMILY` (a blue may be «синий», «тёмно-синий»,
 * «голубой» or the blue-green «бирюзовый»). Printed per term and in all, on the two halves of
 * the list by alternate entries, for `colourName` (the nearest of the 27 named colours in CIELAB)
 * and for a candidate that names a grey only under a CIELAB chroma chosen on the first half
 * (`--sweep` prints that choice). The rule, declared before the figures: the candidate is adopted
 * if on the second half all colours' agreement rises and the greys' falls by at most 5 points,
 * with the chroma whose first-half agreement is highest among those that keep the first half's
 * greys within 5 points. No chroma kept them (README, "Colour names"): not adopted.
 * A second candidate, "Colour terms from people's names" (README; rule declared before its
 * figures, its checks are the `adopt` flags below): the majority term of the 5 nearest
 * xkcd-named colours, each half named from the other. It fell on the greys: not adopted.
 * Run: pnpm --filter @kreolab/engine exec tsx scripts/colour-names.ts [--sweep]
 */
import { readFileSync } from 'node:fs';
import { rgbToLab } from '../src/colour';
import { COLOUR_NAMES, colourName } from '../src/analyse/palette';

const FAMILY: Record<string, string[]> = {
  black: ['чёрный'],
  grey: ['тёмно-серый', 'серый', 'светло-серый'],
  white: ['белый'],
  red: ['красный', 'тёмно-красный', 'бордовый', 'малиновый'],
  pink: ['розовый', 'малиновый'],
  orange: ['оранжевый', 'персиковый'],
  brown: ['коричневый', 'бежевый', 'телесный'],
  yellow: ['жёлтый', 'золотистый'],
  green: ['зелёный', 'тёмно-зелёный', 'салатовый', 'оливковый', 'бирюзовый'],
  blue: ['синий', 'тёмно-синий', 'голубой', 'бирюзовый'],
  purple: ['фиолетовый', 'сиреневый'],
};
const HEAD: Record<string, string> = { gray: 'grey', violet: 'purple' };

const GREYS = new Set(['чёрный', 'тёмно-серый', 'серый', 'светло-серый', 'белый']);
const NAMED = COLOUR_NAMES.map(([n, [r, g, b]]) => ({
  n,
  lab: rgbToLab(r, g, b),
  grey: GREYS.has(n),
}));
/** The candidate: a grey (by lightness) under `greyChroma`, else the nearest named hue. */
function chromaName(r: number, g: number, b: number, greyChroma: number): string {
  const [L, A, B] = rgbToLab(r, g, b);
  const grey = Math.hypot(A, B) < greyChroma;
  let best = NAMED[0]!;
  let bd = Infinity;
  for (const c of NAMED) {
    if (c.grey !== grey) continue;
    const d = (c.lab[0] - L) ** 2 + (c.lab[1] - A) ** 2 + (c.lab[2] - B) ** 2;
    if (d < bd) [bd, best] = [d, c];
  }
  return best.n;
}
const CHROMAS = [4, 6, 8, 10, 12, 15, 20];

/** A reference colour of people's naming: its CIELAB and the basic term its name ends in. */
interface Named {
  lab: [number, number, number];
  term: string;
}
const ACHROMATIC = new Set(['black', 'grey', 'white']);
/** The candidate's Russian names of a term: black, grey and white share the achromatic five. */
const namesOf = (term: string) => (ACHROMATIC.has(term) ? [...GREYS] : FAMILY[term]!);
/**
 * The candidate of the rule "Colour terms from people's names": the majority term among the `k`
 * nearest reference colours (ties to the nearest of the tied), then the nearest of that term's
 * named colours.
 */
function termName(lab: [number, number, number], ref: Named[], k: number): string {
  const near = ref
    .map((x) => ({
      term: x.term,
      d: (x.lab[0] - lab[0]) ** 2 + (x.lab[1] - lab[1]) ** 2 + (x.lab[2] - lab[2]) ** 2,
    }))
    .sort((a, b) => a.d - b.d)
    .slice(0, k);
  const count = new Map<string, number>();
  for (const x of near) count.set(x.term, (count.get(x.term) ?? 0) + 1);
  const most = Math.max(...count.values());
  const term = near.find((x) => count.get(x.term) === most)!.term;
  const names = namesOf(term);
  let best = '';
  let bd = Infinity;
  for (const c of NAMED) {
    if (!names.includes(c.n)) continue;
    const d = (c.lab[0] - lab[0]) ** 2 + (c.lab[1] - lab[1]) ** 2 + (c.lab[2] - lab[2]) ** 2;
    if (d < bd) [bd, best] = [d, c.n];
  }
  return best;
}
const KS = [1, 3, 5, 7, 9, 15];

const { colours } = JSON.parse(
  readFileSync(new URL('../eval/xkcd-colours.json', import.meta.url), 'utf8'),
) as { colours: [string, string][] };
const rows = colours.flatMap(([name, hex], i) => {
  if (name.includes('/')) return [];
  const last = name.split(' ').at(-1)!;
  const term = HEAD[last] ?? last;
  if (!FAMILY[term]) return [];
  const [r, g, b] = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16)) as [
    number,
    number,
    number,
  ];
  return [{ name, hex, term, rgb: [r, g, b] as const, half: i % 2 === 0 ? 'tuning' : 'check' }];
});

type Namer = (r: number, g: number, b: number) => string;
const agree = (rs: typeof rows, namer: Namer) =>
  rs.filter((x) => FAMILY[x.term]!.includes(namer(...x.rgb))).length;
const pct = (a: number, n: number) => `${((100 * a) / Math.max(1, n)).toFixed(1)} %`;

// the chroma by the rule, from the first half alone
const tune = rows.filter((x) => x.half === 'tuning');
const tuneGreys = tune.filter((x) => x.term === 'grey');
const greysBefore = agree(tuneGreys, colourName) / tuneGreys.length;
let chosen: number | null = null;
let chosenAll = -1;
for (const c of CHROMAS) {
  const namer: Namer = (r, g, b) => chromaName(r, g, b, c);
  const all = agree(tune, namer) / tune.length;
  const greys = agree(tuneGreys, namer) / tuneGreys.length;
  if (process.argv.includes('--sweep'))
    console.log(
      `grey under chroma ${String(c).padStart(2)}: all ${pct(all, 1)}, greys ${pct(greys, 1)} (named now: ${pct(greysBefore, 1)})`,
    );
  if (greys >= greysBefore - 0.05 && all > chosenAll) [chosen, chosenAll] = [c, all];
}
// with none allowed, the candidate is shown at the chroma that read the first half best
const shown =
  chosen ??
  CHROMAS.reduce((a, c) =>
    agree(tune, (r, g, b) => chromaName(r, g, b, c)) >
    agree(tune, (r, g, b) => chromaName(r, g, b, a))
      ? c
      : a,
  );
const candidate: Namer = (r, g, b) => chromaName(r, g, b, shown);
console.log(
  chosen === null
    ? `no chroma keeps the first half's greys within 5 points; the candidate below is at chroma ${shown} (first half's best)`
    : `chroma chosen on the first half: ${chosen}`,
);

console.log('\nterm      half     colours   colourName   candidate');
for (const half of ['tuning', 'check'] as const) {
  const hs = rows.filter((x) => x.half === half);
  for (const term of [...Object.keys(FAMILY), 'all']) {
    const ts = term === 'all' ? hs : hs.filter((x) => x.term === term);
    if (!ts.length) continue;
    console.log(
      `${term.padEnd(9)} ${half.padEnd(8)} ${String(ts.length).padStart(7)}   ${pct(agree(ts, colourName), ts.length).padStart(10)}   ${pct(agree(ts, candidate), ts.length).padStart(9)}`,
    );
  }
}
// The rule "Colour terms from people's names": k by leave-one-out on the first half, each half
// named with the other as the reference.
const asRef = (rs: typeof rows): Named[] =>
  rs.map((x) => ({ lab: rgbToLab(...x.rgb), term: x.term }));
const check = rows.filter((x) => x.half === 'check');
const looAgree = (k: number) =>
  tune.filter((x, i) => {
    const ref = asRef(tune.filter((_, j) => j !== i));
    return FAMILY[x.term]!.includes(termName(rgbToLab(...x.rgb), ref, k));
  }).length;
const looByK = KS.map((k) => ({ k, a: looAgree(k) }));
const k = looByK.reduce((a, b) => (b.a > a.a ? b : a)).k;
console.log(
  `\nterms from people's names: leave-one-out on the first half ${looByK.map((x) => `k ${x.k} ${pct(x.a, tune.length)}`).join(', ')}; k = ${k}`,
);
const refOf = { tuning: asRef(check), check: asRef(tune) };
console.log('term      half     colours   colourName   terms');
let adopt = true;
for (const half of ['tuning', 'check'] as const) {
  const hs = rows.filter((x) => x.half === half);
  const namer: Namer = (r, g, b) => termName(rgbToLab(r, g, b), refOf[half], k);
  for (const term of [...Object.keys(FAMILY), 'all']) {
    const ts = term === 'all' ? hs : hs.filter((x) => x.term === term);
    if (!ts.length) continue;
    const [before, after] = [agree(ts, colourName) / ts.length, agree(ts, namer) / ts.length];
    if (term === 'all' && after < before + 0.03) adopt = false;
    if (term === 'grey' && after < before - 0.05) adopt = false;
    if (term !== 'all' && term !== 'grey' && ts.length >= 20 && after < before - 0.1) adopt = false;
    console.log(
      `${term.padEnd(9)} ${half.padEnd(8)} ${String(ts.length).padStart(7)}   ${pct(before, 1).padStart(10)}   ${pct(after, 1).padStart(9)}`,
    );
  }
}
const all = asRef(rows);
const kept = COLOUR_NAMES.filter(([n, rgb]) => termName(rgbToLab(...rgb), all, k) === n);
if (kept.length < 25) adopt = false;
console.log(
  `the 27 named colours, named with the whole list: ${kept.length} keep their name; ${COLOUR_NAMES.filter(
    ([n]) => !kept.some(([m]) => m === n),
  )
    .map(([n, rgb]) => `${n} → ${termName(rgbToLab(...rgb), all, k)}`)
    .join(', ')}`,
);
console.log(`by the declared rule: ${adopt ? 'adopted' : 'not adopted'}`);

const wrong = rows.filter(
  (x) => x.half === 'check' && !FAMILY[x.term]!.includes(colourName(...x.rgb)),
);
console.log(`\ncheck half, named out of the term's family by colourName (${wrong.length}):`);
console.log(wrong.map((x) => `${x.name} ${x.hex} → ${colourName(...x.rgb)}`).join('; '));
