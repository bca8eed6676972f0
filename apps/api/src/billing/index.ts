/**
 * The billing module other features call (issue 7): the user's current tariff, its limits,
 * and exactly-once consumption of analyses and generations. `db` may be the Drizzle database
 * or a transaction; consumption opens its own (nested: a savepoint) transaction.
 *
 * - `assertCanStartAnalysis` before queueing an analysis (402 TARIFF_EXPIRED, 402 ANALYSIS_LIMIT_REACHED);
 * - `consumeAnalysis(db, userId, analysisId)` when it is charged: once per analysis id, however
 *   often a job is retried;
 * - `refundAnalysis(db, userId, analysisId)` when a charged run fails for a reason that is not
 *   the user's choice: the charge is given back once (the next start charges anew);
 * - `consumeGeneration(db, userId, key)` per feedback batch, once per key;
 * - `diskQuota` for the cloud's upload check.
 */
import { and, eq, sql } from 'drizzle-orm';
import { analyses, tariffs, usageEvents, userTariffs } from '../db/schema';
import { paymentRequired } from '../errors';
import {
  decrement,
  ensureUserTariff,
  insertTrial,
  isExpired,
  readUserTariff,
  type DbLike,
} from './store';

export interface CurrentTariff {
  tariffId: number;
  name: string;
  expiresAt: Date | null;
  analysesLeft: number;
  generationsLeft: number;
  diskQuota: number;
  expired: boolean;
}

export async function currentTariff(db: DbLike, userId: number): Promise<CurrentTariff> {
  const row = await ensureUserTariff(db, userId);
  const [tariff] = await db
    .select({ name: tariffs.name })
    .from(tariffs)
    .where(eq(tariffs.id, row.tariffId))
    .limit(1);
  return {
    tariffId: row.tariffId,
    name: tariff?.name ?? '',
    expiresAt: row.expiresAt,
    analysesLeft: row.analysesLeft,
    generationsLeft: row.generationsLeft,
    diskQuota: row.diskSpace,
    expired: isExpired(row),
  };
}

/** On sign-up: the trial (14 days, 1 GiB, 3 analyses, 10 generations). No-op when a tariff exists. */
export async function grantTrial(db: DbLike, userId: number): Promise<void> {
  await insertTrial(db, userId);
}

export async function assertCanStartAnalysis(db: DbLike, userId: number): Promise<void> {
  const row = await ensureUserTariff(db, userId);
  if (isExpired(row)) throw paymentRequired('TARIFF_EXPIRED', 'The tariff has expired');
  if (row.analysesLeft <= 0)
    throw paymentRequired('ANALYSIS_LIMIT_REACHED', 'No analyses left in the tariff');
}

/**
 * Takes one unit once per key: the ledger row and the decrement commit together, or neither
 * does. A key already in the ledger charges nothing and answers what is left.
 */
async function consume(
  db: DbLike,
  userId: number,
  kind: 'analysis' | 'generation',
  key: string,
): Promise<{ analysesLeft: number; generationsLeft: number }> {
  await ensureUserTariff(db, userId);
  const counter = kind === 'analysis' ? 'analysesLeft' : 'generationsLeft';
  const limitCode = kind === 'analysis' ? 'ANALYSIS_LIMIT_REACHED' : 'GENERATION_LIMIT_REACHED';
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(usageEvents)
      .values({ userId, kind, key })
      .onConflictDoNothing()
      .returning({ id: usageEvents.id });
    if (fresh.length === 0) {
      const row = (await readUserTariff(tx, userId))!;
      return { analysesLeft: row.analysesLeft, generationsLeft: row.generationsLeft };
    }
    const row = await decrement(tx, userId, counter);
    if (!row) {
      const now = (await readUserTariff(tx, userId))!;
      // Throwing rolls back the ledger row, so a later retry (after a purchase) can charge.
      if (isExpired(now)) throw paymentRequired('TARIFF_EXPIRED', 'The tariff has expired');
      throw paymentRequired(
        limitCode,
        `No ${kind === 'analysis' ? 'analyses' : 'generations'} left`,
      );
    }
    return { analysesLeft: row.analysesLeft, generationsLeft: row.generationsLeft };
  });
}

/** Charges one analysis; idempotent per analysis id (a retried job never charges twice). */
export async function consumeAnalysis(
  db: DbLike,
  userId: number,
  analysisId: number,
): Promise<void> {
  await consume(db, userId, 'analysis', String(analysisId));
}

/**
 * Gives a failed analysis's charge back, exactly once: the ledger row goes, the allowance goes up
 * by one and `charged_at` is cleared, in one transaction; only the caller whose delete found the
 * row does it. `db` may be a transaction (the failing of the run, so both commit or neither).
 */
export async function refundAnalysis(
  db: DbLike,
  userId: number,
  analysisId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(usageEvents)
      .where(
        and(
          eq(usageEvents.userId, userId),
          eq(usageEvents.kind, 'analysis'),
          eq(usageEvents.key, String(analysisId)),
        ),
      )
      .returning({ id: usageEvents.id });
    if (gone.length === 0) return false;
    await tx
      .update(userTariffs)
      .set({ analysesLeft: sql`${userTariffs.analysesLeft} + 1`, updatedAt: new Date() })
      .where(eq(userTariffs.userId, userId));
    await tx.update(analyses).set({ chargedAt: null }).where(eq(analyses.id, analysisId));
    return true;
  });
}

/** Charges one generation; idempotent per key. 402 GENERATION_LIMIT_REACHED at 0, TARIFF_EXPIRED when expired. */
export async function consumeGeneration(
  db: DbLike,
  userId: number,
  key: string,
): Promise<{ generationsLeft: number }> {
  const { generationsLeft } = await consume(db, userId, 'generation', key);
  return { generationsLeft };
}

/** The user's cloud quota in bytes. */
export async function diskQuota(db: DbLike, userId: number): Promise<number> {
  return (await ensureUserTariff(db, userId)).diskSpace;
}
