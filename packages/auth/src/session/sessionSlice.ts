// The session of product-spec §3/§4: the access token (logged in = a token is present) and
// the login, register, forgot and reset loading flags. The flags follow the auth calls
// themselves, so they are right whoever starts the call (page, thunk or hook).
import { getToken } from '@kreolab/api-client';
import { createAction, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { authApi } from '../api';

export interface SessionState {
  token: string | null;
  loginLoading: boolean;
  registerLoading: boolean;
  forgotLoading: boolean;
  resetLoading: boolean;
  /**
   * The last logout was the user's own «Выйти»: the guard then sends /signin no page to come
   * back to, as the next person to sign in may be someone else.
   */
  leftOnPurpose: boolean;
}

/** After a logout: no token, no flags; `onPurpose` says whether it was the user's own «Выйти». */
export const loggedOut = createAction<{ onPurpose: boolean } | undefined>('session/loggedOut');

const { login, register, forgotPassword, resetPassword } = authApi.endpoints;

type Flag = 'loginLoading' | 'registerLoading' | 'forgotLoading' | 'resetLoading';

export const sessionSlice = createSlice({
  name: 'session',
  // Lazy: each store starts from the token the cookie holds now (e.g. after a reload).
  initialState: (): SessionState => ({
    token: getToken(),
    loginLoading: false,
    registerLoading: false,
    forgotLoading: false,
    resetLoading: false,
    leftOnPurpose: false,
  }),
  reducers: {
    /** The token is stored in memory and the cookie by the caller (see `signIn`). */
    loginSucceeded(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.leftOnPurpose = false;
    },
    /** Mirrors a token the api-client replaced (refresh) or cleared. */
    tokenSynced(state, action: PayloadAction<string | null>) {
      state.token = action.payload;
    },
  },
  extraReducers: (builder) => {
    const flag = (
      name: Flag,
      endpoint: typeof login | typeof register | typeof forgotPassword | typeof resetPassword,
    ) => {
      builder.addMatcher(endpoint.matchPending, (state) => {
        state[name] = true;
      });
      builder.addMatcher(isAnyOf(endpoint.matchFulfilled, endpoint.matchRejected), (state) => {
        state[name] = false;
      });
    };
    builder.addCase(loggedOut, (state, action) => {
      state.token = null;
      // the guard's own logout of a session already gone keeps what the first one said
      if (action.payload) state.leftOnPurpose = action.payload.onPurpose;
      state.loginLoading = false;
      state.registerLoading = false;
      state.forgotLoading = false;
      state.resetLoading = false;
    });
    flag('loginLoading', login);
    flag('registerLoading', register);
    flag('forgotLoading', forgotPassword);
    flag('resetLoading', resetPassword);
  },
  selectors: {
    selectToken: (s) => s.token,
    selectIsLoggedIn: (s) => s.token !== null && s.token !== '',
    selectLoginLoading: (s) => s.loginLoading,
    selectLeftOnPurpose: (s) => s.leftOnPurpose,
    selectRegisterLoading: (s) => s.registerLoading,
    selectForgotLoading: (s) => s.forgotLoading,
    selectResetLoading: (s) => s.resetLoading,
  },
});

export const { loginSucceeded, tokenSynced } = sessionSlice.actions;
export const sessionSelectors = sessionSlice.selectors;
export const {
  selectToken,
  selectIsLoggedIn,
  selectLoginLoading,
  selectLeftOnPurpose,
  selectRegisterLoading,
  selectForgotLoading,
  selectResetLoading,
} = sessionSlice.selectors;

/** The part of the root state the auth package reads. */
export interface SessionRootState {
  session: SessionState;
}
