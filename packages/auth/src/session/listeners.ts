// Reactions the app's listener middleware runs for the auth package (DESIGN.md §2: the
// api-client dispatches `sessionExpired`, auth listens; no imports between them).
import { getToken, sessionExpired } from '@kreolab/api-client';
import {
  createListenerMiddleware,
  type ListenerMiddlewareInstance,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { tokenSynced, type SessionRootState } from './sessionSlice';
import { claimFor } from './owner';
import { logout } from './thunks';

type StartListening = ListenerMiddlewareInstance['startListening'];

function isSettledApiCall(action: UnknownAction): boolean {
  return (
    action.type.startsWith('api/') &&
    (action.type.endsWith('/fulfilled') || action.type.endsWith('/rejected'))
  );
}

/**
 * Adds the auth listeners; returns a function that removes them.
 * - `sessionExpired` (a failed refresh) → logout (no server call: the session is gone) → /signin,
 *   which goes back to the page after signing in.
 * - After every api call, the slice's token follows the api-client's (a refresh replaces it).
 * The tab is marked as the user's whose token it starts with and so is the browser (`claimFor`),
 * so that another user signing in here later does not find what they kept for this one.
 */
export function registerAuthListeners(startListening: StartListening): () => void {
  claimFor(getToken());
  const offs = [
    startListening({
      actionCreator: sessionExpired,
      effect: async (_action, { dispatch }) => {
        // the next sign-in comes back here: a tab left open overnight keeps its page
        await dispatch(logout({ server: false, returnHere: true }));
      },
    }),
    startListening({
      predicate: isSettledApiCall,
      effect: (_action, { dispatch, getState }) => {
        const session = (getState() as Partial<SessionRootState>).session;
        if (!session) return;
        const token = getToken();
        if (token !== session.token) dispatch(tokenSynced(token));
      },
    }),
  ];
  return () => offs.forEach((off) => off());
}

/** A ready listener middleware with the auth listeners, for a store that has none of its own. */
export function createAuthListenerMiddleware() {
  const listener = createListenerMiddleware();
  registerAuthListeners(listener.startListening);
  return listener;
}
