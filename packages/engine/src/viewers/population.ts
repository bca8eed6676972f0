import { hashSeed, mulberry32, normal } from '../random';

export type Placement = 'social_feed' | 'banner' | 'outdoor' | 'print' | 'video';
export const PLACEMENTS: Placement[] = ['social_feed', 'banner', 'outdoor', 'print', 'video'];

export interface Segment {
  id?: string;
  name: string;
  age_min: number;
  age_max: number;
  interests?: string[];
  /** Share of women, 0–1 (default 0.5). */
  female_share?: number;
}

export const DEFAULT_SEGMENT: Segment = {
  id: 'general',
  name: 'Широкая аудитория',
  age_min: 18,
  age_max: 65,
  interests: [],
};

interface PlacementModel {
  /** Russian context phrase for feedback. */
  contexts: string[];
  /** Log-normal viewing time: median seconds and σ of the log. */
  medianS: number;
  sigmaLog: number;
  /** Width in CSS px at which the creative is seen (uniform range). */
  widthPx: [number, number];
}

/**
 * Viewing-time and display-size models per placement. Sources:
 * - social feed: mobile feed content is viewed 1.7 s on average (Facebook IQ, "Capturing
 *   attention in feed", 2016); phones 360–430 CSS px wide (StatCounter screen-resolution stats).
 * - banner: viewed display ads hold about 1 s of attention (Lumen Research, "The attention
 *   economy", 2019); IAB standard sizes 300–728 px wide.
 * - outdoor: glances at roadside billboards last 0.4–0.8 s, often repeated (Beijer, Smiley &
 *   Eizenman, Transportation Research Record 1899, 2004) → median 1.0 s in total.
 * - print: magazine ads get 1.7 s of gaze on average (Pieters & Wedel, Journal of Marketing
 *   68(2), 2004).
 * - video: a scene of an ad stays on screen 2–3 s; the frame is seen at phone to TV size.
 */
export const PLACEMENT_MODELS: Record<Placement, PlacementModel> = {
  social_feed: {
    contexts: ['лента в телефоне', 'лента соцсети', 'сторис в телефоне'],
    medianS: 1.7,
    sigmaLog: 0.55,
    widthPx: [360, 430],
  },
  banner: {
    contexts: ['баннер на сайте', 'баннер в приложении'],
    medianS: 1.0,
    sigmaLog: 0.6,
    widthPx: [300, 728],
  },
  outdoor: {
    contexts: ['билборд у дороги', 'афиша в метро', 'экран на улице'],
    medianS: 1.0,
    sigmaLog: 0.5,
    widthPx: [500, 900],
  },
  print: {
    contexts: ['журнал', 'листовка', 'газета'],
    medianS: 1.7,
    sigmaLog: 0.5,
    widthPx: [600, 900],
  },
  video: {
    contexts: ['видео в телефоне', 'видео на ноутбуке', 'ролик на ТВ'],
    medianS: 2.5,
    sigmaLog: 0.35,
    widthPx: [400, 1600],
  },
};

const FEMALE = [
  'Анна',
  'Мария',
  'Екатерина',
  'Ольга',
  'Наталья',
  'Елена',
  'Дарья',
  'Алина',
  'Ксения',
  'Виктория',
  'Полина',
  'Ирина',
  'Татьяна',
  'Юлия',
  'Софья',
  'Светлана',
  'Марина',
  'Валентина',
  'Галина',
  'Людмила',
];
const MALE = [
  'Алексей',
  'Дмитрий',
  'Иван',
  'Сергей',
  'Андрей',
  'Михаил',
  'Никита',
  'Артём',
  'Павел',
  'Максим',
  'Егор',
  'Кирилл',
  'Роман',
  'Владимир',
  'Олег',
  'Николай',
  'Игорь',
  'Юрий',
  'Виктор',
  'Геннадий',
];

export interface Viewer {
  index: number;
  name: string;
  gender: 'f' | 'm';
  age: number;
  context: string;
  viewingMs: number;
  /** Width in CSS px at which the creative is displayed. */
  displayWidthPx: number;
  /**
   * Silent reading speed, characters per second: Russian adults read 184 ± 29 words/min,
   * 1 117 characters/min (Trauzettel-Klosinski & Dietz, IReST, IOVS 53(9), 2012); slower
   * after 60 (about 1 % a year, Brysbaert 2019 review of reading-rate studies).
   */
  readingCps: number;
}

/** The viewer number `index` of a segment: same seed, segment, placement and index → same viewer. */
export function makeViewer(
  seed: number,
  segment: Segment,
  placement: Placement,
  index: number,
  interestBoost = 1,
): Viewer {
  const rnd = mulberry32(hashSeed(seed, segment.id ?? segment.name, placement, index));
  const pm = PLACEMENT_MODELS[placement];
  const gender: 'f' | 'm' = rnd() < (segment.female_share ?? 0.5) ? 'f' : 'm';
  const names = gender === 'f' ? FEMALE : MALE;
  const name = names[Math.floor(rnd() * names.length)]!;
  const age = Math.round(segment.age_min + rnd() * Math.max(0, segment.age_max - segment.age_min));
  const context = pm.contexts[Math.floor(rnd() * pm.contexts.length)]!;
  const viewingMs = Math.round(
    Math.min(
      8000,
      Math.max(300, 1000 * pm.medianS * interestBoost * Math.exp(pm.sigmaLog * normal(rnd))),
    ),
  );
  const displayWidthPx = Math.round(pm.widthPx[0] + rnd() * (pm.widthPx[1] - pm.widthPx[0]));
  const ageFactor = age > 60 ? Math.max(0.6, 1 - 0.01 * (age - 60)) : 1;
  const readingCps = Math.max(8, (1117 / 60) * (1 + (29 / 184) * normal(rnd)) * ageFactor);
  return { index, name, gender, age, context, viewingMs, displayWidthPx, readingCps };
}
