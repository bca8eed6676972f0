/**
 * What OCR reads of a 1080×1920 story at two sizes (README "Stories read at their own size"):
 * the product's text path (`recogniseText` on the image reduced to at most `side` px, boxes
 * scaled back, then the plausibility checks of `cleanTexts`) at 1 600 and 2 048 px, on the eight
 * stories of `makeStory`. Per drawn line: read right (a kept line holds its letters, digits and
 * signs in order and nothing else but punctuation; one with a stray mark is listed apart), read
 * in part, or missed; kept lines that are no part of any drawn line are false. Then each side's
 * median OCR time, the two sides interleaved per story and repeated. Panel lines (the brand on
 * its plate, the call on its button) are counted apart too (README "Panels read without their
 * corners"); `--json <file>` writes the lines read right, to compare two versions of the code.
 * Run: pnpm --filter @kreolab/engine exec tsx scripts/ocr-side.ts [--reps 3] [--sides 1600]
 *   [--stories 5-8] [--json <file>]
 */
import { writeFileSync } from 'node:fs';
import { makeStory, STORY_FINE_PRINT, STORY_TEXTS } from '../bench/fixtures';
import { cleanTexts, closeOcr } from '../src/detect';
import { recogniseText, type TextBox } from '../src/detect/ocr';
import { decodeImage, resizeRgb, type RgbImage } from '../src/image';
import { partOfDrawn, readingOf } from './drawn-lines';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SIDES = (arg('--sides') ?? '1600,2048').split(',').map(Number);
const REPS = Number(arg('--reps') ?? 3);
const [first, last] = (arg('--stories') ?? `1-${STORY_TEXTS.length}`).split('-').map(Number);
const JSON_OUT = arg('--json');
/** The lines of `STORY_TEXTS` drawn on a panel: the brand's plate and the button. */
const PANEL_LINES = new Set([0, 3]);

/** Letters, digits and the signs a line's meaning holds; case kept (ОМАРКЕТ ≠ омаркет). */
const core = (s: string) => s.replace(/[^\p{L}\p{N}₽%]/gu, '');

async function read(img: RgbImage, side: number): Promise<{ lines: TextBox[]; ms: number }> {
  const t0 = performance.now();
  const small = Math.max(img.width, img.height) > side ? await resizeRgb(img, side) : img;
  const s = img.width / small.width;
  const raw = await recogniseText(small);
  const lines = cleanTexts(
    raw.map((t) => ({ ...t, x: t.x * s, y: t.y * s, w: t.w * s, h: t.h * s })),
  );
  return { lines, ms: performance.now() - t0 };
}

type Tally = {
  right: number;
  marked: number;
  part: number;
  missed: number;
  false: number;
  panel: number;
};
const tally = Object.fromEntries(
  SIDES.map((s) => [s, { right: 0, marked: 0, part: 0, missed: 0, false: 0, panel: 0 } as Tally]),
);
const times: Record<number, number[]> = Object.fromEntries(SIDES.map((s) => [s, []]));
const rightAt: Record<number, Set<string>> = Object.fromEntries(SIDES.map((s) => [s, new Set()]));

for (let i = first! - 1; i < last!; i++) {
  for (const layout of ['top', 'bottom'] as const) {
    const img = await decodeImage(await makeStory(i, layout));
    const drawn = [...STORY_TEXTS[i]!, STORY_FINE_PRINT];
    const name = `story ${i + 1} ${layout}`;
    for (let rep = 0; rep < REPS; rep++) {
      // interleaved: each repetition reads both sides, in turn first
      const order = rep % 2 === 0 ? SIDES : [...SIDES].reverse();
      for (const side of order) {
        const { lines, ms } = await read(img, side);
        times[side]!.push(ms);
        if (rep > 0) continue; // the readings are the same each time; judge the first
        const t = tally[side]!;
        console.log(`\n${name} at ${side}: ${lines.map((l) => `«${l.text}»`).join(', ')}`);
        for (const [k, d] of drawn.entries()) {
          const how = readingOf(lines, d, core);
          if (how === 'exact') t.right++;
          else if (how === 'marked') t.marked++;
          else if (how === 'part') t.part++;
          else t.missed++;
          const right = how === 'exact' || how === 'marked';
          if (right) rightAt[side]!.add(`${name}: ${d}`);
          if (right && PANEL_LINES.has(k)) t.panel++;
        }
        for (const l of lines)
          if (!partOfDrawn(l, drawn, core)) {
            t.false++;
            console.log(`  false: «${l.text}»`);
          }
      }
    }
  }
}
await closeOcr();

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
console.log(
  '\nside   right   with a mark   in part   missed   false   panel lines right   median OCR ms',
);
for (const side of SIDES) {
  const t = tally[side]!;
  console.log(
    `${side}   ${String(t.right).padStart(5)}   ${String(t.marked).padStart(11)}   ${String(t.part).padStart(7)}   ${String(t.missed).padStart(6)}   ${String(t.false).padStart(5)}   ${String(t.panel).padStart(17)}   ${median(times[side]!).toFixed(0).padStart(13)}`,
  );
}
if (JSON_OUT)
  writeFileSync(
    JSON_OUT,
    JSON.stringify(Object.fromEntries(SIDES.map((s) => [s, [...rightAt[s]!]])), null, 1),
  );
if (SIDES.length < 2) process.exit(0);
const lost = [...rightAt[1600]!].filter((k) => !rightAt[2048]!.has(k));
const gained = [...rightAt[2048]!].filter((k) => !rightAt[1600]!.has(k));
console.log(
  `\nread right (with or without a mark) at 1600 only: ${lost.length ? lost.join('; ') : 'none'}`,
);
console.log(`at 2048 only: ${gained.length ? gained.join('; ') : 'none'}`);
console.log(
  `time ratio 2048 / 1600 (medians): ${(median(times[2048]!) / median(times[1600]!)).toFixed(2)}`,
);
