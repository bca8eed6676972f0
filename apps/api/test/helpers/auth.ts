import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/auth/passwords';
import { signAccessToken } from '../../src/auth/tokens';
import { normalizeEmail } from '../../src/auth/users';
import { users } from '../../src/db/schema';

/** Passes the password policy (§9) and the common-password list. */
export const TEST_PASSWORD = 'Kr3o-lab!test#7';

/**
 * A base64url MAC that is surely not `mac`: its first character changed, every bit of which
 * counts. Replacing the last two characters by «AA» could give the same bytes (the last character
 * carries unused bits, so «…bA» and «…bB» decode alike) or the MAC itself, and CI once took such
 * a forgery for the real device cookie.
 */
export const tamperedMac = (mac: string) => `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;

export interface SignedInUser {
  userId: number;
  email: string;
  password: string;
  /** An access token (15 min). */
  token: string;
  /** `{ authorization: 'Bearer …' }`, ready for `app.inject({ headers })`. */
  headers: { authorization: string };
}

let counter = 0;
let cachedHash: Promise<string> | null = null;

/**
 * A verified user created straight in the database, with an access token: one line for any
 * test that needs someone signed in. `const { headers, userId } = await signUpAndLogin(t.app)`.
 */
export async function signUpAndLogin(
  app: FastifyInstance,
  email = `user${++counter}-${Date.now().toString(36)}@example.com`,
  password = TEST_PASSWORD,
): Promise<SignedInUser> {
  const passwordHash =
    password === TEST_PASSWORD
      ? await (cachedHash ??= hashPassword(TEST_PASSWORD))
      : await hashPassword(password);
  const [row] = await app.db
    .insert(users)
    .values({ email: normalizeEmail(email), passwordHash, isVerified: true })
    .returning({ id: users.id, email: users.email });
  const token = signAccessToken(app.config.jwtSecret, { id: row!.id, email: row!.email });
  return {
    userId: row!.id,
    email: row!.email,
    password,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}
