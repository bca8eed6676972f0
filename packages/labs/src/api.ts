// The labs endpoints of the root api with cache tags (api-client README, "For feature
// packages"). Importing this module enhances them in place, so the generated hooks
// (useListLabsQuery, ...) refetch after a create, rename or delete. The tag names are
// @kreolab/entities', which marks a lab stale after its analyses change and tags the reads
// (`listLabs`, `getLab`) itself, as the analysis pages read a lab without this package.
import { labsApi } from '@kreolab/api-client';
import { LAB_TAGS } from '@kreolab/entities';

export const labs = labsApi.enhanceEndpoints({
  addTagTypes: LAB_TAGS,
  endpoints: {
    createLab: { invalidatesTags: ['Labs'] },
    updateLab: { invalidatesTags: (_r, _e, { labId }) => ['Labs', { type: 'Lab', id: labId }] },
    // Not the lab itself: its page is being left, a refetch would only 404.
    deleteLab: { invalidatesTags: ['Labs'] },
  },
});

export const labsEndpoints = labs.endpoints;
