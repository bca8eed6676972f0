import type { FaceBox } from './faces';
import type { TextBox } from './ocr';

/**
 * What a detection must show to become a region. Tesseract reads letters into textures
 * (bricks, water, hair, fences) and BlazeFace finds faces in toys, food and the backs of heads;
 * each false one became a "seen" region. The thresholds were chosen on half of the labelled
 * sample in eval/detector-labels.json and checked on the other half (scripts/eval-detectors.ts).
 */
export const PLAUSIBILITY = {
  /** Minimum line confidence by the number of letters and digits in the line. */
  textConfidence: { short: 90, four: 65, long: 55, shortNumber: 75 },
  /** Face mesh confidence (the second model) above which a BlazeFace box is a face. */
  faceMesh: 0.3,
  /**
   * BlazeFace score that is enough on its own: the mesh model fails on faces in profile or
   * looking down, which BlazeFace finds with high scores, while its false finds score low.
   */
  faceBox: 0.75,
};

const VOWEL = /[aeiouyаеёиоуыэюя]/iu;

/** A word made of one repeated letter («SS», «ЕЕЕ») or with a letter three times in a row. */
function repeatedGarbage(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, '').toLowerCase();
  if (letters.length < 2) return false;
  return new Set(letters).size === 1 || /(\p{L})\1\1/u.test(letters);
}

/** A long word without a vowel («XQZRT»): rarely a word in Russian or English, often texture. */
function vowelless(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, '');
  return letters.length >= 5 && !VOWEL.test(letters);
}

/**
 * Whether an OCR line is text a person would call text. Short lines are where tesseract's
 * inventions are (two or three letters out of a texture), so they need a confident read;
 * numbers are kept more easily (prices, phone numbers, shirt numbers); words of one repeated
 * letter or long words without a vowel are garbage whatever the confidence.
 */
export function plausibleText(t: TextBox): boolean {
  const words = t.text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length === 0) return false;
  if (words.some((w) => repeatedGarbage(w) || vowelless(w))) {
    // a garbage word spoils a short line; a long line with real words keeps its real words' read
    const good = words.filter((w) => !repeatedGarbage(w) && !vowelless(w));
    if (good.join('').replace(/[^\p{L}\p{N}]/gu, '').length < 4) return false;
  }
  const letters = t.text.replace(/[^\p{L}]/gu, '').length;
  const digits = t.text.replace(/[^\p{N}]/gu, '').length;
  const n = letters + digits;
  const c = PLAUSIBILITY.textConfidence;
  if (letters === 0) return digits >= 2 && t.confidence >= (digits <= 3 ? c.shortNumber : c.long);
  if (n <= 3) return t.confidence >= c.short;
  if (n === 4) return t.confidence >= c.four;
  return t.confidence >= c.long;
}

/** Whether a face box is a face: the face mesh model agrees, or BlazeFace alone is sure. */
export function plausibleFace(f: FaceBox): boolean {
  return (f.mesh ?? 1) >= PLAUSIBILITY.faceMesh || f.score >= PLAUSIBILITY.faceBox;
}
