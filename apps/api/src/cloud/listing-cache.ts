import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db';
import { CloudCache } from './cache';

/** The channel of migration 0006's trigger: the payload is the owner's id. */
export const CLOUD_CHANNEL = 'kreolab_cloud';

const caches = new WeakMap<Database, CloudCache>();

/**
 * The app's listing cache, made on first use (a request: the database is migrated by then), when
 * it also starts listening; until the LISTEN is in place it serves nothing. Keyed by the app's
 * database, which all of its plugin contexts share. Database.close() ends the listening.
 */
export function cloudCache(app: FastifyInstance): CloudCache {
  const cache = caches.get(app.database);
  if (cache) return cache;
  const made = new CloudCache({
    maxBytes: app.config.cloud.cacheBytes,
    urlTtlSeconds: app.config.cloud.urlTtlSeconds,
  });
  caches.set(app.database, made);
  if (app.config.cloud.cacheBytes > 0)
    void listenFor(app.database, CLOUD_CHANNEL, made, app.log, 'cloud cache');
  return made;
}

/**
 * Keeps `cache` in step with `channel`, whose payloads are owner ids: each drops that owner's
 * entries, anything else (e.g. `*`) clears the cache. The cache is on only while listening.
 */
export async function listenFor(
  database: Database,
  channel: string,
  cache: CloudCache,
  log: FastifyBaseLogger,
  name: string,
) {
  try {
    await database.listen(
      channel,
      (payload) => {
        const owner = /^\d{1,15}$/.test(payload) ? Number(payload) : NaN;
        if (Number.isSafeInteger(owner)) cache.invalidate(owner);
        else cache.clear(); // not an owner id: be safe, forget everything
      },
      (listening) => {
        cache.setListening(listening);
        if (!listening) log.warn(`${name}: LISTEN connection lost; cache off until it is back`);
      },
    );
  } catch (error) {
    log.warn({ err: error }, `${name}: LISTEN failed; the cache stays off`);
  }
}

/** After a write of the owner's items in this process: their cached answers are stale. */
export function invalidateOwner(app: FastifyInstance, owner: number): void {
  caches.get(app.database)?.invalidate(owner);
}

/**
 * Answers with the cached body of (owner, key), or builds the answer, serializes it with the
 * route's own serializer (the contract's response schema) and keeps the bytes.
 */
export async function sendCached(
  app: FastifyInstance,
  reply: FastifyReply,
  owner: number,
  key: string,
  build: () => Promise<unknown>,
): Promise<FastifyReply> {
  return sendCachedIn(cloudCache(app), reply, owner, key, build);
}

/**
 * sendCached with any cache; `expiresAt(value)` (epoch ms) is when the built answer stops being
 * good to serve, if it has such an instant.
 */
export async function sendCachedIn<T>(
  cache: CloudCache,
  reply: FastifyReply,
  owner: number,
  key: string,
  build: () => Promise<T>,
  expiresAt?: (value: T) => number,
): Promise<FastifyReply> {
  let body = cache.get(owner, key);
  if (!body) {
    const ticket = cache.ticket();
    // The serializer fastify would use for this answer: the contract's 200 application/json.
    const value = await build();
    const serialized: unknown = reply.serializeInput(
      value as Record<string, unknown>,
      '200',
      'application/json',
    );
    body =
      typeof serialized === 'string'
        ? Buffer.from(serialized)
        : Buffer.from(serialized as Uint8Array);
    cache.set(owner, key, body, ticket, expiresAt?.(value));
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
