// The briefs endpoints of the root api with cache tags (api-client README, "For feature
// packages"). Importing this module enhances them in place, so the generated hooks
// (useListBriefsQuery, ...) refetch after a create, update or delete. The tag names are
// @kreolab/entities', which marks a brief stale after its analyses change.
import { briefsApi } from '@kreolab/api-client';
import { BRIEF_TAGS } from '@kreolab/entities';

export const briefs = briefsApi.enhanceEndpoints({
  addTagTypes: BRIEF_TAGS,
  endpoints: {
    listBriefs: { providesTags: ['Briefs'] },
    getBrief: { providesTags: (_result, _error, { briefId }) => [{ type: 'Brief', id: briefId }] },
    createBrief: { invalidatesTags: ['Briefs'] },
    updateBrief: {
      invalidatesTags: (_r, _e, { briefId }) => ['Briefs', { type: 'Brief', id: briefId }],
    },
    // Not the brief itself: its page is being left, a refetch would only 404.
    deleteBrief: { invalidatesTags: ['Briefs'] },
  },
});

export const briefsEndpoints = briefs.endpoints;
