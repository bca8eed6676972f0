// Labels of the analysis pages: goals, placements, metrics, regions, views and stages. The
// pages' sentences are @kreolab/entities' ANALYSIS_TEXTS; catalogue errors come from
// errorMessage().
import type { Metrics } from '@kreolab/api-client';
import { COMPARISON_METRIC_TEXTS, RESULT_SHARED_TEXTS } from '@kreolab/i18n-ru';

// the entities' (one wording for the brief's form, the settings, the lists and the comparison)
export { GOAL_LABELS, PLACEMENT_LABELS } from '@kreolab/entities';

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

/**
 * What follows a metric's value on its card: text coverage is a share of the creative's area
 * («7 %»), every other metric points of 100 («7 / 100» read as a poor score of a creative whose
 * text takes a fitting 7 %).
 */
export const METRIC_UNITS: Partial<Record<MetricKey, string>> = { text_coverage: '\u00a0%' };
export const POINTS_OF_100 = ' / 100';

/**
 * The words of a research's frames by what they are (`frameUnit`): a video's frames, a PDF's
 * pages, separate images («По кадрам» of two banners said frames of creatives): the timeline
 * tab, its chart, the hint above it and the frame picker's name.
 */
export const FRAME_UNIT_TEXTS = {
  frames: {
    tab: 'По кадрам',
    chart: 'Метрики по кадрам',
    pick: 'Выберите кадр на графике или в списке',
    picker: 'Кадр',
    keyFrame: (label: string) =>
      `Доли заметивших и отзывы посчитаны по одному кадру — «${label}»: у него лучшая оценка.`,
    showKeyFrame: 'Показать этот кадр',
  },
  pages: {
    tab: 'По страницам',
    chart: 'Метрики по страницам',
    pick: 'Выберите страницу на графике или в списке',
    picker: 'Страница',
    keyFrame: (label: string) =>
      `Доли заметивших и отзывы посчитаны по одной странице — «${label}»: у неё лучшая оценка.`,
    showKeyFrame: 'Показать эту страницу',
  },
  versions: {
    tab: 'По версиям',
    chart: 'Метрики по версиям',
    pick: 'Выберите версию на графике или в списке',
    picker: 'Версия',
    keyFrame: (label: string) =>
      `Доли заметивших и отзывы посчитаны по одной версии — «${label}»: у неё лучшая оценка.`,
    showKeyFrame: 'Показать эту версию',
  },
  creatives: {
    tab: 'По креативам',
    chart: 'Метрики по креативам',
    pick: 'Выберите креатив на графике или в списке',
    picker: 'Креатив',
    keyFrame: (label: string) =>
      `Доли заметивших и отзывы посчитаны по одному креативу — «${label}»: у него лучшая оценка.`,
    showKeyFrame: 'Показать этот креатив',
  },
} as const;

export const REGION_KIND_LABELS = {
  text: 'Текст',
  face: 'Лицо',
  object: 'Объект',
  custom: 'Своя область',
} as const;

/**
 * What a region stands for in the result (the engine's `role`): the regions the audience's
 * noticed shares of the brand, the message and the call to action are read from.
 */
export const REGION_ROLE_LABELS: Record<string, string> = {
  brand: 'Бренд',
  message: 'Сообщение',
  cta: 'Призыв',
};

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

// The result page of issue 14: sections, the heatmap's legend, the score's band, intervals and
// the viewers' gendered verbs. The interval wording is the one agreed in the contract: a range
// of the share of PEOPLE from the engine's calibration, never named after Wilson.
export type ScoreBandName = 'low' | 'average' | 'good';

