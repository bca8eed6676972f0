// Labels of the analysis pages: goals, placements, metrics, regions, views and stages. The
// pages' sentences are @kreolab/entities' ANALYSIS_TEXTS; catalogue errors come from
// errorMessage().
import type { Goal, Metrics, Placement } from '@kreolab/api-client';

export const GOAL_LABELS: Record<Goal, string> = {
  awareness: 'Узнаваемость',
  consideration: 'Рассмотрение',
  conversion: 'Конверсия',
};

export const PLACEMENT_LABELS: Record<Placement, string> = {
  social_feed: 'Лента соцсетей',
  banner: 'Баннер',
  outdoor: 'Наружная реклама',
  print: 'Печать',
  video: 'Видео',
};

export type MetricKey = keyof Metrics;
export const METRIC_KEYS: readonly MetricKey[] = [
  'score',
  'focus',
  'clarity',
  'cognitive_load',
  'text_coverage',
  'legibility',
  'colourfulness',
  'brightness',
  'contrast',
];
export const METRIC_LABELS: Record<MetricKey, string> = {
  score: 'Общая оценка',
  focus: 'Фокус',
  clarity: 'Ясность',
  cognitive_load: 'Когнитивная нагрузка',
  text_coverage: 'Доля текста',
  legibility: 'Читаемость текста',
  colourfulness: 'Красочность',
  brightness: 'Яркость',
  contrast: 'Контраст',
};

export const REGION_KIND_LABELS = {
  text: 'Текст',
  face: 'Лицо',
  object: 'Объект',
  custom: 'Своя область',
} as const;

export const VIEW_LABELS = {
  heatmap: 'Тепловая карта',
  fog: 'Туман',
  original: 'Оригинал',
} as const;

/** Stage keys a server might send instead of Russian text (the contract asks for Russian). */
export const STAGE_LABELS: Record<string, string> = {
  queued: 'В очереди',
  prepare: 'Подготовка',
  decode: 'Подготовка',
  attention: 'Карта внимания',
  regions: 'Регионы и метрики',
  metrics: 'Регионы и метрики',
  viewers: 'Симуляция зрителей',
  assemble: 'Сборка результата',
  compare: 'Сравнение креативов',
  done: 'Готово',
};
