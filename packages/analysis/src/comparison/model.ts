// What the comparison page derives from a ComparisonResult: the variants with their letters and
// score bands, the winner of each metric and of each noticed share (or «не различимы»), and the
// differences that matter, in words. Pure functions, so the rules are tested without a page.
import type { ComparisonEntry, ComparisonResult, ComparisonSegment } from '@kreolab/api-client';
import { ANALYSIS_TEXTS, scoredForText } from '@kreolab/entities';
import { formatNumber, plural } from '@kreolab/i18n-ru';
import {
  COMPARISON_TEXTS as T,
  GOAL_LABELS,
  METRIC_LABELS,
  PLACEMENT_LABELS,
  NOTICED_DATIVE,
  VARIANT_LETTERS,
  type MetricKey,
  type NoticedMeasure,
} from '../texts';
import {
  bandOf,
  betterOf,
  brandNotNamed,
  brandUnread,
  DEFAULT_THRESHOLDS,
  type Interval,
  intervalText,
  type ScoreBand,
  shareOf,
} from '../result/contract';

// ─── The contract's additions (docs: CONTRACT of issue 14) ────────────────────────────────────
// Declared here until the generated types carry them; every one is optional, because results
// stored before the change lack them.
export type { Interval, ScoreBand };
export type NoticedIntervals = Record<NoticedMeasure, Interval | null>;
type ValueBase = ComparisonSegment['values'][number];
/** A variant's shares in a segment; a share is null when the creative has no such region. */
export type SegmentValue = Omit<ValueBase, NoticedMeasure> &
  Record<NoticedMeasure, number | null> & { intervals?: NoticedIntervals };
export type Segment = Omit<ComparisonSegment, 'values'> & { values: SegmentValue[] };
export type Entry = ComparisonEntry;
export type ComparisonData = Omit<ComparisonResult, 'ranking' | 'segments'> & {
  ranking: Entry[];
  segments: Segment[];
};

export const MEASURES: readonly NoticedMeasure[] = [
  'noticed_brand',
  'noticed_message',
  'noticed_cta',
];
/** The published thresholds of the score bands, for results that do not carry them. */
export const BAND_THRESHOLDS = DEFAULT_THRESHOLDS;
/** A metric difference smaller than this (of 100) is not named among the differences. */
export const METRIC_DIFFERENCE = 10;

export interface Variant {
  id: number;
  letter: string;
  /** «Вариант А» */
  label: string;
  name: string;
  /**
   * Whether the name says more than the label: a research named «Вариант А» (or «А») as its
   * letter is said once, not «Вариант А · Вариант А».
   */
  named: boolean;
  rank: number;
  /**
   * Whether the rank is a place on the overall score («1-е место»): not when the scores do not
   * compare (`score_comparable` false, different goals), where the variants stand in the order
   * the user picked them and no place is said.
   */
  placed: boolean;
  score: number;
  band: ScoreBand;
  /**
   * The only one in first place, and ahead of the runner-up beyond their combined uncertainty
   * (the server's `score_distinguishable`; a shared first place is no win either).
   */
  winner: boolean;
  /**
   * First place that is no win because the score is within the uncertainty of the runner-up's
   * (not a tie of equal scores: that is a shared first place).
   */
  withinError: boolean;
  /** One of several sharing first place with equal scores («Поровну»). */
  tie: boolean;
  /**
   * The score's 95 % range, rounded, when the server gave one; `share_unknown` when its seen term
   * is a named brand that was not read (the range then spans every share of it).
   */
  range?: { low: number; high: number; share_unknown?: boolean };
  /** Frames of the research, when the server says (ComparisonEntry.frames). */
  frames?: number;
  /**
   * «Узнаваемость · Лента соцсетей»: what the research was scored for, only when the variants'
   * goals or placements differ (their scores or seen shares then measure different things).
   */
  scoredFor?: string;
}

export function scoreBandOf(entry: Pick<Entry, 'score' | 'score_band'>): ScoreBand {
  if (entry.score_band) return entry.score_band;
  return { band: bandOf(entry.score), thresholds: { ...BAND_THRESHOLDS } };
}

/** The one id in first place, or null when nobody is or several share it. */
function soleFirst(values: readonly { research_id: number; rank: number }[]): number | null {
  const first = values.filter((v) => v.rank === 1);
  return first.length === 1 ? first[0]!.research_id : null;
}

/** A score's range, rounded; none when it has no width (the score predicts nothing of people). */
function rangeOf(r: Entry['score_range']): Pick<Variant, 'range'> {
  if (!r) return {};
  const low = Math.round(r.low);
  const high = Math.round(r.high);
  if (high <= low) return {};
  return { range: { low, high, ...(r.share_unknown ? { share_unknown: true } : {}) } };
}

