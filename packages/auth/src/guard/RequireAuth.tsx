import { UI_TEXTS } from '@kreolab/i18n-ru';
import { setAppLoading, showToast } from '@kreolab/ui-kit';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPath, Navigate, Outlet, useLocation } from 'react-router';
import { authApi } from '../api';
import { useAuthDispatch, useSessionSelector } from '../session/hooks';
import { AUTH_PATHS, type SignInState } from '../session/paths';
import { selectIsLoggedIn, selectLeftOnPurpose } from '../session/sessionSlice';
import { logout } from '../session/thunks';

// A check cut off because the page is going away (a reload, an address typed or opened) has not
// failed: the next page checks again. Logging out then would end a good session on the server —
// the logout call revokes the user's access tokens — and send the next page to /signin.
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pagehide', () => (leaving = true));
  // Back from the back-forward cache, or a leave that was cancelled: this page lives on.
  window.addEventListener('pageshow', () => (leaving = false));
  window.addEventListener('focus', () => (leaving = false));
}

export interface RequireAuthProps {
  /** Rendered once the check passed; the route's outlet when absent. */
  children?: ReactNode;
}

/**
 * The guard of the parent route `/` (product-spec §4). No token: logout and /signin. With a
 * token: GET /auth/jwt/check while the app-wide loader is on; the children appear once it
 * passes. A 401 there first goes through the api-client's refresh; if the check still fails,
 * logout, /signin and the error toast 'Возникла ошибка при проверке авторизации'.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const dispatch = useAuthDispatch();
  const location = useLocation();
  const loggedIn = useSessionSelector(selectIsLoggedIn);
  const leftOnPurpose = useSessionSelector(selectLeftOnPurpose);
  const [passed, setPassed] = useState(false);
  // Only the latest check counts (React's development double effects start two). A check
  // that fails after the token went (a failed refresh) still reports its failure.
  const latest = useRef(0);

  useEffect(() => {
    if (!loggedIn) {
      void dispatch(logout({ redirect: false })); // the <Navigate> below redirects
      return;
    }
    const run = ++latest.current;
    dispatch(setAppLoading(true));
    const check = dispatch(
      authApi.endpoints.checkAuth.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    check.unwrap().then(
      () => {
        if (run !== latest.current) return;
        dispatch(setAppLoading(false));
        setPassed(true);
      },
      () => {
        if (run !== latest.current || leaving) return;
        dispatch(showToast({ severity: 'error', message: UI_TEXTS.authCheckFailed }));
        void dispatch(logout({ redirect: false })); // the token goes, <Navigate> follows
      },
    );
    return () => {
      dispatch(setAppLoading(false));
    };
  }, [dispatch, loggedIn]);

  // A page opened without a session (a bookmark, a link from a colleague) or whose session
  // ended is where the sign-in goes back to; not after the user's own «Выйти».
  if (!loggedIn)
    return (
      <Navigate
        to={AUTH_PATHS.signIn}
        replace
        state={leftOnPurpose ? undefined : ({ from: createPath(location) } satisfies SignInState)}
      />
    );
  if (!passed) return null; // the app's FullScreenLoader shows the loading flag
  return <>{children ?? <Outlet />}</>;
}
