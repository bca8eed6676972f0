// The metrics' words of the PDF reports, shared by their sections (src/analyses/report.ts,
// report-versions.ts), as the result page writes them (packages/analysis/src/texts.ts, which the
// server may not import).
import type { components } from '@kreolab/api-spec';

export type MetricKey = keyof components['schemas']['Metrics'];

export const METRIC_NAMES: Record<MetricKey, string> = {
  focus: 'Фокус',
  clarity: 'Ясность',
  cognitive_load: 'Когнитивная нагрузка',
  text_coverage: 'Доля текста',
  legibility: 'Читаемость текста',
  colourfulness: 'Красочность',
  brightness: 'Яркость',
  contrast: 'Контраст',
  score: 'Общая оценка',
};

/**
 * Metrics read off the predicted map, whose differences do not show that people look differently:
 * they follow the same measures of people's looking only loosely on osie-dev's held-out maps —
 * focus at r 0.49 and clarity at r 0.60, where two halves of the viewers agree at 0.83 and 0.86 —
 * and no difference on their 0–100 scale is enough to say people's looking differs (147 and 103
 * points would be needed; packages/engine/scripts/map-metrics-people.ts and the engine README's
 * "How well focus and clarity follow people"). The comparison names no best on them and sends
 * `map_property` for the page (which ranks no places on them and says a large difference is not
 * named), and a change of version colours neither way (`metricChange`).
 */
export const MAP_PROPERTIES: readonly string[] = ['focus', 'clarity'];

/** Whether a metric is a per cent (the share of text; packages/analysis METRIC_UNITS). */
export const inPercent = (key: string) => key === 'text_coverage';

/** A metric's value in the page's words: the share of text in per cent. */
export const metricValue = (key: string, value: number) =>
  `${Math.round(value)}${inPercent(key) ? '\u00a0%' : ''}`;
