import { brandKey } from '@kreolab/engine/brand';
import { describe, expect, it } from 'vitest';
import { namesBrand } from './brand';

describe('namesBrand', () => {
  it('takes the names the engine can look for, and none of those it reduces to nothing', () => {
    for (const name of ['SPORTMAX', 'Café', 'Ёж', 'й', 'Їжак', 'Ў', 'Ñ', '7', 'ﬁ', 'Ｆ', '½'])
      expect(namesBrand(name), name).toBe(true);
    for (const name of [
      '!!!',
      ' ',
      '',
      'ъь',
      'Ъ',
      '«—»',
      '华为',
      'ß',
      'Ґ',
      'Ø',
      'Æ',
      'Ł',
      'ᴬ',
      'ѐ',
    ])
      expect(namesBrand(name), name).toBe(false);
  });

  // the server refuses a name whose key is empty, so the form must agree with brandKey on every
  // character (a key is empty exactly when every character's is); the first two planes hold every
  // character whose decomposition has a–z or 0–9 (mathematical letters included)
  it('agrees with the engine’s brandKey on every character of the first two Unicode planes', () => {
    const disagree: string[] = [];
    for (let c = 0; c <= 0x1ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCodePoint(c);
      if (namesBrand(ch) !== (brandKey(ch) !== '')) disagree.push(`U+${c.toString(16)}`);
    }
    expect(disagree).toEqual([]);
  });

  it('reads a letter composed of a base and an accent as the engine does', () => {
    expect(namesBrand('и\u0306')).toBe(brandKey('и\u0306') !== '');
    expect(namesBrand('е\u0308ж')).toBe(true);
  });
});
