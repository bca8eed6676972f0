import { plural } from '@kreolab/i18n-ru';
// The Russian texts of issue 17's context: the form's «Контекст показа», the result's
// «В контексте» tab and the comparison's block.
export const CONTEXT_TEXTS = {
  // the form
  title: 'Контекст показа',
  intro:
    'Где увидят креатив: он будет вписан в место размещения, и модель оценит, сколько внимания он заберёт у окружения.',
  none: 'Без контекста',
  noneHint: 'Креатив оценивается сам по себе',
  custom: 'Свой контекст',
  customHint: 'Скриншот вашей страницы с отмеченным местом',
  templatesError: 'Не удалось загрузить шаблоны контекста.',
  retry: 'Повторить',
  previewAlt: (title: string) => `Превью: ${title}`,
  pickImage: 'Изображение из облака',
  pickImageHint: 'Изображения из корня облака. Загрузите скриншот страницы в облако, если его нет.',
  noImages: 'В корне облака нет изображений. Загрузите скриншот страницы в облако.',
  imagesError: 'Не удалось загрузить файлы облака.',
  markSlot: 'Отметьте место креатива',
  markHint: 'Обведите место мышью или задайте числа (в пикселях изображения).',
  slotX: 'X',
  slotY: 'Y',
  slotW: 'Ширина',
  slotH: 'Высота',
  slotArea: 'Место креатива на изображении',
  slotOutside: 'Место выходит за изображение',
  slotTooSmall: 'Место слишком маленькое: не меньше 32 × 32 пикселей',
  slotNeeded: 'Выберите изображение и отметьте на нём место креатива',
  // the screenshot's pixels per CSS px, for the letters' size on the screen (CustomContext.screen_scale)
  screenScale: 'Масштаб снимка экрана',
  screenScaleHint:
    'Сколько точек снимка приходится на пиксель страницы: 1× на обычном мониторе, 2× на Mac и планшете, 3× на большинстве телефонов. По нему оценим размер текста на экране.',
  screenScaleUnknown: 'Не знаю',
  screenScaleOption: (scale: string) => `${scale}×`,
  screenScaleWidth: (width: string) => `Ширина страницы на экране: ${width}\u00a0px.`,
  // the result tab
  tab: 'В контексте',
  heading: (title: string) => `В контексте: ${title}`,
  imageLabel: (title: string) => `Креатив в контексте «${title}» с картой внимания`,
  heatLabel: 'Карта внимания в контексте',
  slotLabel: 'Место креатива',
  firstFrameNote: 'В контекст помещён первый кадр креатива.',
  // Inside the slot the frame's map is laid out as the creative's own, but on the frame's grid,
  // which is coarse inside a small slot (packages/engine/README.md, "Context analysis: how it was
  // checked", (e)).
  insideNote:
    'Эта карта показывает, сколько внимания креатив забирает у окружения. Куда смотрят внутри самого креатива, точнее видно на вкладке «Внимание»: там он анализируется в полном размере.',
  attentionShare: 'Доля внимания',
  ofArea: (area: string) => `при ${area} площади`,
  drawsMore: 'Забирает больше внимания, чем занимает места.',
  drawsLess: 'Получает меньше внимания, чем занимает места.',
  noticedIn: (seconds: string) => `Заметят за ${seconds} с`,
  firstLook: 'Первый взгляд',
  firstLookAfter: (seconds: string) => `через ${seconds} с`,
  notNoticed: 'не заметят',
  // the first fixation already lands on the creative (it sits where the eyes start)
  firstLookAtOnce: 'сразу',
  // the sampler's median missed people's by 499 ms on average where both could be counted
  // (packages/engine/README.md, "Context analysis: how it was checked", (d))
  firstLookNote:
    'Медиана среди заметивших. Сверка с записями движения глаз: в среднем расходится с людьми на 0,5 с.',
  brandNoticed: 'Бренд замечен',
  ctaNoticed: 'Призыв замечен',
  notFound: 'не найден на креативе',
  brandNotNamed: 'не указан в исследовании',
  // named and read on no line of the creative (a logo drawn as a picture, maybe): its share is
  // unknown, not nobody's, as the result's «Аудитория» says
  brandUnread: 'не распознан на креативе',
  // the creative's letters at its size in the context (ContextTextSize)
  textSize: 'Текст в этом месте',
  textSizeValue: (px: string) => `${px}\u00a0px`,
  textSizeNote: (minimum: string, street: boolean) =>
    `${street ? 'самые мелкие буквы, в пересчёте на экран с тем же угловым размером' : 'высота самых мелких букв на экране'}; мельче ${minimum}\u00a0px текст трудно прочитать`,
  textSizeSmall: (small: number, lines: number) =>
    small === 0
      ? 'Все строки не мельче порога.'
      : `Мельче порога: ${small} из ${lines} ${plural(lines, ['строки', 'строк', 'строк'])}.`,
  intervalNote:
    'Диапазон — где с вероятностью 95\u00a0% окажется доля реальных людей (по сверке модели с записями движения глаз).',
  // the comparison
  rankTitle: (title: string) => `В контексте: ${title}`,
  rankIntro: 'Варианты в одном и том же месте размещения: кто заберёт больше внимания у окружения.',
  byAttention: 'По доле внимания',
  byNoticed: (segment: string) => `Заметят: ${segment}`,
  indistinguishable: 'не различимы',
  best: 'Лучший',
  place: 'Место',
  variant: 'Вариант',
} as const;

const oneDecimal = (v: number) =>
  v.toLocaleString('ru-RU', { minimumFractionDigits: 0, maximumFractionDigits: 1 });
/** Seconds with one decimal, Russian comma: «1,2». */
export const seconds = (s: number) => oneDecimal(s);
