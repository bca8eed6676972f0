import sharp from 'sharp';
import { EngineError } from '../errors';
import type { RgbImage } from '../image';
import type { Placement } from '../viewers/population';

/**
 * The contexts a research can place a creative into: neutral lookalike layouts drawn here in SVG
 * (no third-party logos, names or screenshots; placeholder Russian content), each at its
 * placement's real display size.
 *
 * Resolution: the attention model reduces every frame to 256 px on its longest side
 * (WORK_SIDE in attention/features.ts) and the viewers walk a grid of a quarter of that, so
 * rendering phones at 2–3× device pixels would only slow face detection and OCR. Phones are drawn
 * at 1 px per CSS px (390×844, the most common phone viewport), desktop pages at 2/3 of a
 * 1440×900 CSS viewport (960×600: 16 px body text stays about 11 px, still read by OCR), the
 * street as a 960×540 view in which a 6×3 m billboard at some 40 m covers a few percent.
 */

export type ContextId =
  'vk_feed' | 'telegram_post' | 'rsya_banner' | 'avito_listing' | 'mobile_story' | 'billboard';

/** Pixels of the context frame. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ContextTemplate {
  id: ContextId;
  /** Russian name for the research form. */
  title: string;
  device: 'phone' | 'desktop' | 'street';
  /** The frame's pixel size. */
  width: number;
  height: number;
  /** Where the creative goes. */
  slot: Rect;
  /** The engine's viewing model for the placement (src/viewers/population.ts). */
  placement: Placement;
  /** Typical time a person spends on this screen, s: the time "noticed in context" is measured in. */
  viewingTimeS: number;
}

/**
 * The billboard: a 6×3 m board seen from the street some 40 m away, small in a 960×540 view.
 * Its slot draws it, and its size at that distance gives the street's screen scale below.
 */
const BILLBOARD = {
  slot: { x: 636, y: 150, width: 176, height: 88 },
  widthM: 6,
  distanceM: 40,
} as const;

/** Minutes of arc of the CSS reference pixel: 1/96 in seen from 28 in (LETTER_PX's basis). */
const CSS_PX_ARCMIN = ((Math.atan(1 / 96 / 28) * 180) / Math.PI) * 60;

/**
 * CSS px on the viewer's screen per pixel of a template's frame, for letter heights against
 * LETTER_PX: phones are drawn at 1 px per CSS px and desktop pages at 2/3 of a 1440×900 viewport;
 * the street has no screen, so its pixel counts as the CSS px of the same visual angle: the
 * 6×3 m board at 40 m (2·atan(3/40), 515′ across) is the billboard slot's 176 px, 2.9′ a pixel.
 */
export const CSS_PX_PER_FRAME_PX: Record<ContextTemplate['device'], number> = {
  phone: 1,
  desktop: 1.5,
  street:
    (((Math.atan(BILLBOARD.widthM / 2 / BILLBOARD.distanceM) * 2 * 180) / Math.PI) * 60) /
    BILLBOARD.slot.width /
    CSS_PX_ARCMIN,
};

