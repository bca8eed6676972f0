/** Synthetic creatives for benchmarks and manual checks (generated, never committed). */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { ffmpegPath } from '../src/media';

const OSIE = path.resolve(import.meta.dirname, '../../../../shared/eval/osie-dev/images');

/** A 1080×1080 banner: a photo with a face, a Russian headline, a brand and a «Купить» button. */
export async function makeBanner(
  photo = '1002.jpg',
  headline = 'Скидка 30 % на всё',
): Promise<Buffer> {
  const svg = `<svg width="1080" height="1080" xmlns="http://www.w3.org/2000/svg">
    <rect x="0" y="0" width="1080" height="300" fill="#f4efe6"/>
    <text x="60" y="130" font-family="DejaVu Sans" font-weight="bold" font-size="84" fill="#1b1b1b">${headline}</text>
    <text x="60" y="230" font-family="DejaVu Sans" font-size="48" fill="#333">Весенняя коллекция уже в продаже</text>
    <rect x="640" y="900" width="380" height="120" rx="24" fill="#e2231a"/>
    <text x="720" y="982" font-family="DejaVu Sans" font-weight="bold" font-size="60" fill="#ffffff">Купить</text>
    <text x="60" y="990" font-family="DejaVu Sans" font-weight="bold" font-size="56" fill="#ffffff">КРЕОМАРКЕТ</text>
  </svg>`;
  const file = path.join(OSIE, photo);
  const base = fs.existsSync(file)
    ? await sharp(file).resize(1080, 780, { fit: 'cover' }).toBuffer()
    : await sharp({ create: { width: 1080, height: 780, channels: 3, background: '#6b8fb5' } })
        .png()
        .toBuffer();
  return sharp({ create: { width: 1080, height: 1080, channels: 3, background: '#f4efe6' } })
    .composite([
      { input: base, top: 300, left: 0 },
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
