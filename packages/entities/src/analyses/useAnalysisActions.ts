// The analysis actions of a lab or brief page: «Новое исследование» opens the new-research form
// (which saves nothing until the user acts there); delete asks first. `onChanged` re-reads the
// container afterwards.
import { useDeleteAnalysisMutation, type AnalysisSummary } from '@kreolab/api-client';
import { showToast, useConfirm } from '@kreolab/ui-kit';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { NEW_RESEARCH_ID, researchDetailsPath, type AnalysisContainer } from './analyses';
import { ANALYSIS_TEXTS } from './texts';
import { useSayFailure } from './useSayFailure';

export interface AnalysisActionsOptions {
  /** Kept for callers; the new-research form reads its container from its own route. */
  container?: AnalysisContainer;
  basePath: string;
  analyzes?: readonly AnalysisSummary[] | undefined;
  onChanged: () => void;
}

export function useAnalysisActions({ basePath, onChanged }: AnalysisActionsOptions) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const dispatch = useDispatch();
  const [deleteAnalysis] = useDeleteAnalysisMutation();
  const [deletingId, setDeletingId] = useState<number | null>(null);

  const fail = useSayFailure();

  // Opening the form creates nothing: a draft made on every visit would pile up in the list as
  // «Черновик» rows nobody asked for. The form creates it on the user's first action.
  const createResearch = async () => {
    await navigate(researchDetailsPath(basePath, NEW_RESEARCH_ID));
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

  return { createResearch, creating: false, removeAnalysis, deletingId };
}
