/** Synthetic creatives for benchmarks and manual checks (generated, never committed). */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { ffmpegPath } from '../src/media';

const OSIE = path.resolve(import.meta.dirname, '../../../../shared/eval/osie-dev/images');

/** The bench's three banners (`makeBanner`): the photograph and the headline of each. */
export const BENCH_BANNERS = [
  { photo: '1002.jpg', headline: 'Скидка 30 % на всё' },
  { photo: '1010.jpg', headline: 'Новая коллекция' },
  { photo: '1100.jpg', headline: 'Доставка бесплатно' },
] as const;

/**
 * What `makeBanner` draws besides the headline, and where: the band the photograph lies under,
 * the line under the headline, the button over the photograph with its call, and the brand over
 * the photograph.
 */
export const BANNER = {
  band: 300,
  subline: 'Весенняя коллекция уже в продаже',
  button: { x: 640, y: 900, w: 380, h: 120 },
  cta: 'Купить',
  brand: 'КРЕОМАРКЕТ',
} as const;

/** A 1080×1080 banner: a photo with a face, a Russian headline, a brand and a «Купить» button. */
export async function makeBanner(
  photo: string = BENCH_BANNERS[0].photo,
  headline: string = BENCH_BANNERS[0].headline,
): Promise<Buffer> {
  const { band, button: b } = BANNER;
  const svg = `<svg width="1080" height="1080" xmlns="http://www.w3.org/2000/svg">
    <rect x="0" y="0" width="1080" height="${band}" fill="#f4efe6"/>
    <text x="60" y="130" font-family="DejaVu Sans" font-weight="bold" font-size="84" fill="#1b1b1b">${headline}</text>
    <text x="60" y="230" font-family="DejaVu Sans" font-size="48" fill="#333">${BANNER.subline}</text>
    <rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="24" fill="#e2231a"/>
    <text x="720" y="982" font-family="DejaVu Sans" font-weight="bold" font-size="60" fill="#ffffff">${BANNER.cta}</text>
    <text x="60" y="990" font-family="DejaVu Sans" font-weight="bold" font-size="56" fill="#ffffff">${BANNER.brand}</text>
  </svg>`;
  const file = path.join(OSIE, photo);
  const base = fs.existsSync(file)
    ? await sharp(file)
        .resize(1080, 1080 - band, { fit: 'cover' })
        .toBuffer()
    : await sharp({
        create: { width: 1080, height: 1080 - band, channels: 3, background: '#6b8fb5' },
      })
        .png()
        .toBuffer();
  return sharp({ create: { width: 1080, height: 1080, channels: 3, background: '#f4efe6' } })
    .composite([
      { input: base, top: band, left: 0 },
      { input: Buffer.from(svg), top: 0, left: 0 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A 1080×1080 creative on a plain dark ground with a faint headline (near-black, about 1.1:1),
 * a bright circle, a button and a logo, like the browser journeys' banner B: OCR reads it a
 * third time with a local threshold (`recogniseAdaptive`), which a photo banner does not.
 */
export async function makePlainBanner(): Promise<Buffer> {
  const svg = `<svg width="1080" height="1080" xmlns="http://www.w3.org/2000/svg">
    <rect width="1080" height="1080" fill="#1d1e23"/>
    <text x="70" y="150" font-family="DejaVu Sans" font-weight="bold" font-size="86" fill="#111111">Новая коллекция</text>
    <text x="70" y="240" font-family="DejaVu Sans" font-size="48" fill="#3a3b42">Кроссовки для города</text>
    <circle cx="540" cy="560" r="200" fill="#f0b400"/>
    <rect x="590" y="870" width="420" height="140" rx="24" fill="#d42020"/>
    <text x="680" y="962" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="#ffffff">Узнать</text>
    <text x="70" y="960" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="#2a62d6">Креолаб</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/**
 * A 30-second 1080×1080 clip of three banners, 10 s each, slowly zooming (as advertising
 * videos hold a layout for seconds), read by the product at 1 frame a second: 30 frames.
 */
export async function makeClip(file: string): Promise<void> {
  const dir = path.dirname(file);
  const inputs: string[] = [];
  for (const [i, [photo, headline]] of [
    ['1002.jpg', 'Скидка 30 % на всё'],
    ['1050.jpg', 'Summer sale -50%'],
    ['1100.jpg', 'Доставка бесплатно'],
  ].entries()) {
    const img = path.join(dir, `b${i}.jpg`);
    fs.writeFileSync(img, await makeBanner(photo, headline));
    inputs.push('-loop', '1', '-t', '10', '-framerate', '25', '-i', img);
  }
  const zoom = (i: number) =>
    `[${i}:v]scale=1080:1080,zoompan=z='1+0.0004*on':d=1:s=1080x1080:fps=25,setsar=1[v${i}]`;
  await promisify(execFile)(await ffmpegPath(), [
    '-v',
    'error',
    ...inputs,
    '-filter_complex',
    `${zoom(0)};${zoom(1)};${zoom(2)};[v0][v1][v2]concat=n=3:v=1[out]`,
    '-map',
    '[out]',
    '-pix_fmt',
    'yuv420p',
    '-t',
    '30',
    file,
  ]);
}

/**
 * Texts of the story creatives (`makeStory`): a brand on a white plate, a headline, a line
 * under it, a call to action on a button and a line of fine print, as a story ad lays them out.
 */
export const STORY_TEXTS = [
  ['МОРСКОЙ БРИЗ', 'Туры к морю', 'от 49 900 ₽ на двоих', 'Забронировать'],
  ['ЗЕРНО', 'Кофе с собой', 'Второй стакан в подарок', 'Заказать'],
  ['ДОМТЕХ', 'Скидки до 40 %', 'на технику для кухни', 'Купить'],
  ['КНИГОМИР', 'Читайте больше', 'Подписка 299 ₽ в месяц', 'Попробовать'],
  // the second four were added to check a rule chosen on the first four (README "Panels read
  // without their corners")
  ['ФИТЛАЙФ', 'Абонемент в зал', 'Первый месяц 990 ₽', 'Записаться'],
  ['ВКУСНО ДОМА', 'Ужин за 20 минут', 'Наборы с доставкой', 'Выбрать набор'],
  ['АВТОПРОКАТ', 'Машина на выходные', 'от 2 500 ₽ в сутки', 'Арендовать'],
  ['ЛИНГВА', 'Английский онлайн', 'Пробный урок бесплатно', 'Начать'],
  // the third four check the text detector (README "Text over a photograph, found by a text
  // detector"): the headlines of 7 and 8 run past the frame's edge (1 233 and 1 093 px wide
  // at 92 px), so no reading can hold them whole; these fit (at most 882 px)
  ['САДОВНИК', 'Цветы за час', 'Букеты от 1 990 ₽', 'Заказать букет'],
  ['ТЕПЛОДОМ', 'Окна на зиму', 'Замер бесплатно', 'Оставить заявку'],
  ['ВЕЛОГРАД', 'Весь город', 'Велосипеды напрокат', 'Взять велосипед'],
  ['ЧИСТЫЙ ДОМ', 'Уборка за день', 'Скидка 15 % новым', 'Вызвать'],
] as const;
/**
 * The photo of each story: osie-dev's 51st, 151st, 251st and 351st image in name order, then
 * its 26th, 126th, 226th and 326th, then its 76th, 176th, 276th and 376th.
 */
const STORY_PHOTOS = [
  '1087.jpg',
  '1256.jpg',
  '1442.jpg',
  '1610.jpg',
  '1044.jpg',
  '1204.jpg',
  '1389.jpg',
  '1571.jpg',
  '1127.jpg',
  '1310.jpg',
  '1481.jpg',
  '1657.jpg',
];
export const STORY_FINE_PRINT = 'Предложение действует до 31 декабря.';

/**
 * A 1080×1920 story (the vertical format of social feeds): a photograph over the whole frame,
 * white text on it and an orange button; `layout` 'top' puts the headline at the top and the
 * button at the bottom, 'bottom' the other way round. Made to check how text is read on a
 * frame taller than 1600 px (README "Stories read at their own size").
 */
export async function makeStory(index: number, layout: 'top' | 'bottom'): Promise<Buffer> {
  const [brand, headline, subline, cta] = STORY_TEXTS[index]!;
  const top = layout === 'top';
  const ctaY = top ? 1640 : 420;
  const headY = top ? 330 : 1450;
  const plateWidth = 80 + brand.length * 42;
  const svg = `<svg width="1080" height="1920" xmlns="http://www.w3.org/2000/svg">
    <rect x="60" y="80" width="${plateWidth}" height="110" rx="20" fill="#ffffff"/>
    <text x="100" y="156" font-family="DejaVu Sans" font-weight="bold" font-size="56" fill="#0b4f8a">${brand}</text>
    <text x="60" y="${headY}" font-family="DejaVu Sans" font-weight="bold" font-size="92" fill="#ffffff">${headline}</text>
    <text x="60" y="${headY + 110}" font-family="DejaVu Sans" font-size="64" fill="#ffffff">${subline}</text>
    <rect x="60" y="${ctaY}" width="960" height="150" rx="75" fill="#ff7a00"/>
    <text x="540" y="${ctaY + 100}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="68" fill="#ffffff">${cta}</text>
    <text x="60" y="1880" font-family="DejaVu Sans" font-size="30" fill="#ffffff">${STORY_FINE_PRINT}</text>
  </svg>`;
  const file = path.join(OSIE, STORY_PHOTOS[index]!);
  const base = fs.existsSync(file)
    ? await sharp(file).resize(1080, 1920, { fit: 'cover' }).toBuffer()
    : await sharp({ create: { width: 1080, height: 1920, channels: 3, background: '#6b8fb5' } })
        .png()
        .toBuffer();
  return sharp(base)
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
