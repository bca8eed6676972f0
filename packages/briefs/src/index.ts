// Public API of @kreolab/briefs: campaign briefs with audience segments. It keeps no slice: its
// pages read RTK Query's cache (the analysis pages read a brief through the same cache).
// How apps/web wires it (see README.md):
//   routes: /briefs <BriefsPage />, /briefs/create <BriefCreatePage />, /briefs/:briefId <BriefPage />
import './api';

export { briefs, briefsEndpoints } from './api';
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
