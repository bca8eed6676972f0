// The cache tags of the labs' and briefs' pages, typed: the analysis pages and the analysis
// actions mark a container stale after a create, delete, start or save, without importing the
// feature that owns the container and without casting the root api.
import { api } from '@kreolab/api-client';

export const LAB_TAGS = ['Lab', 'Labs'] as const;
export const BRIEF_TAGS = ['Brief', 'Briefs'] as const;

/** The root api knowing the containers' tag types (the same api object, enhanced in place). */
export const containerApi = api.enhanceEndpoints({ addTagTypes: [...LAB_TAGS, ...BRIEF_TAGS] });

export type ContainerKind = 'labs' | 'briefs';

/** One lab's or brief's page, and the counts of its list. */
export function invalidateContainer(kind: ContainerKind, id: number) {
  return containerApi.util.invalidateTags(
    kind === 'labs' ? [{ type: 'Lab', id }, 'Labs'] : [{ type: 'Brief', id }, 'Briefs'],
  );
}
