import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files attached by storage key (the job payload stays small); read when the mail is sent. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  storageKey: string;
  contentType?: string;
}

/** An attachment's bytes, as the mail job hands them to the mailer. */
export interface MailFile {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export interface Mailer {
  /** Throws when the message could not be handed over (the mail job then retries). */
  send(message: MailMessage, files?: MailFile[]): Promise<void>;
  close(): void;
}

let sequence = 0;
/** Sorts by name in the order written: time, then a per-process counter. */
const outboxName = () =>
  `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++sequence).padStart(6, '0')}-${randomUUID().slice(0, 8)}.eml`;

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes one .eml file in DATA_DIR/outbox
 * (nodemailer's stream transport renders the exact MIME message) and its links are logged.
 */
export function createMailer(config: Config['mail'], log: FastifyBaseLogger): Mailer {
  const smtp = config.smtpUrl;
  const transport: Transporter = smtp
    ? nodemailer.createTransport(smtp)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message, files = []) {
      const { to, subject, text, html } = message;
      const info = await transport.sendMail({
        from: config.from,
        to,
        subject,
        text,
        html,
        ...(files.length > 0 ? { attachments: files } : {}),
      });
      if (smtp) {
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
        return;
      }
      await mkdir(config.outboxDir, { recursive: true });
      const file = path.join(config.outboxDir, outboxName());
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: message.to, subject: message.subject, file, links }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}