const FONT = 'DejaVu Sans';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function text(
  x: number,
  y: number,
  size: number,
  fill: string,
  s: string,
  o: { bold?: boolean; anchor?: 'start' | 'middle' | 'end' } = {},
): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}"${
    o.bold ? ' font-weight="bold"' : ''
  }${o.anchor ? ` text-anchor="${o.anchor}"` : ''}>${esc(s)}</text>`;
}

/** Placeholder Russian prose, cut into lines of at most `chars` characters. */
const PROSE =
  'Собрали для вас подборку идей на выходные: рассказываем, куда сходить в городе, что ' +
  'приготовить дома и какие книги взять в дорогу. Делитесь своими находками в комментариях, ' +
  'самые интересные советы попадут в следующий выпуск. Погода обещает быть тёплой, а вечером ' +
  'в парке снова заиграет оркестр. Расписание концертов и выставок обновляется каждую неделю.';

function proseLines(chars: number, count: number, offset = 0): string[] {
  const words = PROSE.split(' ');
  const out: string[] = [];
  let i = offset % words.length;
  while (out.length < count) {
    let line = '';
    while ((line + ' ' + words[i % words.length]!).trim().length <= chars) {
      line = (line + ' ' + words[i % words.length]!).trim();
      i++;
    }
    out.push(line);
  }
  return out;
}

function paragraph(
  x: number,
  y: number,
  size: number,
  lineH: number,
  chars: number,
  count: number,
  fill = '#222',
  offset = 0,
): string {
  return proseLines(chars, count, offset)
    .map((l, k) => text(x, y + k * lineH, size, fill, l))
    .join('');
}

const heart = (x: number, y: number, c: string) =>
  `<path d="M${x} ${y + 5} c-4 -7 -12 -3 -9 3 l9 9 l9 -9 c3 -6 -5 -10 -9 -3 z" fill="none" stroke="${c}" stroke-width="2"/>`;
const bubble = (x: number, y: number, c: string) =>
  `<rect x="${x - 9}" y="${y - 2}" width="18" height="14" rx="6" fill="none" stroke="${c}" stroke-width="2"/>` +
  `<path d="M${x - 4} ${y + 12} l-3 5 l7 -5" fill="none" stroke="${c}" stroke-width="2"/>`;
const share = (x: number, y: number, c: string) =>
  `<path d="M${x - 8} ${y + 14} q2 -12 14 -12 v-5 l8 8 l-8 8 v-5 q-9 0 -14 6 z" fill="none" stroke="${c}" stroke-width="2"/>`;
const avatar = (cx: number, cy: number, r: number, c = '#c4c8cc') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c}"/>`;
const box = (r: Rect, fill: string, rx = 0, extra = '') =>
  `<rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" rx="${rx}" fill="${fill}"${extra}/>`;

/** A muted picture placeholder (a hill and a sun): what other posts and cards show, without any real photo. */
function picture(r: Rect, tone = '#d5dbe2'): string {
  const { x, y, width: w, height: h } = r;
  return (
    box(r, tone) +
    `<circle cx="${x + w * 0.72}" cy="${y + h * 0.32}" r="${Math.min(w, h) * 0.1}" fill="#e8ecf0"/>` +
    `<path d="M${x} ${y + h} L${x + w * 0.35} ${y + h * 0.5} L${x + w * 0.6} ${y + h * 0.78} L${
      x + w * 0.75
    } ${y + h * 0.62} L${x + w} ${y + h} Z" fill="#c3cad3"/>`
  );
}

const statusBar = (fill: string, fg: string) =>
  box({ x: 0, y: 0, width: 390, height: 24 }, fill) +
  text(24, 17, 13, fg, '9:41', { bold: true }) +
  `<rect x="336" y="8" width="24" height="11" rx="3" fill="none" stroke="${fg}" stroke-width="1.5"/>` +
  `<rect x="338" y="10" width="16" height="7" fill="${fg}"/>`;

interface Drawn {
  template: ContextTemplate;
  /** What fills the slot around a creative whose shape differs from the slot's. */
  slotFill: string;
  svg: (slotFill: string) => string;
}

function vkFeed(): Drawn {
  const slot = { x: 0, y: 196, width: 390, height: 390 };
  return {
    template: {
      id: 'vk_feed',
      title: 'Лента ВКонтакте',
      device: 'phone',
      width: 390,
      height: 844,
      slot,
      placement: 'social_feed',
      // the social-feed model's median: mobile feed posts hold about 1.7 s (population.ts)
      viewingTimeS: 1.7,
    },
    slotFill: '#ffffff',
    svg: (fill) =>
      box({ x: 0, y: 0, width: 390, height: 844 }, '#edeef0') +
      statusBar('#ffffff', '#000') +
      box({ x: 0, y: 24, width: 390, height: 52 }, '#ffffff') +
      text(16, 58, 21, '#000', 'Новости', { bold: true }) +
      `<circle cx="354" cy="50" r="9" fill="none" stroke="#818c99" stroke-width="2"/><path d="M361 57 l6 6" stroke="#818c99" stroke-width="2"/>` +
      box({ x: 0, y: 84, width: 390, height: 566 }, '#ffffff') +
      avatar(36, 120, 20) +
      text(66, 116, 15, '#000', 'Название сообщества', { bold: true }) +
      text(66, 135, 13, '#818c99', 'вчера в 18:30') +
      text(378, 124, 14, '#2d81e0', 'Подписаться', { bold: true, anchor: 'end' }) +
      paragraph(16, 164, 15, 20, 44, 2) +
      box(slot, fill) +
      heart(30, 606, '#818c99') +
      text(46, 620, 14, '#818c99', '128') +
      bubble(96, 606, '#818c99') +
      text(114, 620, 14, '#818c99', '14') +
      share(158, 604, '#818c99') +
      text(178, 620, 14, '#818c99', '9') +
      text(374, 620, 13, '#a3adb8', '3,2K', { anchor: 'end' }) +
      box({ x: 0, y: 658, width: 390, height: 186 }, '#ffffff') +
      avatar(36, 694, 20, '#b8c0c8') +
      text(66, 690, 15, '#000', 'Городские новости', { bold: true }) +
      text(66, 709, 13, '#818c99', 'сегодня в 9:15') +
      paragraph(16, 738, 15, 20, 44, 1, '#222', 20) +
      picture({ x: 0, y: 752, width: 390, height: 40 }) +
      box({ x: 0, y: 792, width: 390, height: 52 }, '#ffffff') +
      `<path d="M0 792 H390" stroke="#dce1e6"/>` +
      [39, 117, 195, 273, 351]
        .map((cx, k) =>
          k === 0
            ? `<rect x="${cx - 11}" y="806" width="22" height="22" rx="6" fill="#2d81e0"/>`
            : `<rect x="${cx - 11}" y="806" width="22" height="22" rx="6" fill="none" stroke="#99a2ad" stroke-width="2"/>`,
        )
        .join(''),
  };
}

