/**
 * Regressions from an independent probe of the API: text PostgreSQL cannot store, numbers its
 * columns cannot hold, malformed multipart, validation before authentication, and names
 * counted in UTF-16 units. Each case failed (a 500, a 422 before 401, a broken name) before.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatives } from '../src/db/schema';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import { ADMIN_TOKEN, adminHeaders } from './helpers/billing';
import { buildTestApp, type TestApp } from './helpers/build';
import { multipart, png, upload } from './helpers/cloud';

let t: TestApp;
let a: SignedInUser;

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_TOKEN } });
  a = await signUpAndLogin(t.app);
});
afterAll(() => t.close());

const json = (method: 'POST' | 'PATCH' | 'GET', url: string, body: unknown, headers: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const tmpFiles = () => {
  try {
    return readdirSync(path.join(t.config.dataDir, 'tmp'));
  } catch {
    return [];
  }
};

describe('text PostgreSQL cannot store is refused by validation, for every field', () => {
  const NUL = 'bad\u0000text';
  const LONE = 'bad\uD800text';

  it.each([
    ['POST', '/labs', { name: NUL }, 'name'],
    ['POST', '/labs', { name: LONE }, 'name'],
    ['PATCH', '/profile/me', { work_place: NUL }, 'work_place'],
    ['PATCH', '/profile/me', { skills: `a${LONE}` }, 'skills'],
    ['POST', '/tariffs/cert_check', { code: NUL }, 'code'],
  ] as const)('%s %s %j → 422 naming the field', async (method, url, body, field) => {
    const res = await json(method, url, body, a.headers);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { [field]: [expect.any(String)] },
    });
  });

  it('refuses NUL in a query parameter (search) and in a key of a free-form object', async () => {
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/v1/creatives/search?q=a%00b',
      headers: a.headers,
    });
    expect(search.statusCode, search.body).toBe(422);
    expect(search.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { q: expect.any(Array) },
    });
  });

  it('refuses NUL in an admin text field and in a multipart field', async () => {
    const promo = await json(
      'POST',
      '/admin/promocodes',
      { code: `P${NUL}`, discount_percent: 10 },
      adminHeaders,
    );
    expect(promo.statusCode, promo.body).toBe(422);
    const form = multipart([], {
      company_name: NUL,
      inn: '7707083893',
      address: 'a',
      email: 'a@b.ru',
      tariff_id: '1',
    });
    const invoice = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tariffs/invoice',
      headers: { ...a.headers, ...form.headers },
      payload: form.payload,
    });
    expect(invoice.statusCode, invoice.body).toBe(422);
    expect(invoice.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { company_name: expect.any(Array) },
    });
  });
});

describe('numbers beyond the columns are refused by validation', () => {
  const tariff = {
    name: 'Big',
    price: 100,
    period_days: 30,
    disk_space: 1000,
    analyses_limit: 10,
    generations_limit: 10,
  };
  it.each([
    ['analyses_limit', 2 ** 31],
    ['generations_limit', 2 ** 31],
    ['price', 1e308],
    ['disk_space', 1e308],
    ['generation_price', 1e308],
  ])('POST /admin/tariffs with %s = %d → 422', async (field, value) => {
    const res = await json('POST', '/admin/tariffs', { ...tariff, [field]: value }, adminHeaders);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().fields).toHaveProperty(field);
  });

  it('POST /admin/promocodes with max_uses = 2^31 → 422', async () => {
    const res = await json(
      'POST',
      '/admin/promocodes',
      { code: 'BIGUSES', discount_percent: 5, max_uses: 2 ** 31 },
      adminHeaders,
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().fields).toHaveProperty('max_uses');
  });
});

describe('malformed multipart is a 400 with a catalogue code, and leaves no spool file', () => {
  it('no boundary → 400 BAD_REQUEST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/creatives/upload',
      headers: { ...a.headers, 'content-type': 'multipart/form-data' },
      payload:
        '--X\r\nContent-Disposition: form-data; name="files"; filename="t.jpg"\r\n\r\nAAAA\r\n--X--\r\n',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('a body cut inside a large file part → 400 BAD_REQUEST, no spool file left', async () => {
    const image = await png(600, 600);
    const body = multipart([
      { name: 'big.png', data: Buffer.concat([image, Buffer.alloc(200_000, 7)]) },
    ]);
    const cut = body.payload.subarray(0, body.payload.length - 100_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/creatives/upload',
      headers: { ...a.headers, ...body.headers },
      payload: cut,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(tmpFiles()).toEqual([]);
  });
});

describe('authentication comes before validation', () => {
  it.each([
    ['POST', '/creatives/folder', '{}', 'application/json'],
    ['POST', '/creatives/folder', 'not json', 'application/json'],
    ['POST', '/labs', '{"name":"\\u0000"}', 'application/json'],
    ['POST', '/creatives/folder', '<x/>', 'application/xml'],
    ['PATCH', '/creatives/rename', '{}', 'application/json'],
    ['GET', '/creatives/search?q=', undefined, undefined],
  ] as const)('anonymous %s %s %s → 401 NO_TOKEN', async (method, url, payload, type) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(payload !== undefined ? { payload, headers: { 'content-type': type! } } : {}),
    });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().code).toBe('NO_TOKEN');
  });

  it('admin operations refuse a missing admin token before reading the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/tariffs',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode, res.body).toBe(401);
  });
});

describe('names are counted in code points', () => {
  const emoji = '😀';
  it('a 255-emoji folder name is accepted and stored whole; 256 are refused', async () => {
    const ok = await json('POST', '/creatives/folder', { name: emoji.repeat(255) }, a.headers);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().name).toBe(emoji.repeat(255));
    const tooLong = await json('POST', '/creatives/folder', { name: emoji.repeat(256) }, a.headers);
    expect(tooLong.statusCode, tooLong.body).toBe(422);
  });

  it('a 300-emoji file name is shortened to 255 code points without cutting a pair', async () => {
    const res = await upload(t.app, a.headers, [
      { name: `${emoji.repeat(300)}.png`, data: await png() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { items: { id: number }[] }).items[0]!.id;
    const [row] = await t.app.db.select().from(creatives).where(eq(creatives.id, id));
    expect([...row!.name]).toHaveLength(255);
    expect(row!.name).toBe(`${emoji.repeat(251)}.png`);
    expect(row!.name).not.toContain('\uFFFD');
  });
});