const plain = (s: string) =>
  s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('ru').replace(/ё/g, 'е');

/** Whether `name` is more than the variant's label or letter (see Variant.named). */
function namesMore(name: string, letter: string, label: string): boolean {
  const n = plain(name);
  return n !== '' && n !== plain(letter) && n !== plain(label);
}

/**
 * The variants in overall order. Letters follow the order the user picked the researches in
 * (`order`, the analysis's research_ids), so «Вариант А» stays the same creative whoever wins.
 * Scores of different goals give no order (`placed`): the variants then stand in letter order.
 */
export function variantsOf(result: ComparisonData, order: readonly number[] = []): Variant[] {
  const ranked = [...result.ranking].sort((a, b) => a.rank - b.rank);
  const ids = [
    ...order.filter((id) => ranked.some((e) => e.research_id === id)),
    ...ranked.map((e) => e.research_id).filter((id) => !order.includes(id)),
  ];
  const first = soleFirst(ranked);
  const tied = ranked.filter((e) => e.rank === 1).length > 1;
  // scores of different goals do not compare (the server's `score_comparable`): no winner, and
  // no «в пределах погрешности» either, which would give the wrong reason
  const comparable = result.score_comparable !== false;
  const apart = comparable && result.score_distinguishable !== false;
  const winner = apart ? first : null;
  const showSettings = settingDiffers(ranked, 'goal') || settingDiffers(ranked, 'placement');
  const shown = comparable
    ? ranked
    : [...ranked].sort((a, b) => ids.indexOf(a.research_id) - ids.indexOf(b.research_id));
  return shown.map((e) => {
    const letter = VARIANT_LETTERS[ids.indexOf(e.research_id)] ?? String(e.research_id);
    return {
      id: e.research_id,
      letter,
      label: T.variant(letter),
      name: e.name,
      named: namesMore(e.name, letter, T.variant(letter)),
      rank: e.rank,
      placed: comparable,
      score: Math.round(e.score),
      band: scoreBandOf(e),
      winner: e.research_id === winner,
      withinError: comparable && !apart && e.research_id === first,
      tie: comparable && tied && e.rank === 1,
      ...rangeOf(e.score_range),
      ...(e.frames?.length ? { frames: e.frames.length } : {}),
      ...(showSettings && e.goal && e.placement
        ? { scoredFor: scoredForText(e.goal, e.placement) }
        : {}),
    };
  });
}

/**
 * The name of the table of the variants' figures and of its section: a ranking, or, when the
 * overall scores give no places (`Variant.placed`), the variants' figures.
 */
export function rankingName(variants: readonly Variant[]): string {
  return variants.every((v) => v.placed) ? ANALYSIS_TEXTS.ranking : T.figures;
}

/**
 * Whether the entries were run with different goals or placements; false when one's is not known
 * (comparisons stored before the entries carried them).
 */
function settingDiffers(
  entries: readonly Pick<Entry, 'goal' | 'placement'>[],
  key: 'goal' | 'placement',
): boolean {
  return entries.every((e) => e[key] !== undefined) && new Set(entries.map((e) => e[key])).size > 1;
}

/**
 * The variants' goals and placements in words («Вариант А — «Узнаваемость»; …»), each only when
 * they differ: scores of different goals do not compare (`score_comparable`), and a placement
 * sets the viewing time and the screen the legibility and the seen shares are computed for.
 */
export function settingsOf(
  result: ComparisonData,
  variants: readonly Variant[],
): { goals: string | null; placements: string | null } {
  const entries: Pick<Entry, 'goal' | 'placement'>[] = variants.map(
    (v) => result.ranking.find((e) => e.research_id === v.id) ?? {},
  );
  const listed = <K extends 'goal' | 'placement'>(
    key: K,
    words: Record<NonNullable<ComparisonEntry[K]>, string>,
  ) =>
    settingDiffers(entries, key)
      ? variants
          .map(
            (v, i) =>
              `${v.label} — «${words[entries[i]![key] as NonNullable<ComparisonEntry[K]>]}»`,
          )
          .join('; ')
      : null;
  return {
    goals: result.score_comparable === false ? listed('goal', GOAL_LABELS) : null,
    placements: listed('placement', PLACEMENT_LABELS),
  };
}

/**
 * The variants whose research was computed with another attention model or another definition
 * of the metrics than the comparison's (its `method`): their numbers may not compare. Nothing for
 * comparisons made before the entries carried their versions.
 */
