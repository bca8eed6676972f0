import type { AttentionWeights } from '../attention/model';
import { predictDensity } from '../attention/model';
import type { FMap } from '../maps';
import { meanScores, type SaliencyScores } from '../metrics/saliency';
import {
  centreMap,
  crossValidate,
  crossValidateGroups,
  type CvReport,
  otherFixations,
  scoreMap,
  type TrainOptions,
} from './crossval';
import type { DatasetItem } from './dataset';
import { contentCategories, meanPeople, peopleReference } from './heldout';
import { gapLine, groupTable, scoreTable } from './report';

/**
 * The attention part of `pnpm engine eval` on a data set with fixations: k-fold cross-validation
 * and category-held-out validation beside the centre baseline and the agreement between people.
 */
export function attentionCvReport(
  items: DatasetItem[],
  folds: number,
  opts: TrainOptions = {},
  log: (s: string) => void = () => {},
): string {
  log(`cross-validation: ${folds} folds over ${items.length} images`);
  const cv = crossValidate(items, folds, opts, log);
  const cats = contentCategories(items);
  log(`category-held-out: ${cats.map((c) => `${c.name} ${c.test.length}`).join(', ')}`);
  const held = crossValidateGroups(items, cats, opts, log);
  return attentionCvTables(items, folds, cv, held, log);
}

/**
 * The tables of attentionCvReport from its two validations (`cv` over k folds, `held` over the
 * content categories), however they were run (scripts/eval-parallel.ts runs each group apart).
 */
export function attentionCvTables(
  items: DatasetItem[],
  folds: number,
  cv: CvReport,
  held: CvReport,
  log: (s: string) => void = () => {},
): string {
  log(`people reference: leave-one-viewer-out over ${items.length} images`);
  const people = items.map((_, i) => peopleReference(items, i));
  const all = meanPeople(people);
  const cats = contentCategories(items);
  const heldPeople = meanPeople(cats.flatMap((c) => c.test.map((i) => people[i]!)));
  const out = [
    `${folds}-fold cross-validation on ${items.length} images (each image scored by a model that never saw it)`,
    '',
    scoreTable([
      ['kreolab (learned, CV)', cv.model],
      ['centre Gaussian baseline', cv.centre],
      ['people (leave one viewer out)', all],
    ]),
    gapLine(cv.model, cv.centre, all),
    '',
    'category-held-out: one model per category, trained on the other categories only',
    '',
    groupTable(
      held.perFold.map((f) => ({
        name: f.name,
        images: f.images,
        model: f.model,
        centre: f.centre,
        people: meanPeople(cats.find((c) => c.name === f.name)!.test.map((i) => people[i]!)),
      })),
    ),
    '',
    scoreTable([
      ['kreolab (category held out)', held.model],
      ['centre Gaussian baseline', held.centre],
      ['people (leave one viewer out)', heldPeople],
    ]),
    gapLine(held.model, held.centre, heldPeople),
  ];
  return out.join('\n');
}

/**
 * Mean scores of `predict`'s maps and of the centre baseline against every item's fixations
 * (sAUC negatives from the other items). `centre`, when these items' baseline scores are already
 * known, skips scoring the baseline again.
 */
export function scoreModelAndCentre(
  items: DatasetItem[],
  predict: (it: DatasetItem) => FMap,
  centre?: SaliencyScores,
): { model: SaliencyScores; centre: SaliencyScores } {
  const m: SaliencyScores[] = [];
  const c: SaliencyScores[] = [];
  items.forEach((it, i) => {
    const other = otherFixations(items, i);
    m.push(scoreMap(predict(it), it, other));
    if (!centre) c.push(scoreMap(centreMap(it.grid.gw, it.grid.gh), it, other));
  });
  return { model: meanScores(m), centre: centre ?? meanScores(c) };
}

/** Committed weights on another data set (a transfer test): model, centre and people. */
export function attentionTransferReport(items: DatasetItem[], w: AttentionWeights): string {
  const { model, centre } = scoreModelAndCentre(items, (it) => predictDensity(w, it.grid));
  const people = meanPeople(items.map((_, i) => peopleReference(items, i)));
  return [
    scoreTable([
      [`kreolab (${w.trainedOn})`, model],
      ['centre Gaussian baseline', centre],
      ['people (leave one viewer out)', people],
    ]),
    gapLine(model, centre, people),
  ].join('\n');
}
