// Public API of @kreolab/auth: accounts (product-spec §2–§8, DESIGN.md §4).
// How apps/web wires it: see README.md in this package.
//
//   store:     combineSlices(api, toastsSlice, uiSlice, sessionSlice)
//              registerAuthListeners(listener.startListening)
//              error-toast listener: skip actions where isAuthSelfHandled(action)
//   startup:   setAuthNavigator((to, opts) => router.navigate(to, opts))
//   routes:    /signin SignInPage, /signup SignUpPage, /forgot-password ForgotPasswordPage,
//              /reset-password ResetPasswordPage (auth layout); `/` element <RequireAuth />
export { authApi, AUTH_ENDPOINTS_WITH_OWN_ERRORS, isAuthSelfHandled } from './api';

export {
  sessionSlice,
  sessionSelectors,
  selectToken,
  selectIsLoggedIn,
  selectLoginLoading,
  selectRegisterLoading,
  selectForgotLoading,
  selectResetLoading,
  loginSucceeded,
  tokenSynced,
  loggedOut,
  type SessionState,
  type SessionRootState,
} from './session/sessionSlice';
export {
  signIn,
  signUp,
  resendVerification,
  logout,
  type Credentials,
  type SignInResult,
  type SignUpResult,
  type LogoutOptions,
} from './session/thunks';
export { registerAuthListeners, createAuthListenerMiddleware } from './session/listeners';
export { setAuthNavigator, type AuthNavigate } from './session/navigator';
export { AUTH_PATHS, signUpPath } from './session/paths';
export { useAuthDispatch } from './session/hooks';

export { SignInPage } from './pages/SignInPage';
export { SignUpPage } from './pages/SignUpPage';
export { ForgotPasswordPage } from './pages/ForgotPasswordPage';
export { ResetPasswordPage } from './pages/ResetPasswordPage';
export { RequireAuth, type RequireAuthProps } from './guard/RequireAuth';

export { PasswordStrength, type PasswordStrengthProps } from './components/PasswordStrength';
export { PasswordField } from './components/PasswordField';
export { passwordStrength, type PasswordStrengthLevel } from './passwordStrength';
export { isEmail, isValidPassword } from './validation';
export { AUTH_TEXTS } from './texts';
