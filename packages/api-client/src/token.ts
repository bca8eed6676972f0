// The access token: kept in memory and in the cookie named after the
// product, `kreolab`, for 1 day, path /, SameSite=Lax, not Secure-only. The refresh token is a
// separate HttpOnly cookie the server sets; this module never sees it.

export const TOKEN_COOKIE = 'kreolab';
/** Lifetime of the token cookie in seconds: 1 day. */
export const TOKEN_COOKIE_MAX_AGE = 24 * 60 * 60;

let memory: string | null = null;

function writeCookie(value: string, maxAge: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/** The token stored in the `kreolab` cookie, or null. */
export function readTokenCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== TOKEN_COOKIE) continue;
    const raw = part.slice(eq + 1).trim();
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The access token: from memory, falling back to the cookie (e.g. after a page reload). */
export function getToken(): string | null {
  return memory ?? readTokenCookie();
}

/** Saves the access token in memory and in the cookie. */
export function setToken(token: string): void {
  memory = token;
  writeCookie(token, TOKEN_COOKIE_MAX_AGE);
}

/** Forgets the access token: memory and cookie. */
export function clearToken(): void {
  memory = null;
  writeCookie('', 0);
}
