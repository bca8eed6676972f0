// Whose input the tab keeps. A brief's unsaved form lives in the tab's sessionStorage and
// survives an expired session, so that its user finds it after signing in again; but the person
// who signs in next in that tab may be someone else, who must neither see it nor be sent back to
// the page the other user was on. The tab remembers the user of the last token it held.
import { readStored, writeStored } from '@kreolab/entities';

const KEY = 'kreolab.tab-user';

/**
 * The user a token names (its `sub`), read without checking the signature: it only tells users
 * apart within this tab, the server checks every request. Null for anything that is not a JWT.
 */
export function userOfToken(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null;
  } catch {
    return null;
  }
}

/** Forgets everything the tab kept (a brief's unsaved form, the page's own marks). */
export function forgetTabInput(): void {
  try {
    sessionStorage.clear();
  } catch {
    // no storage here: nothing was kept
  }
}

/**
 * Marks the tab as the token's user's. When it was another user's, what the tab kept for that
 * user is forgotten first, and the answer is true (the caller then does not go back to that
 * user's page). A token that names no user changes nothing.
 */
export function claimTab(token: string | null): boolean {
  const user = userOfToken(token);
  if (user === null) return false;
  const previous = readStored(KEY, 'session');
  const another = previous !== null && previous !== user;
  if (another) forgetTabInput();
  if (previous !== user) writeStored(KEY, user, 'session');
  return another;
}
