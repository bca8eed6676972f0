import type { Readable } from 'node:stream';
import type { JobQueue } from '../jobs/queue';
import type { Storage } from '../storage';
import type { Mailer, MailFile, MailMessage } from './mailer';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The attachments' bytes from storage (they travel by key, not inside the job). */
async function filesOf(message: MailMessage, storage?: Storage): Promise<MailFile[]> {
  const attachments = message.attachments ?? [];
  if (attachments.length === 0) return [];
  if (!storage) throw new Error('Mail attachments need the storage');
  return Promise.all(
    attachments.map(async (a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: await bytesOf((await storage.get(a.storageKey)).body),
    })),
  );
}

/** `mail.send`: handing a message to SMTP is retried by pg-boss when the server fails. */
export function registerMailJobs(jobs: JobQueue, mailer: Mailer, storage?: Storage): void {
  jobs.handle('mail.send', async (message) => {
    await mailer.send(message, await filesOf(message, storage));
  });
}
