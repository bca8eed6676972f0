import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  certificates,
  paymentApplications,
  payments,
  promocodes,
  promocodeUses,
  tariffQueue,
  tariffs,
  userTariffs,
  type Tariff,
  type UserTariff,
} from '../db/schema';
import { AppError, badRequest } from '../errors';
import { DAY_MS, ensureUserTariff, isExpired, type DbLike } from './store';

/**
 * Gives the user `days` of the tariff. The same tariff still running is extended (its
 * counters topped up by one period). Another tariff while a paid one runs waits in the queue
 * and starts when the current period (and any queued before it) ends: a purchase, a
 * certificate or an invoice paid late never cuts short time or allowances already paid for.
 * Otherwise (the trial, or nothing running) it replaces the current one with fresh counters,
 * keeping the generations left (they may have been bought).
 */
export async function grantPeriod(
  db: DbLike,
  userId: number,
  tariff: Tariff,
  days: number,
): Promise<UserTariff> {
  const current = await ensureUserTariff(db, userId);
  const now = new Date();
  const running = !isExpired(current, now);
  if (running && current.tariffId !== tariff.id) {
    const [held] = await db
      .select({ isTrial: tariffs.isTrial })
      .from(tariffs)
      .where(eq(tariffs.id, current.tariffId));
    if (!held?.isTrial) {
      await db.insert(tariffQueue).values({ userId, tariffId: tariff.id, days });
      return current;
    }
  }
  const values =
    running && current.tariffId === tariff.id
      ? {
          expiresAt: new Date(current.expiresAt.getTime() + days * DAY_MS),
          diskSpace: tariff.diskSpace,
          analysesLimit: current.analysesLimit + tariff.analysesLimit,
          analysesLeft: current.analysesLeft + tariff.analysesLimit,
          generationsLimit: current.generationsLimit + tariff.generationsLimit,
          generationsLeft: current.generationsLeft + tariff.generationsLimit,
        }
      : {
          tariffId: tariff.id,
          startedAt: now,
          expiresAt: new Date(now.getTime() + days * DAY_MS),
          diskSpace: tariff.diskSpace,
          analysesLimit: tariff.analysesLimit,
          analysesLeft: tariff.analysesLimit,
          generationsLimit: tariff.generationsLimit + (running ? current.generationsLeft : 0),
          generationsLeft: tariff.generationsLimit + (running ? current.generationsLeft : 0),
        };
  const [row] = await db
    .update(userTariffs)
    .set({ ...values, updatedAt: now })
    .where(eq(userTariffs.userId, userId))
    .returning();
  return row!;
}

/** Adds bought or gifted generations to the current tariff. */
export async function addGenerations(db: DbLike, userId: number, count: number): Promise<void> {
  await ensureUserTariff(db, userId);
  await db
    .update(userTariffs)
    .set({
      generationsLimit: sql`${userTariffs.generationsLimit} + ${count}`,
      generationsLeft: sql`${userTariffs.generationsLeft} + ${count}`,
      updatedAt: new Date(),
    })
    .where(eq(userTariffs.userId, userId));
}

/**
 * Applies a paid payment: marks it succeeded and grants what was bought. Exactly once: the
 * application row's primary key makes a repeated callback, confirm or "mark paid" a no-op.
 * Returns whether this call applied it.
 */
export async function applyPayment(db: DbLike, paymentId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(paymentApplications)
      .values({ paymentId })
      .onConflictDoNothing()
      .returning({ id: paymentApplications.paymentId });
    if (fresh.length === 0) return false;
    const [payment] = await tx
      .update(payments)
      .set({ status: 'succeeded', paidAt: sql`coalesce(${payments.paidAt}, now())` })
      .where(eq(payments.id, paymentId))
      .returning();
    if (!payment) throw new Error(`No payment ${paymentId}`);
    const [tariff] = await tx.select().from(tariffs).where(eq(tariffs.id, payment.tariffId));
    if (payment.includesTariff) await grantPeriod(tx, payment.userId, tariff!, tariff!.periodDays);
    if (payment.generationCount > 0)
      await addGenerations(tx, payment.userId, payment.generationCount);
    if (payment.promocodeId !== null) {
      await tx
        .insert(promocodeUses)
        .values({ promocodeId: payment.promocodeId, paymentId, userId: payment.userId });
      await tx
        .update(promocodes)
        .set({ uses: sql`${promocodes.uses} + 1` })
        .where(eq(promocodes.id, payment.promocodeId));
    }
    return true;
  });
}

/** A payment the provider canceled; one already applied stays succeeded. */
export async function cancelPayment(db: DbLike, paymentId: number): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'canceled' })
    .where(and(eq(payments.id, paymentId), sql`${payments.status} <> 'succeeded'`));
}

const certInvalid = (status: 400 | 404) =>
  new AppError(status, 'CERT_INVALID', 'No such certificate');

/** The certificate by code (any case), or CERT_INVALID (404 unknown) / CERT_USED (400). */
export async function findUsableCertificate(db: DbLike, code: string) {
  const [cert] = await db
    .select({ cert: certificates, tariff: tariffs })
    .from(certificates)
    .innerJoin(tariffs, eq(tariffs.id, certificates.tariffId))
    .where(sql`lower(${certificates.code}) = lower(${code.trim()})`)
    .limit(1);
  if (!cert) throw certInvalid(404);
  if (cert.cert.usedAt) throw badRequest('CERT_USED', 'The certificate has been used');
  return cert;
}

/** Uses the certificate (single use even under concurrent calls) and grants what it gives. */
export async function applyCertificate(db: DbLike, userId: number, code: string) {
  return db.transaction(async (tx) => {
    const { cert, tariff } = await findUsableCertificate(tx, code);
    const [taken] = await tx
      .update(certificates)
      .set({ usedBy: userId, usedAt: new Date() })
      .where(and(eq(certificates.id, cert.id), isNull(certificates.usedAt)))
      .returning({ id: certificates.id });
    if (!taken) throw badRequest('CERT_USED', 'The certificate has been used');
    if (cert.days) await grantPeriod(tx, userId, tariff, cert.days);
    else if (cert.generationCount) await addGenerations(tx, userId, cert.generationCount);
    else throw certInvalid(400);
    return ensureUserTariff(tx, userId);
  });
}
