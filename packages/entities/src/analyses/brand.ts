/**
 * The Cyrillic letters the engine keeps in a brand's key: Russian but ъ and ь, and і, ї, є, ў
 * (the keys of `CYRILLIC` in packages/engine/src/analyse/brand.ts that are not mapped to nothing).
 */
const KEPT_CYRILLIC = /[а-щыэюяёіїєў]/;

/**
 * Whether a brand's name can be looked for in a creative's text: the engine reduces a name to
 * its Russian and Latin letters and digits (`brandKey` in packages/engine/src/analyse/brand.ts),
 * and the server refuses a name whose key is empty («!!!»), which would be named in the result's
 * table and not named in the score. This is the same test, character by character and in the
 * key's steps (composed and lower-cased; a letter not in the Cyrillic table keeps what its
 * decomposition without accents has of a–z and 0–9), so the field says so at once; its test
 * checks every character against `brandKey`.
 */
export function namesBrand(brand: string): boolean {
  return [...brand.normalize('NFC').toLowerCase()].some(
    (c) => KEPT_CYRILLIC.test(c) || /[a-z0-9]/.test(c.normalize('NFKD').replace(/\p{M}/gu, '')),
  );
}
