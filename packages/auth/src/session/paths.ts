/** Where the auth flows lead (product-spec §2, §4). */
export const AUTH_PATHS = {
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where a successful sign-in goes. */
  afterSignIn: '/labs',
} as const;

/** `/signup?email=...`, where an unverified login is sent. */
export function signUpPath(email: string): string {
  return `${AUTH_PATHS.signUp}?${new URLSearchParams({ email }).toString()}`;
}

/** The router state of /signin that names the page to go back to after signing in. */
export interface SignInState {
  from?: string;
}

const AUTH_PAGES: readonly string[] = [
  AUTH_PATHS.signIn,
  AUTH_PATHS.signUp,
  AUTH_PATHS.forgotPassword,
  AUTH_PATHS.resetPassword,
];

/**
 * The page a sign-in goes back to: the one the guard or an expired session sent the user from
 * (a bookmarked result, a tab left open overnight), else null and /labs. Only a path of this
 * site, never an auth page: the router state comes from the app, but a path is checked anyway.
 */
export function returnPathOf(state: unknown): string | null {
  const from = (state as SignInState | null | undefined)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  if (from.includes('\\')) return null;
  const path = from.split(/[?#]/)[0]!;
  if (AUTH_PAGES.includes(path) || path === '/') return null;
  return from;
}
