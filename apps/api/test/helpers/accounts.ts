import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { REFRESH_COOKIE } from '../../src/auth/cookies';
import { TEST_PASSWORD } from './auth';
import { linkIn, waitForMail } from './mail';

let addresses = 0;
/** A client address of its own for each call, so tests not about rate limits never meet one. */
const freshAddress = () =>
  `10.${(++addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;

/**
 * Requests of the auth routes as the browser sends them. With `fixedAddress`, every call
 * comes from that address (for the rate-limit tests); without, each from a new one.
 */
export function authClient(app: FastifyInstance, fixedAddress?: string) {
  const address = () => fixedAddress ?? freshAddress();
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload,
      headers,
      remoteAddress: address(),
    });
  return {
    register: (email: string, password = TEST_PASSWORD) =>
      post('/auth/register', { email, password }),
    verify: (token: string) => post('/auth/verify', { token }),
    requestVerifyToken: (email: string) => post('/auth/request-verify-token', { email }),
    resendVerification: (email: string) => post('/resend_verification', { email }),
    forgot: (email: string) => post('/auth/forgot-password', { email }),
    reset: (token: string, password: string) => post('/auth/reset-password', { token, password }),
    login: (username: string, password = TEST_PASSWORD) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/jwt/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, password }).toString(),
        remoteAddress: address(),
      }),
    refresh: (cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/jwt/refresh',
        cookies: cookie ? { [REFRESH_COOKIE]: cookie } : {},
        remoteAddress: address(),
      }),
    logout: (token: string, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/jwt/logout',
        headers: { authorization: `Bearer ${token}` },
        cookies: cookie ? { [REFRESH_COOKIE]: cookie } : {},
        remoteAddress: address(),
      }),
    check: (token: string) =>
      app.inject({
        method: 'GET',
        url: '/api/v1/auth/jwt/check',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: address(),
      }),
  };
}

export const refreshCookie = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === REFRESH_COOKIE);

/** Signs up through the API and follows the link of the verification mail. */
export async function registerAndVerify(
  app: FastifyInstance,
  dataDir: string,
  email: string,
  password = TEST_PASSWORD,
) {
  const client = authClient(app);
  const res = await client.register(email, password);
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const [mail] = await waitForMail(dataDir, email);
  const { token } = linkIn(mail!, '/signin', 'verify');
  const verified = await client.verify(token);
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode}`);
  return res.json() as { id: number; email: string };
}
