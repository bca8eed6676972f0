import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, userTariffs } from '../src/db/schema';
import { signUpAndLogin } from './helpers/auth';
import { admin, ADMIN_TOKEN, buyer, checkout, seededTariffs } from './helpers/billing';
import { buildTestApp, type TestApp } from './helpers/build';

const PUBLIC_URL = 'http://kreolab.test:8080';

describe('tariffs, promo codes and card payments with the test provider', () => {
  let t: TestApp;
  let tariffs: Awaited<ReturnType<typeof seededTariffs>>;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_TOKEN, PUBLIC_URL } });
    const { headers } = await signUpAndLogin(t.app);
    tariffs = await seededTariffs(t.app, headers);
  });
  afterAll(() => t.close());

  it('GET /tariffs lists the trial and the paid monthly tariffs in roubles', async () => {
    const { headers } = await signUpAndLogin(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/tariffs', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().tariffs.map((x: { name: string }) => x.name)).toEqual([
      'Пробный',
      'Старт',
      'Про',
    ]);
    expect(res.json().tariffs[1]).toMatchObject({
      price: 990,
      period_days: 30,
      disk_space: 10 * 1024 ** 3,
      analyses_limit: 30,
      generations_limit: 100,
      generation_price: 10,
      is_trial: false,
      is_active: true,
    });
    // the descriptions say what the cards list: analyses, and a thousand as «1 000»
    expect(res.json().tariffs.map((x: { description: string }) => x.description)).toEqual([
      'Бесплатно на 14 дней после регистрации: 1 ГБ в облаке, 3 анализа, 10 генераций.',
      'Для одного специалиста: 10 ГБ в облаке, 30 анализов и 100 генераций в месяц.',
      'Для агентства: 100 ГБ в облаке, 200 анализов и 1\u00a0000 генераций в месяц.',
    ]);
  });

  describe('promo codes', () => {
    it('percent and fixed discounts on the tariff plus extra generations', async () => {
      const a = admin(t.app);
      expect((await a.promocode({ code: 'TEN', discount_percent: 10 })).statusCode).toBe(201);
      expect((await a.promocode({ code: 'MINUS300', discount_amount: 300 })).statusCode).toBe(201);
      const u = buyer(t.app, (await signUpAndLogin(t.app)).headers);
      const res = await u.promo({
        tariff_id: tariffs.start.id,
        generation_count: 10,
        promocode: 'ten',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        promocode: 'TEN',
        discount_percent: 10,
        discount_amount: null,
        price: 1090,
        discount: 109,
        total: 981,
        final_price: 981,
      });
      const fixed = await u.promo({
        tariff_id: tariffs.start.id,
        generation_count: 0,
        promocode: 'MINUS300',
      });
      expect(fixed.json()).toMatchObject({ price: 990, discount: 300, total: 690 });
      const none = await u.promo({ tariff_id: tariffs.pro.id, generation_count: 0, promocode: '' });
      expect(none.json()).toMatchObject({ price: 2990, discount: 0, total: 2990 });
    });

    it('PROMOCODE_INVALID: unknown (404), expired, not yet... or for another tariff (400)', async () => {
      const a = admin(t.app);
      await a.promocode({ code: 'OLD', discount_percent: 5, valid_until: '2020-01-01T00:00:00Z' });
      await a.promocode({ code: 'PROONLY', discount_percent: 5, tariff_ids: [tariffs.pro.id] });
      const u = buyer(t.app, (await signUpAndLogin(t.app)).headers);
      const check = (promocode: string, tariff_id = tariffs.start.id) =>
        u.promo({ tariff_id, generation_count: 0, promocode });
      const unknown = await check('NOPE');
      expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'PROMOCODE_INVALID']);
      const old = await check('OLD');
      expect([old.statusCode, old.json().code]).toEqual([400, 'PROMOCODE_INVALID']);
      const other = await check('PROONLY');
      expect([other.statusCode, other.json().code]).toEqual([400, 'PROMOCODE_INVALID']);
      expect((await check('PROONLY', tariffs.pro.id)).statusCode).toBe(200);
      // Paying with a refused code is refused the same way.
      const pay = await u.pay({
        tariff_id: tariffs.start.id,
        generation_count: 0,
        promocode: 'OLD',
      });
      expect([pay.statusCode, pay.json().code]).toEqual([400, 'PROMOCODE_INVALID']);
    });

    it('PROMOCODE_USED: single use overall, and per user', async () => {
      const a = admin(t.app);
      await a.promocode({ code: 'ONCE', discount_percent: 50, max_uses: 1 });
      await a.promocode({ code: 'MINE', discount_percent: 20, max_uses_per_user: 1 });
      const first = buyer(t.app, (await signUpAndLogin(t.app)).headers);
      const second = buyer(t.app, (await signUpAndLogin(t.app)).headers);
      const body = (promocode: string) => ({
        tariff_id: tariffs.start.id,
        generation_count: 0,
        promocode,
      });

      const paid = await first.pay(body('ONCE'));
      expect(paid.statusCode).toBe(201);
      // A promo code counts once the purchase is paid, not when it is started.
      expect((await second.promo(body('ONCE'))).statusCode).toBe(200);
      await checkout(t.app, paid.json().confirmation_url, 'pay');
      const used = await second.promo(body('ONCE'));
      expect([used.statusCode, used.json().code]).toEqual([400, 'PROMOCODE_USED']);

      const mine = await first.pay(body('MINE'));
      await checkout(t.app, mine.json().confirmation_url, 'pay');
      const again = await first.promo(body('MINE'));
      expect([again.statusCode, again.json().code]).toEqual([400, 'PROMOCODE_USED']);
      expect((await second.promo(body('MINE'))).statusCode).toBe(200);
    });

    it('a 100 % promo code applies the purchase at once, without the checkout', async () => {
      await admin(t.app).promocode({ code: 'FREE', discount_percent: 100 });
      const u = buyer(t.app, (await signUpAndLogin(t.app)).headers);
      const res = await u.pay({
        tariff_id: tariffs.pro.id,
        generation_count: 0,
        promocode: 'FREE',
      });
      expect(res.json().confirmation_url).toBe(
        `${PUBLIC_URL}/profile/tariff?payment=${res.json().payment_id}`,
      );
      expect((await u.payment(res.json().payment_id)).json()).toMatchObject({
        status: 'succeeded',
        amount: 0,
      });
      expect((await u.me()).tariff.name).toBe('Про');
    });
  });

  describe('card payment through the test checkout', () => {
    it('create → checkout page → «Оплатить» → the tariff changes, once', async () => {
      const { headers, userId } = await signUpAndLogin(t.app);
      const u = buyer(t.app, headers);
      const created = await u.pay({
        tariff_id: tariffs.start.id,
        generation_count: 5,
        promocode: '',
      });
      expect(created.statusCode).toBe(201);
      const { payment_id, confirmation_url } = created.json();
      expect(confirmation_url).toMatch(
        new RegExp(`^${PUBLIC_URL}/api/v1/payments/test-checkout/[A-Za-z0-9_-]{32}$`),
      );
      expect((await u.payment(payment_id)).json()).toMatchObject({
        id: payment_id,
        status: 'pending',
        method: 'card',
        amount: 1040,
        currency: 'RUB',
        tariff_id: tariffs.start.id,
        generation_count: 5,
        paid_at: null,
      });

      const page = await checkout(t.app, confirmation_url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('Оплатить');
      expect(page.body).toContain('Отменить');
      expect(page.body).toContain('1\u00a0040,00 ₽');

      const pay = await checkout(t.app, confirmation_url, 'pay');
      expect(pay.statusCode).toBe(303);
      expect(pay.headers.location).toBe(`${PUBLIC_URL}/profile/tariff?payment=${payment_id}`);
      const after = await u.me();
      expect(after.tariff).toMatchObject({
        id: tariffs.start.id,
        name: 'Старт',
        is_trial: false,
        analyses_left: 30,
        // 100 of the tariff, 5 bought, 10 of the trial kept.
        generations_left: 115,
      });
      expect((await u.payment(payment_id)).json()).toMatchObject({
        status: 'succeeded',
        paid_at: expect.any(String),
      });

      // The confirm sent again (a double click, a reload) changes nothing.
      const [before] = await t.app.db
        .select()
        .from(userTariffs)
        .where(eq(userTariffs.userId, userId));
      expect((await checkout(t.app, confirmation_url, 'pay')).statusCode).toBe(303);
      await Promise.all([1, 2, 3].map(() => checkout(t.app, confirmation_url, 'pay')));
      const [same] = await t.app.db
        .select()
        .from(userTariffs)
        .where(eq(userTariffs.userId, userId));
      expect(same).toEqual(before);
      // Canceling after paying changes nothing either.
      await checkout(t.app, confirmation_url, 'cancel');
      expect((await u.payment(payment_id)).json().status).toBe('succeeded');
    });

    it('«Отменить» cancels; a canceled payment cannot be paid', async () => {
      const u = buyer(t.app, (await signUpAndLogin(t.app)).headers);
      const { payment_id, confirmation_url } = (
        await u.pay({ tariff_id: tariffs.pro.id, generation_count: 0 })
      ).json();
      expect((await checkout(t.app, confirmation_url, 'cancel')).statusCode).toBe(303);
      expect((await u.payment(payment_id)).json().status).toBe('canceled');
      await checkout(t.app, confirmation_url, 'pay');
      expect((await u.payment(payment_id)).json().status).toBe('canceled');
      expect((await u.me()).tariff.name).toBe('Пробный');
    });

    it('buying the running tariff again extends it by a period', async () => {
      const u = buyer(t.app, (await signUpAndLogin(t.app)).headers);
      const buy = async () => {
        const { confirmation_url } = (
          await u.pay({ tariff_id: tariffs.start.id, generation_count: 0 })
        ).json();
        await checkout(t.app, confirmation_url, 'pay');
        return (await u.me()).tariff;
      };
      const first = await buy();
      const second = await buy();
      const days = (Date.parse(second.expires_at) - Date.parse(first.expires_at)) / 864e5;
      expect(days).toBeCloseTo(30, 3);
      expect(second.analyses_left).toBe(60);
    });

    it('payments are owner-scoped; the trial and unknown tariffs are not for sale; bad tokens 404', async () => {
      const owner = buyer(t.app, (await signUpAndLogin(t.app)).headers);
      const other = buyer(t.app, (await signUpAndLogin(t.app)).headers);
      const { payment_id } = (
        await owner.pay({ tariff_id: tariffs.start.id, generation_count: 0 })
      ).json();
      expect((await other.payment(payment_id)).statusCode).toBe(404);
      expect(
        (await owner.pay({ tariff_id: tariffs.trial.id, generation_count: 0 })).statusCode,
      ).toBe(404);
      expect((await owner.pay({ tariff_id: 9999, generation_count: 0 })).statusCode).toBe(404);
      const fake = `${PUBLIC_URL}/api/v1/payments/test-checkout/${'x'.repeat(32)}`;
      expect((await checkout(t.app, fake)).statusCode).toBe(404);
      expect((await checkout(t.app, fake, 'pay')).statusCode).toBe(404);
      const [row] = await t.app.db.select().from(payments).where(eq(payments.id, payment_id));
      expect(row!.status).toBe('pending');
    });
  });

  describe('certificates', () => {
    it('check then apply: a tariff for N days; single use', async () => {
      await admin(t.app).certificate({ code: 'GIFT-PRO-7', tariff_id: tariffs.pro.id, days: 7 });
      const u = buyer(t.app, (await signUpAndLogin(t.app)).headers);
      const check = await u.certCheck('gift-pro-7');
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({
        code: 'GIFT-PRO-7',
        tariff_id: tariffs.pro.id,
        tariff_name: 'Про',
        days: 7,
        generation_count: null,
      });
      const applied = await u.certApply('GIFT-PRO-7');
      expect(applied.statusCode).toBe(200);
      expect(applied.json()).toMatchObject({ id: tariffs.pro.id, name: 'Про', analyses_left: 200 });
      const days = (Date.parse(applied.json().expires_at) - Date.now()) / 864e5;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);

      const again = await u.certApply('GIFT-PRO-7');
      expect([again.statusCode, again.json().code]).toEqual([400, 'CERT_USED']);
      const other = buyer(t.app, (await signUpAndLogin(t.app)).headers);
      const used = await other.certCheck('GIFT-PRO-7');
      expect([used.statusCode, used.json().code]).toEqual([400, 'CERT_USED']);
    });

    it('a certificate of generations adds them to the current tariff', async () => {
      await admin(t.app).certificate({
        code: 'GEN50',
        tariff_id: tariffs.start.id,
        generation_count: 50,
      });
      const u = buyer(t.app, (await signUpAndLogin(t.app)).headers);
      expect((await u.certCheck('GEN50')).json()).toMatchObject({
        days: null,
        generation_count: 50,
      });
      const applied = await u.certApply('GEN50');
      expect(applied.json()).toMatchObject({
        name: 'Пробный',
        generations_left: 60,
        generations_limit: 60,
      });
    });

    it('unknown: 404 CERT_INVALID; parallel applies of one code: exactly one wins', async () => {
      const u = buyer(t.app, (await signUpAndLogin(t.app)).headers);
      const unknown = await u.certCheck('NO-SUCH');
      expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'CERT_INVALID']);
      const applyUnknown = await u.certApply('NO-SUCH');
      expect([applyUnknown.statusCode, applyUnknown.json().code]).toEqual([404, 'CERT_INVALID']);

      await admin(t.app).certificate({
        code: 'RACE',
        tariff_id: tariffs.start.id,
        generation_count: 5,
      });
      const users = await Promise.all([1, 2, 3, 4].map(() => signUpAndLogin(t.app)));
      const results = await Promise.all(
        users.map((x) => buyer(t.app, x.headers).certApply('RACE')),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400]);
    });
  });
});
