/**
 * Finding a brand among recognised text. A brief says «SPORTMAX»; the creative may print
 * «Sport max» or «СПОРТМАКС», and OCR may misread a letter. Both sides are reduced to one
 * Latin, roughly phonetic key (case, spaces, punctuation and the script do not matter), and
 * the brand's key is looked for inside the text's key with a few edits allowed for long names.
 */

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'io',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
  // Ukrainian and Belarusian letters that appear in brand names
  і: 'i',
  ї: 'i',
  є: 'e',
  ў: 'u',
};

/**
 * The key of a name: Cyrillic transliterated, Latin spellings of one sound made one
 * (x = кс, c = к or с, w = в, ph = ф, kh = х, y/j = й), doubled letters single, and anything
 * that is not a letter or digit dropped. «SPORTMAX», «Sport max» and «СПОРТМАКС» all give
 * «sportmaks». The web's forms restate which names have a key (`namesBrand` in
 * packages/entities), and their test checks it against this on every character.
 */
export function brandKey(name: string): string {
  // Cyrillic first, on composed letters (й and ё are letters of their own), then Latin accents off
  const latin = [...name.normalize('NFC').toLowerCase()]
    .map((c) => CYRILLIC[c] ?? c)
    .join('')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]/g, '');
  return latin
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c(?!h)/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/kh/g, 'h')
    .replace(/[yj]/g, 'i')
    .replace(/0/g, 'o')
    .replace(/(.)\1+/g, '$1');
}

/**
 * Cyrillic letters that OCR with both alphabets puts in place of the Latin ones they look
 * like: «Sport max» is read «Sport тах» (a lower-case т looks like an m in many faces).
 */
const LOOK_ALIKE: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  ё: 'e',
  і: 'i',
};

/**
 * The readings of a recognised line: as printed, and with Cyrillic look-alikes taken for the
 * Latin letters they resemble (т once as t, once as m), for lines OCR read in mixed scripts.
 */
function readings(text: string): string[] {
  const lower = text.normalize('NFC').toLowerCase();
  if (!/[a-z]/.test(lower) || !/[\u0400-\u04ff]/.test(lower)) return [text];
  const swap = (t: string) =>
    [...lower].map((c) => (c === 'т' ? t : (LOOK_ALIKE[c] ?? c))).join('');
  return [text, swap('t'), swap('m')];
}

/** Edits allowed for a key of this length: none up to 4 letters, 1 up to 8, then 2. */
const allowedEdits = (n: number) => (n <= 4 ? 0 : n <= 8 ? 1 : 2);

/** The fewest edits that turn `needle` into some substring of `hay` (Sellers' algorithm). */
export function substringDistance(needle: string, hay: string): number {
  const m = needle.length;
  if (m === 0) return 0;
  let prev = Array.from({ length: m + 1 }, (_, i) => i);
  let best = prev[m]!;
  for (const ch of hay) {
    const cur = [0];
    for (let i = 1; i <= m; i++)
      cur[i] = Math.min(
        prev[i]! + 1,
        cur[i - 1]! + 1,
        prev[i - 1]! + (needle[i - 1] === ch ? 0 : 1),
      );
    prev = cur;
    best = Math.min(best, cur[m]!);
  }
  return best;
}

/**
 * A test for "this text shows the brand", or null when no brand is given. A short brand
 * (up to 4 letters of key) must be a whole word of the text, so «МТС» is not found inside
 * «АМТСК»; a longer one may sit anywhere, spaces ignored, with a misread letter or two. A
 * brand of several words is also found by any one of its words of 5 or more letters (a
 * brief's «Спортмакс Россия» on a creative that prints only «SPORTMAX»).
 */
export function brandMatcher(brand: string | undefined | null): ((text: string) => boolean) | null {
  const whole = brandKey(brand ?? '');
  if (!whole) return null;
  const words = (brand ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .map(brandKey)
    .filter((k) => k.length >= 5 && k !== whole);
  const keys = [whole, ...words];
  const found = (text: string) => {
    const hay = brandKey(text);
    if (!hay) return false;
    const tokens = text.split(/[^\p{L}\p{N}]+/u).map(brandKey);
    return keys.some((key) =>
      key.length <= 4
        ? tokens.includes(key) || hay === key
        : substringDistance(key, hay) <= allowedEdits(key.length),
    );
  };
  return (text: string) => readings(text).some(found);
}
