// How the session thunks navigate: the app injects its router's navigate at start-up
// (`setAuthNavigator((to, opts) => router.navigate(to, opts))`); tests inject their own.
// Without one, navigation is skipped and the thunks still return the target path.

export type AuthNavigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: AuthNavigate | null = null;

/** Sets (or with null, clears) the function the session thunks navigate with. */
export function setAuthNavigator(navigate: AuthNavigate | null): void {
  navigator = navigate;
}

export function authNavigate(to: string, options?: { replace?: boolean }): void {
  navigator?.(to, options);
}
