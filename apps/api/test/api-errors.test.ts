import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflict } from '../src/errors';
import { indexOperations, loadContract } from '../src/spec';
import type { InjectOptions } from 'fastify';
import { signUpAndLogin } from './helpers/auth';
import { ADMIN_TOKEN } from './helpers/billing';
import { buildTestApp, type TestApp } from './helpers/build';

describe('API errors: one body shape, stable codes', () => {
  let t: TestApp;
  let auth: Record<string, string> = {};
  // Signed in, so the protected routes reach their handlers (or their 501).
  const inject = (opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { ...auth, ...opts.headers } });
  beforeAll(async () => {
    // Every operation of the contract has its handler now; one more, unbuilt, shows the 501.
    const specification = structuredClone(loadContract());
    (specification.paths as Record<string, unknown>)['/not-built-yet'] = {
      get: {
        operationId: 'notBuiltYet',
        tags: ['system'],
        responses: {
          '200': { description: 'Never.' },
          '501': { $ref: '#/components/responses/NotImplemented' },
        },
      },
    };
    t = await buildTestApp({
      env: { ADMIN_TOKEN },
      specification,
      handlers: {
        // Stand-ins for failing handlers; the real ones come with their features.
        listLabs() {
          throw new Error('connection to 10.0.0.5 failed: password "hunter2" rejected');
        },
        listBriefs() {
          throw conflict('NAME_CONFLICT', 'A lab with this name exists');
        },
      },
    });
    auth = (await signUpAndLogin(t.app)).headers;
  });
  afterAll(() => t.close());

  it('501 NOT_IMPLEMENTED for an operation that is not built yet', async () => {
    const res = await inject({ method: 'GET', url: '/api/v1/not-built-yet' });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({
      code: 'NOT_IMPLEMENTED',
      detail: 'Operation notBuiltYet is not implemented yet',
    });
  });

  it('422 VALIDATION_ERROR with per-field messages', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'not-an-email', password: 'Secret-123' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { email: ['Введен некорректный адрес'] },
    });
    expect(res.json().detail).toMatch(/email/);
  });

  it('422 names a missing field, an unknown field and a bad path parameter', async () => {
    const missing = await inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'a@b.ru' },
    });
    expect(missing.json().fields).toEqual({ password: ['Обязательное поле'] });
    const extra = await inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email: 'a@b.ru', password: 'Secret-123', admin: true },
    });
    expect(extra.json().fields).toEqual({ admin: ['Неизвестное поле'] });
    const param = await inject({ method: 'GET', url: '/api/v1/labs/abc' });
    expect(param.statusCode).toBe(422);
    expect(param.json().fields).toEqual({ labId: ['Допустимы только цифры'] });
  });

  it('does not coerce body types: a JSON string is not a number', async () => {
    const res = await inject({ method: 'POST', url: '/api/v1/labs', payload: { name: 5 } });
    expect(res.statusCode).toBe(422);
  });

  it('415 UNSUPPORTED_MEDIA_TYPE for a body of another media type', async () => {
    const text = await inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.ru',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    // Login is a form (product-spec §7): JSON is refused there.
    const json = await inject({
      method: 'POST',
      url: '/api/v1/auth/jwt/login',
      payload: { username: 'a@b.ru', password: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('accepts a form-encoded login and validates its fields', async () => {
    const ok = await inject({
      method: 'POST',
      url: '/api/v1/auth/jwt/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=anna%40example.ru&password=Secret-123',
    });
    // Past parsing and validation, into the handler (which knows no such account).
    expect(ok.statusCode).toBe(400);
    expect(ok.json().code).toBe('LOGIN_BAD_CREDENTIALS');
    const bad = await inject({
      method: 'POST',
      url: '/api/v1/auth/jwt/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=anna%40example.ru',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ password: ['Обязательное поле'] });
  });

  it('lets multipart through as a stream for its handler', async () => {
    const boundary = 'kreolabboundary';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\nPNG\r\n--${boundary}--\r\n`;
    const res = await inject({
      method: 'POST',
      url: '/api/v1/creatives/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    // The handler read the stream: three bytes that are no PNG are refused by their content.
    expect([res.statusCode, res.json().code]).toEqual([400, 'FORMAT_NOT_SUPPORTED']);
    const json = await inject({
      method: 'POST',
      url: '/api/v1/creatives/upload',
      payload: { files: [] },
    });
    expect(json.statusCode).toBe(415);
  });

  it('404 OBJECT_NOT_FOUND for an unknown API path, never the web app', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/v2/health', '/api']) {
      const res = await inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'OBJECT_NOT_FOUND' });
    }
  });

  it('500 hides the internals and carries the request id', async () => {
    const res = await inject({
      method: 'GET',
      url: '/api/v1/labs',
      headers: { 'x-request-id': 'req-500-test' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL_ERROR', detail: 'Internal server error' });
    expect(res.body).not.toMatch(/hunter2|10\.0\.0\.5/);
    expect(res.headers['x-request-id']).toBe('req-500-test');
  });

  it('an AppError keeps its status and catalogue code', async () => {
    const res = await inject({ method: 'GET', url: '/api/v1/briefs' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'NAME_CONFLICT', detail: 'A lab with this name exists' });
  });

  // Fastify picks a body's schema by its media type, so a request with neither a body nor a
  // Content-Type was validated against nothing and its handler read fields of undefined: 26
  // operations answered 500. Every operation of the contract whose body is required is asked.
  it('a required body that is missing altogether is a 422 on every operation', async () => {
    const required = [...indexOperations(loadContract()).values()].filter(
      (op) => op.body?.required,
    );
    expect(required.length).toBeGreaterThan(30);
    for (const op of required) {
      const admin = op.path.startsWith('/admin');
      const res = await inject({
        method: op.method.toUpperCase() as InjectOptions['method'],
        url: `/api/v1${op.path.replace(/\{\w+\}/g, '1')}`,
        ...(admin ? { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } } : {}),
      });
      expect(res.statusCode, `${op.method} ${op.path}: ${res.body}`).toBe(422);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json().detail).toMatch(/request body is required/i);
    }
  });

  it('a bad JSON body is a 400 in the same shape', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
