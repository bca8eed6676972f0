import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFor, runAdmin } from '../src/cli/admin';
import { signUpAndLogin } from './helpers/auth';
import {
  admin,
  ADMIN_TOKEN,
  adminHeaders,
  buyer,
  checkout,
  seededTariffs,
} from './helpers/billing';
import { buildTestApp, type TestApp } from './helpers/build';

describe('admin API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_TOKEN } });
  });
  afterAll(() => t.close());

  it('401 without or with a wrong token, also with a user token; 403 when ADMIN_TOKEN is unset', async () => {
    const body = { code: 'X1', discount_percent: 10 };
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/admin/promocodes', headers, payload: body });
    expect((await post({})).statusCode).toBe(401);
    expect((await post({ authorization: 'Bearer wrong-token-wrong-token' })).statusCode).toBe(401);
    const user = await signUpAndLogin(t.app);
    expect((await post(user.headers)).statusCode).toBe(401);
    expect((await post(adminHeaders)).statusCode).toBe(201);

    const off = await buildTestApp();
    try {
      const res = await off.app.inject({
        method: 'GET',
        url: '/api/v1/admin/payments',
        headers: adminHeaders,
      });
      expect([res.statusCode, res.json().code]).toEqual([403, 'Forbidden']);
    } finally {
      await off.close();
    }
  });

  it('promo codes: exactly one discount kind, unique codes, known tariffs', async () => {
    const a = admin(t.app);
    expect(
      (await a.promocode({ code: 'BOTH', discount_percent: 5, discount_amount: 5 })).statusCode,
    ).toBe(422);
    expect((await a.promocode({ code: 'NONE' })).statusCode).toBe(422);
    expect(
      (await a.promocode({ code: 'BADT', discount_percent: 5, tariff_ids: [9999] })).statusCode,
    ).toBe(422);
    const created = await a.promocode({
      code: 'Spring',
      discount_percent: 12.5,
      max_uses: 100,
      max_uses_per_user: 1,
      valid_until: '2099-01-01T00:00:00.000Z',
    });
    expect(created.json()).toMatchObject({
      code: 'Spring',
      discount_percent: 12.5,
      discount_amount: null,
      tariff_ids: [],
      max_uses: 100,
      max_uses_per_user: 1,
      valid_until: '2099-01-01T00:00:00.000Z',
      uses: 0,
    });
    const dup = await a.promocode({ code: 'SPRING', discount_amount: 100 });
    expect([dup.statusCode, dup.json().code]).toEqual([409, 'NAME_CONFLICT']);
  });

  it('tariffs: create, edit, withdraw from sale; certificates need a known tariff', async () => {
    const a = admin(t.app);
    const created = await a.tariff({
      name: 'Агентство',
      price: 9990,
      period_days: 30,
      disk_space: 1024 ** 4,
      analyses_limit: 1000,
      generations_limit: 5000,
      generation_price: 3,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      price: 9990,
      generation_price: 3,
      is_trial: false,
      is_active: true,
    });
    const edited = await a.updateTariff(id, { price: 8990.5, is_active: false });
    expect(edited.json()).toMatchObject({ price: 8990.5, is_active: false });
    expect((await a.updateTariff(99999, { price: 1 })).statusCode).toBe(404);
    const user = await signUpAndLogin(t.app);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/tariffs', headers: user.headers })
    ).json();
    expect(list.tariffs.map((x: { id: number }) => x.id)).not.toContain(id);
    expect((await a.certificate({ code: 'C1', tariff_id: 99999, days: 3 })).statusCode).toBe(404);
    expect(
      (await a.certificate({ code: 'C2', tariff_id: id, days: 3, generation_count: 3 })).statusCode,
    ).toBe(422);
    expect((await a.certificate({ code: 'C3', tariff_id: id, days: 3 })).json()).toMatchObject({
      code: 'C3',
      days: 3,
      generation_count: null,
      used_by: null,
    });
  });

  it('lists payments newest first, with the user and a status filter', async () => {
    const user = await signUpAndLogin(t.app);
    const tariffs = await seededTariffs(t.app, user.headers);
    const u = buyer(t.app, user.headers);
    const first = (await u.pay({ tariff_id: tariffs.start.id, generation_count: 0 })).json();
    const second = (await u.pay({ tariff_id: tariffs.pro.id, generation_count: 0 })).json();
    await checkout(t.app, second.confirmation_url, 'pay');
    const all = (await admin(t.app).payments()).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.items[0]).toMatchObject({
      id: second.payment_id,
      status: 'succeeded',
      user_id: user.userId,
      user_email: user.email,
      invoice_id: null,
    });
    const pending = (await admin(t.app).payments('?status=pending&limit=500')).json();
    expect(pending.items.map((p: { id: number }) => p.id)).toContain(first.payment_id);
    expect(pending.items.every((p: { status: string }) => p.status === 'pending')).toBe(true);
  });

  describe('pnpm admin (the CLI over HTTP)', () => {
    let url: string;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    async function cli(...argv: string[]) {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runAdmin(argv, {
        url,
        token: ADMIN_TOKEN,
        out: (l) => out.push(l),
        err: (l) => err.push(l),
      });
      return { code, out: out.join('\n'), err: err.join('\n') };
    }

    it('maps commands to the admin API', () => {
      expect(
        requestFor(['promocode', 'create', '--code', 'X', '--percent', '10', '--tariffs', '2,3']),
      ).toEqual({
        method: 'POST',
        path: '/admin/promocodes',
        body: { code: 'X', discount_percent: 10, tariff_ids: [2, 3] },
      });
      expect(requestFor(['tariff', 'update', '7', '--price', '500', '--active', 'false'])).toEqual({
        method: 'PATCH',
        path: '/admin/tariffs/7',
        body: { price: 500, is_active: false },
      });
      expect(requestFor(['payments', 'list', '--status', 'pending'])).toEqual({
        method: 'GET',
        path: '/admin/payments?status=pending',
      });
      expect(requestFor(['invoice', 'paid', '12'])).toEqual({
        method: 'POST',
        path: '/admin/invoices/12/paid',
      });
    });

    it('creates promo codes, certificates and tariffs, lists payments; prints JSON', async () => {
      const promo = await cli(
        'promocode',
        'create',
        '--code',
        'CLI10',
        '--percent',
        '10',
        '--max-uses',
        '5',
      );
      expect(promo.code).toBe(0);
      expect(JSON.parse(promo.out)).toMatchObject({
        code: 'CLI10',
        discount_percent: 10,
        max_uses: 5,
      });

      const tariff = await cli(
        'tariff',
        'create',
        '--name',
        'CLI',
        '--price',
        '100',
        '--days',
        '30',
        '--disk',
        '1000',
        '--analyses',
        '1',
        '--generations',
        '2',
      );
      expect(tariff.code).toBe(0);
      const id = JSON.parse(tariff.out).id;
      const updated = await cli('tariff', 'update', String(id), '--price', '150');
      expect(JSON.parse(updated.out)).toMatchObject({ id, price: 150 });

      const cert = await cli(
        'certificate',
        'create',
        '--code',
        'CLI-CERT',
        '--tariff',
        String(id),
        '--generations',
        '7',
      );
      expect(JSON.parse(cert.out)).toMatchObject({ code: 'CLI-CERT', generation_count: 7 });

      const list = await cli('payments', 'list', '--limit', '1');
      expect(list.code).toBe(0);
      expect(JSON.parse(list.out)).toMatchObject({
        items: expect.any(Array),
        total: expect.any(Number),
      });
    });

    it('exits 1 with the error body on stderr; 2 on bad usage', async () => {
      const dup = await cli('promocode', 'create', '--code', 'CLI10', '--percent', '10');
      expect(dup.code).toBe(1);
      expect(dup.err).toContain('HTTP 409');
      expect(dup.err).toContain('NAME_CONFLICT');
      expect((await cli('invoice', 'paid', '424242')).code).toBe(1);
      expect((await cli('frobnicate')).code).toBe(2);
      expect((await cli('invoice', 'paid')).code).toBe(2);
      const wrong = await runAdmin(['payments', 'list'], {
        url,
        token: 'x'.repeat(20),
        out: () => {},
        err: () => {},
      });
      expect(wrong).toBe(1);
    });
  });
});
