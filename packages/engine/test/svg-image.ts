import path from 'node:path';
import sharp, { type Color } from 'sharp';

/** osie-dev's photographs, which some tests set designed text over (skipped where absent). */
export const OSIE_IMAGES = path.resolve(
  import.meta.dirname,
  '../../../../shared/eval/osie-dev/images',
);

/** The osie-dev photograph `photo` cut to `width`×`height` with `svg` drawn over it, as a JPEG. */
export async function photoWithSvg(
  photo: string,
  width: number,
  height: number,
  svg: string,
): Promise<Buffer> {
  return sharp(
    await sharp(path.join(OSIE_IMAGES, photo)).resize(width, height, { fit: 'cover' }).toBuffer(),
  )
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A PNG of `width`×`height` on `background` with `shapes` (SVG elements) drawn over it. */
export function svgPng(
  width: number,
  height: number,
  background: Color,
  shapes: string,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([
      {
        input: Buffer.from(`<svg width="${width}" height="${height}">${shapes}</svg>`),
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
}

/**
 * A line of `text` set in `ink` at `size` px over a ground of RGB pixels (`ground(width,
 * height)`), saved as JPEG at quality 85 as creatives come and decoded again, with the ink's
 * bounding box grown by 2 px on every side, as the OCR's line boxes sit: the synthetic text lines
 * that test/text-contrast.test.ts and scripts/text-contrast.ts measure `textLegibility` on.
 */
export async function jpegTextLine(
  text: string,
  size: number,
  ink: string,
  ground: (width: number, height: number) => Buffer,
) {
  const w = Math.ceil(size * text.length * 0.75) + 40;
  const h = size * 3;
  const svg = (fill: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
        `<text x="20" y="${size * 1.9}" font-family="DejaVu Sans" font-size="${size}" fill="${fill}">${text}</text></svg>`,
    );
  // the ink's bounding box from the text alone on a transparent ground
  const mask = await sharp(svg('#000')).ensureAlpha().raw().toBuffer();
  let [x0, y0, x1, y1] = [w, h, 0, 0];
  for (let i = 0; i < w * h; i++)
    if (mask[i * 4 + 3]! > 0) {
      const [x, y] = [i % w, Math.floor(i / w)];
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  const jpeg = await sharp(ground(w, h), { raw: { width: w, height: h, channels: 3 } })
    .composite([{ input: await sharp(svg(ink)).png().toBuffer() }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const { data, info } = await sharp(jpeg)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    img: { width: info.width, height: info.height, data: new Uint8Array(data) },
    box: { x: x0 - 2, y: y0 - 2, w: x1 - x0 + 5, h: y1 - y0 + 5, text, confidence: 90 },
  };
}

/**
 * A 600×500 banner on a light ground with a headline («Новый сезон») and `text` in white bold
 * `size` px on a pill-shaped button of `fill`, as JPEG at quality 85: the buttons that
 * scripts/cta-words.ts --ocr reads its labelled lines on and test/analyse.test.ts reads whole.
 */
export function buttonBannerJpeg(text: string, fill: string, size: number): Promise<Buffer> {
  const width = Math.min(560, Math.round(text.length * size * 0.8) + 2 * size);
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="500">` +
    `<rect width="600" height="500" fill="#f3efe7"/>` +
    `<text x="40" y="110" font-family="DejaVu Sans" font-weight="bold" font-size="44" fill="#1d2733">Новый сезон</text>` +
    `<rect x="${300 - width / 2}" y="330" width="${width}" height="${size * 2.2}" rx="${size}" fill="${fill}"/>` +
    `<text x="300" y="${330 + size * 1.45}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="#fff">${escaped}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
