import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The mails the server wrote to DATA_DIR/outbox (no SMTP_URL in e2e runs); a spec that runs a
 * server of its own (upload-resume.spec.ts) names that server's folder.
 */
const outboxDir = (dataDir = process.env.E2E_DATA_DIR!) => path.join(dataDir, 'outbox');

function headerOf(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

/** The text/plain part of an .eml written by nodemailer (base64 or quoted-printable). */
function textOf(source: string): string {
  for (const part of source.split(/\r?\n--/)) {
    const split = part.search(/\r?\n\r?\n/);
    const head = part.slice(0, split);
    if (!/content-type:\s*text\/plain/i.test(head)) continue;
    const body = part.slice(split).trim();
    const encoding = headerOf(head, 'Content-Transfer-Encoding').toLowerCase();
    if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, '%$1');
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
    }
    return body;
  }
  return '';
}

/**
 * Waits for the newest mail to `to` whose text has a link to `pathname`, and returns that
 * link. `after` skips the mails already seen (their count).
 */
export async function linkFromOutbox(
  to: string,
  pathname: string,
  {
    after = 0,
    timeoutMs = 15_000,
    dataDir,
  }: { after?: number; timeoutMs?: number; dataDir?: string } = {},
): Promise<{ url: URL; seen: number }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dir = outboxDir(dataDir);
    const mails = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .map((f) => readFileSync(path.join(dir, f), 'utf8'))
          .filter((source) => headerOf(source.slice(0, source.search(/\r?\n\r?\n/)), 'To') === to)
      : [];
    const newest = mails.slice(after).at(-1);
    const url = (newest ? (textOf(newest).match(/https?:\/\/\S+/g) ?? []) : [])
      .map((u) => new URL(u))
      .find((u) => u.pathname === pathname);
    if (url) return { url, seen: mails.length };
    if (Date.now() > deadline) throw new Error(`No mail to ${to} with a ${pathname} link`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
