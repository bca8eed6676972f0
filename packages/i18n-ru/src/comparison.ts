// Texts of a comparison's metrics: its result page's «Показатели на одной шкале» and the same
// section of its PDF report (apps/api src/analyses/report.ts), which name the best variant on a
// metric by one rule (the server's `ComparisonMetric.best`).
export const COMPARISON_METRIC_TEXTS = {
  hint: 'Все показатели — от 0 до 100. Лучший вариант отмечен, если он впереди на 10 баллов и больше (по общей оценке — если разница больше погрешности прогноза); его нет у яркости и доли текста (у них нет «лучше») и у фокуса и ясности: это свойства прогнозной карты, их разница не говорит, что люди будут смотреть иначе.',
  best: 'лучший',
} as const;
