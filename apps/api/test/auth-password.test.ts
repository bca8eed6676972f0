import { VALIDATION_MESSAGES } from '@kreolab/i18n-ru';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens';
import { oneTimeTokens } from '../src/db/schema';
import { authClient, refreshCookie, registerAndVerify } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build';
import { linkIn, readOutbox, waitForMail } from './helpers/mail';

const PUBLIC_URL = 'https://kreolab.example';
const NEW_PASSWORD = 'Nov-Parol#2077';

describe('password recovery', () => {
  let t: TestApp;
  let api: ReturnType<typeof authClient>;
  let n = 0;
  const newEmail = () => `forgot${++n}@example.com`;

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL } });
    api = authClient(t.app);
  });
  afterAll(() => t.close());

  /** A verified user, the reset mails so far, and the token of the newest. */
  async function requestReset(email: string, count = 1) {
    for (let i = 0; i < count; i++) expect((await api.forgot(email)).statusCode).toBe(202);
    const mails = (await waitForMail(t.dataDir, email, { count: count + 1 })).filter((m) =>
      m.subject.startsWith('Восстановление'),
    );
    return mails.map((m) => linkIn(m, '/reset-password', 'token'));
  }

  it('forgot-password: 202 for known and unknown addresses; a mail only for the known', async () => {
    const email = newEmail();
    await registerAndVerify(t.app, t.dataDir, email);
    const unknown = newEmail();
    const res = await api.forgot(unknown);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'accepted' });

    const [link] = await requestReset(email);
    expect(link!.url.origin).toBe(PUBLIC_URL);
    expect(link!.url.pathname).toBe('/reset-password');
    expect(link!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await new Promise((r) => setTimeout(r, 1000));
    expect(readOutbox(t.dataDir).filter((m) => m.to === unknown)).toHaveLength(0);
  });

  it('reset: 200, the new password signs in, the old does not, all sessions end, a notice goes out', async () => {
    const email = newEmail();
    await registerAndVerify(t.app, t.dataDir, email);
    const sessions = [
      refreshCookie(await api.login(email))!.value,
      refreshCookie(await api.login(email))!.value,
    ];
    const [link] = await requestReset(email);

    const weak = await api.reset(link!.token, 'password1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      code: 'RESET_PASSWORD_INVALID_PASSWORD',
      detail: 'RESET_PASSWORD_INVALID_PASSWORD',
      fields: { password: [VALIDATION_MESSAGES.passwordValid] },
    });
    const common = await api.reset(link!.token, 'Qwerty123!');
    expect(common.json().fields).toEqual({ password: [VALIDATION_MESSAGES.passwordCommon] });

    const ok = await api.reset(link!.token, NEW_PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });

    expect((await api.login(email)).json().code).toBe('LOGIN_BAD_CREDENTIALS');
    expect((await api.login(email, NEW_PASSWORD)).statusCode).toBe(200);
    for (const cookie of sessions) expect((await api.refresh(cookie)).statusCode).toBe(401);

    const mails = await waitForMail(t.dataDir, email, { count: 3 });
    const notice = mails.find((m) => m.subject === 'Пароль изменён — Креолаб');
    expect(notice).toBeDefined();
    expect(notice!.text).toContain(`${PUBLIC_URL}/forgot-password`);
    expect(notice!.html).toContain('Пароль вашей учётной записи');

    // Single use.
    const again = await api.reset(link!.token, 'Other-Pass#2078');
    expect(again.json()).toEqual({
      code: 'RESET_PASSWORD_BAD_TOKEN',
      detail: 'RESET_PASSWORD_BAD_TOKEN',
    });
  });

  it('a reset token dies when the password changes', async () => {
    const email = newEmail();
    await registerAndVerify(t.app, t.dataDir, email);
    const [first, second] = await requestReset(email, 2);
    expect((await api.reset(second!.token, NEW_PASSWORD)).statusCode).toBe(200);
    const stale = await api.reset(first!.token, 'Other-Pass#2078');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('RESET_PASSWORD_BAD_TOKEN');
    expect((await api.login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('an expired, unknown or verification token is refused', async () => {
    const email = newEmail();
    await api.register(email);
    const [verifyMail] = await waitForMail(t.dataDir, email);
    const verifyToken = linkIn(verifyMail!, '/signin', 'verify').token;
    expect((await api.reset(verifyToken, NEW_PASSWORD)).json().code).toBe(
      'RESET_PASSWORD_BAD_TOKEN',
    );
    expect((await api.reset('x'.repeat(43), NEW_PASSWORD)).json().code).toBe(
      'RESET_PASSWORD_BAD_TOKEN',
    );
    expect((await api.forgot(email)).statusCode).toBe(202);
    const mails = await waitForMail(t.dataDir, email, { count: 2 });
    const { token } = linkIn(mails[1]!, '/reset-password', 'token');
    await t.app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect((await api.reset(token, NEW_PASSWORD)).json().code).toBe('RESET_PASSWORD_BAD_TOKEN');
  });
});
