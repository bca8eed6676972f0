// The data side of a lab's or a brief's page (/labs/:labId, /briefs/:briefId): the container
// read from RTK Query's cache (re-read every few seconds while one of its analyses is queued or
// processing), its breadcrumbs, and the analysis actions — a new research draft, the way to a
// comparison (each puts the app in its lab mode), delete. Labs and briefs differ only in kind.
import {
  useGetBriefQuery,
  useGetLabQuery,
  briefsApi,
  labsApi,
  type AnalysisSummary,
  type Brief,
  type Lab,
} from '@kreolab/api-client';
import { BREADCRUMBS } from '@kreolab/i18n-ru';
import { usePageBreadcrumbs } from '@kreolab/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { comparisonCreatePath, pollingIntervalFor, POLL_INTERVAL_MS } from '../analyses/analyses';
import { useAnalysisActions } from '../analyses/useAnalysisActions';
import { labModeSet } from '../labMode/labModeSlice';
import { invalidateContainer, type ContainerKind } from '../tags';

export function parseContainerId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export interface ContainerPageOptions<K extends ContainerKind> {
  kind: K;
  /** How often the list is re-read while an analysis runs (tests shorten it). */
  pollIntervalMs?: number;
  /** No polling meanwhile (e.g. while the container's own form is open). */
  paused?: boolean;
}

type LabsState = Parameters<ReturnType<typeof labsApi.endpoints.getLab.select>>[0];
type BriefsState = Parameters<ReturnType<typeof briefsApi.endpoints.getBrief.select>>[0];
type ContainerOf<K extends ContainerKind> = K extends 'labs' ? Lab : Brief;

export function useContainerPage<K extends ContainerKind>({
  kind,
  pollIntervalMs = POLL_INTERVAL_MS,
  paused = false,
}: ContainerPageOptions<K>) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const params = useParams();
  const id = parseContainerId(kind === 'labs' ? params.labId : params.briefId);
  const labArg = kind === 'labs' && id !== null ? { labId: id } : skipToken;
  const briefArg = kind === 'briefs' && id !== null ? { briefId: id } : skipToken;
  // Polls only while something is queued or processing. The interval comes from the cached
  // container of this same render, so it drops to 0 as soon as all have settled.
  const cached = useSelector((state: LabsState & BriefsState) =>
    kind === 'labs'
      ? labsApi.endpoints.getLab.select(labArg)(state).data?.analyzes
      : briefsApi.endpoints.getBrief.select(briefArg)(state).data?.analyzes,
  );
  const pollingInterval = paused ? 0 : pollingIntervalFor(cached, pollIntervalMs);
  const lab = useGetLabQuery(labArg, { pollingInterval });
  const brief = useGetBriefQuery(briefArg, { pollingInterval });
  const query = kind === 'labs' ? lab : brief;
  const data = query.data as ContainerOf<K> | undefined;
  const basePath = `/${kind}/${id}`;

  const name = data?.name;
  usePageBreadcrumbs(
    name === undefined ? null : [{ label: BREADCRUMBS[kind], to: `/${kind}` }, { label: name }],
  );

  const actions = useAnalysisActions({
    container: kind === 'labs' ? { lab_id: id ?? 0 } : { brief_id: id ?? 0 },
    basePath,
    analyzes: data?.analyzes,
    onChanged: () => {
      if (id !== null) dispatch(invalidateContainer(kind, id));
    },
  });

  return {
    id,
    basePath,
    data,
    error: query.error,
    isLoading: query.isLoading,
    refetch: () => void query.refetch(),
    creating: actions.creating,
    deletingId: actions.deletingId,
    createResearch: () => {
      dispatch(labModeSet('research'));
      void actions.createResearch();
    },
    compare: () => {
      dispatch(labModeSet('comparison'));
      void navigate(comparisonCreatePath(basePath));
    },
    removeAnalysis: (analysis: AnalysisSummary) => void actions.removeAnalysis(analysis),
  };
}

export type ContainerPage<K extends ContainerKind> = ReturnType<typeof useContainerPage<K>>;
