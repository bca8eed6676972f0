import type { FastifyInstance, FastifyReply } from 'fastify';
import { CloudCache } from '../../cloud/cache';
import { listenFor, sendCachedIn } from '../../cloud/listing-cache';
import type { Database } from '../../db';

/**
 * The per-user cache of `GET /labs` answers (serialized), so that a repeated lab list touches no
 * database. The listing cache's discipline (src/cloud/cache.ts):
 *
 * - Migration 0009's statement-level triggers notify `kreolab_labs` with the owner's id on
 *   every change of what the list shows — the owner's `labs` rows, and the multiset of
 *   (owner, lab, type) of `analyses` (status and progress updates send nothing) — and `*` on a
 *   TRUNCATE, whichever process or job wrote it. The cache serves only while it LISTENs, and is
 *   emptied and off while the listening connection is lost.
 * - The process's own writes drop the writer's entry before their answer goes (the API's onSend
 *   hook, `invalidateAfter` in src/routes/profile/cache.ts), so a client reads its own writes.
 * - A fill that began before an invalidation of its owner is not stored.
 * - Bounded: an eighth of `CLOUD_CACHE_MB`, LRU, entries live at most `MAX_AGE_MS`;
 *   `CLOUD_CACHE_MB=0` turns it off.
 */
export const LABS_CHANNEL = 'kreolab_labs';
const MAX_AGE_MS = 60_000;
const KEY = 'labs';

const caches = new WeakMap<Database, CloudCache>();

/** Made on first use (a request: the database is migrated by then), when it starts listening. */
function labsCache(app: FastifyInstance): CloudCache {
  const cache = caches.get(app.database);
  if (cache) return cache;
  const maxBytes = Math.floor(app.config.cloud.cacheBytes / 8);
  const made = new CloudCache({ maxBytes, maxAgeMs: MAX_AGE_MS });
  caches.set(app.database, made);
  if (maxBytes > 0) void listenFor(app.database, LABS_CHANNEL, made, app.log, 'labs cache');
  return made;
}

/** The cache of this database if it was made (for invalidation: nothing to drop otherwise). */
export const existingLabsCache = (database: Database): CloudCache | undefined =>
  caches.get(database);

/** The user's lab list, from the cache or built by `build` and kept. */
export function sendLabs(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: number,
  build: () => Promise<unknown>,
): Promise<FastifyReply> {
  return sendCachedIn(labsCache(app), reply, userId, KEY, build);
}
