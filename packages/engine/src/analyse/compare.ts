import type { AnalysisResult } from './index';
import {
  METRIC_BETTER,
  METRIC_KEYS,
  scoresApart,
  type CreativeMetrics,
  type ScoreRange,
} from './metrics';
import { distinguishable } from '../viewers/calibration';

/** A share with its 95 % interval (`sd` from the calibration when the engine produced it). */
type Share = { share: number; low: number; high: number; n: number; sd?: number };
type Roles<T> = { brand: T; message: T; cta: T };

export interface Comparison {
  /**
   * Per metric: the creatives' indices from best to worst (`METRIC_BETTER`: for cognitive load
   * lower is better); for a metric without a direction, from the highest value to the lowest.
   */
  ranking: Record<keyof CreativeMetrics, { index: number; value: number }[]>;
  /**
   * Overall: by the goal's score, then the mean rank over the metrics with a direction.
   * `range`: the score's 95 % range (`scoreRange`, averaged over the frames as the score is),
   * absent when a frame has none.
   */
  overall: { index: number; score: number; mean_rank: number; range?: ScoreRange }[];
  /**
   * Whether the best score exceeds the runner-up's beyond their combined uncertainty (the rule
   * of the noticed shares, on the scores' ranges); null when either lacks a range.
   */
  overall_distinguishable: boolean | null;
  /** Per segment and creative: share of people expected to notice brand, message, call to action, with 95 % intervals. */
  segments: {
    segment_id: string;
    name: string;
    creatives: ({ index: number } & Roles<Share | null>)[];
    /**
     * Whether the best and second creative differ beyond their uncertainty, per element; a
     * creative without the message or the call to action counts as noticed by nobody, one without
     * a brand region is left out (null: no creative has the element, or fewer than two have a
     * brand region).
     */
    clear_winner: Roles<boolean | null>;
    /** The same verdict under its plain name: false means the two best cannot be told apart. */
    distinguishable: Roles<boolean | null>;
    /** Russian wording of the verdict per element, for reports. */
    verdict: Roles<string | null>;
  }[];
}

function verdictRu(element: string, d: boolean | null): string | null {
  if (d === null) return null;
  return d
    ? `Разница заметна: ${element} в лучшем варианте замечают чаще, чем во втором, сверх погрешности прогноза.`
    : `Варианты неразличимы: разница в доле заметивших ${element} меньше погрешности прогноза.`;
}

/** The share of an element a creative lacks: nobody notices it, and that is certain. */
const NOBODY: Share = { share: 0, low: 0, high: 0, n: 0, sd: 0 };

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);

/** Compares two or more analysed creatives (their frames' metrics are averaged). */
export function compare(results: AnalysisResult[]): Comparison {
  if (results.length < 2) throw new Error('compare needs at least two results');
  const metricOf = (r: AnalysisResult, k: keyof CreativeMetrics) =>
    mean(r.frames.map((f) => f.metrics[k].value));
  const ranking = {} as Comparison['ranking'];
  const ranks = results.map(() => [] as number[]);
  for (const k of METRIC_KEYS) {
    const lowerBetter = METRIC_BETTER[k] === 'lower';
    const list = results
      .map((r, index) => ({ index, value: +metricOf(r, k).toFixed(1) }))
      .sort((a, b) => (lowerBetter ? a.value - b.value : b.value - a.value));
    ranking[k] = list;
    // the tie-break's mean rank counts only metrics with a better end
    if (METRIC_BETTER[k] !== 'none') list.forEach((e, pos) => ranks[e.index]!.push(pos + 1));
  }
  // A creative's frames share one calibration, so their seen terms' errors are not independent:
  // the mean score's range is the mean of the frames' ranges (no narrowing by √frames).
  const rangeOf = (r: AnalysisResult): ScoreRange | undefined => {
    const rs = r.frames.map((f) => f.metrics.score.range);
    if (rs.length === 0 || rs.some((x) => !x)) return undefined;
    const m1 = (k: 'low' | 'high' | 'sd') => +mean(rs.map((x) => x![k])).toFixed(1);
    // a frame whose named brand went unread makes its share unknown in the mean as well
    const unknown = rs.some((x) => x!.share_unknown);
    return {
      low: m1('low'),
      high: m1('high'),
      sd: m1('sd'),
      ...(unknown ? { share_unknown: true } : {}),
    };
  };
  const overall = results
    .map((r, index) => {
      const range = rangeOf(r);
      return {
        index,
        score: +metricOf(r, 'score').toFixed(1),
        mean_rank: +mean(ranks[index]!).toFixed(2),
        ...(range ? { range } : {}),
      };
    })
    .sort((a, b) => b.score - a.score || a.mean_rank - b.mean_rank);
  const [first, second] = overall;
  const overall_distinguishable =
    first && second
      ? scoresApart(
          { value: first.score, range: first.range },
          { value: second.score, range: second.range },
        )
      : null;
  const segIds = [...new Set(results.flatMap((r) => r.segments.map((s) => s.segment_id)))];
  const segments = segIds.map((id) => {
    // only the creatives whose viewers of this segment were simulated: a segment added to a
    // brief after one research ran has no viewers there, which is not nobody noticing anything
    // (counted as 0, the other creative «led» on the message and the call to action)
    const creatives = results.flatMap((r, index) => {
      const s = r.segments.find((x) => x.segment_id === id);
      return s
        ? [
            {
              index,
              brand: s.noticed.brand ?? null,
              message: s.noticed.message ?? null,
              cta: s.noticed.cta ?? null,
            },
          ]
        : [];
    });
    // as the product judges them (apps/api segment-verdicts.ts): a creative without a message or
    // a call to action is noticed for it by nobody, with no uncertainty, so the only one with a
    // button can lead; one without a brand region named none or had it read on no line (its share
    // unknown), so it is left out of the brand's verdict
    const winner = (k: keyof Roles<unknown>) => {
      const shares = creatives.map((c) => c[k]);
      if (shares.every((v) => v === null)) return null;
      const xs = (
        k === 'brand'
          ? shares.filter((v): v is NonNullable<typeof v> => v !== null)
          : shares.map((v) => v ?? NOBODY)
      ).sort((a, b) => b.share - a.share);
      if (xs.length < 2) return null;
      return distinguishable(xs[0]!, xs[1]!);
    };
    const d = { brand: winner('brand'), message: winner('message'), cta: winner('cta') };
    const name = results.flatMap((r) => r.segments).find((s) => s.segment_id === id)?.name ?? id;
    return {
      segment_id: id,
      name,
      creatives,
      clear_winner: d,
      distinguishable: d,
      verdict: {
        brand: verdictRu('бренд', d.brand),
        message: verdictRu('сообщение', d.message),
        cta: verdictRu('призыв к действию', d.cta),
      },
    };
  });
  return { ranking, overall, overall_distinguishable, segments };
}
