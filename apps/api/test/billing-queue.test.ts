/**
 * Paid time and allowances are never lost: a period of another tariff — bought, gifted by a
 * certificate or paid late by invoice — waits until the running paid one ends.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPayment } from '../src/billing/grant';
import { payments, tariffQueue, userTariffs } from '../src/db/schema';
import { signUpAndLogin } from './helpers/auth';
import { admin, ADMIN_TOKEN, buyer, checkout, seededTariffs } from './helpers/billing';
import { buildTestApp, type TestApp } from './helpers/build';
import { until } from './helpers/wait';

const DAY = 864e5;

describe('queued tariffs', () => {
  let t: TestApp;
  let tariffs: Awaited<ReturnType<typeof seededTariffs>>;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_TOKEN } });
    tariffs = await seededTariffs(t.app, (await signUpAndLogin(t.app)).headers);
  });
  afterAll(() => t.close());

  async function buyByCard(u: ReturnType<typeof buyer>, tariffId: number) {
    const created = await u.pay({ tariff_id: tariffId, generation_count: 0 });
    expect(created.statusCode).toBe(201);
    await checkout(t.app, created.json().confirmation_url, 'pay');
  }

  /**
   * The profile once it shows `name`: a cached profile lives until its tariff's end, and the
   * test moves that end by SQL, whose notice reaches the cache a moment later on PostgreSQL.
   */
  const tariffNamed = (u: ReturnType<typeof buyer>, name: string) =>
    until(async () => {
      const { tariff } = await u.me();
      return tariff.name === name && tariff;
    }, `the profile shows ${name}`);

  /** As if the running period ended `ago` ms before now (the clock moved on). */
  async function endCurrentPeriod(userId: number, ago = 1000) {
    const [row] = await t.app.db.select().from(userTariffs).where(eq(userTariffs.userId, userId));
    const shift = row!.expiresAt.getTime() - (Date.now() - ago);
    await t.app.db
      .update(userTariffs)
      .set({
        startedAt: new Date(row!.startedAt.getTime() - shift),
        expiresAt: new Date(row!.expiresAt.getTime() - shift),
      })
      .where(eq(userTariffs.userId, userId));
    return new Date(row!.expiresAt.getTime() - shift);
  }

  it('a 7-day certificate of Старт waits for a paid month of Про, which keeps its time and allowances', async () => {
    const { headers, userId } = await signUpAndLogin(t.app);
    const u = buyer(t.app, headers);
    await buyByCard(u, tariffs.pro.id);
    const pro = (await u.me()).tariff;
    expect(pro).toMatchObject({ name: 'Про', analyses_left: 200 });

    const code = `START-7-${randomUUID().slice(0, 8)}`;
    await admin(t.app).certificate({ code, tariff_id: tariffs.start.id, days: 7 });
    const applied = await u.certApply(code);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({
      name: 'Про',
      expires_at: pro.expires_at,
      analyses_left: 200,
      queued: [{ tariff_id: tariffs.start.id, name: 'Старт', days: 7, starts_at: pro.expires_at }],
    });
    const waiting = (await u.me()).tariff;
    expect({ ...waiting, queued: [] }).toEqual(pro);
    // The profile says what waits, and from when.
    expect(waiting.queued).toEqual([
      { tariff_id: tariffs.start.id, name: 'Старт', days: 7, starts_at: pro.expires_at },
    ]);

    // When Про ends, Старт starts at that instant for its 7 days, with its own allowances.
    const ended = await endCurrentPeriod(userId);
    const now = await tariffNamed(u, 'Старт');
    expect(now).toMatchObject({ name: 'Старт', analyses_left: 30 });
    expect(Date.parse(now.started_at)).toBe(ended.getTime());
    expect(Date.parse(now.expires_at)).toBe(ended.getTime() + 7 * DAY);
    expect(now.queued).toEqual([]);
    expect(await t.app.db.select().from(tariffQueue).where(eq(tariffQueue.userId, userId))).toEqual(
      [],
    );
  });

  it('an invoice for Старт marked paid after a card purchase of Про never downgrades', async () => {
    const { headers, userId } = await signUpAndLogin(t.app);
    const u = buyer(t.app, headers);
    // The invoice was issued first (pending), the card purchase came after it.
    const [invoice] = await t.app.db
      .insert(payments)
      .values({
        userId,
        method: 'invoice',
        provider: 'invoice',
        token: randomUUID(),
        idempotenceKey: randomUUID(),
        amountKopecks: 99_000,
        priceKopecks: 99_000,
        tariffId: tariffs.start.id,
      })
      .returning();
    await buyByCard(u, tariffs.pro.id);
    const pro = (await u.me()).tariff;
    expect(await applyPayment(t.app.db, invoice!.id)).toBe(true);
    expect(await applyPayment(t.app.db, invoice!.id)).toBe(false);
    // Paid outside any request of the user's (as the admin's "mark paid"): the notice updates
    // the cached profile.
    const waiting = await until(async () => {
      const { tariff } = await u.me();
      return tariff.queued.length === 1 && tariff;
    }, 'the invoice is queued');
    expect({ ...waiting, queued: [] }).toEqual(pro);
    expect(waiting.queued).toEqual([
      { tariff_id: tariffs.start.id, name: 'Старт', days: 30, starts_at: pro.expires_at },
    ]);

    const ended = await endCurrentPeriod(userId);
    const next = await tariffNamed(u, 'Старт');
    expect(next).toMatchObject({ name: 'Старт', analyses_left: 30 });
    expect(Date.parse(next.expires_at)).toBe(ended.getTime() + 30 * DAY);
  });

  it('queued periods start in order, each when the one before ends; the same tariff keeps what is left', async () => {
    const { headers, userId } = await signUpAndLogin(t.app);
    const u = buyer(t.app, headers);
    await buyByCard(u, tariffs.start.id); // replaces the trial at once
    expect((await u.me()).tariff.name).toBe('Старт');
    await buyByCard(u, tariffs.pro.id); // waits
    await buyByCard(u, tariffs.start.id); // extends the running Старт, still before Про
    const start = (await u.me()).tariff;
    expect(start).toMatchObject({ name: 'Старт', analyses_left: 60 });

    // Both the 60 days of Старт and then the 30 of Про have passed unseen: Про ran and ended
    // too, so what shows is Про's period (ended) — nothing starts twice, nothing is skipped.
    const ended = await endCurrentPeriod(userId, 40 * DAY);
    const after = await tariffNamed(u, 'Про');
    expect(after.name).toBe('Про');
    expect(Date.parse(after.started_at)).toBe(ended.getTime());
    expect(Date.parse(after.expires_at)).toBe(ended.getTime() + 30 * DAY);
  });

  it('buying during the trial starts at once (the trial is not paid time)', async () => {
    const u = buyer(t.app, (await signUpAndLogin(t.app)).headers);
    await buyByCard(u, tariffs.pro.id);
    expect((await u.me()).tariff).toMatchObject({ name: 'Про', is_trial: false });
  });
});
