/**
 * Whether a brand's name can be looked for in a creative's text: the engine reduces a name to its
 * Russian and Latin letters and digits (`brandKey` in packages/engine/src/analyse/brand.ts; accents
 * off, ъ and ь dropped), and the server refuses a name that keeps none («!!!»), which would be
 * named in the result's table and not named in the score. The same test before a save, so the
 * field says so at once.
 */
export function namesBrand(brand: string): boolean {
  return /[0-9a-zа-щыэюяієў]/i.test(brand.normalize('NFKD').replace(/\p{M}/gu, ''));
}
