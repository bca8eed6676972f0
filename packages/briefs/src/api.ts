// The briefs endpoints of the root api with cache tags (api-client README, "For feature
// packages"). Importing this module enhances them in place, so the generated hooks
// (useListBriefsQuery, ...) refetch after a create, update or delete. The tag names are
// @kreolab/entities', which marks a brief stale after its analyses change and tags the reads
// (`listBriefs`, `getBrief`) itself, as the analysis pages read a brief without this package.
import { briefsApi } from '@kreolab/api-client';
import { BRIEF_TAGS } from '@kreolab/entities';

export const briefs = briefsApi.enhanceEndpoints({
  addTagTypes: BRIEF_TAGS,
  endpoints: {
    createBrief: { invalidatesTags: ['Briefs'] },
    updateBrief: {
      invalidatesTags: (_r, _e, { briefId }) => ['Briefs', { type: 'Brief', id: briefId }],
    },
    // Not the brief itself: its page is being left, a refetch would only 404.
    deleteBrief: { invalidatesTags: ['Briefs'] },
  },
});

export const briefsEndpoints = briefs.endpoints;
