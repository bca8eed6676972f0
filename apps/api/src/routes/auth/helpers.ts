import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hit, LIMITS } from '../../auth/rate-limit';
import { normalizeEmail } from '../../auth/users';
import type { MailMessage } from '../../mail';

/** `detail` repeats the code on the auth routes (DESIGN.md §4; fastapi-users clients read it). */
export { badRequest } from '../../errors';

/** Mails go through the `mail.send` job, so a failing SMTP server is retried. */
export async function sendMail(app: FastifyInstance, message: MailMessage): Promise<void> {
  await app.jobs.send('mail.send', message);
}

/** Verification and reset mails: per e-mail and per client address. */
export async function limitMail(request: FastifyRequest, email: string): Promise<void> {
  const { db } = request.server;
  await hit(db, `mail:account:${normalizeEmail(email)}`, LIMITS.mailAccount);
  await hit(db, `mail:address:${request.ip}`, LIMITS.mailAddress);
}

export const ACCEPTED = { status: 'accepted' } as const;
