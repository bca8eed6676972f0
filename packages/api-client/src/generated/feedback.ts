import { api } from '../api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendFeedback: build.mutation<SendFeedbackApiResponse, SendFeedbackApiArg>({
      query: (queryArg) => ({ url: `/feedback`, method: 'POST', body: queryArg.contactRequest }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as feedbackApi };
export type SendFeedbackApiResponse =
  /** status 202 Accepted; the work happens in the background. */ Status;
export type SendFeedbackApiArg = {
  contactRequest: ContactRequest;
};
export type Status = {
  status: string;
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
export type Id = number;
export type ContactRequest = {
  analysis_id?: Id | null;
  message: string;
  email: string;
};
export const { useSendFeedbackMutation } = injectedRtkApi;