export function otherVersions(result: ComparisonData, variants: readonly Variant[]): Variant[] {
  const { model_version: model, metrics_version: metrics } = result.method;
  if (metrics === undefined) return [];
  const other = new Set(
    result.ranking
      .filter((e) => e.model_version !== undefined)
      .filter((e) => e.model_version !== model || (e.metrics_version ?? null) !== metrics)
      .map((e) => e.research_id),
  );
  return [...variants]
    .filter((v) => other.has(v.id))
    .sort((a, b) => a.letter.localeCompare(b.letter, 'ru'));
}

/** Which way a comparison metric is better (the server's `better`, else the published one). */
export function metricBetter(m: ComparisonData['metrics'][number]) {
  return betterOf(m.metric, m.better);
}

/** What the metric's heading adds: «меньше — лучше», «ни больше, ни меньше не лучше», or nothing. */
export function directionNote(m: ComparisonData['metrics'][number]): string | null {
  const way = metricBetter(m);
  if (way !== 'none' && m.map_property) return T.mapProperty;
  return way === 'higher' ? null : way === 'lower' ? T.lowerIsBetter : T.noBetter;
}

/**
 * The best variant on a metric, as the server names it (`ComparisonMetric.best`, decided once
 * for this page and the PDF report: apps/api/src/analyses/metric-best.ts): none on a metric
 * without a direction, on focus and clarity, on a shared first place, on the overall score within
 * the uncertainty, or on another metric whose first place leads by less than 10 points.
 */
export function metricWinner(result: ComparisonData, metric: MetricKey): number | null {
  return result.metrics.find((x) => x.metric === metric)?.best ?? null;
}

/** How far the first place is from the second, in the rounded points the page shows; null with one value. */
function leadOf(m: ComparisonData['metrics'][number]): number | null {
  const [best, next] = [...m.values].sort((a, b) => a.rank - b.rank);
  if (!best || !next) return null;
  return Math.abs(Math.round(best.value) - Math.round(next.value));
}

/** The sole first place on a metric with a direction; null without one or on a shared first place. */
function directedFirst(m: ComparisonData['metrics'][number]): number | null {
  return metricBetter(m) !== 'none' ? soleFirst(m.values) : null;
}

export type Verdict =
  | { kind: 'none' }
  | { kind: 'indistinguishable' }
  | {
      kind: 'winner';
      id: number;
      best: number;
      runnerUp: number | null;
      runnerUpId: number | null;
    };

/**
 * Who is noticed most on a measure in a segment, as the server decided it (`verdicts`, which the
 * PDF report reads too: apps/api/src/analyses/segment-verdicts.ts), with the shares the page
 * names; a variant without the element is the runner-up at 0. None where the result carries no
 * verdict.
 */
export function verdictOf(segment: Segment, measure: NoticedMeasure): Verdict {
  const said = segment.verdicts?.[measure];
  if (said?.kind === 'indistinguishable') return { kind: 'indistinguishable' };
  if (said?.kind !== 'leads' || said.research_id === null) return { kind: 'none' };
  const shareOfId = (id: number) => {
    const v = segment.values.find((x) => x.research_id === id);
    return v ? (shareOf(v, measure) ?? 0) : 0;
  };
  return {
    kind: 'winner',
    id: said.research_id,
    best: shareOfId(said.research_id),
    runnerUp: said.runner_up_id === null ? 0 : shareOfId(said.runner_up_id),
    runnerUpId: said.runner_up_id,
  };
}

/** 0.6182 → «62 %». */
export function percent(share: number): string {
  return `${formatNumber(Math.round(share * 100))}\u00a0%`;
}

/** «от 41 до 63 %»: the result's own wording (one function for both pages). */
export { intervalText };

/** «кадр» / «страница» for the frames of a research. */
export function framesWord(n: number, pages: boolean): string {
  return plural(n, pages ? T.pageWords : T.frameWords);
}

