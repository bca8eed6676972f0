// Public API of @kreolab/briefs: campaign briefs with audience segments (product-spec §2–§4,
// DESIGN.md §4–§5).
// How apps/web wires it (see README.md):
//   store:  rootReducer.inject(briefsSlice)
//   routes: /briefs <BriefsPage />, /briefs/create <BriefCreatePage />, /briefs/:briefId <BriefPage />
// The analysis package reads the current brief (its segments, goal, placements) as
// `state.briefs.current` (selectCurrentBrief, selectCurrentBriefSegments).
import './api';

export { briefs, briefsEndpoints, BRIEFS_TAGS, invalidateBrief } from './api';
export {
  briefsSlice,
  makeInitialBriefsState,
  currentBriefCleared,
  selectBriefsState,
  selectBriefs,
  selectCurrentBrief,
  selectCurrentBriefSegments,
  selectCurrentBriefAnalyses,
  selectBriefsLoading,
  selectBriefLastComparison,
  type BriefsState,
  type BriefsLoading,
  type BriefsRootState,
} from './state/briefsSlice';
export {
  briefFormValues,
  validateBrief,
  toBriefInput,
  newSegment,
  LIMITS as BRIEF_LIMITS,
  type BriefFormValues,
  type SegmentValues,
} from './form/briefForm';
export { BriefForm, type BriefFormProps } from './form/BriefForm';
export { SegmentsEditor } from './form/SegmentsEditor';

export { BriefsPage } from './pages/BriefsPage';
export { BriefCreatePage } from './pages/BriefCreatePage';
export { BriefPage, type BriefPageProps } from './pages/BriefPage';
export { BriefsList, type BriefsListProps } from './components/BriefsList';
export { BriefView, type BriefViewProps } from './components/BriefView';
export { BriefSummaryCard } from './components/BriefSummaryCard';
export { BRIEFS_TEXTS, GOAL_LABELS, PLACEMENT_LABELS, GENDER_LABELS } from './texts';
