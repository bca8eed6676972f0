import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build';

describe('GET /api/v1/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ start: false });
  });
  afterAll(() => t.close());

  it('answers 503 until migrations are applied, then 200 {status: ok}', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

    // Other operations are held back too, rather than meeting a half-migrated database.
    const init = await t.app.inject({ method: 'GET', url: '/api/v1/auth/init' });
    expect(init.statusCode).toBe(503);

    await t.app.lifecycle.start();
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ status: 'ok' });
  });

  it('echoes a sane x-request-id and makes one up otherwise', async () => {
    const given = await t.app.inject({
      url: '/api/v1/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const odd = await t.app.inject({
      url: '/api/v1/health',
      headers: { 'x-request-id': 'a b\nc' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
