// The cache tags of the labs' and briefs' pages and of the profile, typed: the analysis pages
// and the analysis actions mark a container stale after a create, delete, start or save (and the
// profile after what changes its allowances), without importing the feature that owns it and
// without casting the root api.
import { api, briefsApi, labsApi, profileApi } from '@kreolab/api-client';

export const LAB_TAGS = ['Lab', 'Labs'] as const;
export const BRIEF_TAGS = ['Brief', 'Briefs'] as const;
/**
 * The profile (GET /profile/me), with the tariff's allowances: read by the hints of every
 * analysis page and by the profile's pages. A research's start spends an analysis, a feedback
 * batch a generation, a failed run gives its analysis back; each marks it stale, so the profile's
 * «Осталось» is not the count from before.
 */
export const PROFILE_TAG = 'Profile' as const;

/** The root api knowing the containers' tag types (the same api object, enhanced in place). */
export const containerApi = api.enhanceEndpoints({
  addTagTypes: [...LAB_TAGS, ...BRIEF_TAGS, PROFILE_TAG],
});

// The reads those tags mark stale are tagged here, not only in @kreolab/labs and
// @kreolab/briefs: an analysis page opened directly (a reload, a bookmark) reads its lab or brief
// before the feature that owns it is loaded, and an untagged entry survived the research's start
// and save, so the lab's page showed the research as a draft afterwards.
labsApi.enhanceEndpoints({
  addTagTypes: LAB_TAGS,
  endpoints: {
    listLabs: { providesTags: ['Labs'] },
    getLab: { providesTags: (_result, _error, { labId }) => [{ type: 'Lab', id: labId }] },
  },
});
briefsApi.enhanceEndpoints({
  addTagTypes: BRIEF_TAGS,
  endpoints: {
    listBriefs: { providesTags: ['Briefs'] },
    getBrief: { providesTags: (_result, _error, { briefId }) => [{ type: 'Brief', id: briefId }] },
  },
});

profileApi.enhanceEndpoints({
  addTagTypes: [PROFILE_TAG],
  endpoints: { getMe: { providesTags: [PROFILE_TAG] } },
});

/** The profile's allowances changed (an analysis spent or given back, a generation spent). */
export const invalidateAllowances = () => containerApi.util.invalidateTags([PROFILE_TAG]);

export type ContainerKind = 'labs' | 'briefs';

/** One lab's or brief's page, and the counts of its list. */
export function invalidateContainer(kind: ContainerKind, id: number) {
  return containerApi.util.invalidateTags(
    kind === 'labs' ? [{ type: 'Lab', id }, 'Labs'] : [{ type: 'Brief', id }, 'Briefs'],
  );
}
