import { api } from '../api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    authInit: build.query<AuthInitApiResponse, AuthInitApiArg>({
      query: () => ({ url: `/auth/init` }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({
        url: `/auth/jwt/login`,
        method: 'POST',
        body: queryArg.loginRequest,
      }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({
        url: `/auth/register`,
        method: 'POST',
        body: queryArg.registerRequest,
      }),
    }),
    forgotPassword: build.mutation<ForgotPasswordApiResponse, ForgotPasswordApiArg>({
      query: (queryArg) => ({
        url: `/auth/forgot-password`,
        method: 'POST',
        body: queryArg.emailRequest,
      }),
    }),
    resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
      query: (queryArg) => ({
        url: `/auth/reset-password`,
        method: 'POST',
        body: queryArg.resetPasswordRequest,
      }),
    }),
    checkAuth: build.query<CheckAuthApiResponse, CheckAuthApiArg>({
      query: () => ({ url: `/auth/jwt/check` }),
    }),
    refresh: build.mutation<RefreshApiResponse, RefreshApiArg>({
      query: () => ({ url: `/auth/jwt/refresh`, method: 'POST' }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/auth/jwt/logout`, method: 'POST' }),
    }),
    verify: build.mutation<VerifyApiResponse, VerifyApiArg>({
      query: (queryArg) => ({ url: `/auth/verify`, method: 'POST', body: queryArg.tokenRequest }),
    }),
    requestVerifyToken: build.mutation<RequestVerifyTokenApiResponse, RequestVerifyTokenApiArg>({
      query: (queryArg) => ({
        url: `/auth/request-verify-token`,
        method: 'POST',
        body: queryArg.emailRequest,
      }),
    }),
    resendVerification: build.mutation<ResendVerificationApiResponse, ResendVerificationApiArg>({
      query: (queryArg) => ({
        url: `/resend_verification`,
        method: 'POST',
        body: queryArg.emailRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as authApi };
export type AuthInitApiResponse =
  /** status 200 Settings the client needs before sign-in. */ PublicSettings;
export type AuthInitApiArg = void;
export type LoginApiResponse = /** status 200 Signed in. */ LoginResponse;
export type LoginApiArg = {
  loginRequest: LoginRequest;
};
export type RegisterApiResponse = /** status 201 The new user. */ User;
export type RegisterApiArg = {
  registerRequest: RegisterRequest;
};
export type ForgotPasswordApiResponse =
  /** status 202 Accepted; the work happens in the background. */ Status;
export type ForgotPasswordApiArg = {
  emailRequest: EmailRequest;
};
export type ResetPasswordApiResponse = /** status 200 The password is changed. */ Status;
export type ResetPasswordApiArg = {
  resetPasswordRequest: ResetPasswordRequest;
};
export type CheckAuthApiResponse = /** status 200 The token is valid. */ AuthCheck;
export type CheckAuthApiArg = void;
export type RefreshApiResponse =
  /** status 200 A new access token; a new refresh cookie is set. */ RefreshResponse;
export type RefreshApiArg = void;
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type VerifyApiResponse = /** status 200 The verified user. */ User;
export type VerifyApiArg = {
  tokenRequest: TokenRequest;
};
export type RequestVerifyTokenApiResponse =
  /** status 202 Accepted; the work happens in the background. */ Status;
export type RequestVerifyTokenApiArg = {
  emailRequest: EmailRequest;
};
export type ResendVerificationApiResponse =
  /** status 202 Accepted; the work happens in the background. */ Status;
export type ResendVerificationApiArg = {
  emailRequest: EmailRequest;
};
export type PublicSettings = {
  product_name: string;
  /** The Yandex Metrika counter id; null when analytics is off. */
  metrika_id: string | null;
  upload: {
    /** Allowed extensions. */
    formats: string[];
    mime_types: string[];
    /** Bytes per file. */
    max_file_size: number;
    /** Files per upload request. */
    max_files: number;
    /** Creatives per research. */
    max_research_creatives?: number;
  };
  password_policy: {
    min_length: number;
    max_length?: number;
    require_digit: boolean;
    require_letter: boolean;
    require_special: boolean;
  };
  payment_methods: ('card' | 'invoice')[];
  video_split?: {
    min_frequency?: number;
    max_frequency?: number;
  };
};
export type Error = {
  /** The catalogue name, e.g. `NAME_CONFLICT`. */
  code: string;
  /** A short English explanation for developers; on auth routes it repeats the code. */
  detail?: string;
  /** 422, and the 400 of a refused password. A field name (dotted path for nested fields) to its messages. */
  fields?: {
    [key: string]: string[];
  };
};
export type LoginResponse = {
  access_token: string;
  token_type: 'bearer';
};
export type LoginRequest = {
  /** The e-mail. */
  username: string;
  password: string;
};
export type Id = number;
export type User = {
  id: Id;
  email: string;
  is_active: boolean;
  is_verified: boolean;
};
export type RegisterRequest = {
  email: string;
  /** At least 8 characters with digits, letters and special characters. */
  password: string;
};
export type Status = {
  status: string;
};
export type EmailRequest = {
  email: string;
};
export type ResetPasswordRequest = {
  token: string;
  password: string;
};
export type AuthCheck = {
  id: Id;
  email: string;
};
export type RefreshResponse = {
  /** The new access token. */
  access: string;
};
export type TokenRequest = {
  token: string;
};
export const {
  useAuthInitQuery,
  useLoginMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useCheckAuthQuery,
  useRefreshMutation,
  useLogoutMutation,
  useVerifyMutation,
  useRequestVerifyTokenMutation,
  useResendVerificationMutation,
} = injectedRtkApi;
