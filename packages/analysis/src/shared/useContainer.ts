// Which lab or brief an analysis page is in: the route's :labId or :briefId, the base path
// of its pages, the body fields of POST /analyses, and the container itself (name, the
// brief's goal, placements and segments, the list of analyses).
import {
  useGetBriefQuery,
  useGetLabQuery,
  type AnalysisSummary,
  type Brief,
} from '@kreolab/api-client';
import { parseContainerId, type ContainerKind } from '@kreolab/entities';
import { BREADCRUMBS } from '@kreolab/i18n-ru';
import { usePageBreadcrumbs } from '@kreolab/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router';

export type { ContainerKind };
export { parseContainerId as parseId };

export interface ContainerInfo {
  kind: ContainerKind;
  id: number | null;
  basePath: string;
  name: string | undefined;
  analyzes: AnalysisSummary[] | undefined;
  brief: Brief | undefined;
  body: { lab_id: number } | { brief_id: number };
  isLoading: boolean;
  refetch: () => void;
}

export function useContainer(
  kind: ContainerKind,
  { refetchOnMount = false }: { refetchOnMount?: boolean } = {},
): ContainerInfo {
  const params = useParams();
  const id = parseContainerId(kind === 'labs' ? params.labId : params.briefId);
  const opts = { refetchOnMountOrArgChange: refetchOnMount };
  const lab = useGetLabQuery(kind === 'labs' && id !== null ? { labId: id } : skipToken, opts);
  const brief = useGetBriefQuery(
    kind === 'briefs' && id !== null ? { briefId: id } : skipToken,
    opts,
  );
  const q = kind === 'labs' ? lab : brief;
  return {
    kind,
    id,
    basePath: `/${kind}/${id ?? ''}`,
    name: q.data?.name,
    analyzes: q.data?.analyzes,
    brief: kind === 'briefs' ? brief.data : undefined,
    body: kind === 'labs' ? { lab_id: id ?? 0 } : { brief_id: id ?? 0 },
    isLoading: q.isLoading,
    refetch: () => void q.refetch(),
  };
}

/** Breadcrumbs: 'Мои исследования' / 'Мои брифинги' → the container → this page. */
export function useAnalysisBreadcrumbs(c: ContainerInfo, page: string) {
  const { kind, basePath, name } = c;
  const root =
    kind === 'labs'
      ? { label: BREADCRUMBS.labs, to: '/labs' }
      : { label: BREADCRUMBS.briefs, to: '/briefs' };
  usePageBreadcrumbs([root, ...(name ? [{ label: name, to: basePath }] : []), { label: page }]);
}