function telegramPost(): Drawn {
  const slot = { x: 12, y: 104, width: 366, height: 300 };
  return {
    template: {
      id: 'telegram_post',
      title: 'Пост в Telegram-канале',
      device: 'phone',
      width: 390,
      height: 844,
      slot,
      placement: 'social_feed',
      // a channel is scrolled like a feed: the social-feed model's median of 1.7 s (population.ts)
      viewingTimeS: 1.7,
    },
    slotFill: '#ffffff',
    svg: (fill) =>
      box({ x: 0, y: 0, width: 390, height: 844 }, '#b9cad6') +
      // a faint doodle pattern, as chat backgrounds have, without any real artwork
      Array.from({ length: 40 }, (_, k) => {
        const x = (k * 97) % 390;
        const y = 96 + ((k * 53) % 690);
        return `<circle cx="${x}" cy="${y}" r="${6 + (k % 3) * 3}" fill="none" stroke="#aebfcc" stroke-width="2"/>`;
      }).join('') +
      statusBar('#ffffff', '#000') +
      box({ x: 0, y: 24, width: 390, height: 64 }, '#ffffff') +
      `<path d="M22 44 l-10 12 l10 12" fill="none" stroke="#3390ec" stroke-width="3"/>` +
      avatar(60, 56, 20) +
      text(90, 52, 16, '#000', 'Название канала', { bold: true }) +
      text(90, 72, 13, '#8a959e', '12 400 подписчиков') +
      `<circle cx="366" cy="48" r="2.5" fill="#8a959e"/><circle cx="366" cy="56" r="2.5" fill="#8a959e"/><circle cx="366" cy="64" r="2.5" fill="#8a959e"/>` +
      box({ x: 12, y: 104, width: 366, height: 420 }, '#ffffff', 14) +
      box(slot, fill) +
      paragraph(24, 428, 15, 20, 38, 4, '#111', 8) +
      text(24, 508, 13, '#3390ec', 'Читать полностью') +
      text(366, 512, 12, '#8a959e', '5,1K  14:02', { anchor: 'end' }) +
      box({ x: 12, y: 540, width: 366, height: 150 }, '#ffffff', 14) +
      text(24, 566, 15, '#111', 'Новый выпуск уже на сайте', { bold: true }) +
      paragraph(24, 590, 15, 20, 38, 4, '#111', 30) +
      text(366, 676, 12, '#8a959e', '3,8K  16:40', { anchor: 'end' }) +
      box({ x: 12, y: 706, width: 250, height: 52 }, '#ffffff', 14) +
      paragraph(24, 738, 15, 20, 30, 1, '#111', 50) +
      box({ x: 0, y: 780, width: 390, height: 64 }, '#ffffff') +
      text(195, 818, 16, '#3390ec', 'Отключить звук', { bold: true, anchor: 'middle' }),
  };
}

const siteHeader = (title: string) =>
  box({ x: 0, y: 0, width: 960, height: 56 }, '#ffffff') +
  `<path d="M0 56 H960" stroke="#e3e5e8"/>` +
  box({ x: 40, y: 14, width: 28, height: 28 }, '#9aa3ad', 7) +
  text(78, 35, 18, '#1f2328', title, { bold: true });

