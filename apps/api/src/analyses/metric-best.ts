import { METRIC_BETTER } from '@kreolab/engine';
import type { components } from '@kreolab/api-spec';
import { shownChange } from '@kreolab/i18n-ru';
import { MAP_PROPERTIES } from './report-words';

type ComparisonMetric = components['schemas']['ComparisonMetric'];

/**
 * Which way a comparison metric is better: the result's `better`, else the engine's (results
 * stored before `better`), else higher.
 */
export function metricWay(metric: string, given?: 'higher' | 'lower' | 'none') {
  return given ?? METRIC_BETTER[metric as keyof typeof METRIC_BETTER] ?? 'higher';
}

/** A lead on a metric smaller than this (of 100, rounded values) names no best. */
export const METRIC_DIFFERENCE = 10;

/**
 * The variant named best on one metric of a comparison (`ComparisonMetric.best`), decided here
 * once for the page's bars and table and the PDF report: the sole first place on a metric with a
 * direction, ahead of the second by `METRIC_DIFFERENCE` points or more; on the overall score,
 * ahead beyond the scores' combined uncertainty (`scoreDistinguishable`; results stored before
 * it, whose scores had no ranges, at any lead, as the page named them then). None on focus and
 * clarity (`MAP_PROPERTIES`: properties of the predicted map, whose difference does not say
 * people look differently), on a metric without a direction (brightness, text coverage), on a
 * shared first place, a smaller lead or a single variant.
 */
export function metricBest(
  m: Pick<ComparisonMetric, 'metric' | 'better' | 'values'>,
  scoreDistinguishable?: boolean,
): number | null {
  if (metricWay(m.metric, m.better) === 'none' || MAP_PROPERTIES.includes(m.metric)) return null;
  const first = m.values.filter((v) => v.rank === 1);
  if (first.length !== 1) return null;
  const top = first[0]!;
  if (m.metric === 'score') return scoreDistinguishable === false ? null : top.research_id;
  const next = m.values.filter((v) => v.rank > 1).sort((a, b) => a.rank - b.rank)[0];
  if (!next) return null;
  const lead = Math.abs(Math.round(top.value) - Math.round(next.value));
  return lead >= METRIC_DIFFERENCE ? top.research_id : null;
}

/**
 * How a metric's change between two versions reads (`VersionDiff.metrics[].change`), decided
 * here once for the «Версии» tab and the report: by the metric's direction, on the change as the
 * table shows it (whole numbers); `neutral` where that is nothing, for a metric without a
 * direction, and for the map's own properties (`MAP_PROPERTIES`), as `metricBest` names no best
 * on them.
 */
export function metricChange(
  metric: string,
  from: number,
  to: number,
): 'better' | 'worse' | 'neutral' {
  const way = metricWay(metric);
  const change = shownChange(from, to);
  if (change === 0 || way === 'none' || MAP_PROPERTIES.includes(metric)) return 'neutral';
  return (way === 'lower' ? change < 0 : change > 0) ? 'better' : 'worse';
}
