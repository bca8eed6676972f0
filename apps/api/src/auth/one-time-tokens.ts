import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import { oneTimeTokens } from '../db/schema';
import { hashToken, randomToken } from './tokens';

export type OneTimePurpose = 'verify' | 'reset';

/** Verification links last 24 hours, reset links one hour (DESIGN.md §4). */
export const ONE_TIME_TTL_SECONDS: Record<OneTimePurpose, number> = {
  verify: 24 * 3600,
  reset: 3600,
};

export async function issueOneTimeToken(
  db: Db,
  userId: number,
  purpose: OneTimePurpose,
  passwordFingerprint: string | null = null,
): Promise<string> {
  const token = randomToken();
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    passwordFingerprint,
    expiresAt: new Date(Date.now() + ONE_TIME_TTL_SECONDS[purpose] * 1000),
  });
  return token;
}

export type OneTimeRow = typeof oneTimeTokens.$inferSelect;

/** The stored token, used or not; null when unknown (or of another purpose). */
export async function findOneTimeToken(
  db: Db,
  token: string,
  purpose: OneTimePurpose,
): Promise<OneTimeRow | null> {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

export const isUsable = (row: OneTimeRow, now = new Date()) =>
  row.usedAt === null && row.expiresAt > now;

/** Marks it used; false when another request got there first (single use under races). */
export async function consumeOneTimeToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}