export const RESULT_TEXTS = {
  sections: 'Разделы результата',
  tabAttention: 'Внимание',
  tabRegions: 'Области',
  tabMetrics: 'Метрики',
  tabColours: 'Цвета',
  tabAudience: 'Аудитория',
  tabFeedback: 'Отзывы',
  tabFindings: 'Выводы',
  // the heatmap's legend, in shares of attention
  legendTitle: 'Как читать карту',
  legendHot: 'Красное',
  legendWarm: 'Жёлтое',
  legendMild: 'Зелёное',
  legendNone: 'Без цвета',
  legendZone: (attention: string, area: string) => `${attention} внимания на ${area} площади`,
  legendRest: (attention: string, area: string) =>
    `${attention} внимания на ${area} площади: сюда почти не смотрят`,
  legendFog: 'Туман открывает места, куда придётся половина внимания; остальное затемнено.',
  legendFogHalf: 'Видно: половина внимания',
  // the score for the goal
  scoreTitle: 'Общая оценка',
  scoreForGoal: (goal: string) => `для цели «${goal}»`,
  // legibility and the simulated viewers depend on where the creative is shown
  scoreOnPlacement: (placement: string) => `на площадке «${placement}»`,
  bandLabel: (band: string) => `Уровень: ${band}`,
  bands: { low: 'низкая', average: 'средняя', good: 'хорошая' } as Record<ScoreBandName, string>,
  bandScale: 'Шкала оценки',
  scoreRange: (low: number, high: number) =>
    `Диапазон с вероятностью 95\u00a0%: от ${low} до ${high} — с такой точностью известна доля людей, которые заметят главный для цели элемент (по сверке с записями движения глаз). Остальные части оценки — измерения макета и карты внимания; их погрешность в диапазон не входит.`,
  // a named brand no line was read as: its share is unknown, not an interval from the eye-tracking check
  scoreRangeUnknown: (low: number, high: number) =>
    `Диапазон: от ${low} до ${high} — бренд на макете не распознан, поэтому доля людей, которые его заметят, может быть любой, от 0 до 100\u00a0%. Остальные части оценки — измерения макета и карты внимания; их погрешность в диапазон не входит.`,
  bandRange: (from: number, to: number, band: string) => `${from}–${to}: ${band}`,
  topFindings: 'Главное',
  allFindings: (n: number) => `Все выводы (${n})`,
  noFindings: 'Замечаний нет.',
  // which frames a finding holds for, in «Выводы» of a research of several frames
  findingAll: (pages: boolean) => (pages ? 'На всех страницах' : 'Во всех кадрах'),
  findingPages: (list: string, many: boolean) => `${many ? 'Страницы' : 'Страница'} ${list}`,
  findingFrames: (list: string, many: boolean) => `${many ? 'Кадры' : 'Кадр'}: ${list}`,
  findingAllCreatives: 'Во всех креативах',
  findingAllVersions: 'Во всех версиях',
  findingCreatives: (list: string, many: boolean) => `${many ? 'Креативы' : 'Креатив'}: ${list}`,
  findingMore: (n: number) => `и ещё ${n}`,
  // regions
  regionActions: 'Удаление',
  regionMarker: (n: number, name: string, share: string) =>
    `Область ${n}: ${name}, доля внимания ${share}`,
  customMarker: (n: number, share: string) => `Своя область ${n}, доля внимания ${share}`,
  seenShare: 'Заметят',
  noText: 'Текст на креативе не найден: бренд, сообщение и призыв не с чем сверить.',
  brandText: (text: string) => `Бренд распознан как «${text}»`,
  brandMissing: 'Бренд на креативе не распознан',
  brandMissingNamed: (brand: string) => `Бренд «${brand}» на креативе не распознан`,
  // a research may name no brand: nothing was looked for, so «не найден» would read as a miss
  brandNotNamed:
    'Бренд в параметрах исследования не указан, поэтому долю заметивших его не считали',
  notNamed: 'не указан',
  /** A named brand read on no line: its share is unknown, not nobody's. */
  brandUnreadCell: RESULT_SHARED_TEXTS.brandUnread,
  methodLink: 'Как мы проверяем точность',
  newTab: '(откроется в новой вкладке)',
  // intervals
  interval: (low: string, high: string) => `от ${low} до ${high}\u00a0%`,
  intervalNote:
    'Где окажется доля реальных людей с вероятностью 95\u00a0%: диапазон взят из сверки модели с записями движения глаз',
  intervalAria: (share: string, low: string, high: string) =>
    `${share}, у реальных людей от ${low} до ${high}\u00a0%`,
  // attention
  attentionChart: 'Доли внимания по областям',
  attentionIntro:
    'Сколько внимания получает каждая область за первые секунды просмотра. Номера те же, что на изображении.',
  // timeline
  timelineMetric: 'Показатель',
} as const;

/** The feedback facts' verbs in the viewer's gender (never «Заметил(а)»). */
export const FEEDBACK_VERBS = {
  female: { noticed: 'Заметила', missed: 'Не увидела', read: 'Прочитала' },
  male: { noticed: 'Заметил', missed: 'Не увидел', read: 'Прочитал' },
} as const;

