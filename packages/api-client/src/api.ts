import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** The one root api; generated endpoints are injected into it, one file per OpenAPI tag. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api/v1' }),
  endpoints: () => ({}),
});
