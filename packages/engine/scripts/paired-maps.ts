/**
 * Two attention models compared image by image on one data set, the guard the README's adoption
 * rules use on DOVES ("Scene features from CenterNet", "Colour contrast of grey images"): the
 * mean per-image difference of NSS and of shuffled AUC with a 95 % bootstrap interval over
 * images (`pairedMargin`, the same as the order margins of the calibration).
 *
 * The two models may read different features (another feature version, another scene
 * projection), so each is scored by the code of its own checkout into a file first:
 *   pnpm --filter @kreolab/engine exec tsx scripts/paired-maps.ts scores <folder> <weights.json> <out.json>
 * (a folder as `pnpm engine eval` reads it; the map of the weights on the features of the code
 * it runs in, scored as `eval` scores it), and then, in either checkout:
 *   pnpm --filter @kreolab/engine exec tsx scripts/paired-maps.ts pair <before.json> <after.json>
 * prints the means of each and after − before with its interval and the number of images where
 * after is lower. `pnpm --filter` runs it in packages/engine: relative paths start there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { predictDensity, type AttentionWeights } from '../src/attention/model';
import { pairedMargin } from '../src/eval/calibration-fit';
import { otherFixations, scoreMap } from '../src/eval/crossval';
import { loadDataset } from '../src/eval/dataset';

interface ImageScores {
  name: string;
  nss: number;
  sAuc: number;
}

const [command, ...args] = process.argv.slice(2);

if (command === 'scores' && args.length === 3) {
  const [folder, weightsFile, out] = args.map((p) => path.resolve(p)) as [string, string, string];
  const items = await loadDataset(folder, (s) => console.error(s));
  const w = JSON.parse(fs.readFileSync(weightsFile, 'utf8')) as AttentionWeights;
  const rows: ImageScores[] = items.map((it, i) => {
    const s = scoreMap(predictDensity(w, it.grid), it, otherFixations(items, i));
    return { name: it.name, nss: s.nss, sAuc: s.sAuc };
  });
  fs.writeFileSync(out, JSON.stringify(rows));
  console.log(`${rows.length} images scored into ${out}`);
} else if (command === 'pair' && args.length === 2) {
  const [before, after] = args.map(
    (f) => JSON.parse(fs.readFileSync(path.resolve(f), 'utf8')) as ImageScores[],
  ) as [ImageScores[], ImageScores[]];
  const byName = new Map(before.map((r) => [r.name, r]));
  for (const key of ['nss', 'sAuc'] as const) {
    // images both files scored, with a finite score in both (sAUC needs other images' fixations)
    const pairs = after
      .map((r) => [byName.get(r.name)?.[key], r[key]] as const)
      .filter(
        (p): p is readonly [number, number] => Number.isFinite(p[0]) && Number.isFinite(p[1]),
      );
    const a = pairs.map((p) => p[1]);
    const b = pairs.map((p) => p[0]);
    const m = pairedMargin(a, b);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
    const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(3)}`;
    console.log(
      `${key === 'nss' ? 'NSS ' : 'sAUC'}  before ${mean(b).toFixed(3)}  after ${mean(a).toFixed(3)}  ` +
        `after − before ${signed(m.mean)} (95 % ${signed(m.low)}…${signed(m.high)}), ` +
        `lower on ${Math.round(m.losses * pairs.length)} of ${pairs.length} images`,
    );
  }
} else {
  throw new Error(
    'usage: paired-maps.ts scores <folder> <weights.json> <out.json> | pair <before.json> <after.json>',
  );
}
