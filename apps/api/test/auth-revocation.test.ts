import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens';
import { refreshTokens, users } from '../src/db/schema';
import { authClient, refreshCookie, registerAndVerify } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build';
import { linkIn, waitForMail } from './helpers/mail';
import { until } from './helpers/wait';

const NEW_PASSWORD = 'Nov-Parol#2077';

/** Access tokens end with the session they belong to, not 15 minutes later. */
describe('access-token revocation', () => {
  let t: TestApp;
  let api: ReturnType<typeof authClient>;
  let n = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    api = authClient(t.app);
  });
  afterAll(() => t.close());

  async function signedIn() {
    const email = `revoke${++n}@example.com`;
    await registerAndVerify(t.app, t.dataDir, email);
    const res = await api.login(email);
    expect(res.statusCode).toBe(200);
    return { email, access: res.json().access_token as string, cookie: refreshCookie(res)!.value };
  }

  it('logout: the access token is refused at once (TOKEN_EXPIRED); a new login works', async () => {
    const { email, access, cookie } = await signedIn();
    const other = await api.login(email);
    const otherCookie = refreshCookie(other)!.value;
    expect((await api.check(access)).statusCode).toBe(200); // cached as good
    expect((await api.logout(access, cookie)).statusCode).toBe(204);
    const after = await api.check(access);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('TOKEN_EXPIRED');
    // Another device's session goes on through its own refresh cookie.
    const renewed = await api.refresh(otherCookie);
    expect(renewed.statusCode).toBe(200);
    expect((await api.check(renewed.json().access)).statusCode).toBe(200);
    const again = await api.login(email);
    expect((await api.check(again.json().access_token)).statusCode).toBe(200);
  });

  it('password reset: every access token issued before it is refused', async () => {
    const { email, access } = await signedIn();
    expect((await api.check(access)).statusCode).toBe(200);
    expect((await api.forgot(email)).statusCode).toBe(202);
    const mails = await waitForMail(t.dataDir, email, { count: 2 });
    const reset = mails.find((m) => m.subject.startsWith('Восстановление'))!;
    const { token } = linkIn(reset, '/reset-password', 'token');
    expect((await api.reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await api.check(access)).statusCode).toBe(401);
    const fresh = await api.login(email, NEW_PASSWORD);
    expect((await api.check(fresh.json().access_token)).statusCode).toBe(200);
  });

  it('a replayed refresh token revokes its family and the access tokens with it', async () => {
    const { cookie } = await signedIn();
    const rotated = await api.refresh(cookie);
    const access = rotated.json().access as string;
    expect((await api.check(access)).statusCode).toBe(200);
    await t.app.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(cookie)));
    expect((await api.refresh(cookie)).statusCode).toBe(401);
    expect((await api.check(access)).statusCode).toBe(401);
  });

  it('a revocation written by another process reaches this one through its notice', async () => {
    const { email, access } = await signedIn();
    expect((await api.check(access)).statusCode).toBe(200); // now cached
    // As another API process would: straight to the database, bypassing this one's cache.
    await t.app.db
      .update(users)
      .set({ tokensValidAfter: sql`now() + interval '1 second'` })
      .where(eq(users.email, email));
    await until(
      async () => (await api.check(access)).statusCode === 401,
      'the notice ends the cached token',
    );
  });

  it('a profile edit keeps tokens good; a deleted user’s token is no token', async () => {
    const { email, access } = await signedIn();
    await t.app.db.update(users).set({ position: 'аналитик' }).where(eq(users.email, email));
    expect((await api.check(access)).statusCode).toBe(200);
    await t.app.db.delete(users).where(eq(users.email, email));
    await until(async () => (await api.check(access)).statusCode === 401, 'the deletion is seen');
    expect((await api.check(access)).json().code).toBe('NO_TOKEN');
  });
});
