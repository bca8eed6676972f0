// The session's side effects: sign in, sign up, resend the verification mail, log out.
// They return where to go next (or navigate through the injected navigator, for logout),
// so pages and tests stay in control of the router.
import { api, clearToken, getToken, setToken } from '@kreolab/api-client';
import { accountChanged } from '@kreolab/entities';
import { setAppLoading, showToast } from '@kreolab/ui-kit';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { authApi } from '../api';
import { authErrorMessage, loginErrorCode, registerErrorCode } from './errors';
import { authLocation, authNavigate } from './navigator';
import { AUTH_PATHS, signUpPath, type SignInState } from './paths';
import { loggedOut, loginSucceeded } from './sessionSlice';
import { claimFor, forgetTabInput } from './owner';

export interface Credentials {
  email: string;
  password: string;
}

export type SignInResult =
  | {
      ok: true;
      to: string;
      /**
       * The tab was last used by another user, whose kept input is now forgotten: the page does
       * not send this one back to where that user was.
       */
      tabWasAnothers: boolean;
    }
  | { ok: false; code?: string; to?: string; notVerified?: boolean };

/**
 * POST /auth/jwt/login. Success: the token is stored (memory and the `kreolab` cookie),
 * the previous user's cached data dropped (and what the tab and the browser kept, when they
 * were another user's: `claimFor`), and `to` is /labs. LOGIN_USER_NOT_VERIFIED:
 * `to` is /signup?email=... Every failure shows an error toast with the catalogue text.
 */
export const signIn = createAsyncThunk<SignInResult, Credentials>(
  'session/signIn',
  async ({ email, password }, { dispatch }) => {
    const username = email.trim();
    const request = dispatch(
      authApi.endpoints.login.initiate({ loginRequest: { username, password } }),
    );
    const result = await request;
    request.reset();
    if ('data' in result && result.data) {
      setToken(result.data.access_token);
      const claim = claimFor(result.data.access_token);
      // the tab alone may have been another's: its store still holds what it read for them
      if (claim.browser || claim.tab) dispatch(accountChanged());
      dispatch(api.util.resetApiState());
      dispatch(loginSucceeded(result.data.access_token));
      return { ok: true, to: AUTH_PATHS.afterSignIn, tabWasAnothers: claim.tab };
    }
    const error = 'error' in result ? result.error : undefined;
    const code = loginErrorCode(error);
    const notVerified = code === 'LOGIN_USER_NOT_VERIFIED';
    dispatch(
      showToast({
        severity: notVerified ? 'warn' : 'error',
        message: authErrorMessage(code, error),
      }),
    );
    return notVerified
      ? { ok: false, code, notVerified, to: signUpPath(username) }
      : { ok: false, code };
  },
);

export type SignUpResult = { ok: true; email: string } | { ok: false; code?: string };

/** POST /auth/register. Failures show an error toast (REGISTER_USER_ALREADY_EXISTS from `detail`). */
export const signUp = createAsyncThunk<SignUpResult, Credentials>(
  'session/signUp',
  async ({ email, password }, { dispatch }) => {
    const address = email.trim();
    const request = dispatch(
      authApi.endpoints.register.initiate({ registerRequest: { email: address, password } }),
    );
    const result = await request;
    request.reset();
    if ('data' in result) return { ok: true, email: address };
    const code = registerErrorCode(result.error);
    dispatch(showToast({ severity: 'error', message: authErrorMessage(code, result.error) }));
    return { ok: false, code };
  },
);

/** POST /resend_verification (always 202 on the server). A failure shows an error toast. */
export const resendVerification = createAsyncThunk<boolean, string>(
  'session/resendVerification',
  async (email, { dispatch }) => {
    const request = dispatch(
      authApi.endpoints.resendVerification.initiate({ emailRequest: { email: email.trim() } }),
    );
    const result = await request;
    request.reset();
    if ('data' in result) return true;
    dispatch(
      showToast({
        severity: 'error',
        message: authErrorMessage(loginErrorCode(result.error), result.error),
      }),
    );
    return false;
  },
);

export interface LogoutOptions {
  /** Tell the server (POST /auth/jwt/logout, best effort). Default true; skipped without a token. */
  server?: boolean;
  /** Navigate to /signin through the injected navigator. Default true. */
  redirect?: boolean;
  /**
   * Let the next sign-in come back to the page the user is on (an expired session); an explicit
   * «Выйти» does not, as the next person to sign in may be someone else. Default false.
   */
  returnHere?: boolean;
}

/**
 * Product-spec §4: logout clears the token and the cookie, resets the app-loading flag and
 * goes to sign-in. Returns the sign-in path.
 */
export const logout = createAsyncThunk<string, LogoutOptions | undefined>(
  'session/logout',
  async (options, { dispatch }) => {
    const { server = true, redirect = true, returnHere = false } = options ?? {};
    // read before anything re-renders: the guard may navigate once the token is gone
    const from = returnHere ? authLocation() : undefined;
    if (server && getToken()) {
      const request = dispatch(authApi.endpoints.logout.initiate());
      await request; // best effort: a failure still logs out here
      request.reset();
    }
    clearToken();
    // The tab forgets the input it kept for this user (a brief's unsaved form): after a
    // deliberate «Выйти» the next person at this computer may be someone else.
    if (redirect && !returnHere) forgetTabInput();
    // A logout without a redirect is the guard's, which has nothing to say about the purpose.
    dispatch(loggedOut(redirect ? { onPurpose: !returnHere } : undefined));
    dispatch(setAppLoading(false));
    if (redirect)
      authNavigate(
        AUTH_PATHS.signIn,
        from ? { replace: true, state: { from } satisfies SignInState } : { replace: true },
      );
    return AUTH_PATHS.signIn;
  },
);
