// How the session thunks navigate: the app injects its router's navigate at start-up
// (`setAuthNavigator((to, opts) => router.navigate(to, opts))`); tests inject their own.
// Without one, navigation is skipped and the thunks still return the target path.
import { createPath } from 'react-router';

export type AuthNavigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;
/** The router's current page as a path with its query and hash. */
export type AuthLocate = () => string | undefined;

let navigator: AuthNavigate | null = null;
let locator: AuthLocate | null = null;

/**
 * Sets (or with null, clears) the function the session thunks navigate with, and the one that
 * says where the router is (the browser's address when none is given).
 */
export function setAuthNavigator(navigate: AuthNavigate | null, locate?: AuthLocate): void {
  navigator = navigate;
  locator = locate ?? null;
}

export function authNavigate(to: string, options?: { replace?: boolean; state?: unknown }): void {
  navigator?.(to, options);
}

/** The page the router is on, for the sign-in to come back to. */
export function authLocation(): string | undefined {
  if (locator) return locator();
  return typeof window === 'undefined' ? undefined : createPath(window.location);
}