function rsyaBanner(): Drawn {
  // a 300×600 half-page slot, one of the display network's standard sizes, at 2/3 scale
  const slot = { x: 700, y: 96, width: 200, height: 400 };
  return {
    template: {
      id: 'rsya_banner',
      title: 'Баннер РСЯ на странице сайта',
      device: 'desktop',
      width: 960,
      height: 600,
      slot,
      placement: 'banner',
      // the banner model's median: a viewed display ad holds about 1 s (population.ts)
      viewingTimeS: 1.0,
    },
    slotFill: '#f2f3f5',
    svg: (fill) =>
      box({ x: 0, y: 0, width: 960, height: 600 }, '#f7f8fa') +
      siteHeader('Городской портал') +
      ['Главная', 'Новости', 'Спорт', 'Культура']
        .map((s, k) => text(300 + k * 86, 35, 13, '#4a5058', s))
        .join('') +
      box({ x: 640, y: 16, width: 280, height: 26 }, '#f0f2f4', 13) +
      text(656, 34, 12, '#8a9099', 'Поиск по сайту') +
      box({ x: 40, y: 72, width: 620, height: 528 }, '#ffffff') +
      text(64, 110, 24, '#111', 'В центре города открылся', { bold: true }) +
      text(64, 140, 24, '#111', 'новый сквер с фонтаном', { bold: true }) +
      text(64, 164, 12, '#8a9099', '25 ноября, 12:40 · 4 мин чтения') +
      picture({ x: 64, y: 180, width: 572, height: 220 }) +
      paragraph(64, 428, 14, 21, 72, 8, '#2a2e33', 3) +
      text(slot.x, slot.y - 8, 11, '#8a9099', 'Реклама') +
      box(slot, fill) +
      text(700, 524, 14, '#111', 'Популярное', { bold: true }) +
      paragraph(700, 548, 12, 18, 30, 3, '#2a2e33', 40),
  };
}

function avitoListing(): Drawn {
  // the listing page's 240×400 side slot at 2/3 scale
  const slot = { x: 740, y: 128, width: 160, height: 267 };
  return {
    template: {
      id: 'avito_listing',
      title: 'Объявление на Авито',
      device: 'desktop',
      width: 960,
      height: 600,
      slot,
      placement: 'banner',
      // a display slot beside a listing is seen like any banner: about 1 s (population.ts)
      viewingTimeS: 1.0,
    },
    slotFill: '#f2f3f5',
    svg: (fill) =>
      box({ x: 0, y: 0, width: 960, height: 600 }, '#ffffff') +
      siteHeader('Объявления') +
      box({ x: 220, y: 14, width: 400, height: 28 }, '#ffffff', 6, ' stroke="#c9ced4"') +
      text(234, 33, 13, '#8a9099', 'Поиск по объявлениям') +
      box({ x: 628, y: 14, width: 70, height: 28 }, '#5b8def', 6) +
      text(663, 33, 13, '#ffffff', 'Найти', { bold: true, anchor: 'middle' }) +
      text(920, 33, 13, '#1f2328', 'Разместить объявление', { anchor: 'end' }) +
      text(40, 80, 12, '#8a9099', 'Хобби и отдых › Велосипеды › Городские') +
      text(40, 110, 22, '#111', 'Велосипед городской, 28 дюймов', { bold: true }) +
      picture({ x: 40, y: 126, width: 400, height: 260 }, '#dfe3e8') +
      [0, 1, 2, 3, 4]
        .map((k) => picture({ x: 40 + k * 82, y: 394, width: 74, height: 50 }, '#e6e9ed'))
        .join('') +
      text(470, 146, 26, '#111', '18 500 ₽', { bold: true }) +
      box({ x: 470, y: 164, width: 230, height: 40 }, '#d8f0db', 8) +
      text(585, 190, 15, '#1d6b2a', 'Позвонить', { bold: true, anchor: 'middle' }) +
      box({ x: 470, y: 212, width: 230, height: 40 }, '#e8f1fd', 8) +
      text(585, 238, 15, '#1f5fbf', 'Написать продавцу', { bold: true, anchor: 'middle' }) +
      avatar(492, 290, 18) +
      text(520, 286, 14, '#111', 'Частное лицо', { bold: true }) +
      text(520, 304, 12, '#8a9099', 'На сайте с 2019 года') +
      text(470, 338, 12, '#8a9099', 'Адрес: ул. Садовая, 12') +
      paragraph(470, 362, 12, 18, 34, 2, '#2a2e33', 12) +
      text(slot.x, slot.y - 8, 11, '#8a9099', 'Реклама') +
      box(slot, fill) +
      text(40, 474, 16, '#111', 'Похожие объявления', { bold: true }) +
      [0, 1, 2, 3]
        .map(
          (k) =>
            picture({ x: 40 + k * 170, y: 488, width: 156, height: 76 }, '#e3e7eb') +
            text(40 + k * 170, 584, 14, '#111', `${12 + k * 3} 900 ₽`, { bold: true }),
        )
        .join(''),
  };
}

