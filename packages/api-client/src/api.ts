import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery, type BaseQueryOptions, type KreolabBaseQuery } from './baseQuery';

let current: KreolabBaseQuery = createBaseQuery();

/**
 * Replaces the root api's base query settings (base URL, fetch). For tests and embedding;
 * the app itself uses the defaults (`/api/v1`, the global fetch).
 */
export function configureApiClient(options: BaseQueryOptions): void {
  current = createBaseQuery(options);
}

const baseQuery: KreolabBaseQuery = (args, api, extra) => current(args, api, extra);

/** The one root api; generated endpoints are injected into it, one file per OpenAPI tag. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});
