// Whose data the browser keeps. A brief's unsaved form lives in the tab's sessionStorage and
// survives an expired session, so that its user finds it after signing in again; the creatives
// selected for a research (with their file names) live in localStorage and survive even «Выйти».
// The person who signs in next may be someone else, who must neither see them nor be sent back
// to the page the other user was on. So the tab and the browser each remember the user of the
// last token they held.
import { readStored, writeStored, type StorageArea } from '@kreolab/entities';

const KEY = 'kreolab.user';

/**
 * The user a token names (its `sub`), read without checking the signature: it only tells users
 * apart in this browser, the server checks every request. Null for anything that is not a JWT.
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
 * Marks `area` as `user`'s; true when it was another user's, after `forget` has dropped what the
 * area kept for them.
 */
function mark(area: StorageArea, user: string, forget?: () => void): boolean {
  const previous = readStored(KEY, area);
  if (previous === user) return false;
  if (previous !== null) forget?.();
  writeStored(KEY, user, area);
  return previous !== null;
}

/** Which of the two was last another user's (what they kept is not this user's). */
export interface Claim {
  /** The tab: its kept input is now forgotten; do not go back to the other user's page. */
  tab: boolean;
  /** The browser: what it keeps for a user (the selected creatives) is to be dropped. */
  browser: boolean;
}

/**
 * Marks the tab and the browser as the token's user's. The tab's kept input is forgotten here
 * when the tab was another user's; the browser's is the caller's to drop (`accountChanged`). A
 * token that names no user changes nothing.
 */
export function claimFor(token: string | null): Claim {
  const user = userOfToken(token);
  if (user === null) return { tab: false, browser: false };
  return { tab: mark('session', user, forgetTabInput), browser: mark('local', user) };
}
