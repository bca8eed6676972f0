import { api } from '../api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBriefs: build.query<ListBriefsApiResponse, ListBriefsApiArg>({
      query: () => ({ url: `/briefs` }),
    }),
    createBrief: build.mutation<CreateBriefApiResponse, CreateBriefApiArg>({
      query: (queryArg) => ({ url: `/briefs`, method: 'POST', body: queryArg.briefInput }),
    }),
    getBrief: build.query<GetBriefApiResponse, GetBriefApiArg>({
      query: (queryArg) => ({ url: `/briefs/${queryArg.briefId}` }),
    }),
    updateBrief: build.mutation<UpdateBriefApiResponse, UpdateBriefApiArg>({
      query: (queryArg) => ({
        url: `/briefs/${queryArg.briefId}`,
        method: 'PATCH',
        body: queryArg.briefUpdate,
      }),
    }),
    deleteBrief: build.mutation<DeleteBriefApiResponse, DeleteBriefApiArg>({
      query: (queryArg) => ({ url: `/briefs/${queryArg.briefId}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as briefsApi };
export type ListBriefsApiResponse = /** status 200 The briefs, newest first. */ BriefList;
export type ListBriefsApiArg = void;
export type CreateBriefApiResponse = /** status 201 The new brief. */ Brief;
export type CreateBriefApiArg = {
  briefInput: BriefInput;
};
export type GetBriefApiResponse = /** status 200 The brief. */ Brief;
export type GetBriefApiArg = {
  /** A brief's id. */
  briefId: Id;
};
export type UpdateBriefApiResponse = /** status 200 The brief. */ Brief;
export type UpdateBriefApiArg = {
  /** A brief's id. */
  briefId: Id;
  briefUpdate: BriefUpdate;
};
export type DeleteBriefApiResponse = unknown;
export type DeleteBriefApiArg = {
  /** A brief's id. */
  briefId: Id;
};
export type Id = number;
export type DateTime = string;
export type BriefSummary = {
  id: Id;
  name: string;
  brand: string;
  product: string;
  created_at: DateTime;
  researches: number;
  comparisons: number;
};
export type BriefList = {
  items: BriefSummary[];
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
export type Goal = 'awareness' | 'consideration' | 'conversion';
export type Placement = 'social_feed' | 'banner' | 'outdoor' | 'print' | 'video';
export type Gender = 'any' | 'female' | 'male';
export type Segment = {
  id: Id;
  name: string;
  age_from: number;
  age_to: number;
  gender: Gender;
  interests: string[];
};
export type AnalysisType = 'research' | 'comparison';
export type AnalysisStatus = 'draft' | 'queued' | 'processing' | 'done' | 'failed' | 'canceled';
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
export type Brief = {
  id: Id;
  name: string;
  brand: string;
  product: string;
  category: string;
  goal: Goal;
  audience: string;
  key_message: string;
  placements: Placement[];
  segments: Segment[];
  created_at: DateTime;
  analyzes: AnalysisSummary[];
};
export type SegmentInput = {
  id?: Id;
  name: string;
  age_from: number;
  age_to: number;
  gender: Gender;
  interests: string[];
};
export type BriefInput = {
  name: string;
  /** Looked for among the creatives' recognised text by its Russian and Latin letters and
    digits; a name with none of them («!!!») is refused (422 on `brand`).
     */
  brand: string;
  product: string;
  category: string;
  goal: Goal;
  audience: string;
  key_message: string;
  placements: Placement[];
  /** Segments without an id are new; existing ones keep their id. */
  segments: SegmentInput[];
};
export type BriefUpdate = {
  name?: string;
  /** Looked for among the creatives' recognised text by its Russian and Latin letters and
    digits; a name with none of them («!!!») is refused (422 on `brand`).
     */
  brand?: string;
  product?: string;
  category?: string;
  goal?: Goal;
  audience?: string;
  key_message?: string;
  placements?: Placement[];
  segments?: SegmentInput[];
};
export const {
  useListBriefsQuery,
  useCreateBriefMutation,
  useGetBriefQuery,
  useUpdateBriefMutation,
  useDeleteBriefMutation,
} = injectedRtkApi;
