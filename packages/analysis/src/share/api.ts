// The share-link endpoints with cache tags: creating or revoking a link refetches the list.
import { DEFAULT_BASE_URL, sharesApi } from '@kreolab/api-client';

export const shares = sharesApi.enhanceEndpoints({
  addTagTypes: ['ShareLinks'],
  endpoints: {
    listShareLinks: { providesTags: (_r, _e, { id }) => [{ type: 'ShareLinks', id }] },
    createShareLink: {
      invalidatesTags: (_r, e, { id }) => (e ? [] : [{ type: 'ShareLinks', id }]),
    },
    revokeShareLink: {
      invalidatesTags: (_r, e, { id }) => (e ? [] : [{ type: 'ShareLinks', id }]),
    },
  },
});

/** The guest page of a link, as the owner copies it. */
export const sharePageUrl = (token: string, origin = window.location.origin) =>
  `${origin}/s/${token}`;

/** The guest's PDF report: a plain link, with the password's grant when there is one. */
export const sharedReportUrl = (token: string, access?: string) =>
  `${DEFAULT_BASE_URL}/shared/${token}/report.pdf${access ? `?access=${encodeURIComponent(access)}` : ''}`;
