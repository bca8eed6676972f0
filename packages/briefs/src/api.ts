// The briefs endpoints of the root api with cache tags (api-client README, "For feature
// packages"). Importing this module enhances them in place, so the generated hooks
// (useListBriefsQuery, ...) refetch after a create, update or delete.
import { briefsApi } from '@kreolab/api-client';

export const BRIEFS_TAGS = ['Brief', 'Briefs'] as const;

export const briefs = briefsApi.enhanceEndpoints({
  addTagTypes: BRIEFS_TAGS,
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

/** After an analysis of the brief was created or deleted: its page and the counts of the list. */
export const invalidateBrief = (briefId: number) =>
  briefs.util.invalidateTags([{ type: 'Brief', id: briefId }, 'Briefs']);
