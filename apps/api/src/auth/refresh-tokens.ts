import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db';
import { refreshTokens } from '../db/schema';
import { hashToken, randomToken } from './tokens';

/** A family lives 30 days from its login, however often it is refreshed. */
export const REFRESH_FAMILY_TTL_SECONDS = 30 * 24 * 3600;

/**
 * Two tabs share the refresh cookie; when both refresh at once, the second presents a token the
 * first has just rotated. Within this many seconds of its use, such a token gets a successor of
 * its own instead of revoking the family (which would sign the user out of every tab). A stolen
 * token replayed later than that still revokes the family.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 15;

export interface IssuedRefresh {
  token: string;
  userId: number;
  familyId: string;
  expiresAt: Date;
}

/** A new family (login), or the successor in one (refresh). */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  family?: { familyId: string; expiresAt: Date },
): Promise<IssuedRefresh> {
  const token = randomToken();
  const familyId = family?.familyId ?? randomUUID();
  const expiresAt = family?.expiresAt ?? new Date(Date.now() + REFRESH_FAMILY_TTL_SECONDS * 1000);
  await db
    .insert(refreshTokens)
    .values({ userId, familyId, tokenHash: hashToken(token), expiresAt });
  return { token, userId, familyId, expiresAt };
}

/**
 * Marks the presented token used and issues its successor. null when it is unknown,
 * expired or revoked; a token that was already used (a replay, or a stolen copy) also
 * revokes its whole family, so neither the thief nor the victim can go on with it, unless it
 * was used moments ago (REFRESH_REUSE_GRACE_SECONDS: another tab refreshing at the same time).
 * `onFamilyRevoked` then ends the user's access tokens too (src/auth/revocation.ts).
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  onFamilyRevoked?: (userId: number) => Promise<void>,
): Promise<IssuedRefresh | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const [current] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  if (current) return issueRefreshToken(db, current.userId, current);
  const [known] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!known?.usedAt) return null;
  const concurrent =
    known.revokedAt === null &&
    known.expiresAt > now &&
    now.getTime() - known.usedAt.getTime() < REFRESH_REUSE_GRACE_SECONDS * 1000;
  if (concurrent) return issueRefreshToken(db, known.userId, known);
  await revokeFamily(db, known.familyId);
  await onFamilyRevoked?.(known.userId);
  return null;
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: the family of the presented token, if it belongs to the signed-in user. */
export async function revokeFamilyOf(db: Db, token: string, userId: number): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), eq(refreshTokens.userId, userId)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId);
}

/** After a password reset: every session of the user ends. */
export async function revokeAllFamilies(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
