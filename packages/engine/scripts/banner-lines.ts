/**
 * What OCR reads of the bench's 1080×1080 banner (`makeBanner`) set over other photographs
 * (README "A line read short of its ends"): the product's text path (`recogniseText`, then the
 * plausibility checks of `cleanTexts`) on banners over every 20th osie-dev photo from the 11th
 * (20 photos; the headline taken in turn from the bench's three). Per drawn line: read right (a
 * kept line holds its letters, digits and signs in order and nothing else but punctuation),
 * read in part, or missed; kept lines on the band or the button that are no part of a drawn line
 * are false (lines over the photograph may be the photograph's own text and are listed apart).
 * `--json <file>` writes the lines read right, to compare two versions of the code; the median
 * OCR time of a banner is printed too.
 * Run: pnpm --filter @kreolab/engine exec tsx scripts/banner-lines.ts [--json <file>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { BANNER, BENCH_BANNERS, makeBanner } from '../bench/fixtures';
import { cleanTexts, closeOcr } from '../src/detect';
import { recogniseText } from '../src/detect/ocr';
import { decodeImage } from '../src/image';
import { partOfDrawn, readingOf } from './drawn-lines';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const JSON_OUT = arg('--json');
const OSIE = path.resolve(import.meta.dirname, '../../../../shared/eval/osie-dev/images');
const PHOTOS = fs
  .readdirSync(OSIE)
  .filter((f) => f.endsWith('.jpg'))
  .sort()
  .filter((_, i) => i % 20 === 10);
const HEADLINES = BENCH_BANNERS.map((b) => b.headline);
const FIXED = [BANNER.subline, BANNER.cta, BANNER.brand];
const BUTTON = BANNER.button;

/**
 * Letters, digits and the signs a line's meaning holds; case kept (ОМАРКЕТ ≠ омаркет); «ё» as «е»,
 * which Russian print often writes for it and Tesseract reads it as («на все» for «на всё»).
 */
const core = (s: string) => s.replace(/[^\p{L}\p{N}₽%]/gu, '').replace(/ё/g, 'е');

const t = { right: 0, part: 0, missed: 0, false: 0, photo: 0 };
const perLine = new Map<string, number>();
const right: string[] = [];
const times: number[] = [];
for (const [k, photo] of PHOTOS.entries()) {
  const headline = HEADLINES[k % HEADLINES.length]!;
  const img = await decodeImage(await makeBanner(photo, headline));
  const t0 = performance.now();
  const lines = cleanTexts(await recogniseText(img));
  times.push(performance.now() - t0);
  const drawn = [headline, ...FIXED];
  console.log(`\n${photo}: ${lines.map((l) => `«${l.text}»`).join(', ')}`);
  for (const d of drawn) {
    const how = readingOf(lines, d, core);
    if (how === 'exact' || how === 'marked') {
      t.right++;
      right.push(`${photo}: ${d}`);
      perLine.set(d, (perLine.get(d) ?? 0) + 1);
    } else if (how === 'part') t.part++;
    else t.missed++;
  }
  for (const l of lines) {
    if (partOfDrawn(l, drawn, core)) continue;
    const cx = l.x + l.w / 2;
    const cy = l.y + l.h / 2;
    const onButton =
      cx >= BUTTON.x && cx <= BUTTON.x + BUTTON.w && cy >= BUTTON.y && cy <= BUTTON.y + BUTTON.h;
    if (cy < BANNER.band || onButton) {
      t.false++;
      console.log(`  false: «${l.text}»`);
    } else {
      t.photo++;
      console.log(`  over the photograph: «${l.text}»`);
    }
  }
}
await closeOcr();
console.log(
  `\n${PHOTOS.length} banners, ${PHOTOS.length * 4} drawn lines: right ${t.right}, in part ${t.part}, missed ${t.missed}; false ${t.false}; other lines over the photograph ${t.photo}`,
);
const sorted = [...times].sort((a, b) => a - b);
console.log(`median OCR time of a banner: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms`);
for (const d of [...HEADLINES, ...FIXED]) console.log(`  «${d}»: ${perLine.get(d) ?? 0}`);
if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(right, null, 1));
