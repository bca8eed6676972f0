import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, getToken, readTokenCookie, setToken, TOKEN_COOKIE } from './token';

afterEach(() => clearToken());

function recordCookieWrites(): { writes: string[]; restore: () => void } {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document),
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
  return { writes, restore: () => delete (document as { cookie?: string }).cookie };
}

describe('token', () => {
  it('is called kreolab', () => {
    expect(TOKEN_COOKIE).toBe('kreolab');
  });

  it('keeps the token in memory and in a 1-day, path /, SameSite=Lax, non-Secure cookie', () => {
    const { writes, restore } = recordCookieWrites();
    try {
      setToken('abc.def');
      expect(getToken()).toBe('abc.def');
      expect(readTokenCookie()).toBe('abc.def');
      expect(writes).toEqual(['kreolab=abc.def; Max-Age=86400; Path=/; SameSite=Lax']);
      expect(writes[0]).not.toMatch(/secure/i);
    } finally {
      restore();
    }
  });

  it('falls back to the cookie when memory is empty (after a reload)', () => {
    clearToken();
    document.cookie = 'other=1; Path=/';
    document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent('a b')}; Path=/`;
    expect(getToken()).toBe('a b');
  });

  it('clears memory and cookie', () => {
    setToken('t');
    clearToken();
    expect(getToken()).toBeNull();
    expect(document.cookie).not.toContain(`${TOKEN_COOKIE}=`);
  });
});
