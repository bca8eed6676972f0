// Texts of a research of two versions of one file (issue 17): the result page's «Версии» tab
// and the same section of the research's PDF report (apps/api src/analyses/report-versions.ts).
export const VERSION_TEXTS = {
  tab: 'Версии',
  title: (from: number, to: number) => `Версия ${to} против версии ${from}`,
  mapLabel: (from: number, to: number) =>
    `Разница внимания между версиями ${from} и ${to} поверх версии ${to}`,
  gained: 'Больше внимания',
  lost: 'Меньше внимания',
  legend: 'Легенда карты разницы',
  smallChange: 'Где изменение мало, карта прозрачна.',
  noChange: 'Карта внимания почти не изменилась.',
  metricsTitle: 'Метрики',
  regionsTitle: 'Доли внимания областей',
  metric: 'Метрика',
  region: 'Область',
  change: 'Изменение',
  version: (n: number) => `Версия ${n}`,
  appeared: 'появилась',
  disappeared: 'исчезла',
  noRegions: 'Областей нет ни в одной версии.',
  better: (n: number) => `Сильнее версия ${n}`,
  even: 'Версии почти равны',
  imageMissing: 'Изображение версии недоступно.',
} as const;
