// The analysis actions of a lab or brief page: «Новое исследование» creates a research draft
// and opens its details; delete asks first. `onChanged` re-reads the container afterwards.
import {
  useCreateAnalysisMutation,
  useDeleteAnalysisMutation,
  type AnalysisSummary,
} from '@kreolab/api-client';
import { showToast, useConfirm } from '@kreolab/ui-kit';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { researchDetailsPath, researchDraftBody, type AnalysisContainer } from './analyses';
import { ANALYSIS_TEXTS } from './texts';
import { errorToastFor } from './errors';

export interface AnalysisActionsOptions {
  container: AnalysisContainer;
  basePath: string;
  analyzes: readonly AnalysisSummary[] | undefined;
  onChanged: () => void;
}

export function useAnalysisActions({
  container,
  basePath,
  analyzes,
  onChanged,
}: AnalysisActionsOptions) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const dispatch = useDispatch();
  const [createAnalysis, { isLoading: creating }] = useCreateAnalysisMutation();
  const [deleteAnalysis] = useDeleteAnalysisMutation();
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const fail = (error: unknown) => {
    const toast = errorToastFor(error);
    if (toast) dispatch(showToast(toast));
  };

  const createResearch = async () => {
    const n = (analyzes?.filter((a) => a.type === 'research').length ?? 0) + 1;
    try {
      const created = await createAnalysis({
        analysisCreate: researchDraftBody(container, ANALYSIS_TEXTS.newResearchName(n)),
      }).unwrap();
      onChanged();
      await navigate(researchDetailsPath(basePath, created.id));
    } catch (error) {
      fail(error);
    }
  };

  const removeAnalysis = async (analysis: AnalysisSummary) => {
    const ok = await confirm({
      title: ANALYSIS_TEXTS.removeTitle,
      message: ANALYSIS_TEXTS.removeQuestion(analysis.name),
      confirmLabel: ANALYSIS_TEXTS.removeConfirm,
      danger: true,
    });
    if (!ok) return;
    setDeletingId(analysis.id);
    try {
      await deleteAnalysis({ id: analysis.id }).unwrap();
      dispatch(showToast({ severity: 'success', message: ANALYSIS_TEXTS.removed }));
      onChanged();
    } catch (error) {
      fail(error);
    } finally {
      setDeletingId(null);
    }
  };

  return { createResearch, creating, removeAnalysis, deletingId };
}
