import { api } from '../api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<GetMeApiResponse, GetMeApiArg>({
      query: () => ({ url: `/profile/me` }),
    }),
    updateMe: build.mutation<UpdateMeApiResponse, UpdateMeApiArg>({
      query: (queryArg) => ({ url: `/profile/me`, method: 'PATCH', body: queryArg.profileUpdate }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as profileApi };
export type GetMeApiResponse = /** status 200 The profile. */ Profile;
export type GetMeApiArg = void;
export type UpdateMeApiResponse = /** status 200 The updated profile. */ Profile;
export type UpdateMeApiArg = {
  profileUpdate: ProfileUpdate;
};
export type Id = number;
export type DateTime = string;
export type QueuedTariff = {
  tariff_id: Id;
  name: string;
  days: number;
  starts_at: DateTime;
};
export type CurrentTariff = {
  id: Id;
  name: string;
  is_trial: boolean;
  started_at: DateTime;
  expires_at: DateTime;
  /** Quota in bytes. */
  disk_space: number;
  analyses_limit: number;
  analyses_left: number;
  generations_limit: number;
  generations_left: number;
  /** Periods of other tariffs bought, gifted or paid by invoice while this paid one runs. Nothing already paid for is cut short: each starts when the one before it ends, in this order, with its own allowances (the generations left carry over). */
  queued?: QueuedTariff[];
};
export type Profile = {
  id: Id;
  first_name: string;
  last_name: string;
  middle_name: string;
  email: string;
  phone: string;
  /** Always true. */
  is_main_email: boolean;
  work_place: string;
  position: string;
  skills: string[];
  /** Researches made. */
  researches: number;
  /** Comparisons made. */
  comparisons: number;
  /** Bytes used in the cloud. */
  disk_used: number;
  hint_comparison_create: boolean;
  hint_research_create: boolean;
  hint_research_before_save: boolean;
  hint_research_after_save: boolean;
  /** The current tariff; null when the user has none. */
  tariff: CurrentTariff | null;
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
export type ProfileUpdate = {
  first_name?: string;
  last_name?: string;
  middle_name?: string;
  phone?: string;
  work_place?: string;
  position?: string;
  skills?: string[];
  hint_comparison_create?: boolean;
  hint_research_create?: boolean;
  hint_research_before_save?: boolean;
  hint_research_after_save?: boolean;
};
export const { useGetMeQuery, useUpdateMeMutation } = injectedRtkApi;
