import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../src/auth/devices';
import { LIMITS } from '../src/auth/rate-limit';
import { authClient, registerAndVerify } from './helpers/accounts';
import { TEST_PASSWORD, tamperedMac } from './helpers/auth';
import { buildTestApp, type TestApp } from './helpers/build';
import { linkIn, waitForMail } from './helpers/mail';

const WRONG = 'Wrong-pass-1!';
const NEW_PASSWORD = 'Nov-Parol#2077';

/** Strangers' failed logins must not lock the owner out of their own account. */
describe('no lockout as a weapon', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/jwt/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password }).toString(),
      cookies: device ? { [DEVICE_COOKIE]: device } : {},
      remoteAddress: `198.51.100.${++n % 250}`,
    });
  const deviceOf = (res: Awaited<ReturnType<typeof login>>) =>
    res.cookies.find((c) => c.name === DEVICE_COOKIE);

  /** An attacker's failures from many addresses: past the per-account limit. */
  async function attack(email: string) {
    for (let i = 0; i <= LIMITS.loginAccount.max; i++) await login(email, WRONG);
    expect((await login(email, WRONG)).statusCode).toBe(429);
  }

  it('a known browser signs in while strangers keep the account "locked"', async () => {
    const email = `owner${n}@example.com`;
    await registerAndVerify(t.app, t.dataDir, email);
    const first = await login(email, TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    const cookie = deviceOf(first)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth/jwt' });

    await attack(email);
    // A browser never seen before waits, as before.
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(429);
    // The owner's browser does not.
    const owner = await login(email, TEST_PASSWORD, cookie.value);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().access_token).toEqual(expect.any(String));
    // Still under attack: the owner goes on signing in.
    await attack(email);
    expect((await login(email, TEST_PASSWORD, cookie.value)).statusCode).toBe(200);
  });

  it('a known device is limited on its own; a forged or foreign device cookie is no device', async () => {
    const email = `guesser${n}@example.com`;
    const other = `other${n}@example.com`;
    await registerAndVerify(t.app, t.dataDir, email);
    await registerAndVerify(t.app, t.dataDir, other);
    const cookie = deviceOf(await login(email, TEST_PASSWORD))!.value;
    const foreign = deviceOf(await login(other, TEST_PASSWORD))!.value;
    for (let i = 0; i < LIMITS.loginDevice.max; i++) {
      expect((await login(email, WRONG, cookie)).statusCode).toBe(400);
    }
    expect((await login(email, TEST_PASSWORD, cookie)).statusCode).toBe(429);

    await attack(other);
    const [id, device, mac] = foreign.split('.');
    const forged = `${id}.${device}.${tamperedMac(mac!)}`;
    const stolenElsewhere = `${Number(id) + 1}.${device}.${mac}`;
    for (const bad of [forged, stolenElsewhere, 'nonsense']) {
      expect((await login(other, TEST_PASSWORD, bad)).statusCode, bad).toBe(429);
    }
    expect((await login(other, TEST_PASSWORD, foreign)).statusCode).toBe(200);
  });

  it('a password reset through the mailed link ends the lock for every browser', async () => {
    const email = `reset${n}@example.com`;
    await registerAndVerify(t.app, t.dataDir, email);
    await attack(email);
    const api = authClient(t.app);
    expect((await api.forgot(email)).statusCode).toBe(202);
    const mails = await waitForMail(t.dataDir, email, { count: 2 });
    const reset = mails.find((m) => m.subject.startsWith('Восстановление'))!;
    expect(
      (await api.reset(linkIn(reset, '/reset-password', 'token').token, NEW_PASSWORD)).statusCode,
    ).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
