// The auth endpoints as the browser must send them (product-spec §7, DESIGN.md §4). The
// generated endpoints send JSON; login is form-encoded, and the calls that touch the HttpOnly
// refresh cookie go with credentials. enhanceEndpoints changes the shared definitions in
// place, so the generated hooks (useLoginMutation, ...) use these too.
import { authApi as generatedAuthApi } from '@kreolab/api-client';

export const authApi = generatedAuthApi.enhanceEndpoints({
  endpoints: {
    login: {
      query: ({ loginRequest }) => ({
        url: '/auth/jwt/login',
        method: 'POST',
        // fetch sets `application/x-www-form-urlencoded` for URLSearchParams.
        body: new URLSearchParams({
          username: loginRequest.username,
          password: loginRequest.password,
        }),
        credentials: 'include',
      }),
    },
    refresh: {
      query: () => ({ url: '/auth/jwt/refresh', method: 'POST', credentials: 'include' }),
    },
    logout: {
      query: () => ({ url: '/auth/jwt/logout', method: 'POST', credentials: 'include' }),
    },
  },
});

/**
 * Auth calls whose errors the auth pages and the guard present themselves (toasts for
 * login, register and resend; inline messages for verify and reset; nothing for forgot;
 * the guard's own message for check). The app's generic error-toast listener skips them.
 */
export const AUTH_ENDPOINTS_WITH_OWN_ERRORS: readonly string[] = [
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'verify',
  'requestVerifyToken',
  'resendVerification',
  'checkAuth',
  'refresh',
  'logout',
];

/** True for an RTK Query action of one of the endpoints above. */
export function isAuthSelfHandled(action: unknown): boolean {
  const a = action as { type?: unknown; meta?: { arg?: { endpointName?: unknown } } } | null;
  const name = a?.meta?.arg?.endpointName;
  return (
    typeof a?.type === 'string' &&
    a.type.startsWith(`${generatedAuthApi.reducerPath}/`) &&
    typeof name === 'string' &&
    AUTH_ENDPOINTS_WITH_OWN_ERRORS.includes(name)
  );
}
