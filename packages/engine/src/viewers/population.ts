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
  /**
   * Width in CSS px of the area the creative is shown in (uniform range; the median is
   * `displayScale`'s default). Unused for banners, which are shown at their own size.
   */
  widthPx: [number, number];
  /**
   * How the creative is fitted into that area: 'native' at its own pixel size (banners), else
   * within the width and a height of `heightPerWidth` times it (Infinity: by the width alone).
   */
  display: 'native' | { heightPerWidth: number };
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
 *   68(2), 2004); a page from A5 (148 mm) to A4 (210 mm) wide read from 40 cm (the distance of
 *   near-vision charts) spans 21–29°, 980–1 380 CSS reference px (1/96 in seen from 28 in). Until
 *   30 Nov 2026 600–900, which made 10-pt body text on an A4 page 9 px: small by ISO 9241-3,
 *   where at 40 cm its 2.5-mm capitals span 21 minutes of arc.
 * - video: a scene of an ad stays on screen 2–3 s; the frame is seen at phone to TV size.
 */
export const PLACEMENT_MODELS: Record<Placement, PlacementModel> = {
  social_feed: {
    contexts: ['лента в телефоне', 'лента соцсети', 'сторис в телефоне'],
    medianS: 1.7,
    sigmaLog: 0.55,
    widthPx: [360, 430],
    // a phone's screen under its status bar: the 390×693 story slot of the mobile_story context
    display: { heightPerWidth: 693 / 390 },
  },
  banner: {
    contexts: ['баннер на сайте', 'баннер в приложении'],
    medianS: 1.0,
    sigmaLog: 0.6,
    widthPx: [300, 728],
    display: 'native',
  },
  outdoor: {
    contexts: ['билборд у дороги', 'афиша в метро', 'экран на улице'],
    medianS: 1.0,
    sigmaLog: 0.5,
    widthPx: [500, 900],
    display: { heightPerWidth: Infinity },
  },
  print: {
    contexts: ['журнал', 'листовка', 'газета'],
    medianS: 1.7,
    sigmaLog: 0.5,
    widthPx: [980, 1380],
    display: { heightPerWidth: Infinity },
  },
  video: {
    contexts: ['видео в телефоне', 'видео на ноутбуке', 'ролик на ТВ'],
    medianS: 2.5,
    sigmaLog: 0.35,
    widthPx: [400, 1600],
    // a 16:9 screen, from a phone held sideways to a TV
    display: { heightPerWidth: 9 / 16 },
  },
};

/**
 * The largest banner of the IAB's standard units on either side (970×250, 300×1050): a banner
 * file wider or taller is an export at 2× (or more) of the size it is shown at.
 */
export const BANNER_MAX_SIDES = { width: 970, height: 1050 } as const;

/**
 * CSS px on the viewer's screen per pixel of a `width`×`height` creative at `placement`, on a
 * screen area `screenWidth` CSS px wide (default: the middle of the placement's range). Banners
 * are shown at their own size, halved while larger than any standard unit (2× exports); the
 * rest fill the area's width unless their height would exceed the area's. Text is as large as
 * this makes it, whatever the file's format: until 30 Nov 2026 legibility read a letter's height
 * as a share of the image's height, so a 728×90 leaderboard's 8-px letters scored as large as a
 * feed post's 60-px headline, and a 9:16 story's letters 3.4 times smaller than the same letters
 * of a 1.91:1 post shown at the same width.
 */
export function displayScale(
  placement: Placement,
  width: number,
  height: number,
  screenWidth?: number,
): number {
  const pm = PLACEMENT_MODELS[placement];
  if (pm.display === 'native') {
    let k = 1;
    while (width / k > BANNER_MAX_SIDES.width || height / k > BANNER_MAX_SIDES.height) k *= 2;
    return 1 / k;
  }
  const w = screenWidth ?? (pm.widthPx[0] + pm.widthPx[1]) / 2;
  return Math.min(w / width, (w * pm.display.heightPerWidth) / height);
}

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
  /** Where the viewer sees the creative. */
  placement: Placement;
  /** Width in CSS px of the screen area the creative is shown in (`displayScale`). */
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
  return { index, name, gender, age, context, viewingMs, placement, displayWidthPx, readingCps };
}
