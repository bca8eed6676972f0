import type { AnalysisResult } from './index';
import { METRIC_KEYS, type CreativeMetrics } from './metrics';
import { distinguishable } from '../viewers/calibration';

/** A share with its 95 % interval (`sd` from the calibration when the engine produced it). */
type Share = { share: number; low: number; high: number; n: number; sd?: number };
type Roles<T> = { brand: T; message: T; cta: T };

export interface Comparison {
  /** Per metric: the creatives' indices from best to worst (for cognitive load, lower is better). */
  ranking: Record<keyof CreativeMetrics, { index: number; value: number }[]>;
  /** Overall: by the goal's score, then the mean rank over the metrics. */
  overall: { index: number; score: number; mean_rank: number }[];
  /** Per segment and creative: share of people expected to notice brand, message, call to action, with 95 % intervals. */
  segments: {
    segment_id: string;
    name: string;
    creatives: ({ index: number } & Roles<Share | null>)[];
    /** Whether the best and second creative differ beyond their uncertainty, per element (null: fewer than two have it). */
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

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);

/** Compares two or more analysed creatives (their frames' metrics are averaged). */
export function compare(results: AnalysisResult[]): Comparison {
  if (results.length < 2) throw new Error('compare needs at least two results');
  const metricOf = (r: AnalysisResult, k: keyof CreativeMetrics) =>
    mean(r.frames.map((f) => f.metrics[k].value));
  const ranking = {} as Comparison['ranking'];
  const ranks = results.map(() => [] as number[]);
  for (const k of METRIC_KEYS) {
    const lowerBetter = k === 'cognitive_load';
    const list = results
      .map((r, index) => ({ index, value: +metricOf(r, k).toFixed(1) }))
      .sort((a, b) => (lowerBetter ? a.value - b.value : b.value - a.value));
    ranking[k] = list;
    list.forEach((e, pos) => ranks[e.index]!.push(pos + 1));
  }
  const overall = results
    .map((r, index) => ({
      index,
      score: +metricOf(r, 'score').toFixed(1),
      mean_rank: +mean(ranks[index]!).toFixed(2),
    }))
    .sort((a, b) => b.score - a.score || a.mean_rank - b.mean_rank);
  const segIds = [...new Set(results.flatMap((r) => r.segments.map((s) => s.segment_id)))];
  const segments = segIds.map((id) => {
    const creatives = results.map((r, index) => {
      const s = r.segments.find((x) => x.segment_id === id);
      return {
        index,
        brand: s?.noticed.brand ?? null,
        message: s?.noticed.message ?? null,
        cta: s?.noticed.cta ?? null,
      };
    });
    const winner = (k: keyof Roles<unknown>) => {
      const xs = creatives
        .map((c) => c[k])
        .filter((v): v is NonNullable<typeof v> => v !== null)
        .sort((a, b) => b.share - a.share);
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
  return { ranking, overall, segments };
}
