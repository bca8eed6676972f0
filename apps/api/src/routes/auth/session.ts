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
} satisfies Handlers;
