import { VALIDATION_MESSAGES } from '@kreolab/i18n-ru';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens';
import { oneTimeTokens, refreshTokens, users } from '../src/db/schema';
import { TEST_PASSWORD } from './helpers/auth';
import { authClient, refreshCookie, registerAndVerify } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build';
import { linkIn, readOutbox, waitForMail } from './helpers/mail';

const PUBLIC_URL = 'http://app.kreolab.test:8080';

describe('accounts: sign-up, verification, sign-in, session', () => {
  let t: TestApp;
  let api: ReturnType<typeof authClient>;
  let n = 0;
  const newEmail = () => `person${++n}@example.com`;

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL } });
    api = authClient(t.app);
  });
  afterAll(() => t.close());

  describe('POST /auth/register', () => {
    it('201 with the unverified user, stored lower-cased, and a verification mail', async () => {
      const res = await api.register('New.Person@Example.COM');
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        email: 'new.person@example.com',
        is_active: true,
        is_verified: false,
      });
      const [user] = await t.app.db.select().from(users).where(eq(users.id, res.json().id));
      expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const [mail] = await waitForMail(t.dataDir, 'new.person@example.com');
      expect(mail!.subject).toBe('Подтвердите адрес электронной почты — Креолаб');
      const { url, token } = linkIn(mail!, '/signin', 'verify');
      expect(url.origin).toBe(PUBLIC_URL);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail!.html).toContain(url.toString().replace(/&/g, '&amp;'));
      // Only its hash is stored.
      const stored = await t.app.db.select().from(oneTimeTokens);
      expect(stored.some((r) => r.tokenHash.includes(token))).toBe(false);
    });

    it('400 REGISTER_USER_ALREADY_EXISTS in code and detail, without regard to case', async () => {
      const email = newEmail();
      expect((await api.register(email)).statusCode).toBe(201);
      for (const again of [email, email.toUpperCase()]) {
        const res = await api.register(again);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          code: 'REGISTER_USER_ALREADY_EXISTS',
          detail: 'REGISTER_USER_ALREADY_EXISTS',
        });
      }
    });

    it('400 REGISTER_INVALID_PASSWORD without digits, letters or specials, or when common, saying which', async () => {
      const { passwordValid: rule, passwordCommon: common } = VALIDATION_MESSAGES;
      for (const [password, words] of [
        ['abcdefgh!', rule], // no digit
        ['12345678!', rule], // no letter
        ['abcd1234', rule], // no special character
        ['abcd 1234', rule], // a space is not a special character
        // Common ones meet the rule, so the rule's words would not say what is wrong.
        ['P@ssw0rd1!', common], // dressed up
        ['Qwerty123!', common],
        ['!Пароль2024', common],
        ['Kreolab2025!', common],
        ['1q2w3e4r!', common],
        ['Abcdef12#', common],
      ]) {
        const res = await api.register(newEmail(), password);
        expect(res.statusCode, password).toBe(400);
        expect(res.json(), password).toEqual({
          code: 'REGISTER_INVALID_PASSWORD',
          detail: 'REGISTER_INVALID_PASSWORD',
          fields: { password: [words] },
        });
      }
      expect((await api.register(newEmail(), 'Tr0pic-Mango#42')).statusCode).toBe(201);
      expect((await api.register(newEmail(), 'Жёлтый-Кит-9')).statusCode).toBe(201);
    });

    it('lets one address try refused passwords without using up its sign-ups (no mail went out)', async () => {
      const email = newEmail();
      for (let i = 0; i < 7; i += 1)
        expect((await api.register(email, `Qwerty${i}23!`)).statusCode).toBe(400);
      expect((await api.register(email, 'Tr0pic-Mango#42')).statusCode).toBe(201);
    });

    it('422 for a password shorter than 8 (the contract) or a bad address', async () => {
      expect((await api.register(newEmail(), 'a1!b2@c')).statusCode).toBe(422);
      expect((await api.register('not-an-address')).statusCode).toBe(422);
    });
  });

  describe('verification', () => {
    it('verifies once; a second use says already verified; a wrong token is bad', async () => {
      const email = newEmail();
      await api.register(email);
      const [mail] = await waitForMail(t.dataDir, email);
      const { token } = linkIn(mail!, '/signin', 'verify');

      const ok = await api.verify(token);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ email, is_verified: true });

      const again = await api.verify(token);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        code: 'VERIFY_USER_ALREADY_VERIFIED',
        detail: 'VERIFY_USER_ALREADY_VERIFIED',
      });
      const bad = await api.verify(`${token}x`);
      expect(bad.json()).toEqual({
        code: 'VERIFY_USER_BAD_TOKEN',
        detail: 'VERIFY_USER_BAD_TOKEN',
      });
    });

    it('an expired or already used token is bad', async () => {
      const email = newEmail();
      await api.register(email);
      await api.requestVerifyToken(email);
      const mails = await waitForMail(t.dataDir, email, { count: 2 });
      const [first, second] = mails.map((m) => linkIn(m, '/signin', 'verify').token);
      const byToken = (token: string) => eq(oneTimeTokens.tokenHash, hashToken(token!));

      await t.app.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(byToken(first!));
      expect((await api.verify(first!)).json().code).toBe('VERIFY_USER_BAD_TOKEN');

      // Used (as by a lost race) while the account is still unverified.
      await t.app.db.update(oneTimeTokens).set({ usedAt: new Date() }).where(byToken(second!));
      expect((await api.verify(second!)).json().code).toBe('VERIFY_USER_BAD_TOKEN');
      expect((await api.login(email)).json().code).toBe('LOGIN_USER_NOT_VERIFIED');
    });

    it('request-verify-token and resend_verification: always 202, a mail only when unverified', async () => {
      const unverified = newEmail();
      await api.register(unverified);
      const verified = newEmail();
      await registerAndVerify(t.app, t.dataDir, verified);
      const unknown = newEmail();

      for (const email of [unverified, verified, unknown]) {
        for (const call of [api.requestVerifyToken, api.resendVerification]) {
          const res = await call(email);
          expect(res.statusCode).toBe(202);
          expect(res.json()).toEqual({ status: 'accepted' });
        }
      }
      await waitForMail(t.dataDir, unverified, { count: 3 });
      await new Promise((r) => setTimeout(r, 1500));
      expect(readOutbox(t.dataDir).filter((m) => m.to === verified)).toHaveLength(1);
      expect(readOutbox(t.dataDir).filter((m) => m.to === unknown)).toHaveLength(0);
    });
  });

  describe('POST /auth/jwt/login', () => {
    it('200 with an access token and the refresh cookie (HttpOnly, scoped, Strict)', async () => {
      const email = newEmail();
      const user = await registerAndVerify(t.app, t.dataDir, email);
      const res = await api.login(email.toUpperCase());
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
      const cookie = refreshCookie(res)!;
      expect(cookie).toMatchObject({
        httpOnly: true,
        path: '/api/v1/auth/jwt',
        sameSite: 'Strict',
      });
      expect(cookie.secure).toBeFalsy();
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie.maxAge).toBeGreaterThan(30 * 24 * 3600 - 60);
      expect(cookie.maxAge).toBeLessThanOrEqual(30 * 24 * 3600);

      const check = await api.check(body.access_token);
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ id: user.id, email });
      // The access token: HS256, aud kreolab, typ access, 15 minutes.
      const claims = JSON.parse(
        Buffer.from(body.access_token.split('.')[1], 'base64url').toString(),
      );
      expect(claims).toMatchObject({ sub: String(user.id), aud: 'kreolab', typ: 'access' });
      expect(claims.exp - claims.iat).toBe(900);
    });

    it('400 LOGIN_BAD_CREDENTIALS for a wrong password or an unknown address alike', async () => {
      const email = newEmail();
      await registerAndVerify(t.app, t.dataDir, email);
      for (const res of [await api.login(email, 'Wrong-pass-1!'), await api.login(newEmail())]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          code: 'LOGIN_BAD_CREDENTIALS',
          detail: 'LOGIN_BAD_CREDENTIALS',
        });
        expect(refreshCookie(res)).toBeUndefined();
      }
    });

    it('400 LOGIN_USER_NOT_VERIFIED only after the password checked out', async () => {
      const email = newEmail();
      await api.register(email);
      const wrong = await api.login(email, 'Wrong-pass-1!');
      expect(wrong.json().code).toBe('LOGIN_BAD_CREDENTIALS');
      const right = await api.login(email);
      expect(right.statusCode).toBe(400);
      expect(right.json()).toEqual({
        code: 'LOGIN_USER_NOT_VERIFIED',
        detail: 'LOGIN_USER_NOT_VERIFIED',
      });
      expect(refreshCookie(right)).toBeUndefined();
    });

    it('a Secure cookie when PUBLIC_URL is https', async () => {
      const other = await buildTestApp({ env: { PUBLIC_URL: 'https://kreolab.example' } });
      try {
        const email = 'secure@example.com';
        await registerAndVerify(other.app, other.dataDir, email);
        const res = await authClient(other.app).login(email);
        expect(refreshCookie(res)!.secure).toBe(true);
      } finally {
        await other.close();
      }
    });
  });

  describe('refresh, check, logout', () => {
    async function signedIn() {
      const email = newEmail();
      await registerAndVerify(t.app, t.dataDir, email);
      const res = await api.login(email);
      return {
        email,
        access: res.json().access_token as string,
        cookie: refreshCookie(res)!.value,
      };
    }

    it('refresh rotates the cookie and returns {access}', async () => {
      const { cookie } = await signedIn();
      const res = await api.refresh(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ access: expect.any(String) });
      const next = refreshCookie(res)!;
      expect(next.value).not.toBe(cookie);
      expect(next).toMatchObject({ httpOnly: true, path: '/api/v1/auth/jwt', sameSite: 'Strict' });
      expect((await api.check(res.json().access)).statusCode).toBe(200);
      // The successor works in turn.
      expect((await api.refresh(next.value)).statusCode).toBe(200);
    });

    it('a reused refresh token → 401 and its whole family is revoked', async () => {
      const { cookie } = await signedIn();
      const second = refreshCookie(await api.refresh(cookie))!.value;
      // Replayed well after its use: not another tab, a copy.
      await t.app.db
        .update(refreshTokens)
        .set({ usedAt: new Date(Date.now() - 60_000) })
        .where(eq(refreshTokens.tokenHash, hashToken(cookie)));
      const replay = await api.refresh(cookie);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().code).toBe('NO_TOKEN');
      // The legitimate successor dies with the family.
      expect((await api.refresh(second)).statusCode).toBe(401);
    });

    it('two tabs refreshing at once both stay signed in (the same token within seconds)', async () => {
      const { cookie } = await signedIn();
      const [a, b] = await Promise.all([api.refresh(cookie), api.refresh(cookie)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const [nextA, nextB] = [refreshCookie(a)!.value, refreshCookie(b)!.value];
      expect(nextA).not.toBe(nextB);
      expect((await api.check(b.json().access)).statusCode).toBe(200);
      // Whichever cookie the browser kept goes on working.
      expect((await api.refresh(nextB)).statusCode).toBe(200);
      expect((await api.refresh(nextA)).statusCode).toBe(200);
    });

    it('a token of a revoked family is refused even within the seconds of grace', async () => {
      const { cookie } = await signedIn();
      expect((await api.refresh(cookie)).statusCode).toBe(200);
      await t.app.db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(eq(refreshTokens.tokenHash, hashToken(cookie)));
      expect((await api.refresh(cookie)).statusCode).toBe(401);
    });

    it('keeps the absolute lifetime: an expired family cannot be refreshed', async () => {
      const { cookie } = await signedIn();
      const next = refreshCookie(await api.refresh(cookie))!;
      expect(next.maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
      await t.app.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) });
      expect((await api.refresh(next.value)).statusCode).toBe(401);
    });

    it('refresh without or with an unknown cookie → 401', async () => {
      expect((await api.refresh()).statusCode).toBe(401);
      const res = await api.refresh('nonsense');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('NO_TOKEN');
    });

    it('logout revokes this family, clears the cookie, leaves other sessions alone', async () => {
      const { email, access, cookie } = await signedIn();
      const otherSession = refreshCookie(await api.login(email))!.value;
      const res = await api.logout(access, cookie);
      expect(res.statusCode).toBe(204);
      const cleared = refreshCookie(res)!;
      expect(cleared.value).toBe('');
      expect(cleared.path).toBe('/api/v1/auth/jwt');
      expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
      expect((await api.refresh(cookie)).statusCode).toBe(401);
      expect((await api.refresh(otherSession)).statusCode).toBe(200);
    });

    it('logout needs an access token', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/jwt/logout' });
      expect(res.statusCode).toBe(401);
    });
  });

  it('the test password itself passes the policy', async () => {
    expect((await api.register(newEmail(), TEST_PASSWORD)).statusCode).toBe(201);
  });
});
