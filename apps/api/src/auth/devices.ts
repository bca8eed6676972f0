import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { REFRESH_COOKIE_PATH } from './cookies';
import { safeEqual } from './tokens';

/**
 * A browser that has signed in to an account before carries a signed "known device" cookie
 * for it. The per-account limit on failed logins does not apply to it (its own per-device
 * limit does), so strangers guessing a password cannot lock the owner out: the lock they can
 * cause holds only for browsers the account has never signed in from.
 */
export const DEVICE_COOKIE = 'kreolab_device';
const DEVICE_TTL_SECONDS = 365 * 24 * 3600;

const mac = (config: Config, body: string) =>
  // A key of its own, derived from the JWT secret, so no token can pass for a device cookie.
  createHmac('sha256', `${config.jwtSecret}\u0000known-device`).update(body).digest('base64url');

/** The device id from the request's cookie when it was issued to `userId`, else null. */
export function knownDeviceOf(
  request: FastifyRequest,
  config: Config,
  userId: number,
): string | null {
  const value = request.cookies?.[DEVICE_COOKIE];
  if (!value) return null;
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match || Number(match[1]) !== userId) return null;
  const body = `${match[1]}.${match[2]}`;
  return safeEqual(match[3]!, mac(config, body)) ? match[2]! : null;
}

/** After a successful login: this browser is known to the account from now on. */
export function setDeviceCookie(
  reply: FastifyReply,
  config: Config,
  userId: number,
  deviceId = randomBytes(16).toString('base64url'),
): void {
  const body = `${userId}.${deviceId}`;
  void reply.setCookie(DEVICE_COOKIE, `${body}.${mac(config, body)}`, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: DEVICE_TTL_SECONDS,
  });
}