function mobileStory(): Drawn {
  // full-screen 9:16 story between the top bar and the reply bar
  const slot = { x: 0, y: 64, width: 390, height: 693 };
  return {
    template: {
      id: 'mobile_story',
      title: 'Сторис на телефоне',
      device: 'phone',
      width: 390,
      height: 844,
      slot,
      placement: 'social_feed',
      // stories are tapped through like feed posts; the social-feed model (its contexts include
      // «сторис в телефоне») has a median of 1.7 s
      viewingTimeS: 1.7,
    },
    slotFill: '#1c1c1e',
    svg: (fill) =>
      box({ x: 0, y: 0, width: 390, height: 844 }, '#000000') +
      [0, 1, 2, 3]
        .map((k) => box({ x: 8 + k * 95, y: 8, width: 89, height: 3 }, k < 2 ? '#fff' : '#777', 1))
        .join('') +
      avatar(28, 38, 14, '#8e8e93') +
      text(50, 43, 13, '#ffffff', 'Название аккаунта', { bold: true }) +
      text(204, 43, 12, '#aeaeb2', '2 ч') +
      `<path d="M360 30 l14 14 M374 30 l-14 14" stroke="#fff" stroke-width="2"/>` +
      box(slot, fill) +
      box({ x: 12, y: 774, width: 290, height: 44 }, '#000000', 22, ' stroke="#8e8e93"') +
      text(30, 802, 14, '#aeaeb2', 'Отправить сообщение') +
      heart(326, 788, '#ffffff') +
      share(364, 786, '#ffffff'),
  };
}

