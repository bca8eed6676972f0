/** Security headers on every kind of answer, HSTS only over https, and the cookies of DESIGN.md §4. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../src/auth/devices';
import { CONTENT_SECURITY_POLICY, HSTS } from '../../src/plugins/security-headers';
import { authClient, refreshCookie } from '../helpers/accounts';
import { signUpAndLogin } from '../helpers/auth';
import { buildTestApp, type TestApp } from '../helpers/build';

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'kreolab-web-sec-'));
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="app"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** One of every kind of answer: API success and errors, SPA page, asset, web 404. */
const ANSWERS: { label: string; method?: 'GET' | 'POST'; url: string; status: number }[] = [
  { label: 'API success', url: '/api/v1/health', status: 200 },
  { label: 'API public settings', url: '/api/v1/auth/init', status: 200 },
  { label: 'API 401', url: '/api/v1/labs', status: 401 },
  { label: 'API unknown path', url: '/api/v1/nothing-here', status: 404 },
  { label: 'API 422', method: 'POST', url: '/api/v1/auth/register', status: 422 },
  { label: 'SPA page', url: '/', status: 200 },
  { label: 'SPA client route', url: '/labs/1', status: 200 },
  { label: 'hashed asset', url: '/assets/index-abc.js', status: 200 },
  { label: 'missing asset', url: '/assets/missing.js', status: 404 },
];

function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('security headers over http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { WEB_DIST: dist, PUBLIC_URL: 'http://127.0.0.1:8080' } });
  });
  afterAll(async () => t?.close());

  it.each(ANSWERS.map((a) => [a.label, a] as const))('%s carries every header', async (_l, a) => {
    const res = await t.app.inject({
      method: a.method ?? 'GET',
      url: a.url,
      ...(a.method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.statusCode).toBe(a.status);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('the CSP allows no inline or eval scripts, no plugins, no framing, no foreign base', () => {
    const csp = parseCsp(CONTENT_SECURITY_POLICY);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://mc.yandex.ru']);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // What the SPA needs: Mantine's inline styles, the module PDF worker, blob previews, Metrika.
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('media-src')).toContain('blob:');
    expect(csp.get('connect-src')).toContain('https://mc.yandex.ru');
  });

  it('an X-Forwarded-Proto from an untrusted client does not turn HSTS on', async () => {
    const res = await t.app.inject({
      url: '/api/v1/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('the refresh cookie: HttpOnly, path /api/v1/auth/jwt, SameSite Strict, not Secure over http', async () => {
    const user = await signUpAndLogin(t.app);
    const login = await authClient(t.app).login(user.email, user.password);
    expect(login.statusCode).toBe(200);
    const cookie = refreshCookie(login)!;
    expect(cookie).toBeDefined();
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.path).toBe('/api/v1/auth/jwt');
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.secure).toBeFalsy();
    // Only the refresh cookie and the known-device mark (src/auth/devices.ts) are set by the
    // server, both HttpOnly; the access token never sits in a cookie of the server's making.
    expect(login.cookies.map((c) => c.name).sort()).toEqual([DEVICE_COOKIE, cookie.name].sort());
    expect(login.cookies.every((c) => c.httpOnly && c.sameSite === 'Strict')).toBe(true);
    const raw = String(login.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Strict/);
  });

  it('Node timeouts are set: idle connection, keep-alive, whole request, headers', () => {
    const server = t.app.server;
    expect(server.timeout).toBe(120_000);
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.requestTimeout).toBe(30 * 60_000);
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.headersTimeout).toBeLessThanOrEqual(60_000);
  });
});

describe('security headers over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { WEB_DIST: dist, PUBLIC_URL: 'https://kreolab.example' } });
  });
  afterAll(async () => t?.close());

  it.each(ANSWERS.map((a) => [a.label, a] as const))('%s carries HSTS', async (_l, a) => {
    const res = await t.app.inject({
      method: a.method ?? 'GET',
      url: a.url,
      ...(a.method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.headers['strict-transport-security']).toBe(HSTS);
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('the refresh cookie is Secure when PUBLIC_URL is https', async () => {
    const user = await signUpAndLogin(t.app);
    const login = await authClient(t.app).login(user.email, user.password);
    const cookie = refreshCookie(login)!;
    expect(cookie.secure).toBe(true);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.path).toBe('/api/v1/auth/jwt');
    // Cleared the same way on logout (the browser needs identical attributes to drop it).
    const out = await authClient(t.app).logout(login.json().access_token, cookie.value);
    const cleared = refreshCookie(out);
    if (cleared) {
      expect(cleared.path).toBe('/api/v1/auth/jwt');
      expect(cleared.secure).toBe(true);
      expect(cleared.value).toBe('');
    }
  });
});

describe('HSTS behind a trusted TLS proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'http://127.0.0.1:8080', TRUST_PROXY: 'true' } });
  });
  afterAll(async () => t?.close());

  it('HSTS when the trusted proxy says the request came over https, not otherwise', async () => {
    const tls = await t.app.inject({
      url: '/api/v1/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toBe(HSTS);
    const plain = await t.app.inject({ url: '/api/v1/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