function joinRu(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} и ${words[words.length - 1]}`;
}

/**
 * The differences that matter, in words, most telling first: the noticed shares that are
 * distinguishable, the overall score, then metrics with a direction that differ by at least
 * METRIC_DIFFERENCE points; and one line for the measures on which the variants are not
 * distinguishable.
 */
export function differences(result: ComparisonData, variants: readonly Variant[]): string[] {
  const byId = new Map(variants.map((v) => [v.id, v]));
  const label = (id: number | null) => (id === null ? '' : (byId.get(id)?.label ?? `#${id}`));
  const of = (id: number | null) => {
    const v = id === null ? undefined : byId.get(id);
    return v ? T.variantOf(v.letter) : '';
  };
  const noticed: string[] = [];
  const unclear: string[] = [];
  const several = result.segments.length > 1;
  // segments with the same note share one line: a brief of three segments said the same
  // «не различимы» three times, once per segment
  const notes = new Map<string, string[]>();
  for (const segment of result.segments) {
    // variants whose researches did not simulate this segment (it has no value of theirs)
    const absent = [...variants]
      .filter((v) => !segment.values.some((x) => x.research_id === v.id))
      .map((v) => v.letter)
      .sort((a, b) => a.localeCompare(b, 'ru'));
    if (absent.length > 0)
      unclear.push(T.notSimulatedIn(segment.name, joinRu(absent), absent.length > 1));
    const flat: string[] = [];
    for (const measure of MEASURES) {
      const verdict = verdictOf(segment, measure);
      if (verdict.kind === 'indistinguishable') flat.push(NOTICED_DATIVE[measure]);
      if (verdict.kind !== 'winner') continue;
      const sentence =
        verdict.runnerUpId === null
          ? T.onlyOne(of(verdict.id), measure, percent(verdict.best))
          : T.noticedBetter(
              label(verdict.id),
              measure,
              percent(verdict.best),
              percent(verdict.runnerUp ?? 0),
              of(verdict.runnerUpId),
            );
      noticed.push(several ? T.inSegment(segment.name, sentence) : sentence);
    }
    if (flat.length > 0) {
      const note = T.indistinguishableNote(joinRu(flat));
      notes.set(note, [...(notes.get(note) ?? []), segment.name]);
    }
  }
  for (const [note, segments] of notes) {
    if (!several) unclear.push(note);
    else if (segments.length === result.segments.length) unclear.push(T.inEverySegment(note));
    else if (segments.length === 1) unclear.push(T.inSegment(segments[0]!, note));
    else unclear.push(T.inSegments(joinRu(segments.map((name) => `«${name}»`)), note));
  }

  const scored: { size: number; text: string }[] = [];
  const ranked = [...variants].sort((a, b) => a.rank - b.rank);
  const [first, second] = ranked;
  // right after the noticed shares: it says why no variant is named best overall
  const overall: string[] = [];
  const settings = settingsOf(
    result,
    [...variants].sort((a, b) => a.letter.localeCompare(b.letter, 'ru')),
  );
  if (settings.goals && second) overall.push(T.overallOtherGoals(settings.goals));
  if (settings.placements) overall.push(T.otherPlacements(settings.placements));
  if (first?.withinError && second)
    overall.push(
      T.overallWithinError(ranked.map((v) => T.scoreWithRange(v.label, v.score, v.range))),
    );
  if (first?.winner && second && first.score - second.score >= METRIC_DIFFERENCE)
    scored.push({
      size: Infinity,
      text: T.overallBetter(first.label, first.score, second.score, of(second.id)),
    });
  for (const m of result.metrics) {
    if (m.metric === 'score') continue;
    const [best, next] = [...m.values].sort((a, b) => a.rank - b.rank);
    const size = leadOf(m);
    if (!best || !next || size === null) continue;
    // a measure of the predicted map: a large difference gets a line that it is not named
    if (m.map_property) {
      if (size >= METRIC_DIFFERENCE && directedFirst(m) !== null)
        unclear.push(T.notNamed(METRIC_LABELS[m.metric]));
      continue;
    }
    // the server names the best (`metricWinner`); the lines say by how much, largest first
    const winner = metricWinner(result, m.metric);
    if (winner === null) continue;
    let text = T.metricBetter(
      label(winner),
      METRIC_LABELS[m.metric],
      Math.round(best.value),
      Math.round(next.value),
      of(next.research_id),
    );
    if (metricBetter(m) === 'lower') text += ` (${T.lowerIsBetter})`;
    scored.push({ size, text });
  }
  // where only some variants named a brand, or had it read, their «не указан» or «не распознан»
  // and the missing verdict need a why
  const lettersOf = (test: (x: SegmentValue) => boolean) =>
    variants
      .filter((v) =>
        result.segments.some((s) => s.values.some((x) => x.research_id === v.id && test(x))),
      )
      .map((v) => v.letter)
      .sort((a, b) => a.localeCompare(b));
  for (const [letters, say] of [
    [lettersOf(brandNotNamed), T.brandNotNamedIn],
    [lettersOf(brandUnread), T.brandUnreadIn],
  ] as const)
    if (letters.length > 0 && letters.length < variants.length)
      unclear.push(say(joinRu(letters), letters.length > 1));
  scored.sort((a, b) => b.size - a.size);
  return [...noticed, ...overall, ...scored.map((s) => s.text), ...unclear];
}
