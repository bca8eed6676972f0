import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Access tokens live 15 minutes (DESIGN.md §4); the refresh cookie renews them. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_AUDIENCE = 'kreolab';

export interface AccessClaims {
  sub: string;
  email: string;
  aud: string;
  typ: 'access';
  iat: number;
  exp: number;
}

/** Who a request acts for, once its access token checked out. */
export interface AuthUser {
  id: number;
  email: string;
}

export type VerifyResult =
  { ok: true; user: AuthUser; issuedAtMs: number } | { ok: false; reason: 'invalid' | 'expired' };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const sign = (secret: string, input: string) => createHmac('sha256', secret).update(input).digest();

/**
 * An HS256 JWT with `sub`, `email`, `aud: 'kreolab'`, `typ: 'access'`. `now` is in seconds;
 * `iat` keeps its milliseconds (a JWT NumericDate may be fractional), so a token issued just
 * after a revocation (src/auth/revocation.ts) in the same second is told from one issued before.
 */
export function signAccessToken(
  secret: string,
  user: AuthUser,
  now = Date.now() / 1000,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): string {
  const iat = Math.round(now * 1000) / 1000;
  const claims: AccessClaims = {
    sub: String(user.id),
    email: user.email,
    aud: TOKEN_AUDIENCE,
    typ: 'access',
    iat,
    exp: iat + ttlSeconds,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const input = `${HEADER}.${payload}`;
  return `${input}.${sign(secret, input).toString('base64url')}`;
}

/** Checks signature (constant time), algorithm, audience, type and expiry; never throws. */
export function verifyAccessToken(
  secret: string,
  token: string,
  now = Math.floor(Date.now() / 1000),
): VerifyResult {
  const invalid = { ok: false, reason: 'invalid' } as const;
  const parts = token.split('.');
  if (parts.length !== 3) return invalid;
  const [header, payload, signature] = parts as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, `${header}.${payload}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  let claims: Partial<AccessClaims>;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
    if (head.alg !== 'HS256') return invalid;
    claims = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as Partial<AccessClaims>;
  } catch {
    return invalid;
  }
  if (claims.aud !== TOKEN_AUDIENCE || claims.typ !== 'access') return invalid;
  const id = Number(claims.sub);
  if (!Number.isSafeInteger(id) || id <= 0 || typeof claims.email !== 'string') return invalid;
  if (typeof claims.iat !== 'number' || !Number.isFinite(claims.iat)) return invalid;
  if (typeof claims.exp !== 'number' || claims.exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, user: { id, email: claims.email }, issuedAtMs: Math.round(claims.iat * 1000) };
}

/** 256 random bits, URL-safe: refresh, verification and reset tokens. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Opaque tokens are stored as their SHA-256 only, so a database leak grants nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Constant-time equality of two strings of any length. */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(
    createHash('sha256').update(a).digest(),
    createHash('sha256').update(b).digest(),
  );
}
