import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The HttpOnly refresh cookie, sent only to the token routes. */
export const REFRESH_COOKIE = 'kreolab_refresh';
export const REFRESH_COOKIE_PATH = '/api/v1/auth/jwt';

const attributes = (config: Config) => ({
  path: REFRESH_COOKIE_PATH,
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: config.publicUrl.startsWith('https:'),
});

export function setRefreshCookie(
  reply: FastifyReply,
  config: Config,
  token: string,
  expiresAt: Date,
): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  void reply.setCookie(REFRESH_COOKIE, token, {
    ...attributes(config),
    maxAge,
    expires: expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(REFRESH_COOKIE, attributes(config));
}

export const refreshCookieOf = (request: FastifyRequest): string | undefined =>
  request.cookies?.[REFRESH_COOKIE] || undefined;
