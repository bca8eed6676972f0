import { api } from '../api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listLabs: build.query<ListLabsApiResponse, ListLabsApiArg>({
      query: () => ({ url: `/labs` }),
    }),
    createLab: build.mutation<CreateLabApiResponse, CreateLabApiArg>({
      query: (queryArg) => ({ url: `/labs`, method: 'POST', body: queryArg.nameRequest }),
    }),
    getLab: build.query<GetLabApiResponse, GetLabApiArg>({
      query: (queryArg) => ({ url: `/labs/${queryArg.labId}` }),
    }),
    updateLab: build.mutation<UpdateLabApiResponse, UpdateLabApiArg>({
      query: (queryArg) => ({
        url: `/labs/${queryArg.labId}`,
        method: 'PATCH',
        body: queryArg.nameRequest,
      }),
    }),
    deleteLab: build.mutation<DeleteLabApiResponse, DeleteLabApiArg>({
      query: (queryArg) => ({ url: `/labs/${queryArg.labId}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as labsApi };
export type ListLabsApiResponse = /** status 200 The labs, newest first. */ LabList;
export type ListLabsApiArg = void;
export type CreateLabApiResponse = /** status 201 The new lab. */ Lab;
export type CreateLabApiArg = {
  nameRequest: NameRequest;
};
export type GetLabApiResponse = /** status 200 The lab. */ Lab;
export type GetLabApiArg = {
  /** A lab's id. */
  labId: Id;
};
export type UpdateLabApiResponse = /** status 200 The lab. */ Lab;
export type UpdateLabApiArg = {
  /** A lab's id. */
  labId: Id;
  nameRequest: NameRequest;
};
export type DeleteLabApiResponse = unknown;
export type DeleteLabApiArg = {
  /** A lab's id. */
  labId: Id;
};
export type Id = number;
export type DateTime = string;
export type LabSummary = {
  id: Id;
  name: string;
  created_at: DateTime;
  researches: number;
  comparisons: number;
};
export type LabList = {
  items: LabSummary[];
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
export type AnalysisType = 'research' | 'comparison';
export type AnalysisStatus = 'draft' | 'queued' | 'processing' | 'done' | 'failed' | 'canceled';
export type Goal = 'awareness' | 'consideration' | 'conversion';
export type Placement = 'social_feed' | 'banner' | 'outdoor' | 'print' | 'video';
export type AnalysisSummary = {
  id: Id;
  type: AnalysisType;
  name: string;
  status: AnalysisStatus;
  saved: boolean;
  created_at: DateTime;
  /** A signed URL of a thumbnail of the first creative. */
  preview: string | null;
  /** A research's goal, once it has its settings (a started one always has): the
    comparison's form shows it, as scores of different goals do not compare. Absent for
    comparisons.
     */
  goal?: Goal;
  /** A research's placement, with its goal. */
  placement?: Placement;
};
export type Lab = {
  id: Id;
  name: string;
  created_at: DateTime;
  /** Its researches and comparisons, oldest first. */
  analyzes: AnalysisSummary[];
};
export type NameRequest = {
  name: string;
};
export const {
  useListLabsQuery,
  useCreateLabMutation,
  useGetLabQuery,
  useUpdateLabMutation,
  useDeleteLabMutation,
} = injectedRtkApi;
