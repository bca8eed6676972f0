import type { JobQueue } from '../jobs/queue';
import type { Mailer } from './mailer';

/** `mail.send`: handing a message to SMTP is retried by pg-boss when the server fails. */
export function registerMailJobs(jobs: JobQueue, mailer: Mailer): void {
  jobs.handle('mail.send', async (message) => {
    await mailer.send(message);
  });
}
