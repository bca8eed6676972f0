// Texts of the analysis pages that @kreolab/i18n-ru does not have yet. Goal and placement
// labels are the product's own words (issue 6); catalogue errors come from errorMessage().
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

export const VIEW_LABELS = { heatmap: 'Тепловая карта', fog: 'Туман', original: 'Оригинал' } as const;

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

export const HINT_TEXTS = {
  hint_research_create:
    'Выберите в облаке от одного до двадцати креативов: изображения, страницы PDF или кадры видео. Видео сначала разбейте на кадры — укажите частоту. Затем задайте цель и площадку и нажмите «Запустить».',
  hint_research_before_save:
    'Переименуйте исследование и сохраните его: только сохранённые исследования можно сравнивать между собой.',
  hint_research_after_save:
    'Исследование сохранено. Теперь его можно скачать отчётом PDF или сравнить с другими исследованиями этой лаборатории.',
  hint_comparison_create:
    'Отметьте минимум два сохранённых исследования: мы сравним креативы по метрикам и по тому, что заметили зрители каждого сегмента.',
} as const;

export const ANALYSIS_TEXTS = {
  hintTitle: 'Подсказка',
  hintClose: 'Больше не показывать',
  back: 'Назад',
  backToLab: 'Вернуться в лабораторию',
  backToBrief: 'Вернуться к брифу',
  retry: 'Повторить',
  loadError: 'Не удалось загрузить данные',
  // details
  name: 'Название исследования',
  creatives: 'Креативы',
  selectedTitle: 'Выбрано для исследования',
  noneSelected: 'Креативы не выбраны. Отметьте файлы в облаке слева.',
  deselect: (name: string) => `Убрать «${name}»`,
  refusedTitle: 'Эти видео нельзя исследовать, пока они не разбиты на кадры',
  refused: (name: string, label: string) => `${name}: ${label}`,
  tooMany: (max: number) => `Не больше ${max} креативов в одном исследовании`,
  settings: 'Параметры',
  goal: 'Цель',
  placement: 'Площадка',
  fromBrief: 'Цель и площадка заданы в брифе',
  segmentsFromBrief: 'Сегменты аудитории из брифа',
  generalAudience: 'Широкая аудитория',
  start: 'Запустить',
  notDraft: 'Исследование уже запущено.',
  openProgress: 'Открыть ход выполнения',
  openResult: 'Открыть результаты',
  creativeFallback: (id: number) => `Креатив ${id}`,
  // progress
  progressLabel: 'Ход выполнения',
  percent: (p: number) => `${p} %`,
  waiting: 'Ожидание',
  failedTitle: 'Анализ завершился с ошибкой',
  canceledTitle: 'Анализ отменён',
  restart: 'Перезапустить',
  streamLost: 'Соединение с сервером прервалось — обновляем статус каждые 2 секунды.',
  // result
  frame: 'Кадр',
  frameLabel: (i: number, total: number) => `Кадр ${i + 1} из ${total}`,
  framePage: (page: number) => `Страница ${page}`,
  frameTime: (s: number) => `${s.toLocaleString('ru-RU', { maximumFractionDigits: 1 })} с`,
  view: 'Вид',
  opacity: 'Прозрачность карты',
  imageAlt: (name: string) => `Креатив «${name}»`,
  heatmapAlt: 'Тепловая карта внимания',
  fogAlt: 'Карта тумана: неувиденное затемнено',
  regions: 'Области внимания',
  regionsEmpty: 'Области не найдены',
  attentionShare: 'Доля внимания',
  seenProbability: 'Заметят',
  order: 'Порядок',
  drawTitle: 'Своя область',
  drawHint: 'Выделите прямоугольник мышью на изображении или задайте его координаты в пикселях.',
  drawX: 'X',
  drawY: 'Y',
  drawW: 'Ширина',
  drawH: 'Высота',
  drawShare: (share: string) => `Доля внимания области: ${share}`,
  drawAdd: 'Добавить область',
  drawRemove: (n: number) => `Удалить область ${n}`,
  customRegion: (n: number) => `Область ${n}`,
  drawLayer: 'Выделение области на изображении',
  metrics: 'Метрики',
  colours: 'Цвета',
  paletteLabel: 'Палитра',
  warmCool: (warm: string, cool: string) => `Тёплые ${warm} · холодные ${cool}`,
  charts: 'Графики',
  chartShares: 'Доли внимания по областям',
  chartTimeline: 'Метрики по кадрам',
  segments: 'Аудитория',
  segmentViewers: 'Зрителей',
  segmentTime: 'Среднее время просмотра',
  noticedBrand: 'Бренд',
  noticedMessage: 'Сообщение',
  noticedCta: 'Призыв',
  notFound: 'не найден',
  feedback: 'Отзывы зрителей',
  feedbackEmpty: 'Отзывов пока нет. Сгенерируйте пакет отзывов для сегмента.',
  feedbackCounter: (i: number, total: number) => `Отзыв ${i} из ${total}`,
  next: 'Следующий',
  finish: 'Закрыть',
  noticed: 'Заметил(а)',
  missed: 'Не увидел(а)',
  read: 'Прочитал(а)',
  segment: 'Сегмент',
  generate: 'Сгенерировать отзывы',
  generationsLeft: (n: number) => `Осталось генераций: ${n}`,
  batchesLeft: (left: number, max: number) => `Пакетов для сегмента: осталось ${left} из ${max}`,
  findings: 'Выводы и рекомендации',
  recommendation: 'Рекомендация',
  method: 'Как считали',
  // save, report, contact
  saveName: 'Название',
  save: 'Сохранить',
  saved: 'Сохранено',
  savedToast: 'Исследование сохранено',
  report: 'Скачать отчёт PDF',
  contact: 'Отправить через форму обратной связи',
  contactTitle: 'Форма обратной связи',
  message: 'Сообщение',
  email: 'Email',
  send: 'Отправить',
  sent: 'Сообщение отправлено',
  cancel: 'Отмена',
  noResult: 'Результат пока не готов.',
  // comparisons
  chooseResearches: 'Исследования для сравнения',
  comparisonName: 'Название сравнения',
  comparisonDefaultName: 'Сравнение',
  atLeastTwo: 'Выберите минимум два сохранённых исследования',
  noSaved: 'В этом разделе нет сохранённых исследований. Сохраните результаты минимум двух исследований.',
  compare: 'Сравнить',
  ranking: 'Рейтинг',
  overall: 'Итог',
  place: 'Место',
  creative: 'Креатив',
  winner: 'Лучший',
  bestIn: (metric: string) => `Лучший по показателю «${metric}»`,
  heatmaps: 'Тепловые карты',
  segmentShares: 'Что заметили зрители',
  interval: (low: string, high: string) => `95 % интервал: ${low}–${high}`,
  chartScores: 'Общая оценка',
} as const;
