import { and, eq } from 'drizzle-orm';
import {
  consumeOneTimeToken,
  findOneTimeToken,
  isUsable,
  issueOneTimeToken,
} from '../../auth/one-time-tokens';
import { checkPassword, hashPassword, passwordFingerprint } from '../../auth/passwords';
import { clear } from '../../auth/rate-limit';
import { revokeAllFamilies } from '../../auth/refresh-tokens';
import { revokeAccessTokens } from '../../auth/revocation';
import { findUserByEmail, findUserById, normalizeEmail } from '../../auth/users';
import { users } from '../../db/schema';
import { passwordChangedMail, resetLink, resetMail } from '../../mail';
import type { Handlers } from '../types';
import { ACCEPTED, badRequest, limitMail, sendMail } from './helpers';

export const passwordHandlers = {
  /** Always 202. The link is bound to the current password: it dies once that changes. */
  async forgotPassword(request, reply) {
    const app = request.server;
    await limitMail(request, request.body.email);
    const user = await findUserByEmail(app.db, request.body.email);
    if (user) {
      const fingerprint = passwordFingerprint(user.passwordHash);
      const token = await issueOneTimeToken(app.db, user.id, 'reset', fingerprint);
      await sendMail(app, resetMail(user.email, resetLink(app.config.publicUrl, token)));
    }
    void reply.code(202);
    return ACCEPTED;
  },

  /** A new password with the mailed token; every session of the user ends, and a notice goes out. */
  async resetPassword(request) {
    const app = request.server;
    const row = await findOneTimeToken(app.db, request.body.token, 'reset');
    const user = row ? await findUserById(app.db, row.userId) : undefined;
    const valid =
      row &&
      user &&
      isUsable(row) &&
      row.passwordFingerprint === passwordFingerprint(user.passwordHash);
    if (!valid) throw badRequest('RESET_PASSWORD_BAD_TOKEN');
    // The token survives a refused password, so the user can try a better one.
    checkPassword(request.body.password, 'RESET_PASSWORD_INVALID_PASSWORD');
    const passwordHash = await hashPassword(request.body.password);
    if (!(await consumeOneTimeToken(app.db, row.id))) throw badRequest('RESET_PASSWORD_BAD_TOKEN');
    // Only over the password the token was issued under: of two resets at once, one wins.
    const changed = await app.db
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (changed.length === 0) throw badRequest('RESET_PASSWORD_BAD_TOKEN');
    await revokeAllFamilies(app.db, user.id);
    await revokeAccessTokens(app, user.id);
    // The mailed link proves the owner: failures of others no longer hold the account.
    await clear(app.db, `login:account:${normalizeEmail(user.email)}`);
    await sendMail(app, passwordChangedMail(user.email, app.config.publicUrl));
    return { status: 'ok' };
  },
} satisfies Handlers;
