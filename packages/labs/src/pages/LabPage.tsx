// /labs/:labId: the breadcrumb 'Мои исследования' → /labs then the lab's name; the lab's
// researches and comparisons (re-read every few seconds while one is queued or processing),
// a new research draft, the way to a comparison, delete an analysis, rename the lab.
import { BREADCRUMBS, PAGE_NAMES } from '@kreolab/i18n-ru';
import {
  setBreadcrumbs,
  showToast,
  AnalysisListSkeleton,
  comparisonCreatePath,
  pollingIntervalFor,
  POLL_INTERVAL_MS,
  errorToastFor,
  ErrorState,
  useAnalysisActions,
} from '@kreolab/ui-kit';
import { Skeleton, Stack, Title } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { invalidateLab, labs } from '../api';
import { LabView } from '../components/LabView';
import { labModeSet } from '../state/labsSlice';
import { LABS_TEXTS } from '../texts';

type LabsApiState = Parameters<ReturnType<typeof labs.endpoints.getLab.select>>[0];

export interface LabPageProps {
  /** How often the list is re-read while an analysis runs (tests shorten it). */
  pollIntervalMs?: number;
}

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function LabPage({ pollIntervalMs = POLL_INTERVAL_MS }: LabPageProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const labId = parseId(useParams().labId);
  const arg = labId === null ? skipToken : { labId };
  // Polls only while something is queued or processing; stops once all have settled. The
  // interval comes from the cached lab of this same render, so it drops to 0 at once.
  const cached = useSelector(
    (state: LabsApiState) => labs.endpoints.getLab.select(arg)(state).data,
  );
  const {
    data: lab,
    error,
    isLoading,
    refetch,
  } = labs.useGetLabQuery(arg, {
    pollingInterval: pollingIntervalFor(cached?.analyzes, pollIntervalMs),
  });
  const [updateLab, { isLoading: renaming }] = labs.useUpdateLabMutation();
  const basePath = `/labs/${labId}`;

  const name = lab?.name;
  useEffect(() => {
    if (name === undefined) return;
    dispatch(setBreadcrumbs([{ label: BREADCRUMBS.labs, to: '/labs' }, { label: name }]));
  }, [dispatch, name]);

  const { createResearch, creating, removeAnalysis, deletingId } = useAnalysisActions({
    container: { lab_id: labId ?? 0 },
    basePath,
    analyzes: lab?.analyzes,
    onChanged: () => {
      if (labId !== null) dispatch(invalidateLab(labId));
    },
  });

  const rename = async (newName: string) => {
    if (labId === null) return false;
    try {
      await updateLab({ labId, nameRequest: { name: newName } }).unwrap();
      dispatch(showToast({ severity: 'success', message: LABS_TEXTS.renamed }));
      return true;
    } catch (e) {
      const toast = errorToastFor(e);
      if (toast) dispatch(showToast(toast));
      return false;
    }
  };

  if (labId === null || (error && !lab)) {
    return (
      <Stack gap="lg">
        <Title order={1}>{PAGE_NAMES.lab}</Title>
        <ErrorState
          error={error ?? { status: 404, data: { code: 'OBJECT_NOT_FOUND' } }}
          title={LABS_TEXTS.labLoadError}
          onRetry={labId === null ? undefined : () => void refetch()}
        />
      </Stack>
    );
  }
  if (isLoading || !lab) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton h={36} w="40%" />
        <AnalysisListSkeleton />
      </Stack>
    );
  }
  return (
    <LabView
      lab={lab}
      creating={creating}
      onCreateResearch={() => {
        dispatch(labModeSet('research'));
        void createResearch();
      }}
      onCompare={() => {
        dispatch(labModeSet('comparison'));
        void navigate(comparisonCreatePath(basePath));
      }}
      onRename={rename}
      renaming={renaming}
      onDeleteAnalysis={(a) => void removeAnalysis(a)}
      deletingId={deletingId}
    />
  );
}
