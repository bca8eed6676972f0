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
