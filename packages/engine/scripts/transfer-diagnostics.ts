/**
 * Why the committed attention map transfers less well to another data set: the committed
 * weights scored on an OSIE-style folder (as `pnpm engine eval <folder>`), then again with one
 * thing changed at a time — the blur σ, the sharpening γ, a stronger or weaker centre prior
 * (the model's density mixed with, or multiplied by, the centre baseline), the face and text
 * inputs switched off, the model's own centre input held at its mean — and with the recorded
 * fixations cut to the first 3 s (osie-dev's viewing time) or without each viewer's first
 * fixation (the one on the central fixation cross), or with 15 viewers per image as osie-dev.
 *
 * Every variant is chosen by looking at the folder's own fixations, so its figures are
 * DIAGNOSTICS, tuned on that set: they say where the loss comes from, never how well a model
 * would do on a held-out set.
 *
 * Run: pnpm --filter @kreolab/engine exec tsx scripts/transfer-diagnostics.ts <folder>
 */
import fs from 'node:fs';
import path from 'node:path';
import { FEATURE_NAMES, type FeatureGrid } from '../src/attention/features';
import { loadWeights } from '../src/attention';
import { predictDensity } from '../src/attention/model';
import { type FMap } from '../src/maps';
import { type SaliencyScores } from '../src/metrics/saliency';
import { scoreModelAndCentre } from '../src/eval/attention-report';
import { centreMap } from '../src/eval/crossval';
import { type DatasetItem, inFrame, loadDataset } from '../src/eval/dataset';
import { gapShare, meanPeople, peopleReference, type PeopleScores } from '../src/eval/heldout';

const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? '.');
const w0 = loadWeights();

interface Row {
  name: string;
  model: SaliencyScores;
  centre: SaliencyScores;
  people: PeopleScores;
}

/** The centre baseline's scores per set of fixations (they do not change with the model). */
const centreScores = new WeakMap<DatasetItem[], SaliencyScores>();

function score(
  items: DatasetItem[],
  predict: (it: DatasetItem) => FMap,
  people: PeopleScores,
): Row {
  const r = scoreModelAndCentre(items, predict, centreScores.get(items));
  centreScores.set(items, r.centre);
  return { name: '', ...r, people };
}

/** The grid with some features replaced: `zero` set to 0 (nothing detected), `mean` to a constant. */
function withFeatures(g: FeatureGrid, zero: string[], mean: string[] = []): FeatureGrid {
  const n = g.gw * g.gh;
  const data = Float32Array.from(g.data);
  for (const f of zero)
    data.fill(
      0,
      FEATURE_NAMES.indexOf(f as never) * n,
      (FEATURE_NAMES.indexOf(f as never) + 1) * n,
    );
  for (const f of mean) {
    const o = FEATURE_NAMES.indexOf(f as never) * n;
    let s = 0;
    for (let i = 0; i < n; i++) s += data[o + i]!;
    data.fill(s / n, o, o + n);
  }
  return { ...g, data };
}

function mix(a: FMap, b: FMap, share: number): FMap {
  const sa = a.d.reduce((s, v) => s + v, 0);
  const sb = b.d.reduce((s, v) => s + v, 0);
  return { w: a.w, h: a.h, d: a.d.map((v, i) => (1 - share) * (v / sa) + share * (b.d[i]! / sb)) };
}

function times(a: FMap, b: FMap, power: number): FMap {
  return { w: a.w, h: a.h, d: a.d.map((v, i) => v * Math.pow(b.d[i]!, power)) };
}

/** Items whose fixations are those of `keep(viewer's fixations with durations)`. */
function refix(
  items: DatasetItem[],
  keep: (fs: [number, number, number][]) => [number, number, number][],
): DatasetItem[] {
  const fx = JSON.parse(fs.readFileSync(path.join(dir, 'fixations.json'), 'utf8')) as {
    images: Record<string, [number, number, number][][]>;
  };
  return items.map((it) => {
    const viewers = fx.images[it.name]!.map((s) =>
      keep(s).map(([x, y]) => ({ x: x - 1, y: y - 1 })),
    );
    return { ...it, viewers, fix: inFrame(viewers, it) };
  });
}

