import { describe, expect, it } from 'vitest';
import { namesBrand } from './brand';

describe('namesBrand', () => {
  // each sample checked against the engine's brandKey when this was written: a name it reduces
  // to nothing is one the server refuses
  it('takes the names the engine can look for, and none of those it reduces to nothing', () => {
    for (const name of ['SPORTMAX', 'Café', 'Ёж', 'й', 'Їжак', 'Ў', 'Ñ', '7', 'ﬁ', 'Ｆ', '½'])
      expect(namesBrand(name), name).toBe(true);
    for (const name of ['!!!', ' ', '', 'ъь', 'Ъ', '«—»', '华为', 'ß', 'Ґ', 'Ø', 'Æ', 'Ł'])
      expect(namesBrand(name), name).toBe(false);
  });
});
