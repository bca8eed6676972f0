// The base query of the root api: bearer header from the token cookie, cookies sent along
// (the HttpOnly refresh cookie), and on 401 one shared refresh whose new token every waiting
// request retries with.
import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { sessionExpired } from './session';
import { clearToken, getToken, setToken } from './token';

export { classifyStatus, TOAST_STATUSES, type StatusClass } from './status';

export const DEFAULT_BASE_URL = '/api/v1';
/** Relative to the base URL. */
export const REFRESH_PATH = '/auth/jwt/refresh';
/** A 401 from these calls means bad credentials or a dead session, never "refresh and retry". */
const NO_REFRESH = /\/auth\/jwt\/(?:login|refresh)\/?(?:[?#]|$)/;

export type FetchFn = (input: RequestInfo, init?: RequestInit) => Promise<Response>;

export interface BaseQueryOptions {
  /** Defaults to `/api/v1`; tests in jsdom need an absolute URL, e.g. `http://localhost/api/v1`. */
  baseUrl?: string;
  /** Defaults to the global `fetch`, looked up on every call (so msw and other patches apply). */
  fetchFn?: FetchFn;
}

export type KreolabBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

function urlOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

/** A base query with its own single-flight refresh. The root `api` uses one of these. */
export function createBaseQuery(options: BaseQueryOptions = {}): KreolabBaseQuery {
  const raw = fetchBaseQuery({
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
    credentials: 'include',
    fetchFn: options.fetchFn ?? ((input, init) => fetch(input, init)),
    prepareHeaders: (headers) => {
      const token = getToken();
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });

  let refreshing: Promise<string | null> | null = null;

  /** Starts a refresh, or joins the one in flight. Resolves to the new token, or null. */
  function refresh(api: BaseQueryApi, extra: object): Promise<string | null> {
    refreshing ??= (async () => {
      try {
        // Its own signal: one waiting request being aborted must not abort everyone's refresh.
        const refreshApi = { ...api, signal: new AbortController().signal };
        const result = await raw({ url: REFRESH_PATH, method: 'POST' }, refreshApi, extra);
        const access = (result.data as { access?: unknown } | undefined)?.access;
        if (typeof access === 'string' && access !== '') {
          setToken(access);
          return access;
        }
      } catch {
        // treated as a failed refresh below
      }
      clearToken();
      api.dispatch(sessionExpired());
      return null;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return async (args, api, extra = {}) => {
    const sentWith = getToken();
    const result = await raw(args, api, extra);
    if (result.error?.status !== 401 || NO_REFRESH.test(urlOf(args))) return result;
    // If another request already refreshed while this one was in flight, just retry.
    const current = getToken();
    const token = current !== null && current !== sentWith ? current : await refresh(api, extra);
    if (token === null) return result;
    return raw(args, api, extra);
  };
}