async function main(): Promise<void> {
  const items = await loadDataset(dir, (s) => console.error(s));
  const people = meanPeople(items.map((_, i) => peopleReference(items, i)));
  const rows: Row[] = [];
  const add = (name: string, r: Row) => rows.push({ ...r, name });
  const centreOf = (it: DatasetItem) => centreMap(it.grid.gw, it.grid.gh);

  add(
    'committed weights (as `eval`)',
    score(items, (it) => predictDensity(w0, it.grid), people),
  );
  for (const k of [0.5, 2, 4])
    add(
      `blur σ ×${k}`,
      score(items, (it) => predictDensity(w0, it.grid, w0.blurFrac * k), people),
    );
  for (const g of [0.5, 0.75, 1.5])
    add(
      `γ = ${g}`,
      score(items, (it) => predictDensity(w0, it.grid, w0.blurFrac, g), people),
    );
  for (const a of [0.25, 0.5])
    add(
      `mixed with centre, ${a * 100} %`,
      score(items, (it) => mix(predictDensity(w0, it.grid), centreOf(it), a), people),
    );
  add(
    'times centre Gaussian',
    score(items, (it) => times(predictDensity(w0, it.grid), centreOf(it), 1), people),
  );
  add(
    'model centre input at its mean',
    score(items, (it) => predictDensity(w0, withFeatures(it.grid, [], ['centre_gauss'])), people),
  );
  add(
    'face and text inputs off',
    score(
      items,
      (it) =>
        predictDensity(w0, withFeatures(it.grid, ['face', 'face_context', 'text', 'text_context'])),
      people,
    ),
  );

  const data: [string, DatasetItem[]][] = [
    [
      'fixations of the first 3 s only',
      refix(items, (s) => {
        let t = 0;
        return s.filter(([, , d]) => {
          const start = t;
          t += d;
          return start < 3000;
        });
      }),
    ],
    ['without each first fixation', refix(items, (s) => s.slice(1))],
    // osie-dev has 15 viewers; with more, the leave-one-out map of the others is less noisy and
    // the people reference higher, so the gap is measured against a higher ceiling
    [
      'first 15 viewers only (as osie-dev)',
      items.map((it) => {
        const viewers = it.viewers.slice(0, 15);
        return { ...it, viewers, fix: inFrame(viewers, it) };
      }),
    ],
  ];
  for (const [name, its] of data) {
    const p = meanPeople(its.map((_, i) => peopleReference(its, i)));
    add(
      name,
      score(its, (it) => predictDensity(w0, it.grid), p),
    );
  }

  const count = (f: string) =>
    items.filter((it) => {
      const n = it.grid.gw * it.grid.gh;
      const o = FEATURE_NAMES.indexOf(f as never) * n;
      for (let i = 0; i < n; i++) if (it.grid.data[o + i]! > 0) return true;
      return false;
    }).length;

  const f = (x: number) => x.toFixed(3);
  const head = `${'variant (DIAGNOSTIC: tuned on this set)'.padEnd(40)}${'NSS m/c/p'.padStart(24)}${'gap'.padStart(6)}${'sAUC m/c/p'.padStart(24)}${'gap'.padStart(6)}${'AUC-J'.padStart(7)}${'CC'.padStart(7)}${'KLD'.padStart(7)}${'SIM'.padStart(7)}`;
  console.log(
    `${path.basename(dir)}: ${items.length} images; faces found in ${count('face')}, text in ${count('text')}`,
  );
  console.log(head);
  console.log('-'.repeat(head.length));
  for (const r of rows)
    console.log(
      [
        r.name.padEnd(40),
        `${f(r.model.nss)}/${f(r.centre.nss)}/${f(r.people.nss)}`.padStart(24),
        `${gapShare(r.model.nss, r.centre.nss, r.people.nss).toFixed(0)} %`.padStart(6),
        `${f(r.model.sAuc)}/${f(r.centre.sAuc)}/${f(r.people.sAuc)}`.padStart(24),
        `${gapShare(r.model.sAuc, r.centre.sAuc, r.people.sAuc).toFixed(0)} %`.padStart(6),
        f(r.model.aucJudd).padStart(7),
        f(r.model.cc).padStart(7),
        f(r.model.kld).padStart(7),
        f(r.model.sim).padStart(7),
      ].join(''),
    );
}

void main();
