import { describe, expect, it } from 'vitest';
import { passwordStrength } from './passwordStrength';

describe('passwordStrength (product-spec §5)', () => {
  it.each([
    ['', 'weak'],
    ['abc', 'weak'],
    ['abcdefgh', 'weak'], // one kind only
    ['ABCDEFGH', 'weak'],
    ['12345678', 'weak'],
    ['aB1', 'weak'], // too short for medium
    ['abcd1', 'weak'], // 5 characters, two kinds
    ['abcde1', 'medium'], // 6, lower + digit
    ['abcdeF', 'medium'], // 6, lower + upper
    ['ABCDE1', 'medium'], // 6, upper + digit
    ['abcDE1', 'medium'], // all three but under 8
    ['abcdefg1', 'medium'], // 8 but no upper case
    ['abcdefG1', 'strong'],
    ['Pa$$w0rd-long', 'strong'],
    ['пароль1Я', 'strong'], // Cyrillic letters count as lower and upper case
    ['пароль1', 'medium'],
  ] as const)('%j is %s', (pw, level) => {
    expect(passwordStrength(pw)).toBe(level);
  });
});
