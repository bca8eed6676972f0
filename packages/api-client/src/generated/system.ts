import { api } from '../api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    health: build.query<HealthApiResponse, HealthApiArg>({
      query: () => ({ url: `/health` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as systemApi };
export type HealthApiResponse = /** status 200 The service is up. */ Health;
export type HealthApiArg = void;
export type Health = {
  status: 'ok';
};
export const { useHealthQuery } = injectedRtkApi;
