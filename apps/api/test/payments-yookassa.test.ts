import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isYookassaAddress } from '../src/payments/yookassa';
import { signUpAndLogin } from './helpers/auth';
import { buyer, seededTariffs } from './helpers/billing';
import { buildTestApp, type TestApp } from './helpers/build';

const SHOP_ID = '123456';
const SECRET = 'test_secret_key_abcdef';
const YOOKASSA_IP = '185.71.76.10';

interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: string };
  confirmation: { type: 'redirect'; confirmation_url: string };
  metadata: Record<string, string>;
}

/** A local stand-in for YooKassa API v3: POST /v3/payments and GET /v3/payments/{id}. */
function fakeYookassa() {
  const payments = new Map<string, FakePayment>();
  const byKey = new Map<string, FakePayment>();
  const requests: {
    method: string;
    url: string;
    headers: IncomingMessage['headers'];
    body: Record<string, unknown> & { amount: unknown; metadata: Record<string, string> };
  }[] = [];
  let n = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const auth = `Basic ${Buffer.from(`${SHOP_ID}:${SECRET}`).toString('base64')}`;
      if (req.headers.authorization !== auth)
        return send(401, { type: 'error', code: 'invalid_credentials' });
      if (req.method === 'POST' && req.url === '/v3/payments') {
        const key = String(req.headers['idempotence-key'] ?? '');
        if (!key) return send(400, { type: 'error', code: 'invalid_request' });
        const seen = byKey.get(key);
        if (seen) return send(200, seen);
        const id = `2f${(++n).toString(16).padStart(6, '0')}-000f-5000-9000-1b68e7b15f3f`;
        const payment: FakePayment = {
          id,
          status: 'pending',
          paid: false,
          amount: body.amount,
          confirmation: {
            type: 'redirect',
            confirmation_url: `https://yoomoney.test/checkout?orderId=${id}`,
          },
          metadata: body.metadata,
        };
        payments.set(id, payment);
        byKey.set(key, payment);
        return send(200, payment);
      }
      const match = /^\/v3\/payments\/([\w-]+)$/.exec(req.url!);
      if (req.method === 'GET' && match) {
        const p = payments.get(match[1]!);
        return p ? send(200, p) : send(404, { type: 'error', code: 'not_found' });
      }
      send(404, { type: 'error', code: 'not_found' });
    });
  });
  return { server, payments, requests };
}

