import { checkPassword, hashPassword } from '../../auth/passwords';
import { issueOneTimeToken } from '../../auth/one-time-tokens';
import { grantTrial } from '../../billing';
import { findUserByEmail, normalizeEmail, publicUser } from '../../auth/users';
import { users } from '../../db/schema';
import { verifyLink, verifyMail } from '../../mail';
import type { Handlers } from '../types';
import { badRequest, limitMail, sendMail } from './helpers';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

export const registerHandlers = {
  /** 201 with the new, unverified user; the verification link goes out by mail. */
  async register(request, reply) {
    const app = request.server;
    const email = normalizeEmail(request.body.email);
    // Before the mail limit: a refused password sends no mail, so trying a few must not use up
    // the address's sign-ups for the hour.
    checkPassword(request.body.password, 'REGISTER_INVALID_PASSWORD');
    await limitMail(request, email);
    if (await findUserByEmail(app.db, email)) throw badRequest('REGISTER_USER_ALREADY_EXISTS');
    const passwordHash = await hashPassword(request.body.password);
    let user;
    try {
      [user] = await app.db.insert(users).values({ email, passwordHash }).returning();
    } catch (error) {
      // Two sign-ups with one address at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw badRequest('REGISTER_USER_ALREADY_EXISTS');
      throw error;
    }
    await grantTrial(app.db, user!.id);
    const token = await issueOneTimeToken(app.db, user!.id, 'verify');
    await sendMail(app, verifyMail(email, verifyLink(app.config.publicUrl, token)));
    void reply.code(201);
    return publicUser(user!);
  },
} satisfies Handlers;
