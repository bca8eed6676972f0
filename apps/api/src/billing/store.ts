import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { tariffs, userTariffs, type UserTariff } from '../db/schema';

/** The Drizzle database or a transaction of it: both take the same queries. */
export type DbLike = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export const DAY_MS = 24 * 60 * 60 * 1000;

export async function readUserTariff(db: DbLike, userId: number): Promise<UserTariff | undefined> {
  const [row] = await db.select().from(userTariffs).where(eq(userTariffs.userId, userId)).limit(1);
  return row;
}

/**
 * Gives the user the trial tariff unless they already have a tariff (any tariff: a second
 * call, or a user who bought one, changes nothing). Limits are copied from the trial row.
 */
export async function insertTrial(db: DbLike, userId: number): Promise<void> {
  const [trial] = await db
    .select()
    .from(tariffs)
    .where(eq(tariffs.isTrial, true))
    .orderBy(sql`${tariffs.isActive} desc`, tariffs.id)
    .limit(1);
  if (!trial) throw new Error('No trial tariff: the billing migration seeds one');
  const now = new Date();
  await db
    .insert(userTariffs)
    .values({
      userId,
      tariffId: trial.id,
      startedAt: now,
      expiresAt: new Date(now.getTime() + trial.periodDays * DAY_MS),
      diskSpace: trial.diskSpace,
      analysesLimit: trial.analysesLimit,
      analysesLeft: trial.analysesLimit,
      generationsLimit: trial.generationsLimit,
      generationsLeft: trial.generationsLimit,
    })
    .onConflictDoNothing({ target: userTariffs.userId });
}

/** The user's tariff row; a user from before billing existed gets the trial now. */
export async function ensureUserTariff(db: DbLike, userId: number): Promise<UserTariff> {
  const existing = await readUserTariff(db, userId);
  if (existing) return existing;
  await insertTrial(db, userId);
  const created = await readUserTariff(db, userId);
  if (!created) throw new Error(`No tariff for user ${userId}`);
  return created;
}

export const isExpired = (row: Pick<UserTariff, 'expiresAt'>, now = new Date()) =>
  row.expiresAt.getTime() <= now.getTime();

/**
 * One conditional decrement: it succeeds only while something is left and the period runs,
 * so concurrent callers can never take the counter below zero.
 */
export async function decrement(
  db: DbLike,
  userId: number,
  counter: 'analysesLeft' | 'generationsLeft',
): Promise<UserTariff | undefined> {
  const column = userTariffs[counter];
  const [row] = await db
    .update(userTariffs)
    .set({ [counter]: sql`${column} - 1`, updatedAt: new Date() })
    .where(
      and(eq(userTariffs.userId, userId), gt(column, 0), gt(userTariffs.expiresAt, sql`now()`)),
    )
    .returning();
  return row;
}
