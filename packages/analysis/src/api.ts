// The analyses endpoints with cache tags (api-client README, "For feature packages").
// Importing this module enhances them in place, so the generated hooks refetch after an edit,
// a start, a save or a new feedback batch.
import { analysesApi } from '@kreolab/api-client';
import { PROFILE_TAG } from '@kreolab/entities';

export const ANALYSIS_TAGS = ['Analysis', 'AnalysisFeedback', 'AnalysisResult'] as const;

export const analyses = analysesApi.enhanceEndpoints({
  addTagTypes: [...ANALYSIS_TAGS, PROFILE_TAG],
  endpoints: {
    getAnalysis: { providesTags: (_r, _e, { id }) => [{ type: 'Analysis', id }] },
    updateAnalysis: {
      invalidatesTags: (_r, e, { id }) => (e ? [] : [{ type: 'Analysis', id }]),
    },
    startAnalysis: {
      invalidatesTags: (_r, e, { id }) =>
        e
          ? []
          : [
              { type: 'Analysis', id },
              { type: 'AnalysisResult', id },
              // a research's start spends one of the tariff's analyses
              PROFILE_TAG,
            ],
    },
    saveAnalysis: { invalidatesTags: (_r, e, { id }) => (e ? [] : [{ type: 'Analysis', id }]) },
    getAnalysisResult: { providesTags: (_r, _e, { id }) => [{ type: 'AnalysisResult', id }] },
    listAnalysisFeedback: { providesTags: (_r, _e, { id }) => [{ type: 'AnalysisFeedback', id }] },
    generateAnalysisFeedback: {
      // a batch spends one of the tariff's generations
      invalidatesTags: (_r, e, { id }) =>
        e ? [] : [{ type: 'AnalysisFeedback', id }, PROFILE_TAG],
    },
  },
});
