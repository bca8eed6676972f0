import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { rateLimits } from '../db/schema';
import { tooMany } from '../errors';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * The thresholds. Login attempts count per account (the e-mail) and per client address; a
 * browser the account signed in from before (src/auth/devices.ts) counts per device instead of
 * per account, so failures of others cannot lock it out. A successful login clears its
 * account's (or device's) count and gives its attempt back to the address; a password reset
 * through the mailed link clears the account's count. Mails (verification, reset) count per
 * e-mail and per client address.
 */
export const LIMITS = {
  loginAccount: { max: 10, windowSeconds: 15 * 60 },
  loginDevice: { max: 10, windowSeconds: 15 * 60 },
  loginAddress: { max: 50, windowSeconds: 15 * 60 },
  mailAccount: { max: 5, windowSeconds: 60 * 60 },
  mailAddress: { max: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

/**
 * Counts one attempt under `key` in a fixed window kept in the database (so every API
 * process shares it), atomically; throws 429 REQUEST_RATE_LIMIT with Retry-After once the
 * count goes over `limit.max`.
 */
export async function hit(db: Db, key: string, limit: Limit, now = new Date()): Promise<void> {
  const resetAt = new Date(now.getTime() + limit.windowSeconds * 1000);
  const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  // Now and then, forget windows that ended long ago.
  if (Math.random() < 0.01) {
    const old = new Date(now.getTime() - 24 * 3600 * 1000);
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, old));
  }
  if (row && row.count > limit.max) {
    throw tooMany((row.resetAt.getTime() - now.getTime()) / 1000);
  }
}

/** Forgets `key` (an account's failed logins after it signed in). */
export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Gives one attempt back (a successful login does not count against its address). */
export async function giveBack(db: Db, key: string, now = new Date()): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)));
}
