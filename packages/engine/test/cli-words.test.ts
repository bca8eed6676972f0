import { describe, expect, it } from 'vitest';
import { viewersWords } from '../src/cli-analyse';

describe('the command line’s words', () => {
  it('says the viewers’ count with its plural', () => {
    expect([1, 2, 5, 11, 21, 24, 112, 1000].map(viewersWords)).toEqual([
      '1 зритель',
      '2 зрителя',
      '5 зрителей',
      '11 зрителей',
      '21 зритель',
      '24 зрителя',
      '112 зрителей',
      '1000 зрителей',
    ]);
  });
});
