import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAndLogin, type SignedInUser } from './helpers/auth';
import { api } from './helpers/analyses';
import { buildTestApp, type TestApp } from './helpers/build';
import { waitForMail } from './helpers/mail';

describe('POST /feedback: the contact form', () => {
  let t: TestApp;
  let user: SignedInUser;
  let call: ReturnType<typeof api>;
  let analysisId: number;

  beforeAll(async () => {
    t = await buildTestApp({ env: { SUPPORT_EMAIL: 'help@kreolab.test' } });
    user = await signUpAndLogin(t.app);
    call = api(t.app, user.headers);
    const lab = (await call.post('/labs', { name: 'Лаборатория' })).json();
    analysisId = (
      await call.post('/analyses', { type: 'research', lab_id: lab.id, name: 'Баннер «Весна»' })
    ).json().id;
  });
  afterAll(() => t.close());

  it('mails support with the message, the reply address and the analysis', async () => {
    const res = await call.post('/feedback', {
      analysis_id: analysisId,
      message: 'Почему у кнопки такая низкая заметность?',
      email: 'reply@example.com',
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await waitForMail(t.dataDir, 'help@kreolab.test');
    expect(mail!.subject).toContain('Баннер «Весна»');
    expect(mail!.text).toContain('Почему у кнопки такая низкая заметность?');
    expect(mail!.text).toContain('reply@example.com');
    expect(mail!.text).toContain(`/researches/${analysisId}/result`);
  });

  it('takes a message without an analysis; validates the fields', async () => {
    expect(
      (
        await call.post('/feedback', {
          message: 'Привет',
          email: 'a@example.com',
          analysis_id: null,
        })
      ).statusCode,
    ).toBe(202);
    expect((await call.post('/feedback', { message: '', email: 'a@example.com' })).statusCode).toBe(
      422,
    );
    expect((await call.post('/feedback', { message: 'x', email: 'not-an-email' })).statusCode).toBe(
      422,
    );
  });

  it("answers 404 for another user's analysis", async () => {
    const other = api(t.app, (await signUpAndLogin(t.app)).headers);
    const res = await other.post('/feedback', {
      analysis_id: analysisId,
      message: 'x',
      email: 'a@example.com',
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 502 FEEDBACK_SEND_FAILED when the mail cannot be queued', async () => {
    const send = vi.spyOn(t.app.jobs, 'send').mockRejectedValueOnce(new Error('database is gone'));
    const res = await call.post('/feedback', { message: 'x', email: 'a@example.com' });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('FEEDBACK_SEND_FAILED');
    send.mockRestore();
  });
});