// ─── The comparison page (issue 14) ───────────────────────────────────────────────────────────
/** Letters of the compared variants, in the order the user picked the researches (at most 20). */
export const VARIANT_LETTERS = 'АБВГДЕЖЗИКЛМНОПРСТУФ';

export type NoticedMeasure = 'noticed_brand' | 'noticed_message' | 'noticed_cta';

export const NOTICED_LABELS: Record<NoticedMeasure, string> = {
  noticed_brand: 'Бренд',
  noticed_message: 'Сообщение',
  noticed_cta: 'Призыв',
};

const NOTICED_BY: Record<NoticedMeasure, string> = {
  noticed_brand: 'по бренду',
  noticed_message: 'по сообщению',
  noticed_cta: 'по призыву к действию',
};

export const COMPARISON_TEXTS = {
  variant: (letter: string) => `Вариант ${letter}`,
  variantOf: (letter: string) => `варианта ${letter}`,
  variants: 'Варианты',
  summary: 'Итог',
  place: (rank: number) => `${rank}-е место`,
  /** The ranking table's name when the overall scores do not compare (Variant.placed). */
  figures: 'Показатели вариантов',
  tie: 'Поровну',
  withinError: 'В пределах погрешности',
  otherVersionsTitle: 'Варианты посчитаны разными версиями модели',
  otherVersions: (variants: string, one: boolean) =>
    `${one ? 'Исследование варианта' : 'Исследования вариантов'} ${variants} ${one ? 'выполнено' : 'выполнены'} прежней версией модели: ${one ? 'его' : 'их'} показатели посчитаны иначе, и сравнение может быть неточным. Чтобы сравнить на одной версии, исследуйте ${one ? 'этот креатив' : 'эти креативы'} заново и сравните новые исследования.`,
  score: 'Общая оценка',
  scoreOutOf: (score: number) => `${score} из 100`,
  scoreRange: (r: { low: number; high: number }) => `от ${r.low} до ${r.high}`,
  scoreRangeLabel: (r: { low: number; high: number; share_unknown?: boolean }) =>
    r.share_unknown
      ? `от ${r.low} до ${r.high}: бренд не распознан, доля заметивших его неизвестна`
      : `с вероятностью 95\u00a0% от ${r.low} до ${r.high}`,
  // under a range over an unread brand (the result page's score card says it at length)
  brandUnread: 'бренд не распознан',
  // «, от … до …» and «; » between variants: brackets inside the list's own read «…76))»
  scoreWithRange: (variant: string, score: number, r?: { low: number; high: number }) =>
    `${variant} — ${score}${r ? `, от ${r.low} до ${r.high}` : ''}`,
  // the comparison's form, before it is made (`AnalysisSummary.goal`, `.placement`)
  pickedOtherGoals: (goals: string) =>
    `Выбраны исследования для разных целей (${goals}): лучший по общей оценке назван не будет — оценки разных целей складываются из разного. Остальные показатели сравниваются.`,
  pickedOtherPlacements: (placements: string) =>
    `Выбраны исследования для разных площадок (${placements}): читаемость текста и доли заметивших в них посчитаны для разного времени просмотра и размера экрана.`,
  overallOtherGoals: (goals: string) =>
    `По общей оценке лучший вариант не назван: варианты оценены для разных целей (${goals}), их оценки складываются из разного.`,
  otherPlacements: (placements: string) =>
    `Варианты исследованы для разных площадок (${placements}): читаемость текста и доли заметивших посчитаны для разного времени просмотра и размера экрана.`,
  overallWithinError: (scores: readonly string[]) =>
    `По общей оценке лучший вариант не назван: разница меньше погрешности прогноза${scores.length ? ` (${scores.join('; ')})` : ''}.`,
  bands: RESULT_TEXTS.bands,
  bandLegend: (average: number, good: number) =>
    `Оценка: меньше ${average} — низкая, ${average}–${good - 1} — средняя, ${good} и выше — хорошая`,
  frames: (n: number, word: string) => `${n} ${word}: показатели — среднее по ним`,
  frameWords: ['кадр', 'кадра', 'кадров'] as const,
  pageWords: ['страница', 'страницы', 'страниц'] as const,
  // differences that matter
  differences: 'Главные различия',
  noDifferences:
    'Заметных различий нет: показатели отличаются меньше чем на 10 баллов, а доли заметивших — меньше погрешности.',
  overallBetter: (winner: string, a: number, b: number, loser: string) =>
    `${winner} лучше в целом: ${a} против ${b} у ${loser}`,
  metricBetter: (winner: string, metric: string, a: number, b: number, loser: string) =>
    `${winner} лучше по показателю «${metric}»: ${a} против ${b} у ${loser}`,
  lowerIsBetter: 'меньше — лучше',
  noBetter: 'ни больше, ни меньше не лучше',
  /** The note of focus and clarity: their differences do not show that people look differently. */
  mapProperty: 'свойство прогнозной карты, лучший не назван',
  noticedBetter: (winner: string, measure: NoticedMeasure, a: string, b: string, loser: string) =>
    `${winner} заметнее ${NOTICED_BY[measure]}: ${a} против ${b} у ${loser}`,
  inSegment: (segment: string, sentence: string) =>
    `${sentence.replace(/\.$/, '')} (сегмент «${segment}»)`,
  /** One note for several segments: «(сегменты «А» и «Б»)», or all of them. */
  inSegments: (segments: string, sentence: string) =>
    `${sentence.replace(/\.$/, '')} (сегменты ${segments})`,
  inEverySegment: (sentence: string) => `${sentence.replace(/\.$/, '')} (во всех сегментах)`,
  onlyOne: (variantGen: string, measure: NoticedMeasure, share: string) =>
    `Только у ${variantGen} есть ${NOTICED_LABELS[measure].toLowerCase()}: его заметили ${share}`,
  indistinguishable: 'не различимы',
  notNamed: (metric: string) =>
    `Разница в показателе «${metric}» не названа: по записям движения глаз она не говорит о том, что люди будут смотреть иначе.`,
  /** A segment some variants' researches did not simulate (added to the brief after them). */
  notSimulatedIn: (segment: string, letters: string, many: boolean) =>
    many
      ? `Сегмент «${segment}» есть не во всех исследованиях: для вариантов ${letters} его зрителей не моделировали, и в нём они не сравниваются.`
      : `Сегмент «${segment}» есть не во всех исследованиях: для варианта ${letters} его зрителей не моделировали, и в нём он не сравнивается.`,
  // the shares table's cell of such a variant
  notSimulated: 'не моделировали',
  /** Some variants named no brand: their brand was not looked for, so none is compared on it. */
  brandNotNamedIn: (letters: string, many: boolean) =>
    many
      ? `У вариантов ${letters} бренд не указан: их долю заметивших бренд не считали, и по бренду они не сравниваются.`
      : `У варианта ${letters} бренд не указан: его долю заметивших бренд не считали, и по бренду он не сравнивается.`,
  /** Some variants' named brand was read on no line: their share is unknown (a logo, maybe). */
  brandUnreadIn: (letters: string, many: boolean) =>
    many
      ? `У вариантов ${letters} бренд на макете не распознан: доля заметивших его неизвестна, и по бренду они не сравниваются. Если бренд — логотип, отметьте его в параметрах исследования.`
      : `У варианта ${letters} бренд на макете не распознан: доля заметивших его неизвестна, и по бренду он не сравнивается. Если бренд — логотип, отметьте его в параметрах исследования.`,
  indistinguishableNote: (measures: string) =>
    `По ${measures} варианты не различимы: разница меньше погрешности.`,
  // heatmaps
  heatmapsHint:
    'Одна шкала для всех вариантов: самый горячий цвет — самая плотная точка внимания среди всех креативов, поэтому карты можно сравнивать между собой.',
  heatScaleLow: 'мало внимания',
  heatScaleHigh: 'больше всего',
  heatmapOf: (variant: string, frame: string) => `Тепловая карта: ${variant}, ${frame}`,
  creativeOf: (name: string, frame: string) => `Креатив «${name}», ${frame}`,
  framesOf: (variant: string) => `Кадры: ${variant}`,
  previousFrame: 'Предыдущий кадр',
  nextFrame: 'Следующий кадр',
  heatmapsList: 'Тепловые карты вариантов',
  pageN: (n: number) => `страница ${n}`,
  frameN: (n: number) => `кадр ${n}`,
  frameAt: (n: number, seconds: string) => `кадр ${n} (${seconds} с)`,
  frameOfTotal: (frame: string, total: number) => `${frame} из ${total}`,
  namedFrameOfTotal: (name: string, n: number, total: number) => `${name} (${n} из ${total})`,
  frameScore: (score: number) => `Оценка кадра: ${score}`,
  // the research's key frame: the one the report draws and its own page counts the shares by
  bestFrameScore: (score: number) => `Оценка кадра: ${score} — лучшая у варианта`,
  // metrics
  metricsOnOneScale: 'Показатели на одной шкале',
  metricsHint: COMPARISON_METRIC_TEXTS.hint,
  best: COMPARISON_METRIC_TEXTS.best,
  // noticed shares
  noticed: 'Что заметили зрители',
  noticedWinner: 'Лучший',
  intervalExplained:
    'Диапазон «от … до …» — где окажется доля реальных людей с вероятностью 95\u00a0%; он взят из сверки модели с записями движения глаз.',
  chartOf: (segment: string) => `Доли заметивших: ${segment}`,
} as const;

