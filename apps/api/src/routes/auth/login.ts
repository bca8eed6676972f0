import { knownDeviceOf, setDeviceCookie } from '../../auth/devices';
import { clear, giveBack, hit, LIMITS } from '../../auth/rate-limit';
import { dummyHash, verifyPassword } from '../../auth/passwords';
import { issueRefreshToken } from '../../auth/refresh-tokens';
import { setRefreshCookie } from '../../auth/cookies';
import { signAccessToken } from '../../auth/tokens';
import { findUserByEmail, normalizeEmail } from '../../auth/users';
import type { Handlers } from '../types';
import { badRequest } from './helpers';

export const loginHandlers = {
  /**
   * Form-encoded username (the e-mail) and password. The same Argon2 work is done for an
   * unknown address as for a wrong password, and "not verified" is told only to someone who
   * knows the password. A browser this account signed in from before is counted on its own,
   * not with the account's failures from anywhere (src/auth/devices.ts).
   */
  async login(request, reply) {
    const app = request.server;
    const email = normalizeEmail(request.body.username);
    const user = await findUserByEmail(app.db, email);
    const device = user ? knownDeviceOf(request, app.config, user.id) : null;
    const accountKey = device ? `login:device:${device}` : `login:account:${email}`;
    const addressKey = `login:address:${request.ip}`;
    await hit(app.db, accountKey, device ? LIMITS.loginDevice : LIMITS.loginAccount);
    await hit(app.db, addressKey, LIMITS.loginAddress);

    const ok = await verifyPassword(
      user?.passwordHash ?? (await dummyHash()),
      request.body.password,
    );
    if (!user || !ok) throw badRequest('LOGIN_BAD_CREDENTIALS');
    await clear(app.db, accountKey);
    await giveBack(app.db, addressKey);
    if (!user.isVerified) throw badRequest('LOGIN_USER_NOT_VERIFIED');
    setDeviceCookie(reply, app.config, user.id, device ?? undefined);

    const refresh = await issueRefreshToken(app.db, user.id);
    setRefreshCookie(reply, app.config, refresh.token, refresh.expiresAt);
    const access = signAccessToken(app.config.jwtSecret, { id: user.id, email: user.email });
    return { access_token: access, token_type: 'bearer' as const };
  },
} satisfies Handlers;
