// The route pages of @kreolab/auth, as a separate entry point (`@kreolab/auth/pages`) so that
// apps/web can load them on demand: each feature's pages, and the libraries only they use, land
// in that feature's chunks instead of the first load. Everything else stays in src/index.ts.
export { SignInPage } from './pages/SignInPage';
export { SignUpPage } from './pages/SignUpPage';
export { ForgotPasswordPage } from './pages/ForgotPasswordPage';
export { ResetPasswordPage } from './pages/ResetPasswordPage';
