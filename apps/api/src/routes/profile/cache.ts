import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CloudCache } from '../../cloud/cache';
import { listenFor, sendCachedIn } from '../../cloud/listing-cache';
import type { Database } from '../../db';
import { operationIdOf } from '../../spec';
import { existingLabsCache } from '../labs/cache';

/**
 * The per-user cache of `GET /profile/me` answers (serialized), so that a repeated profile
 * read touches no database. The same machinery as the listing cache (src/cloud/cache.ts):
 *
 * - Migration 0007's statement-level triggers notify `kreolab_profile` with the user's id on
 *   every change of what the answer shows — `users`, `user_tariffs`, the done analyses' counts,
 *   the sum of the user's `creatives` sizes — and `*` (everyone) on a change of `tariffs` or a
 *   TRUNCATE, whichever process or job wrote it. The cache serves only while it LISTENs, and is
 *   emptied and off while the listening connection is lost.
 * - The process's own requests drop entries before their answer goes (`invalidateAfter`):
 *   a user's non-GET request drops theirs, a non-GET request with no user (a payment
 *   provider's webhook, the test checkout, the admin API, a link from a mail) drops them all.
 * - A fill that began before an invalidation of its user is not stored.
 * - Nothing in the answer is computed from the clock today; all the same an entry lives at
 *   most `MAX_AGE_MS` and never past its tariff's `expires_at`, so a field derived from the
 *   time (days left, expired) would stay right.
 * - Bounded: a budget of an eighth of `CLOUD_CACHE_MB` (an answer is about 1 kB), LRU;
 *   `CLOUD_CACHE_MB=0` turns both caches off.
 */
export const PROFILE_CHANNEL = 'kreolab_profile';
export const MAX_AGE_MS = 60_000;
const KEY = 'me';

const caches = new WeakMap<Database, CloudCache>();

/** Made on first use (a request: the database is migrated by then), when it starts listening. */
export function profileCache(app: FastifyInstance): CloudCache {
  const cache = caches.get(app.database);
  if (cache) return cache;
  const maxBytes = Math.floor(app.config.cloud.cacheBytes / 8);
  const made = new CloudCache({ maxBytes, maxAgeMs: MAX_AGE_MS });
  caches.set(app.database, made);
  if (maxBytes > 0) void listenFor(app.database, PROFILE_CHANNEL, made, app.log, 'profile cache');
  return made;
}

/** The user's profile answer, from the cache or built by `build` and kept. */
export function sendProfile(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: number,
  build: () => Promise<{ tariff: { expires_at: string } | null }>,
): Promise<FastifyReply> {
  return sendCachedIn(profileCache(app), reply, userId, KEY, build, (value) =>
    value.tariff ? Date.parse(value.tariff.expires_at) : Infinity,
  );
}

/** Operations that read but may write what a profile shows (a payment re-read from its provider). */
const WRITING_READS = new Set(['getPayment']);

/**
 * Writes that touch sessions, tokens and rate counters but nothing a profile shows. Without a
 * user they would otherwise clear every cached profile, on every sign-in and token refresh.
 */
const SESSION_ONLY: ReadonlySet<string> = new Set([
  'authInit',
  'login',
  'refresh',
  'logout',
  'checkAuth',
  'forgotPassword',
  'requestVerifyToken',
  'resendVerification',
]);

/**
 * An onSend hook of the API: after a request that may have written (non-GET, or a GET that
 * writes), drop the cached profiles and lab lists it may have changed, before the answer goes out — so the
 * client's next read sees its own write without waiting for the database's notice.
 */
export function invalidateAfter(request: FastifyRequest): void {
  // Even when empty: a fill in flight since before the write must not be stored. The lab list
  // (src/routes/labs/cache.ts) follows the same rule.
  const { database } = request.server;
  const targets = [caches.get(database), existingLabsCache(database)].filter((c) => !!c);
  if (targets.length === 0) return;
  const { method } = request;
  const operationId = operationIdOf(request);
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') {
    if (!operationId || !WRITING_READS.has(operationId)) return;
  } else if (operationId && SESSION_ONLY.has(operationId)) return;
  const { user } = request;
  for (const cache of targets) {
    if (user) cache.invalidate(user.id);
    else cache.clear();
  }
}
