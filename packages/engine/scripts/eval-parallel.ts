/**
 * `pnpm engine eval <folder>`'s attention tables with its 9 trainings (k folds + the content
 * categories) spread over processes: each `group` run trains and scores the groups it is given
 * and writes them to <out>; `report` prints the same tables as the command from those files.
 * The trainings are deterministic, so the figures are the command's.
 *
 *   tsx scripts/eval-parallel.ts <folder> <out> prepare          # features into .cache (once)
 *   tsx scripts/eval-parallel.ts <folder> <out> group 0 5 &     # any split of groups 0..8
 *   tsx scripts/eval-parallel.ts <folder> <out> group 1 6 & ...
 *   tsx scripts/eval-parallel.ts <folder> <out> report
 * `--without-objects` trains the model without CenterNet's channels (the same code's baseline);
 * `--drop a,b` without the named features.
 * Groups 0..k-1 are the folds (by image index), k.. the categories of contentCategories.
 */
import fs from 'node:fs';
import path from 'node:path';
import { meanScores, type SaliencyScores } from '../src/metrics/saliency';
import { attentionCvTables } from '../src/eval/attention-report';
import { crossValidateGroups, type CvReport } from '../src/eval/crossval';
import { loadDataset } from '../src/eval/dataset';
import { MODEL_FEATURES } from '../src/attention/features';
import { contentCategories } from '../src/eval/heldout';

const [dir, out, mode, ...rest] = process.argv.slice(2);
if (!dir || !out || !mode)
  throw new Error('usage: eval-parallel.ts <folder> <out> prepare|group <k…>|report');
const k = 5;
// --without-objects: the model before CenterNet's channels (the baseline of the same code)
// --drop a,b: without the named features (diagnostics)
const dropAt = process.argv.indexOf('--drop');
const dropped = dropAt >= 0 ? (process.argv[dropAt + 1] ?? '').split(',') : [];
const features = (
  process.argv.includes('--without-objects')
    ? MODEL_FEATURES.filter((f) => !f.startsWith('object'))
    : MODEL_FEATURES
).filter((f) => !dropped.includes(f));
const log = (s: string) => console.error(s);
const items = await loadDataset(path.resolve(dir), log);
const folds = Array.from({ length: k }, (_, fold) => ({
  name: `fold ${fold + 1}`,
  test: items.map((_, i) => i).filter((i) => i % k === fold),
}));
const groups = [...folds, ...contentCategories(items)];
fs.mkdirSync(out, { recursive: true });

if (mode === 'group') {
  for (const g of rest.filter((a) => /^\d+$/.test(a)).map(Number)) {
    const r = crossValidateGroups(items, [groups[g]!], { features }, log);
    fs.writeFileSync(path.join(out, `group-${g}.json`), JSON.stringify(r.perFold[0]));
  }
} else if (mode === 'report') {
  const read = (g: number) =>
    JSON.parse(
      fs.readFileSync(path.join(out, `group-${g}.json`), 'utf8'),
    ) as CvReport['perFold'][0];
  const combine = (from: number, to: number): CvReport => {
    const perFold = Array.from({ length: to - from }, (_, i) => read(from + i));
    // each group's mean weighted by its images is the mean over all images
    const weighted = (pick: (f: CvReport['perFold'][0]) => SaliencyScores) =>
      meanScores(perFold.flatMap((f) => Array<SaliencyScores>(f.images).fill(pick(f))));
    return {
      folds: perFold.length,
      images: perFold.reduce((s, f) => s + f.images, 0),
      model: weighted((f) => f.model),
      centre: weighted((f) => f.centre),
      perFold,
    };
  };
  const cv = combine(0, k);
  console.log(
    cv.perFold
      .map(
        (f) =>
          `${f.name}: NSS ${f.model.nss.toFixed(2)} AUC-Judd ${f.model.aucJudd.toFixed(3)} sAUC ${f.model.sAuc.toFixed(3)} blur ${f.blurFrac} γ ${f.gamma}`,
      )
      .join('\n'),
  );
  console.log(attentionCvTables(items, k, cv, combine(k, groups.length), log));
}
