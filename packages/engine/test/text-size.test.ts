import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { analyseImage, closeOcr } from '../src';
import { LETTER_PX } from '../src/analyse/metrics';
import { displayScale } from '../src/viewers/population';

afterAll(() => closeOcr());

/** A creative on a light ground with `lines` ([text, font px, baseline y]) in dark ink, as PNG. */
function creative(width: number, height: number, lines: [string, number, number][]) {
  const texts = lines
    .map(
      ([text, size, y]) =>
        `<text x="12" y="${y}" font-family="DejaVu Sans" font-size="${size}" fill="#1d2733">${text}</text>`,
    )
    .join('');
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#f4efe6"/>${texts}</svg>`,
    ),
  )
    .png()
    .toBuffer();
}

describe('the size of text as the viewer sees it', () => {
  it('shows a feed post across a phone and a banner at its own size', () => {
    // a phone 395 CSS px wide (the middle of 360–430) under a 1.78 × its width tall screen area
    expect(displayScale('social_feed', 1080, 1080)).toBeCloseTo(395 / 1080, 6);
    expect(displayScale('social_feed', 1080, 1920)).toBeCloseTo(395 / 1080, 3);
    expect(displayScale('social_feed', 1200, 628)).toBeCloseTo(395 / 1200, 6);
    // taller than a phone's screen: fitted by its height
    expect(displayScale('social_feed', 600, 2000)).toBeCloseTo((395 * 693) / 390 / 2000, 6);
    expect(displayScale('banner', 728, 90)).toBe(1);
    expect(displayScale('banner', 300, 1050)).toBe(1);
    expect(displayScale('banner', 970, 250)).toBe(1);
    // exports at 2× and 4× of a standard unit
    expect(displayScale('banner', 1456, 180)).toBe(0.5);
    expect(displayScale('banner', 600, 2100)).toBe(0.5);
    expect(displayScale('banner', 1960, 2000)).toBe(0.25);
    expect(displayScale('video', 1920, 1080)).toBeCloseTo(1000 / 1920, 6);
    expect(displayScale('video', 1080, 1920)).toBeCloseTo(562.5 / 1920, 6);
    // an A4 page rendered 849×1200 is read as 1 180 px wide (A5 to A4 at 40 cm): 10-pt body
    // text, its capitals 2.47 mm (10 px of the render), is above ISO 9241-3's minimum
    expect(displayScale('print', 849, 1200)).toBeCloseTo(1180 / 849, 6);
    expect(
      ((2.47 / 297) * 1200 * displayScale('print', 849, 1200)) / LETTER_PX.minimum,
    ).toBeGreaterThan(1);
    // a viewer's own screen width
    expect(displayScale('social_feed', 1080, 1080, 360)).toBeCloseTo(360 / 1080, 6);
  });

  it('scores a line by its size on the screen, whatever the format of the file', async () => {
    // the same 48-px line in a square post and in a story: both 1080 px wide, both shown
    // across a phone, so their letters are the same size there; read as a share of the image's
    // height, the story's scored 0.6 of the post's
    const line: [string, number, number][] = [['Скидка 30 % на всё', 48, 140]];
    const legibility = async (height: number) =>
      (
        await analyseImage(await creative(1080, height, line), {
          placement: 'social_feed',
          viewers: 2,
          regionViewers: 100,
          images: false,
        })
      ).result.frames[0]!.metrics.legibility.value;
    const [post, story] = [await legibility(1080), await legibility(1920)];
    expect(post).toBeGreaterThan(80);
    expect(Math.abs(post - story)).toBeLessThanOrEqual(1);
  });

  it('names a banner’s small line with its size on the page', async () => {
    // a 728×90 leaderboard is shown at its own size: an 11-px line has letters of about 8 px,
    // under ISO 9241-3's 16 minutes of arc (12.5 CSS px); a share of 90 px gave it full marks
    const png = await creative(728, 90, [
      ['Скидка 30 % на всё', 34, 44],
      ['Подробности акции на сайте магазина', 11, 76],
    ]);
    const frame = (
      await analyseImage(png, {
        placement: 'banner',
        viewers: 2,
        regionViewers: 100,
        images: false,
      })
    ).result.frames[0]!;
    const small = frame.findings.find((f) => f.text.startsWith('Мелкий текст'));
    expect(small?.kind).toBe('problem');
    expect(small?.text).toMatch(
      /^Мелкий текст: «Подроб[^»]*» — буквы [6-9] px в баннере на странице\.$/,
    );
    expect(small?.text).not.toContain('Скидка');
    expect(small?.recommendation).toContain('не ниже 13 px');
    // the metric's explanation does not call all the text easy to read beside that finding
    expect(frame.metrics.legibility.explanation).toBe(
      'Высота букв на экране и контраст текста с фоном (WCAG): текст читается легко, кроме строки, названной в выводах.',
    );
  });
});
