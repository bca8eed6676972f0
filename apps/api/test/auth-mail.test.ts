import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, verifyMail } from '../src/mail';
import { authClient } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build';
import { linkIn, waitForMail } from './helpers/mail';

const PUBLIC_URL = 'https://app.kreolab.example';
const silent = { info() {}, warn() {}, error() {} } as never;

describe('mail: the outbox, with links from PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => t.close());

  it('writes one .eml per message with Russian text and HTML parts', async () => {
    const res = await authClient(t.app).register('outbox@example.com');
    expect(res.statusCode).toBe(201);
    const [mail] = await waitForMail(t.dataDir, 'outbox@example.com');
    expect(mail!.file).toMatch(/\/outbox\/[^/]+\.eml$/);
    expect(mail!.subject).toBe('Подтвердите адрес электронной почты — Креолаб');
    expect(mail!.text).toContain('Подтвердите, пожалуйста, адрес электронной почты');
    expect(mail!.html).toContain('<html lang="ru">');
    expect(linkIn(mail!, '/signin', 'verify').url.origin).toBe(PUBLIC_URL);
  });

  it('never builds links from a forged Host or X-Forwarded-Host', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const email = 'forged@example.com';
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: forged,
      payload: { email, password: 'Kr3o-lab!test#7' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: forged,
      payload: { email },
    });
    const mails = await waitForMail(t.dataDir, email, { count: 2 });
    for (const mail of mails) {
      expect(mail.text).not.toContain('evil.example');
      expect(mail.html).not.toContain('evil.example');
      expect(mail.text).toContain(PUBLIC_URL);
    }
  });
});

describe('mail: SMTP when SMTP_URL is set', () => {
  const received: { to: string[]; raw: string }[] = [];
  let refuse = false;
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (refuse) return callback(new Error('mailbox unavailable'));
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the verification mail through the SMTP server', async () => {
    const t = await buildTestApp({
      env: {
        PUBLIC_URL,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Креолаб <robot@kreolab.example>',
      },
    });
    try {
      expect((await authClient(t.app).register('smtp@example.com')).statusCode).toBe(201);
      for (let i = 0; i < 100 && received.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual(['smtp@example.com']);
      expect(received[0]!.raw).toMatch(/^From: .*<robot@kreolab\.example>/m);
      // Nothing goes to the outbox when SMTP is configured.
      await expect(
        waitForMail(t.dataDir, 'smtp@example.com', { timeoutMs: 300 }),
      ).rejects.toThrow();
    } finally {
      await t.close();
    }
  });

  it('a refusing server fails the send, so the mail.send job is retried', async () => {
    refuse = true;
    try {
      const mailer = createMailer(
        {
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: 'robot@kreolab.example',
          outboxDir: '/nonexistent',
        },
        silent,
      );
      await expect(
        mailer.send(verifyMail('x@example.com', `${PUBLIC_URL}/signin?verify=t`)),
      ).rejects.toThrow(/mailbox unavailable/);
      mailer.close();
    } finally {
      refuse = false;
    }
  });
});
