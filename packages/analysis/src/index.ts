// Public API of @kreolab/analysis: researches and comparisons, mounted by apps/web under both
// /labs/:labId/... and /briefs/:briefId/... with the container.
// How apps/web wires it:
//   store:  rootReducer.inject(analysisSlice)
//   routes: researchDetails: (c) => <ResearchDetailsPage container={c} />, likewise
//           ResearchProgressPage, ResearchResultPage, ComparisonCreatePage,
//           ComparisonProgressPage, ComparisonResultPage.
// It embeds @kreolab/cloud's picker and viewer; the selected creatives and the lab mode it reads
// and sets are @kreolab/entities'.
import './api';

export { analyses, ANALYSIS_TAGS } from './api';
export {
  analysisSlice,
  makeInitialAnalysisState,
  resultOpened,
  feedbackAdded,
  feedbackAdvanced,
  feedbackCleared,
  frameSelected,
  viewModeSet,
  opacitySet,
  regionDrawn,
  regionRemoved,
  selectAnalysisUi,
  selectFeedbackQueue,
  selectCurrentFeedback,
  selectShowFeedback,
  selectFrame,
  selectViewMode,
  selectOpacity,
  selectDrawnRegions,
  DEFAULT_OPACITY,
  type AnalysisUiState,
  type AnalysisRootState,
  type DrawnRegion,
  type ViewMode,
} from './state/analysisSlice';
export { gridShare, rectFromPoints, clampRect, formatShare, type Size } from './grid';
export { HintNotice, type HintNoticeProps } from './shared/HintNotice';
export { useLabMode } from './shared/useLabMode';
export type { ContainerKind } from './shared/useContainer';

export { ResearchDetailsPage, refusalLabel, MAX_CREATIVES } from './pages/ResearchDetailsPage';
export {
  ProgressPage,
  ResearchProgressPage,
  ComparisonProgressPage,
  stageLabel,
  type ProgressPageProps,
} from './pages/ProgressPage';
export { ResearchResultPage } from './pages/ResearchResultPage';
export { ComparisonCreatePage } from './pages/ComparisonCreatePage';
export { ComparisonResultPage } from './pages/ComparisonResultPage';

export { ResearchResultView, type ResearchResultData } from './result/ResearchResultView';
export { HeatmapViewer, type HeatmapViewerProps } from './result/HeatmapViewer';
export { RegionList } from './result/RegionList';
export { DrawTool } from './result/DrawTool';
export { MetricCards } from './result/MetricCards';
export { Palette } from './result/Palette';
export { FeedbackStack } from './result/FeedbackStack';
export { FeedbackPanel } from './result/FeedbackPanel';
export { ComparisonResultView } from './comparison/ComparisonResultView';
export { RankingTable } from './comparison/RankingTable';
export { SegmentShares } from './comparison/SegmentShares';
export { GOAL_LABELS, PLACEMENT_LABELS, METRIC_LABELS } from './texts';
export { ContextPicker, type ContextPickerProps } from './context/ContextPicker';
export { ContextView, type ContextViewProps } from './context/ContextView';
export { ContextRanking, type ContextRankingProps } from './context/ContextRanking';
export { SlotMarker, type SlotMarkerProps } from './context/SlotMarker';
