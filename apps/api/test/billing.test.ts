import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertCanStartAnalysis,
  consumeAnalysis,
  consumeGeneration,
  currentTariff,
  diskQuota,
  grantTrial,
} from '../src/billing';
import { tariffs, usageEvents, userTariffs } from '../src/db/schema';
import { AppError } from '../src/errors';
import { authClient } from './helpers/accounts';
import { signUpAndLogin } from './helpers/auth';
import { buildTestApp, type TestApp } from './helpers/build';

const GiB = 1024 ** 3;
const DAY = 24 * 60 * 60 * 1000;

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return `${error.statusCode} ${error.code}`;
    throw error;
  }
  return 'ok';
}

describe('billing module', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const setLeft = (userId: number, values: Partial<typeof userTariffs.$inferInsert>) =>
    t.app.db.update(userTariffs).set(values).where(eq(userTariffs.userId, userId));

  it('seeds the trial and two paid monthly tariffs', async () => {
    const rows = await t.app.db.select().from(tariffs).orderBy(tariffs.id);
    expect(rows.map((r) => [r.name, r.isTrial, r.periodDays])).toEqual([
      ['Пробный', true, 14],
      ['Старт', false, 30],
      ['Про', false, 30],
    ]);
    expect(rows[1]!.priceKopecks).toBe(99000);
  });

  it('registration grants the trial: 14 days, 1 GiB, 3 analyses, 10 generations', async () => {
    const res = await authClient(t.app).register('trial@example.com');
    expect(res.statusCode).toBe(201);
    const tariff = await currentTariff(t.app.db, res.json().id);
    expect(tariff).toMatchObject({
      name: 'Пробный',
      analysesLeft: 3,
      generationsLeft: 10,
      diskQuota: GiB,
      expired: false,
    });
    const days = (tariff.expiresAt!.getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('a user without a row gets the trial lazily, and grantTrial never resets a tariff', async () => {
    const { userId } = await signUpAndLogin(t.app);
    expect(await diskQuota(t.app.db, userId)).toBe(GiB);
    await setLeft(userId, { analysesLeft: 1 });
    await grantTrial(t.app.db, userId);
    expect((await currentTariff(t.app.db, userId)).analysesLeft).toBe(1);
  });

  it('analyses: allowed while left, charged once per analysis id, then ANALYSIS_LIMIT_REACHED', async () => {
    const { userId } = await signUpAndLogin(t.app);
    await assertCanStartAnalysis(t.app.db, userId);
    await consumeAnalysis(t.app.db, userId, 101);
    await consumeAnalysis(t.app.db, userId, 101); // a retried job
    expect((await currentTariff(t.app.db, userId)).analysesLeft).toBe(2);
    await consumeAnalysis(t.app.db, userId, 102);
    await consumeAnalysis(t.app.db, userId, 103);
    expect(await codeOf(assertCanStartAnalysis(t.app.db, userId))).toBe(
      '402 ANALYSIS_LIMIT_REACHED',
    );
    expect(await codeOf(consumeAnalysis(t.app.db, userId, 104))).toBe('402 ANALYSIS_LIMIT_REACHED');
    // Already charged ids still pass (a retry after the limit is reached).
    expect(await codeOf(consumeAnalysis(t.app.db, userId, 103))).toBe('ok');
  });

  it('an expired tariff: TARIFF_EXPIRED for analyses and generations', async () => {
    const { userId } = await signUpAndLogin(t.app);
    await currentTariff(t.app.db, userId);
    await setLeft(userId, { expiresAt: new Date(Date.now() - 1000) });
    expect((await currentTariff(t.app.db, userId)).expired).toBe(true);
    expect(await codeOf(assertCanStartAnalysis(t.app.db, userId))).toBe('402 TARIFF_EXPIRED');
    expect(await codeOf(consumeAnalysis(t.app.db, userId, 1))).toBe('402 TARIFF_EXPIRED');
    expect(await codeOf(consumeGeneration(t.app.db, userId, 'g1'))).toBe('402 TARIFF_EXPIRED');
    // The refused charges left no ledger rows behind.
    const rows = await t.app.db.select().from(usageEvents).where(eq(usageEvents.userId, userId));
    expect(rows).toEqual([]);
  });

  it('generations: idempotent per key, GENERATION_LIMIT_REACHED at 0', async () => {
    const { userId } = await signUpAndLogin(t.app);
    await currentTariff(t.app.db, userId);
    await setLeft(userId, { generationsLeft: 2 });
    expect(await consumeGeneration(t.app.db, userId, 'a')).toEqual({ generationsLeft: 1 });
    expect(await consumeGeneration(t.app.db, userId, 'a')).toEqual({ generationsLeft: 1 });
    expect(await consumeGeneration(t.app.db, userId, 'b')).toEqual({ generationsLeft: 0 });
    expect(await codeOf(consumeGeneration(t.app.db, userId, 'c'))).toBe(
      '402 GENERATION_LIMIT_REACHED',
    );
  });

  it('10 parallel generations with 3 left: exactly 3 succeed', async () => {
    const { userId } = await signUpAndLogin(t.app);
    await currentTariff(t.app.db, userId);
    await setLeft(userId, { generationsLeft: 3 });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => codeOf(consumeGeneration(t.app.db, userId, `p${i}`))),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(3);
    expect(results.filter((r) => r === '402 GENERATION_LIMIT_REACHED')).toHaveLength(7);
    expect((await currentTariff(t.app.db, userId)).generationsLeft).toBe(0);
    const [{ count }] = (await t.app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(usageEvents)
      .where(eq(usageEvents.userId, userId))) as [{ count: number }];
    expect(count).toBe(3);
  });

  it('10 parallel calls with one key charge once', async () => {
    const { userId } = await signUpAndLogin(t.app);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consumeGeneration(t.app.db, userId, 'same')),
    );
    expect(results.every((r) => r.generationsLeft === 9)).toBe(true);
  });

  it('works inside a caller transaction', async () => {
    const { userId } = await signUpAndLogin(t.app);
    await t.app.db.transaction(async (tx) => {
      await assertCanStartAnalysis(tx, userId);
      await consumeAnalysis(tx, userId, 7);
    });
    expect((await currentTariff(t.app.db, userId)).analysesLeft).toBe(2);
  });
});
