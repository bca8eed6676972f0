import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from '../../auth/cookies';
import { revokeFamilyOf, rotateRefreshToken } from '../../auth/refresh-tokens';
import { revokeAccessTokens } from '../../auth/revocation';
import { signAccessToken } from '../../auth/tokens';
import { findUserById } from '../../auth/users';
import { unauthorized } from '../../errors';
import type { Handlers } from '../types';

export const sessionHandlers = {
  /** 200 {id, email} while the token is valid and its user still exists. */
  async checkAuth(request) {
    const user = await findUserById(request.server.db, request.user!.id);
    if (!user) throw unauthorized('NO_TOKEN');
    return { id: user.id, email: user.email };
  },

  /** No body: the HttpOnly cookie is rotated and a new access token returned. */
  async refresh(request, reply) {
    const app = request.server;
    const presented = refreshCookieOf(request);
    const next = presented
      ? await rotateRefreshToken(app.db, presented, (userId) => revokeAccessTokens(app, userId))
      : null;
    const user = next ? await findUserById(app.db, next.userId) : undefined;
    if (!next || !user) {
      clearRefreshCookie(reply, app.config);
      throw unauthorized('NO_TOKEN');
    }
    setRefreshCookie(reply, app.config, next.token, next.expiresAt);
    return { access: signAccessToken(app.config.jwtSecret, { id: user.id, email: user.email }) };
  },

  /**
   * Ends this session: its refresh family is revoked, the cookie cleared, and the user's access
   * tokens issued until now refused (other devices get a new one from their own refresh cookie).
   */
  async logout(request, reply) {
    const app = request.server;
    const presented = refreshCookieOf(request);
    if (presented) await revokeFamilyOf(app.db, presented, request.user!.id);
    await revokeAccessTokens(app, request.user!.id);
    clearRefreshCookie(reply, app.config);
    return reply.code(204).send();
  },
} satisfies Handlers;
