import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { tariffQueue, tariffs, userTariffs, type UserTariff } from '../db/schema';

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

/**
 * The user's tariff row; a user from before billing existed gets the trial now. A period that
 * has ended makes way for the next queued one (`startQueued`) before anyone reads it.
 */
export async function ensureUserTariff(db: DbLike, userId: number): Promise<UserTariff> {
  const existing = await readUserTariff(db, userId);
  if (existing) return isExpired(existing) ? startQueued(db, userId) : existing;
  await insertTrial(db, userId);
  const created = await readUserTariff(db, userId);
  if (!created) throw new Error(`No tariff for user ${userId}`);
  return created;
}

/**
 * Starts the queued periods whose turn has come, in order, each at the instant the one before
 * it ended (paid time runs on without a gap, whether or not anyone was looking). Under a row
 * lock, and the queue row is deleted as it starts, so each period starts exactly once. The
 * generations left carry over, as bought ones do; a period of the same tariff as the one that
 * ended also carries its analyses left, as buying the running tariff again does.
 */
export async function startQueued(
  db: DbLike,
  userId: number,
  now = new Date(),
): Promise<UserTariff> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(userTariffs)
      .where(eq(userTariffs.userId, userId))
      .for('update');
    if (!locked) throw new Error(`No tariff for user ${userId}`);
    let row: UserTariff = locked;
    while (isExpired(row, now)) {
      const [next] = await tx
        .delete(tariffQueue)
        .where(
          eq(
            tariffQueue.id,
            sql`(select min(${tariffQueue.id}) from ${tariffQueue} where ${tariffQueue.userId} = ${userId})`,
          ),
        )
        .returning();
      if (!next) break;
      const [tariff] = await tx.select().from(tariffs).where(eq(tariffs.id, next.tariffId));
      const same = tariff!.id === row.tariffId;
      const start = row.expiresAt;
      const [started] = await tx
        .update(userTariffs)
        .set({
          tariffId: tariff!.id,
          startedAt: start,
          expiresAt: new Date(start.getTime() + next.days * DAY_MS),
          diskSpace: tariff!.diskSpace,
          analysesLimit: tariff!.analysesLimit + (same ? row.analysesLeft : 0),
          analysesLeft: tariff!.analysesLimit + (same ? row.analysesLeft : 0),
          generationsLimit: tariff!.generationsLimit + row.generationsLeft,
          generationsLeft: tariff!.generationsLimit + row.generationsLeft,
          updatedAt: now,
        })
        .where(eq(userTariffs.userId, userId))
        .returning();
      row = started!;
    }
    return row;
  });
}

/** The periods waiting for their turn, in order (serialize.ts's `queuedJson` dates them). */
export async function queuedRows(db: DbLike, userId: number) {
  return db
    .select({ tariff_id: tariffQueue.tariffId, name: tariffs.name, days: tariffQueue.days })
    .from(tariffQueue)
    .innerJoin(tariffs, eq(tariffs.id, tariffQueue.tariffId))
    .where(eq(tariffQueue.userId, userId))
    .orderBy(tariffQueue.id);
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