/** «бренду», … for «По бренду и призыву варианты не различимы». */
export const NOTICED_DATIVE: Record<NoticedMeasure, string> = {
  noticed_brand: 'бренду',
  noticed_message: 'сообщению',
  noticed_cta: 'призыву',
};

/** Marking the brand's logo on a creative (ResearchSettings.brand_areas). */
export const BRAND_AREA_TEXTS = {
  mark: 'Отметить логотип',
  marked: 'Логотип отмечен',
  markFor: (name: string) => `Отметить логотип на креативе «${name}»`,
  markedFor: (name: string) => `Логотип отмечен на креативе «${name}», изменить`,
  prompt:
    'Бренд нарисован логотипом-картинкой? Отметьте его на креативе: прогноз читает только текст и логотип может не найти.',
  title: 'Где логотип бренда',
  area: 'Область логотипа',
  intro:
    'Обведите логотип: оценка и доли людей, заметивших бренд, посчитаются по этой области, а не по распознанному тексту.',
  hint: 'Обведите логотип мышью или задайте числа (в пикселях изображения).',
  alt: (name: string) => `Креатив «${name}»`,
  fields: { x: 'X', y: 'Y', width: 'Ширина', height: 'Высота' },
  tooSmall: 'Область слишком маленькая: обведите логотип целиком',
  outside: (width: number, height: number) =>
    `Область выходит за края изображения: в нём ${width} × ${height} пикселей`,
  notImage: 'У этого файла нет изображения, на котором можно отметить логотип.',
  everyFrame: 'Здесь кадр ролика: отмеченная область будет той же на всех его кадрах.',
  pageOf: (page: number, pages: number) => `Страница ${page} из ${pages}`,
  page: (page: number) => `Страница ${page}`,
  previousPage: 'Предыдущая страница',
  nextPage: 'Следующая страница',
  everyPage: 'Логотип на всех страницах, на этом же месте',
  everyPageHint:
    'Снимите отметку, если логотип не на всех страницах или стоит на них в разных местах, и отметьте его на каждой странице, где он есть: на остальных бренд будут искать в тексте.',
  pageMarked: (page: number) => `Страница ${page}, логотип отмечен`,
  markedPages: (list: string) => `Логотип отмечен на страницах: ${list}`,
  noPageMarked: 'Логотип пока не отмечен ни на одной странице',
  clearPage: (page: number) => `Убрать со страницы ${page}`,
  firstPages: (n: number) =>
    `Исследование читает первые ${n} страниц файла: логотип отмечается на них.`,
  loadError: 'Не удалось загрузить креатив. Закройте окно и попробуйте ещё раз.',
  loading: 'Загружаем креатив',
  save: 'Сохранить область',
  remove: 'Убрать область',
  cancel: 'Отмена',
  logo: 'Логотип',
} as const;

/** The result's offer to mark a logo the prediction did not read (UnreadBrandNotice). */
export const UNREAD_BRAND_TEXTS = {
  title: 'Отметьте логотип, чтобы посчитать бренд',
  body: (brand: string) =>
    `Прогноз не нашёл «${brand}» в тексте макета. Если бренд нарисован логотипом, отметьте его на креативе, и прогноз посчитает, сколько людей его заметят.`,
  action: 'Отметить логотип в новом исследовании',
  /** The new draft's name; the contract's limit is 255 characters. */
  draftName: (name: string) => `${name.slice(0, 230)} — с логотипом`,
} as const;
