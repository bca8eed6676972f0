import { api } from '../api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listApiTokens: build.query<ListApiTokensApiResponse, ListApiTokensApiArg>({
      query: () => ({ url: `/profile/tokens` }),
    }),
    createApiToken: build.mutation<CreateApiTokenApiResponse, CreateApiTokenApiArg>({
      query: (queryArg) => ({
        url: `/profile/tokens`,
        method: 'POST',
        body: queryArg.apiTokenCreate,
      }),
    }),
    revokeApiToken: build.mutation<RevokeApiTokenApiResponse, RevokeApiTokenApiArg>({
      query: (queryArg) => ({ url: `/profile/tokens/${queryArg.id}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as tokensApi };
export type ListApiTokensApiResponse = /** status 200 The tokens. */ ApiTokenList;
export type ListApiTokensApiArg = void;
export type CreateApiTokenApiResponse =
  /** status 201 The new token with its secret, shown this once. */ CreatedApiToken;
export type CreateApiTokenApiArg = {
  apiTokenCreate: ApiTokenCreate;
};
export type RevokeApiTokenApiResponse = unknown;
export type RevokeApiTokenApiArg = {
  /** A personal access token's id. */
  id: Id;
};
export type Id = number;
export type ApiTokenScope = 'read' | 'analyse';
export type DateTime = string;
export type ApiToken = {
  id: Id;
  /** The user's label for it, e.g. the tool that uses it. */
  name: string;
  scope: ApiTokenScope;
  /** The first characters of the secret (`kl_` and 6 more), to tell tokens apart. */
  prefix: string;
  created_at: DateTime;
  expires_at: DateTime;
  /** The last request made with it (to the minute); null when never used. */
  last_used_at: DateTime | null;
};
export type ApiTokenList = {
  items: ApiToken[];
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
export type CreatedApiToken = {
  token: ApiToken;
  /** The token itself, sent as the bearer token; never shown again. */
  secret: string;
};
export type ApiTokenCreate = {
  name: string;
  scope: ApiTokenScope;
  /** The token stops working this many days from now. */
  expires_in_days: number;
};
export const { useListApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } =
  injectedRtkApi;
