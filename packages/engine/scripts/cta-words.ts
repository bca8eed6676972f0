/**
 * How well a recognised text line is known as a call to action, on a labelled sample of
 * advertising lines (`eval/cta-labels.json`: 99 calls — button texts in Russian and English —
 * and 94 other lines — headlines, offers, legal lines and nouns of the calls' roots, «Заказчик
 * доволен», «Смотровая площадка»). The sample was written and committed before the matcher was
 * changed and split into two halves by alternate lines; the words of `isCallToAction` were
 * chosen looking at the tuning half's misses only. Printed per half, before (the matcher until
 * 30 Nov 2026: stems anywhere in the line) and after: recall (calls found), precision (found
 * lines that are calls), and the lines each gets wrong on the tuning half.
 *
 * `--ocr` reads the lines as the product does: each is set on a button (white, bold, on one of
 * four colours) of a 600×500 banner under a headline, saved as JPEG, read by `detect`, and the
 * banner counts as having a call when any line OCR returns matches. This measures the matcher
 * on what OCR makes of the words (a wrong or lost letter), not only on the words as typed.
 * Run: pnpm --filter @kreolab/engine exec tsx scripts/cta-words.ts [--ocr]
 */
import { readFileSync } from 'node:fs';
import { isCallToAction } from '../src/analyse/regions';
import { closeOcr, detect } from '../src/detect';
import { decodeImage } from '../src/image';
import { buttonBannerJpeg } from '../test/svg-image';

const BEFORE =
  /(купи|закаж|заказ|оформ|подробн|узна|скача|звон|запиш|получи|попробу|перей|жми|нажми|смотр|регистр|подпиш|buy|order|shop now|get |download|try|sign up|learn more|call|book)/i;
const rows: { text: string; cta: boolean; half: 'tuning' | 'check' }[] = JSON.parse(
  readFileSync(new URL('../eval/cta-labels.json', import.meta.url), 'utf8'),
);
const BUTTONS = ['#d93a2b', '#1f6feb', '#12805c', '#222222'];

/** What OCR reads of `text` set on a button of a banner (the banner's lines). */
async function readOnButton(text: string, i: number): Promise<string[]> {
  const set = Number(process.argv[process.argv.indexOf('--size') + 1]) || 30;
  const size = text.length > 22 ? Math.round(set * 0.8) : set;
  const jpeg = await buttonBannerJpeg(text, BUTTONS[i % 4]!, size);
  const det = await detect(await decodeImage(jpeg), { faces: false, objects: false });
  return det.texts.map((t) => t.text);
}

if (process.argv.includes('--ocr')) {
  const read = await Promise.all(rows.map((r, i) => readOnButton(r.text, i)));
  await closeOcr();
  const lost = rows.filter((_, i) => !read[i]!.some((t) => t !== 'Новый сезон'));
  console.log(
    `read by OCR: ${rows.length - lost.length} of ${rows.length} button lines (lost: ${lost.map((r) => `«${r.text}»`).join(', ') || 'none'})`,
  );
  const norm = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();
  const exact = rows.filter((r, i) => read[i]!.some((t) => norm(t) === norm(r.text))).length;
  console.log(`read exactly (case and spaces aside): ${exact} of ${rows.length}`);
  for (const r of rows)
    r.text = read[rows.indexOf(r)]!.filter((t) => t !== 'Новый сезон').join(' | ');
}

const matchers = [
  ['before', (t: string) => BEFORE.test(t)],
  ['after', isCallToAction],
] as const;

const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`.padStart(7);
console.log('half      lines (calls / other)   matcher   recall            precision');
for (const half of ['tuning', 'check', 'all'] as const) {
  const rs = half === 'all' ? rows : rows.filter((r) => r.half === half);
  const calls = rs.filter((r) => r.cta).length;
  for (const [name, isCall] of matchers) {
    const found = rs.filter((r) => isCall(r.text));
    const hits = found.filter((r) => r.cta).length;
    console.log(
      `${half.padEnd(9)} ${`${rs.length} (${calls} / ${rs.length - calls})`.padEnd(23)} ${name.padEnd(9)} ${pct(hits, calls)} (${hits}/${calls})`.padEnd(
        70,
      ) + `${pct(hits, found.length)} (${hits}/${found.length})`,
    );
  }
}
for (const [name, isCall] of matchers) {
  const wrong = rows.filter((r) => r.half === 'tuning' && isCall(r.text) !== r.cta);
  console.log(`\n${name}, tuning half, wrong (${wrong.length}):`);
  console.log(wrong.map((r) => `${r.cta ? 'missed' : 'taken'} «${r.text}»`).join('; '));
}
