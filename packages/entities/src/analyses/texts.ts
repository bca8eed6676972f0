// The analyses' texts: status and type labels, the containers' analysis list and the analysis
// pages. One object, so a page of either feature finds each text in one place. Catalogue error
// messages are not here: they come from @kreolab/i18n-ru's errorMessage().
import type { AnalysisStatus, AnalysisType, Goal, Placement } from '@kreolab/api-client';
import { plural } from '@kreolab/i18n-ru';

/** A research's goal, as the brief's form, the research's settings and the lists name it. */
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

/** «Узнаваемость · Лента соцсетей»: what a research was scored for. */
export const scoredForText = (goal: Goal, placement: Placement) =>
  `${GOAL_LABELS[goal]} · ${PLACEMENT_LABELS[placement]}`;

export const ANALYSIS_STATUS_LABELS: Record<AnalysisStatus, string> = {
  draft: 'Черновик',
  queued: 'В очереди',
  processing: 'Выполняется',
  done: 'Готово',
  failed: 'Ошибка',
  canceled: 'Отменено',
};

/** Mantine colours of the status badges (light variant, text stays above 4.5:1). */
export const ANALYSIS_STATUS_COLORS: Record<AnalysisStatus, string> = {
  draft: 'gray',
  queued: 'yellow',
  processing: 'blue',
  done: 'green',
  failed: 'red',
  canceled: 'dark',
};

export const ANALYSIS_TYPE_LABELS: Record<AnalysisType, string> = {
  research: 'Исследование',
  comparison: 'Сравнение',
};

export const ANALYSIS_TEXTS = {
  // the list of a lab or a brief
  listTitle: 'Исследования и сравнения',
  empty: 'Здесь пока нет исследований',
  emptyHint: 'Создайте первое исследование: выберите креативы в облаке и запустите анализ.',
  newResearch: 'Новое исследование',
  compare: 'Сравнить',
  compareHint: 'Для сравнения нужно минимум два сохранённых исследования.',
  newResearchName: (n: number) => `Исследование ${n}`,
  saved: 'Сохранено',
  noPreview: 'Нет превью',
  created: 'Создано',
  open: (name: string) => `Открыть «${name}»`,
  remove: (name: string) => `Удалить «${name}»`,
  removeTitle: 'Удаление',
  removeQuestion: (name: string) => `Удалить «${name}»? Результаты будут потеряны.`,
  removeConfirm: 'Удалить',
  removed: 'Удалено',
  running: 'Список обновляется, пока идёт анализ',
  retry: 'Повторить',
  status: 'Статус',
  hintTitle: 'Подсказка',
  hintClose: 'Больше не показывать',
  back: 'Назад',
  backToLab: 'Вернуться в лабораторию',
  backToBrief: 'Вернуться к брифу',
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
  brand: 'Бренд',
  brandHint:
    // without it the engine has nothing to match, and the result's «не найден» / «не распознан»
    // for the brand read as a failure to find one
    'Необязательно. Найдём его в тексте креатива и покажем, какая доля зрителей его заметит; без него долю бренда не считаем.',
  /** The server's message for a brand of no letter or digit (apps/api `brandProblem`), word for word. */
  brandNoLetters:
    'Нужны русские или латинские буквы либо цифры: по ним бренд ищется в тексте макета',
  fromBrief: (placements: number) =>
    placements > 1 ? 'Цель и площадки заданы в брифе' : 'Цель и площадка заданы в брифе',
  segmentsFromBrief: 'Сегменты аудитории из брифа',
  /**
   * Under the placement chosen among a brief's several: the research is computed for one, and
   * badges of all of them read as if it covered each.
   */
  onePlacement:
    'Прогноз считается для одной площадки брифа: от неё зависят размер текста на экране и время просмотра.',
  generalAudience: 'Широкая аудитория',
  start: 'Запустить',
  /** Beside «Запустить»: exactly what the research will analyse, in the order sent. */
  willAnalyse: (names: readonly string[]) =>
    `Будет проанализировано ${names.length} ${plural(names.length, ['креатив', 'креатива', 'креативов'])}: ${names.map((n) => `«${n}»`).join(', ')}`,
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
  chooseTariff: 'Выбрать тариф',
  streamLost: 'Соединение с сервером прервалось — обновляем статус каждые 2 секунды.',
  // result
  frame: 'Кадр',
  frameLabel: (i: number, total: number) => `Кадр ${i + 1} из ${total}`,
  framePage: (page: number) => `Страница ${page}`,
  framePageShort: (page: number) => `стр. ${page}`,
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
  drawShareEmpty: 'Доля внимания появится, когда у области будут ширина и высота.',
  drawAdd: 'Добавить область',
  drawRemove: (n: number) => `Удалить область ${n}`,
  customRegion: (n: number) => `Область ${n}`,
  metrics: 'Метрики',
  colours: 'Цвета',
  paletteLabel: 'Палитра',
  warmCool: (warm: string, cool: string, neutral: string) =>
    `Тёплые ${warm} · холодные ${cool} · без оттенка (белый, серый, чёрный) ${neutral}`,
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
  noSaved: 'В этом разделе нет сохранённых исследований',
  oneSaved: 'В этом разделе одно сохранённое исследование',
  // the create page is reached by a link or after a deletion, with «Сравнить» out of reach: it
  // says what is missing and leads to the form that makes a research
  compareNeedsTwo: (saved: number) =>
    saved === 0
      ? 'Сравнение строится минимум по двум сохранённым исследованиям: запустите исследование и сохраните его результат.'
      : 'Сравнение строится минимум по двум сохранённым исследованиям: сохраните результат ещё одного.',
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
