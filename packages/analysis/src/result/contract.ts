// The result fields agreed in /work/coord/CONTRACT.md that the generated client may not have
// yet: a local extension of the contract's types, all optional because results stored before
// them lack them. Once `pnpm gen` brings them, these become plain aliases.
import type { Frame, Region, ResearchResult, SegmentStats } from '@kreolab/api-client';
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import { RESULT_TEXTS, type MetricKey, type NoticedMeasure, type ScoreBandName } from '../texts';

/** A 95 % range for a share of people, from the engine's calibration (0..1). */
export interface Interval {
  low: number;
  high: number;
}

export type RegionWithInterval = Region & { seen_interval?: Interval };

export interface SegmentIntervals {
  noticed_brand: Interval | null;
  noticed_message: Interval | null;
  noticed_cta: Interval | null;
}

export type SegmentStatsWithIntervals = SegmentStats & {
  intervals?: SegmentIntervals;
  brand_text?: string | null;
  brand?: string | null;
};

/**
 * A 95 % range in the page's words, «от 41 до 63 %» (a no-break space before «%», so a narrow
 * cell never leaves the sign alone on a line): the result's and the comparison's tables alike.
 */
export function intervalText(interval: Interval): string {
  const whole = (v: number) => Math.round(v * 100).toLocaleString('ru-RU');
  return RESULT_TEXTS.interval(whole(interval.low), whole(interval.high));
}

/**
 * The research named no brand, so none was looked for and its share is «не указан» rather than
 * «не найден». Only an explicit null says so: results made before `brand` lack it.
 */
export function brandNotNamed(v: { brand?: string | null }): boolean {
  return v.brand === null;
}

/**
 * The research named a brand and no line was read as it (a logo drawn as a picture, maybe): its
 * share is unknown, not nobody's, as the score counts it (`ScoreRange.share_unknown`). Only a
 * result that says which brand was named (`brand`) can tell.
 */
export function brandUnread(v: { brand?: string | null } & Parameters<typeof shareOf>[0]): boolean {
  return typeof v.brand === 'string' && shareOf(v, 'noticed_brand') === null;
}

/**
 * What a table cell says where a segment has no share of a measure: a brand the research did not
 * name is «не указан», one named and read on no line «не распознан» (unknown, not nobody's), and
 * an element the creative lacks «не найден». The result's and the comparison's tables, and the
 * PDF reports (apps/api/src/analyses/report.ts), say the same.
 */
export function missingShareText(
  v: ({ brand?: string | null } & Parameters<typeof shareOf>[0]) | undefined,
  measure: NoticedMeasure,
): string {
  if (measure === 'noticed_brand' && v) {
    if (brandNotNamed(v)) return RESULT_TEXTS.notNamed;
    if (brandUnread(v)) return RESULT_TEXTS.brandUnreadCell;
  }
  return ANALYSIS_TEXTS.notFound;
}

/**
 * The share of a measure, or null when the creative has no region of that role: the contract
 * sends 0 for such an element and marks it by a null range; a result stored before the ranges
 * (no `intervals`) keeps its share. Research and comparison segments both carry these fields.
 */
export function shareOf(
  v: Partial<Record<NoticedMeasure, number | null>> & {
    intervals?: Partial<Record<NoticedMeasure, Interval | null>>;
  },
  measure: NoticedMeasure,
): number | null {
  if (v.intervals && v.intervals[measure] === null) return null;
  const share = v[measure];
  return share === null || share === undefined || !Number.isFinite(share) ? null : share;
}

export interface ScoreBand {
  band: ScoreBandName;
  thresholds: { average: number; good: number };
}

export type Timeline = Partial<Record<MetricKey, number[]>>;

/** The result as the server sends it: the contract's keys plus the agreed additions. */
export type ResearchResultData = Omit<ResearchResult, 'segments'> & {
  segments: SegmentStatsWithIntervals[];
  timeline?: Timeline;
  score_band?: ScoreBand;
};

export type MetricBetter = 'higher' | 'lower' | 'none';
/**
 * Which way each metric is better, the engine's published `METRIC_BETTER`
 * (packages/engine/src/analyse/metrics.ts), for results stored before the server sent it with
 * each comparison metric. Brightness and text coverage are in no score: neither end is better.
 */
export const METRIC_BETTER: Record<MetricKey, MetricBetter> = {
  score: 'higher',
  focus: 'higher',
  clarity: 'higher',
  cognitive_load: 'lower',
  text_coverage: 'none',
  legibility: 'higher',
  colourfulness: 'higher',
  brightness: 'none',
  contrast: 'higher',
};

/** The direction of a metric: the server's where it sent one, else the published one. */
export function betterOf(metric: MetricKey, given?: MetricBetter | null): MetricBetter {
  return given ?? METRIC_BETTER[metric];
}

/** The published thresholds, used when the server sends none (results stored before them). */
export const DEFAULT_THRESHOLDS = { average: 40, good: 70 } as const;

/** The band of a score as the page prints it: rounded first, so «70» never reads «средняя». */
export function bandOf(score: number, t: ScoreBand['thresholds'] = DEFAULT_THRESHOLDS) {
  const value = Math.round(score);
  if (value >= t.good) return 'good' as const;
  if (value >= t.average) return 'average' as const;
  return 'low' as const;
}

/**
 * One value per frame for each metric: the server's timeline, or the frames' own metrics when a
 * result stored before the timeline was added lacks it.
 */
export function timelineOf(result: ResearchResultData): Timeline | null {
  if (result.frames.length < 2) return null;
  if (result.timeline && Object.keys(result.timeline).length > 0) return result.timeline;
  const out: Timeline = {};
  const first = result.frames[0]!.metrics;
  for (const key of Object.keys(first) as MetricKey[]) {
    out[key] = result.frames.map((f: Frame) => f.metrics[key]?.value ?? 0);
  }
  return out;
}
