/**
 * How OCR read the lines drawn on a synthetic creative, shared by `ocr-side.ts` (stories) and
 * `banner-lines.ts` (banners): each drawn line is read exactly, with a stray mark (the same
 * letters, digits and signs, `core`), in part, or missed, and a kept line that is no part of any
 * drawn line is a false one.
 */
import type { TextBox } from '../src/detect/ocr';

export type Reading = 'exact' | 'marked' | 'part' | 'missed';

/** How `drawn` was read among `lines`, logging what was not read exactly. */
export function readingOf(
  lines: readonly TextBox[],
  drawn: string,
  core: (s: string) => string,
): Reading {
  if (lines.some((l) => l.text.trim() === drawn)) return 'exact';
  const sameCore = lines.find((l) => core(l.text) === core(drawn));
  if (sameCore) {
    console.log(`  with a stray mark: «${sameCore.text}» for «${drawn}»`);
    return 'marked';
  }
  const part = lines.find((l) => core(l.text).length > 0 && core(drawn).includes(core(l.text)));
  if (part) {
    console.log(`  in part: «${part.text}» for «${drawn}»`);
    return 'part';
  }
  console.log(`  missed: «${drawn}»`);
  return 'missed';
}

/** Whether a kept line is some part of a drawn line (else it is a false one). */
export function partOfDrawn(
  line: TextBox,
  drawn: readonly string[],
  core: (s: string) => string,
): boolean {
  const c = core(line.text);
  return c.length > 0 && drawn.some((d) => core(d).includes(c));
}