function billboard(): Drawn {
  const slot = { ...BILLBOARD.slot };
  const buildings: string[] = [];
  const blocks = [
    [0, 120, 150, '#b7aea3'],
    [150, 170, 110, '#c9c2b8'],
    [260, 90, 130, '#a9b1b8'],
    [390, 150, 120, '#bfb5a8'],
    [510, 60, 110, '#9fa8b0'],
    [840, 100, 120, '#b3aaa0'],
  ] as const;
  for (const [x, top, w, c] of blocks) {
    buildings.push(box({ x, y: top, width: w, height: 330 - top }, c));
    for (let wy = top + 16; wy < 300; wy += 28)
      for (let wx = x + 12; wx < x + w - 16; wx += 24)
        buildings.push(box({ x: wx, y: wy, width: 12, height: 16 }, '#e3e8ec'));
  }
  return {
    template: {
      id: 'billboard',
      title: 'Билборд на улице',
      device: 'street',
      width: 960,
      height: 540,
      slot,
      placement: 'outdoor',
      // the outdoor model's median: glances at roadside boards add up to about 1 s (population.ts)
      viewingTimeS: 1.0,
    },
    slotFill: '#ffffff',
    svg: (fill) =>
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc4e4"/><stop offset="1" stop-color="#dceaf4"/></linearGradient></defs>` +
      box({ x: 0, y: 0, width: 960, height: 540 }, 'url(#sky)') +
      buildings.join('') +
      // shop signs over the ground floors: the other text a passer-by sees
      box({ x: 10, y: 284, width: 124, height: 30 }, '#f3ecd2') +
      text(72, 305, 16, '#2f5a3f', 'ПРОДУКТЫ', { bold: true, anchor: 'middle' }) +
      box({ x: 392, y: 282, width: 116, height: 34 }, '#ffffff') +
      text(450, 306, 18, '#14365f', 'АПТЕКА', { bold: true, anchor: 'middle' }) +
      box({ x: 0, y: 330, width: 960, height: 40 }, '#c2c4c6') +
      `<path d="M0 540 L0 400 L960 370 L960 540 Z" fill="#5d6166"/>` +
      `<path d="M0 370 L960 370 L960 378 L0 400 Z" fill="#9a9ea3"/>` +
      [0, 1, 2, 3, 4, 5, 6]
        .map(
          (k) => `<path d="M${40 + k * 140} ${468 - k * 5} l80 -2 l0 6 l-80 2 z" fill="#e8e8e8"/>`,
        )
        .join('') +
      // cars: rounded bodies and dark windows
      `<rect x="150" y="418" width="150" height="46" rx="14" fill="#8a2f2f"/><rect x="178" y="400" width="92" height="28" rx="10" fill="#8a2f2f"/><rect x="186" y="405" width="76" height="18" rx="6" fill="#2d3338"/><circle cx="182" cy="466" r="13" fill="#222"/><circle cx="270" cy="466" r="13" fill="#222"/>` +
      `<rect x="560" y="392" width="110" height="34" rx="10" fill="#d9dde0"/><rect x="580" y="378" width="68" height="22" rx="8" fill="#d9dde0"/><rect x="586" y="382" width="56" height="14" rx="5" fill="#2d3338"/><circle cx="583" cy="428" r="10" fill="#222"/><circle cx="648" cy="428" r="10" fill="#222"/>` +
      // trees
      `<rect x="196" y="300" width="8" height="70" fill="#6b5440"/><circle cx="200" cy="292" r="30" fill="#6f9a5a"/>` +
      `<rect x="894" y="296" width="8" height="74" fill="#6b5440"/><circle cx="898" cy="286" r="32" fill="#6f9a5a"/>` +
      // the billboard: frame, poles and the board
      `<rect x="${slot.x + 60}" y="${slot.y + slot.height}" width="8" height="${372 - slot.y - slot.height}" fill="#4a4f55"/>` +
      `<rect x="${slot.x + slot.width - 68}" y="${slot.y + slot.height}" width="8" height="${372 - slot.y - slot.height}" fill="#4a4f55"/>` +
      box(
        { x: slot.x - 5, y: slot.y - 5, width: slot.width + 10, height: slot.height + 10 },
        '#3d4247',
      ) +
      box(slot, fill),
  };
}

const DRAWN: Drawn[] = [
  vkFeed(),
  telegramPost(),
  rsyaBanner(),
  avitoListing(),
  mobileStory(),
  billboard(),
];

export const CONTEXT_TEMPLATES: readonly ContextTemplate[] = DRAWN.map((d) => d.template);

function drawnOf(id: ContextId): Drawn {
  const d = DRAWN.find((x) => x.template.id === id);
  if (!d) throw new EngineError('INCORRECT_IMAGE', `unknown context ${String(id)}`);
  return d;
}

/** The template of a context; EngineError 'INCORRECT_IMAGE' on an unknown id. */
export function contextTemplate(id: ContextId): ContextTemplate {
  return drawnOf(id).template;
}

/** The colour around a creative whose shape differs from its slot's. */
export function slotFillOf(id: ContextId): string {
  return drawnOf(id).slotFill;
}

/** The SVG of a context with its slot filled by `slotFill` (a colour). */
export function templateSvg(id: ContextId, slotFill?: string): string {
  const d = drawnOf(id);
  const t = d.template;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${t.width}" height="${t.height}" viewBox="0 0 ${t.width} ${t.height}">${d.svg(
    slotFill ?? d.slotFill,
  )}</svg>`;
}

const rendered = new Map<string, Promise<RgbImage>>();

/** The context frame as an RGB image, its slot filled with `slotFill` (cached: templates never change). */
export function renderTemplate(id: ContextId, slotFill?: string): Promise<RgbImage> {
  const key = `${id}:${slotFill ?? ''}`;
  let p = rendered.get(key);
  if (!p) {
    const t = contextTemplate(id);
    p = sharp(Buffer.from(templateSvg(id, slotFill)))
      .resize(t.width, t.height, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => {
        if (info.width !== t.width || info.height !== t.height || info.channels !== 3)
          throw new EngineError('ENGINE_FAILURE', `template ${id} rendered at the wrong size`);
        return {
          width: info.width,
          height: info.height,
          data: new Uint8Array(data.buffer, data.byteOffset, data.length),
        };
      });
    p.catch(() => rendered.delete(key));
    rendered.set(key, p);
  }
  return p;
}
