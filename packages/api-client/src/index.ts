// Public API of @kreolab/api-client: the one RTK Query root api of the web app.
//
// How the generated code is exported (src/generated is written by `pnpm gen`, never by hand):
// - one file per OpenAPI tag (auth, profile, tariffs, payments, cloud, labs, briefs, analyses,
//   feedback, system); each injects its endpoints into `api` when imported, and importing this
//   package imports them all;
// - every hook (`useLoginMutation`, `useGetFolderQuery`, ...) and every per-operation type
//   (`LoginApiArg`, `GetFolderApiResponse`, ...) is exported flat under its own name: operationIds
//   are unique, so these never clash;
// - each tag's api is exported as `<tag>Api` (`authApi`, `cloudApi`, ...): use it for
//   `endpoints.x.initiate/select` and for `enhanceEndpoints` (tags, form bodies; see README.md);
// - schema types (`Item`, `Profile`, `Lab`, `ResearchResult`, ...) appear in several tag files;
//   each is exported once. The error body type is exported as `ApiError` (not `Error`).
export { api, configureApiClient } from './api';
export {
  createBaseQuery,
  DEFAULT_BASE_URL,
  REFRESH_PATH,
  type BaseQueryOptions,
  type FetchFn,
  type KreolabBaseQuery,
} from './baseQuery';
export {
  canRetry,
  classifyStatus,
  getErrorCode,
  isToastedFailure,
  NETWORK_ERROR,
  TOAST_STATUSES,
  type StatusClass,
} from './status';
export { sessionExpired } from './session';
export {
  getToken,
  setToken,
  clearToken,
  readTokenCookie,
  TOKEN_COOKIE,
  TOKEN_COOKIE_MAX_AGE,
} from './token';
export * from './generated';
