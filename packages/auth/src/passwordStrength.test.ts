import { describe, expect, it } from 'vitest';
import { passwordStrength } from './passwordStrength';
import { isValidPassword } from './validation';

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
    ['abcdefG1', 'medium'], // the form refuses it (no special character): never «Надёжный»
    ['abcdefG1!', 'strong'],
    ['Pa$$w0rd-long', 'strong'],
    ['пароль1Я!', 'strong'], // Cyrillic letters count as lower and upper case
    ['пароль1Я', 'medium'],
    ['пароль1', 'medium'],
  ] as const)('%j is %s', (pw, level) => {
    expect(passwordStrength(pw)).toBe(level);
  });
});

describe('the meter and the form agree', () => {
  it.each(['abcdefG1', 'Abcdefgh1', 'ABCDEFGh1', 'Pa$$w0rd', 'пароль1Я', 'Zz9 zz9zz', 'aB1$aB1$'])(
    '%j is «Надёжный» only when the form accepts it',
    (pw) => {
      expect(passwordStrength(pw) === 'strong').toBe(
        isValidPassword(pw) && /\p{Ll}/u.test(pw) && /\p{Lu}/u.test(pw),
      );
    },
  );
});