describe('YooKassa API v3 provider', () => {
  let t: TestApp;
  let fake: ReturnType<typeof fakeYookassa>;
  let tariffs: Awaited<ReturnType<typeof seededTariffs>>;

  beforeAll(async () => {
    fake = fakeYookassa();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    t = await buildTestApp({
      env: {
        YOOKASSA_SHOP_ID: SHOP_ID,
        YOOKASSA_SECRET_KEY: SECRET,
        YOOKASSA_API_URL: `http://127.0.0.1:${port}/v3`,
        VAT_RATE: '22',
        PUBLIC_URL: 'https://kreolab.test',
      },
    });
    tariffs = await seededTariffs(t.app, (await signUpAndLogin(t.app)).headers);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  const webhook = (id: string, remoteAddress = YOOKASSA_IP, event = 'payment.succeeded') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/yookassa',
      remoteAddress,
      payload: { type: 'notification', event, object: { id, status: 'succeeded', paid: true } },
    });

  async function start(generation_count = 0) {
    const user = await signUpAndLogin(t.app);
    const u = buyer(t.app, user.headers);
    const res = await u.pay({ tariff_id: tariffs.start.id, generation_count });
    expect(res.statusCode).toBe(201);
    const created = fake.requests.filter((r) => r.method === 'POST').at(-1)!;
    return { user, u, res: res.json(), created, providerId: [...fake.payments.keys()].at(-1)! };
  }

  it('creates the payment with an Idempotence-Key and a 54-ФЗ receipt, and redirects to its page', async () => {
    const { user, res, created } = await start(3);
    expect(res.confirmation_url).toMatch(/^https:\/\/yoomoney\.test\/checkout\?orderId=/);
    expect(created.headers['idempotence-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.body).toMatchObject({
      amount: { value: '1020.00', currency: 'RUB' },
      // «и 3 генераций» before the plural form
      description: 'Креолаб: тариф «Старт» и 3 генерации',
      capture: true,
      confirmation: {
        type: 'redirect',
        return_url: `https://kreolab.test/profile/tariff?payment=${res.payment_id}`,
      },
      metadata: { payment_id: String(res.payment_id) },
      receipt: {
        customer: { email: user.email },
        items: [
          {
            description: 'Тариф «Старт», 30 дн.',
            quantity: '1.00',
            amount: { value: '990.00', currency: 'RUB' },
            vat_code: 11,
            payment_subject: 'service',
            payment_mode: 'full_payment',
          },
          {
            description: 'Дополнительные генерации, 3 шт.',
            quantity: '1.00',
            amount: { value: '30.00', currency: 'RUB' },
            vat_code: 11,
            payment_subject: 'service',
            payment_mode: 'full_payment',
          },
        ],
      },
    });
  });

  it('refuses notifications from addresses outside YooKassa ranges, and changes nothing', async () => {
    const { u, res, providerId } = await start();
    fake.payments.get(providerId)!.status = 'succeeded';
    fake.payments.get(providerId)!.paid = true;
    for (const address of ['1.2.3.4', '127.0.0.1', '185.71.76.32', '2a03::1']) {
      const refused = await webhook(providerId, address);
      expect(refused.statusCode, address).toBe(403);
    }
    // Not yet re-read: still pending in our table (no GET by the webhook or the page).
    const reads = fake.requests.filter((r) => r.method === 'GET').length;
    expect(reads).toBe(0);
    expect((await u.me()).tariff.name).toBe('Пробный');
    void res;
  });

  it('trusts the status only after re-reading it: a forged "succeeded" for a pending payment does nothing', async () => {
    const { u, res, providerId } = await start();
    const before = fake.requests.length;
    const hook = await webhook(providerId);
    expect(hook.statusCode).toBe(200);
    // It asked the API, which says pending.
    expect(fake.requests.slice(before).map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /v3/payments/${providerId}`,
    ]);
    expect((await u.me()).tariff.name).toBe('Пробный');
    expect((await u.payment(res.payment_id)).json().status).toBe('pending');
  });

  it('applies a succeeded payment once, however often the notification repeats', async () => {
    const { u, res, providerId } = await start();
    Object.assign(fake.payments.get(providerId)!, { status: 'succeeded', paid: true });
    expect((await webhook(providerId)).statusCode).toBe(200);
    const after = await u.me();
    expect(after.tariff).toMatchObject({ name: 'Старт', analyses_left: 30 });
    for (let i = 0; i < 3; i++) expect((await webhook(providerId)).statusCode).toBe(200);
    await Promise.all([webhook(providerId), webhook(providerId)]);
    expect((await u.me()).tariff).toEqual(after.tariff);
    expect((await u.payment(res.payment_id)).json()).toMatchObject({ status: 'succeeded' });
  });

  it('a canceled payment is marked canceled; unknown ids are acknowledged and ignored', async () => {
    const { u, res, providerId } = await start();
    Object.assign(fake.payments.get(providerId)!, { status: 'canceled' });
    await webhook(providerId, YOOKASSA_IP, 'payment.canceled');
    expect((await u.payment(res.payment_id)).json().status).toBe('canceled');
    const unknown = await webhook('2f000000-0000-0000-0000-000000000000');
    expect([unknown.statusCode, unknown.json().status]).toEqual([200, 'ignored']);
  });

  it('an amount that does not match is not applied', async () => {
    const { u, providerId } = await start();
    Object.assign(fake.payments.get(providerId)!, {
      status: 'succeeded',
      paid: true,
      amount: { value: '1.00', currency: 'RUB' },
    });
    await webhook(providerId);
    expect((await u.me()).tariff.name).toBe('Пробный');
  });

  it('polling GET /payments/{id} re-reads a pending payment (when the webhook cannot reach us)', async () => {
    const { u, res, providerId } = await start();
    Object.assign(fake.payments.get(providerId)!, { status: 'succeeded', paid: true });
    expect((await u.payment(res.payment_id)).json().status).toBe('succeeded');
    expect((await u.me()).tariff.name).toBe('Старт');
  });

  it('the test checkout is off with YooKassa configured', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/test-checkout/${'a'.repeat(32)}`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('knows YooKassa address ranges, IPv4, IPv4-mapped and IPv6', () => {
    for (const ip of [
      '185.71.76.0',
      '185.71.76.31',
      '185.71.77.5',
      '77.75.153.127',
      '77.75.156.11',
      '77.75.156.35',
      '77.75.154.200',
      '::ffff:185.71.76.1',
      '2a02:5180:0:1::42',
    ])
      expect(isYookassaAddress(ip), ip).toBe(true);
    for (const ip of [
      '185.71.76.32',
      '77.75.153.128',
      '77.75.156.12',
      '77.75.154.127',
      '10.0.0.1',
      '2a02:5181::1',
      'nonsense',
    ])
      expect(isYookassaAddress(ip), ip).toBe(false);
  });
});
