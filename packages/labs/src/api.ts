// The labs endpoints of the root api with cache tags (api-client README, "For feature
// packages"). Importing this module enhances them in place, so the generated hooks
// (useListLabsQuery, ...) refetch after a create, rename or delete.
import { labsApi } from '@kreolab/api-client';

export const LABS_TAGS = ['Lab', 'Labs'] as const;

export const labs = labsApi.enhanceEndpoints({
  addTagTypes: LABS_TAGS,
  endpoints: {
    listLabs: { providesTags: ['Labs'] },
    getLab: { providesTags: (_result, _error, { labId }) => [{ type: 'Lab', id: labId }] },
    createLab: { invalidatesTags: ['Labs'] },
    updateLab: { invalidatesTags: (_r, _e, { labId }) => ['Labs', { type: 'Lab', id: labId }] },
    // Not the lab itself: its page is being left, a refetch would only 404.
    deleteLab: { invalidatesTags: ['Labs'] },
  },
});

export const labsEndpoints = labs.endpoints;

/** After an analysis of the lab was created or deleted: its page and the counts of the list. */
export const invalidateLab = (labId: number) =>
  labs.util.invalidateTags([{ type: 'Lab', id: labId }, 'Labs']);
