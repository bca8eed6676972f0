// /briefs/:briefId: the breadcrumb 'Мои брифинги' → /briefs then the brief's name; the brief's
// summary and segments (editable with the same form as creation); its researches and
// comparisons (re-read every few seconds while one is queued or processing), a new research
// draft, the way to a comparison, delete an analysis.
import type { BriefInput } from '@kreolab/api-client';
import { BREADCRUMBS, PAGE_NAMES } from '@kreolab/i18n-ru';
import {
  setBreadcrumbs,
  showToast,
  AnalysisListSkeleton,
  comparisonCreatePath,
  pollingIntervalFor,
  POLL_INTERVAL_MS,
  errorToastFor,
  fieldErrors,
  ErrorState,
  useAnalysisActions,
} from '@kreolab/ui-kit';
import { Skeleton, Stack, Title } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { briefs, invalidateBrief } from '../api';
import { BriefView } from '../components/BriefView';
import { BriefForm } from '../form/BriefForm';
import { BRIEFS_TEXTS } from '../texts';

type BriefsApiState = Parameters<ReturnType<typeof briefs.endpoints.getBrief.select>>[0];

export interface BriefPageProps {
  /** How often the list is re-read while an analysis runs (tests shorten it). */
  pollIntervalMs?: number;
}

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function BriefPage({ pollIntervalMs = POLL_INTERVAL_MS }: BriefPageProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const briefId = parseId(useParams().briefId);
  const [editing, setEditing] = useState(false);
  const arg = briefId === null ? skipToken : { briefId };
  // Polls only while something is queued or processing (see LabPage in @kreolab/labs).
  const cached = useSelector(
    (state: BriefsApiState) => briefs.endpoints.getBrief.select(arg)(state).data,
  );
  const {
    data: brief,
    error,
    isLoading,
    refetch,
  } = briefs.useGetBriefQuery(arg, {
    pollingInterval: editing ? 0 : pollingIntervalFor(cached?.analyzes, pollIntervalMs),
  });
  const [updateBrief, { isLoading: saving }] = briefs.useUpdateBriefMutation();
  const basePath = `/briefs/${briefId}`;

  const name = brief?.name;
  useEffect(() => {
    if (name === undefined) return;
    dispatch(setBreadcrumbs([{ label: BREADCRUMBS.briefs, to: '/briefs' }, { label: name }]));
  }, [dispatch, name]);

  const { createResearch, creating, removeAnalysis, deletingId } = useAnalysisActions({
    container: { brief_id: briefId ?? 0 },
    basePath,
    analyzes: brief?.analyzes,
    onChanged: () => {
      if (briefId !== null) dispatch(invalidateBrief(briefId));
    },
  });

  const save = async (input: BriefInput) => {
    if (briefId === null) return;
    try {
      await updateBrief({ briefId, briefUpdate: input }).unwrap();
      dispatch(showToast({ severity: 'success', message: BRIEFS_TEXTS.updated }));
      setEditing(false);
    } catch (e) {
      const fields = fieldErrors(e);
      if (Object.keys(fields).length > 0) return fields;
      const toast = errorToastFor(e);
      if (toast) dispatch(showToast(toast));
    }
  };

  if (briefId === null || (error && !brief)) {
    return (
      <Stack gap="lg">
        <Title order={1}>{PAGE_NAMES.brief}</Title>
        <ErrorState
          error={error ?? { status: 404, data: { code: 'OBJECT_NOT_FOUND' } }}
          title={BRIEFS_TEXTS.briefLoadError}
          onRetry={briefId === null ? undefined : () => void refetch()}
        />
      </Stack>
    );
  }
  if (isLoading || !brief) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton h={36} w="40%" />
        <Skeleton h={140} radius="md" />
        <AnalysisListSkeleton />
      </Stack>
    );
  }
  if (editing) {
    return (
      <Stack gap="lg" maw={960}>
        <Title order={1}>{BRIEFS_TEXTS.editTitle}</Title>
        <BriefForm
          brief={brief}
          submitLabel={BRIEFS_TEXTS.submitSave}
          busy={saving}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      </Stack>
    );
  }
  return (
    <BriefView
      brief={brief}
      creating={creating}
      onCreateResearch={() => void createResearch()}
      onCompare={() => void navigate(comparisonCreatePath(basePath))}
      onEdit={() => setEditing(true)}
      onDeleteAnalysis={(a) => void removeAnalysis(a)}
      deletingId={deletingId}
    />
  );
}
