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
 * the comparison names no best on them (as `NOT_NAMED` in packages/analysis/src/result/contract.ts),
 * and a change of version colours neither way.
 */
export const MAP_PROPERTIES: readonly string[] = ['focus', 'clarity'];

/** A metric's value in the page's words: the share of text in per cent (packages/analysis METRIC_UNITS). */
export const metricValue = (key: string, value: number) =>
  `${Math.round(value)}${key === 'text_coverage' ? '\u00a0%' : ''}`;
