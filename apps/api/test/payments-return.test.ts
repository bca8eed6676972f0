import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnBase } from '../src/payments';
import { signUpAndLogin } from './helpers/auth';
import { admin, ADMIN_TOKEN, checkout, seededTariffs } from './helpers/billing';
import { buildTestApp, type TestApp } from './helpers/build';

const PUBLIC_URL = 'http://kreolab.test:8080';
const WWW = 'https://www.kreolab.test';

/**
 * Issue 14 defect 8: a card payment sent its payer back to PUBLIC_URL's host whatever address
 * they paid from. It returns to the address paid from (when allowed), to the page that says how
 * the payment went: /profile/tariff?payment=<id>.
 */
describe('card payments return to the address the user paid from', () => {
  let t: TestApp;
  let tariffs: Awaited<ReturnType<typeof seededTariffs>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { ADMIN_TOKEN, PUBLIC_URL, ALLOWED_ORIGINS: `${WWW}, http://other.test:3000` },
    });
    headers = (await signUpAndLogin(t.app)).headers;
    tariffs = await seededTariffs(t.app, headers);
  });
  afterAll(() => t.close());

  const pay = (extra: Record<string, string>, body: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/create',
      headers: { ...headers, ...extra },
      payload: { tariff_id: tariffs.start.id, generation_count: 0, ...body },
    });

  it('from an allowed origin: the checkout opens there and «Оплатить» returns there', async () => {
    const res = await pay({ origin: WWW });
    expect(res.statusCode).toBe(201);
    const { payment_id, confirmation_url } = res.json();
    expect(confirmation_url).toMatch(new RegExp(`^${WWW}/api/v1/payments/test-checkout/`));
    const back = `${WWW}/profile/tariff?payment=${payment_id}`;
    const page = await checkout(t.app, confirmation_url);
    expect(page.statusCode).toBe(200);
    const paid = await checkout(t.app, confirmation_url, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(back);
    // After paying, the page links back to the same place.
    expect((await checkout(t.app, confirmation_url)).body).toContain(`href="${back}"`);
  });

  it('from the host the request reached (outside production): back to that host', async () => {
    const res = await pay({ host: '127.0.0.1:8201', origin: 'http://127.0.0.1:8201' });
    const { payment_id, confirmation_url } = res.json();
    expect(confirmation_url).toMatch(
      /^http:\/\/127\.0\.0\.1:8201\/api\/v1\/payments\/test-checkout\//,
    );
    // The browser opens the checkout at that host too.
    const cancel = await t.app.inject({
      method: 'POST',
      url: new URL(confirmation_url).pathname,
      headers: { host: '127.0.0.1:8201', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect(cancel.headers.location).toBe(
      `http://127.0.0.1:8201/profile/tariff?payment=${payment_id}`,
    );
  });

  it('from anywhere else, or with no Origin: PUBLIC_URL, as before', async () => {
    for (const origin of ['https://evil.test', 'null', 'javascript:alert(1)', undefined]) {
      const res = await pay(origin ? { origin } : {});
      const { payment_id, confirmation_url } = res.json();
      expect(confirmation_url, origin).toMatch(
        new RegExp(`^${PUBLIC_URL}/api/v1/payments/test-checkout/`),
      );
      expect((await checkout(t.app, confirmation_url, 'pay')).headers.location).toBe(
        `${PUBLIC_URL}/profile/tariff?payment=${payment_id}`,
      );
    }
  });

  it('a purchase a promo code makes free goes straight to the result page on the same origin', async () => {
    await admin(t.app).promocode({ code: 'ДАРОМ', discount_percent: 100 });
    const res = await pay({ origin: 'http://other.test:3000' }, { promocode: 'ДАРОМ' });
    expect(res.json().confirmation_url).toBe(
      `http://other.test:3000/profile/tariff?payment=${res.json().payment_id}`,
    );
  });

  it('in production the Host header decides nothing', () => {
    const app = {
      config: { env: 'production', publicUrl: 'https://kreolab.ru', allowedOrigins: [WWW] },
    } as never;
    const host = 'evil.test';
    expect(returnBase(app, { origin: `https://${host}`, host })).toBe('https://kreolab.ru');
    expect(returnBase(app, { origin: WWW, host })).toBe(WWW);
    expect(returnBase(app, { origin: 'https://kreolab.ru/' })).toBe('https://kreolab.ru');
  });
});
