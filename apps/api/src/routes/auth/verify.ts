import { eq } from 'drizzle-orm';
import {
  consumeOneTimeToken,
  findOneTimeToken,
  isUsable,
  issueOneTimeToken,
} from '../../auth/one-time-tokens';
import { findUserByEmail, findUserById, publicUser } from '../../auth/users';
import { users } from '../../db/schema';
import { verifyLink, verifyMail } from '../../mail';
import type { OperationRequest } from '../types';
import type { Handlers } from '../types';
import { ACCEPTED, badRequest, limitMail, sendMail } from './helpers';

/** Always 202, known address or not; a new link only for an unverified account. */
async function mailVerifyLink(request: OperationRequest<'requestVerifyToken'>) {
  const app = request.server;
  await limitMail(request, request.body.email);
  const user = await findUserByEmail(app.db, request.body.email);
  if (user && !user.isVerified) {
    const token = await issueOneTimeToken(app.db, user.id, 'verify');
    await sendMail(app, verifyMail(user.email, verifyLink(app.config.publicUrl, token)));
  }
}

export const verifyHandlers = {
  /**
   * The link from the mail. A token of an account that is already verified answers
   * VERIFY_USER_ALREADY_VERIFIED (a second click); unknown, used or expired ones
   * VERIFY_USER_BAD_TOKEN.
   */
  async verify(request) {
    const { db } = request.server;
    const row = await findOneTimeToken(db, request.body.token, 'verify');
    const user = row ? await findUserById(db, row.userId) : undefined;
    if (!row || !user) throw badRequest('VERIFY_USER_BAD_TOKEN');
    if (user.isVerified) throw badRequest('VERIFY_USER_ALREADY_VERIFIED');
    if (!isUsable(row) || !(await consumeOneTimeToken(db, row.id))) {
      throw badRequest('VERIFY_USER_BAD_TOKEN');
    }
    const [verified] = await db
      .update(users)
      .set({ isVerified: true, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return publicUser(verified!);
  },

  async requestVerifyToken(request, reply) {
    await mailVerifyLink(request);
    void reply.code(202);
    return ACCEPTED;
  },

  async resendVerification(request, reply) {
    await mailVerifyLink(request);
    void reply.code(202);
    return ACCEPTED;
  },
} satisfies Handlers;
