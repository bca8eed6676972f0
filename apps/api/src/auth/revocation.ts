import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CloudCache } from '../cloud/cache';
import { listenFor } from '../cloud/listing-cache';
import type { Database, Db } from '../db';
import { users } from '../db/schema';

/**
 * Access tokens are JWTs and cannot be recalled; instead each user has `tokens_valid_after`,
 * and a token whose `iat` is older is refused. Logout, a password reset and a replayed refresh
 * token (its family revoked) move it to now, so every access token issued until then stops at
 * once — in every API process, not after its 15 minutes.
 *
 * Checked on every authenticated request, so it is cached per process with the listing cache's
 * machinery (src/cloud/cache.ts): migration 0008's trigger notifies `kreolab_sessions` with the
 * user's id whenever the column changes or the user is deleted; the cache serves only while it
 * LISTENs (off and empty while the connection is lost, when every check reads the database), and
 * this process's own revocations drop the entry before they answer.
 */
export const SESSIONS_CHANNEL = 'kreolab_sessions';
const KEY = 'valid_after';
/** The user no longer exists: no token of theirs is good. */
const GONE = Number.POSITIVE_INFINITY;

const caches = new WeakMap<Database, CloudCache>();

function revocationCache(app: FastifyInstance): CloudCache {
  const cache = caches.get(app.database);
  if (cache) return cache;
  // An entry is a few hundred bytes; a small share of the cloud budget holds many users.
  const maxBytes = Math.floor(app.config.cloud.cacheBytes / 32);
  const made = new CloudCache({ maxBytes });
  caches.set(app.database, made);
  if (maxBytes > 0) void listenFor(app.database, SESSIONS_CHANNEL, made, app.log, 'session cache');
  return made;
}

/** Epoch ms before which the user's access tokens are void (-Infinity: none; Infinity: gone). */
async function validAfter(app: FastifyInstance, userId: number): Promise<number> {
  const cache = revocationCache(app);
  const cached = cache.get(userId, KEY);
  if (cached) return Number(cached.toString());
  const ticket = cache.ticket();
  const [row] = await app.db
    .select({ at: users.tokensValidAfter })
    .from(users)
    .where(eq(users.id, userId));
  const value = !row ? GONE : row.at ? row.at.getTime() : Number.NEGATIVE_INFINITY;
  cache.set(userId, KEY, Buffer.from(String(value)), ticket);
  return value;
}

/** Whether an access token of `userId` issued at `issuedAtMs` still stands, and if not, why. */
export async function tokenStanding(
  app: FastifyInstance,
  userId: number,
  issuedAtMs: number,
): Promise<'current' | 'revoked' | 'gone'> {
  const after = await validAfter(app, userId);
  if (after === GONE) return 'gone';
  return issuedAtMs >= after ? 'current' : 'revoked';
}

/**
 * Ends every access token of the user issued until now. Tokens issued later (the next login,
 * another device's refresh) are good: their `iat` carries milliseconds.
 */
export async function revokeAccessTokens(
  app: { db: Db; database: Database },
  userId: number,
  now = new Date(),
): Promise<void> {
  await app.db.update(users).set({ tokensValidAfter: now }).where(eq(users.id, userId));
  caches.get(app.database)?.invalidate(userId);
}
