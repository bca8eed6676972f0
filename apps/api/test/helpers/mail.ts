import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ParsedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQp(data.replace(/_/g, ' ')),
    );
}

function decodeQp(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  try {
    return decodeURIComponent(bytes);
  } catch {
    return bytes;
  }
}

function headerOf(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match ? match[1]!.trim() : '';
}

function decodePart(part: string): { type: string; body: string } {
  const split = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, split);
  const raw = part.slice(split).trim();
  const encoding = headerOf(head, 'Content-Transfer-Encoding').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(raw, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQp(raw)
        : raw;
  return { type: headerOf(head, 'Content-Type').split(';')[0]!.toLowerCase(), body };
}

/** A minimal reading of the .eml files our mailer writes (multipart/alternative, UTF-8). */
export function parseEml(file: string): ParsedMail {
  const source = readFileSync(file, 'utf8');
  const split = source.search(/\r?\n\r?\n/);
  const head = source.slice(0, split);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headerOf(head, 'Content-Type'))?.[1];
  const parts = boundary
    ? source
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((p) => decodePart(p.trim()))
    : [decodePart(source)];
  return {
    file,
    to: headerOf(head, 'To'),
    subject: decodeWords(headerOf(head, 'Subject')),
    text: parts.find((p) => p.type === 'text/plain')?.body ?? '',
    html: parts.find((p) => p.type === 'text/html')?.body ?? '',
  };
}

/** Every mail in DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): ParsedMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseEml(path.join(dir, f)));
}

/** Waits for the mail job to write a mail to `to` (the worker polls every half second). */
export async function waitForMail(
  dataDir: string,
  to: string,
  { count = 1, timeoutMs = 10_000 } = {},
): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = readOutbox(dataDir).filter((m) => m.to === to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) {
      throw new Error(`Expected ${count} mail(s) to ${to}, found ${mails.length}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in a mail's text part with this path, and its query parameter. */
export function linkIn(mail: ParsedMail, pathname: string, param: string) {
  const url = (mail.text.match(/https?:\/\/\S+/g) ?? [])
    .map((u) => new URL(u))
    .find((u) => u.pathname === pathname);
  if (!url) throw new Error(`No ${pathname} link in "${mail.subject}"`);
  return { url, token: url.searchParams.get(param)! };
}
