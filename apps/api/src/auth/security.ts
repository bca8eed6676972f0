import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError, forbidden, unauthorized } from '../errors';
import { authenticateApiToken, isApiToken } from '../tokens';
import { tokenStanding } from './revocation';
import { safeEqual, verifyAccessToken, type AuthUser } from './tokens';

export type { AuthUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `bearer` / `tokenCookie` security handlers; `request.user!.id` in handlers. */
    user: AuthUser | null;
  }
}

/** The client keeps the access token in a cookie named after the product (product-spec §3). */
export const ACCESS_COOKIE = 'kreolab';

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * A revoked token (issued before its user's last logout, password reset or replayed refresh)
 * answers TOKEN_EXPIRED like a token past its `exp`: the client then refreshes, which works
 * for another device's session and fails for the one that was ended. A token of a user who no
 * longer exists is no token.
 */
async function authenticate(
  request: FastifyRequest,
  config: Config,
  token: string | null | undefined,
): Promise<AuthUser> {
  if (!token) throw unauthorized('NO_TOKEN');
  const result = verifyAccessToken(config.jwtSecret, token);
  if (!result.ok) {
    throw result.reason === 'expired' ? unauthorized('TOKEN_EXPIRED') : unauthorized('NO_TOKEN');
  }
  const standing = await tokenStanding(request.server, result.user.id, result.issuedAtMs);
  if (standing === 'revoked') throw unauthorized('TOKEN_EXPIRED');
  if (standing === 'gone') throw unauthorized('NO_TOKEN');
  return result.user;
}

/**
 * The handlers of the contract's security schemes, one per scheme; the API applies an
 * operation's requirements with them before anything else of the request is read. Each throws
 * an AppError; the failures of all alternatives come together in one error (`{errors}`), from
 * which `securityFailure` picks the one to answer with.
 */
export function securityHandlers(config: Config) {
  return {
    async bearer(request: FastifyRequest) {
      const token = bearerOf(request);
      // A personal access token (src/tokens) travels in the same header as the session's JWT.
      request.user =
        token && isApiToken(token)
          ? await authenticateApiToken(request, token, config.apiTokenRatePerMinute)
          : await authenticate(request, config, token);
    },
    async tokenCookie(request: FastifyRequest) {
      request.user = await authenticate(request, config, request.cookies?.[ACCESS_COOKIE]);
    },
    async adminToken(request: FastifyRequest) {
      if (!config.adminToken) throw forbidden('Forbidden', 'The admin API is off (no ADMIN_TOKEN)');
      const token = bearerOf(request);
      if (!token || !safeEqual(token, config.adminToken)) throw unauthorized('NO_TOKEN');
    },
  };
}

/**
 * The AppError to answer with when no scheme let a request in: a real reason (an expired
 * token, the admin API being off) beats "no token" from an alternative that was simply absent.
 */
export function securityFailure(error: unknown): AppError | null {
  const errors = (error as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return null;
  const reasons = errors.filter((e): e is AppError => e instanceof AppError);
  return reasons.find((e) => e.code !== 'NO_TOKEN') ?? reasons[0] ?? null;
}
