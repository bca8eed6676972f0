import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/auth/rate-limit';
import { rateLimits } from '../src/db/schema';
import { signUpAndLogin } from './helpers/auth';
import { authClient } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build';

const WRONG = 'Wrong-pass-1!';

describe('rate limits (429 REQUEST_RATE_LIMIT with Retry-After)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const expect429 = (
    res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
    window: number,
  ) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'REQUEST_RATE_LIMIT', detail: 'Too many requests' });
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(window - 30);
    expect(retry).toBeLessThanOrEqual(window);
  };

  it(`failed logins per account: ${LIMITS.loginAccount.max} per 15 min, then even the right password waits`, async () => {
    const { email, password } = await signUpAndLogin(t.app);
    for (let i = 0; i < LIMITS.loginAccount.max; i++) {
      // From different addresses: the account is what is counted here.
      const res = await authClient(t.app).login(email, WRONG);
      expect(res.json()).toMatchObject({ code: 'LOGIN_BAD_CREDENTIALS' });
    }
    expect429(await authClient(t.app).login(email, password), LIMITS.loginAccount.windowSeconds);
    expect429(await authClient(t.app).login(email.toUpperCase(), WRONG), 900);
    // Another account is not affected.
    const other = await signUpAndLogin(t.app);
    expect((await authClient(t.app).login(other.email, other.password)).statusCode).toBe(200);
  });

  it('a successful login clears its account count', async () => {
    const { email, password } = await signUpAndLogin(t.app);
    const api = authClient(t.app);
    for (let i = 0; i < LIMITS.loginAccount.max - 1; i++) await api.login(email, WRONG);
    expect((await api.login(email, password)).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.loginAccount.max - 1; i++) {
      expect((await api.login(email, WRONG)).statusCode).toBe(400);
    }
  });

  it(`failed logins per client address: ${LIMITS.loginAddress.max} per 15 min`, async () => {
    const api = authClient(t.app, '192.0.2.10');
    for (let i = 0; i < LIMITS.loginAddress.max; i++) {
      const res = await api.login(`nobody${i}@example.com`, WRONG);
      expect(res.statusCode).toBe(400);
    }
    const { email, password } = await signUpAndLogin(t.app);
    expect429(await api.login(email, password), LIMITS.loginAddress.windowSeconds);
    // Elsewhere the same account signs in.
    expect((await authClient(t.app, '192.0.2.11').login(email, password)).statusCode).toBe(200);
  });

  it(`reset and verification mails per e-mail: ${LIMITS.mailAccount.max} per hour`, async () => {
    const { email } = await signUpAndLogin(t.app);
    for (let i = 0; i < LIMITS.mailAccount.max; i++) {
      const call = i % 2 ? authClient(t.app).forgot : authClient(t.app).requestVerifyToken;
      expect((await call(email)).statusCode).toBe(202);
    }
    expect429(await authClient(t.app).forgot(email), LIMITS.mailAccount.windowSeconds);
    expect429(await authClient(t.app).resendVerification(email), 3600);
  });

  it(`mails per client address: ${LIMITS.mailAddress.max} per hour, sign-ups included`, async () => {
    const api = authClient(t.app, '192.0.2.20');
    for (let i = 0; i < LIMITS.mailAddress.max; i++) {
      const res =
        i % 2 ? await api.forgot(`f${i}@example.com`) : await api.register(`r${i}@example.com`);
      expect(res.statusCode).toBeLessThan(300);
    }
    expect429(await api.register('late@example.com'), LIMITS.mailAddress.windowSeconds);
    expect429(await api.forgot('late@example.com'), 3600);
  });

  it('a window that has ended starts again', async () => {
    const api = authClient(t.app, '192.0.2.30');
    const { email, password } = await signUpAndLogin(t.app);
    for (let i = 0; i < LIMITS.loginAccount.max; i++) await api.login(email, WRONG);
    expect((await api.login(email, password)).statusCode).toBe(429);
    await t.app.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) });
    expect((await api.login(email, password)).statusCode).toBe(200);
  });
});
