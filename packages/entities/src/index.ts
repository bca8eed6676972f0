// Public API of @kreolab/entities: the domain layer every feature may import and that imports no
// feature. How apps/web wires its state (see README.md):
//   store: combineSlices(..., selectionSlice, labModeSlice); registerEntityListeners(startListening)

export {
  ANALYSIS_STATUS_LABELS,
  ANALYSIS_STATUS_COLORS,
  ANALYSIS_TYPE_LABELS,
  ANALYSIS_TEXTS,
  GOAL_LABELS,
  PLACEMENT_LABELS,
  scoredForText,
} from './analyses/texts';
export {
  POLL_INTERVAL_MS,
  analysisPath,
  belongsTo,
  comparableCount,
  comparisonCreatePath,
  hasRunning,
  isRunning,
  lastComparison,
  pollingIntervalFor,
  NEW_RESEARCH_ID,
  researchDetailsPath,
  researchDraftBody,
  type AnalysisContainer,
} from './analyses/analyses';
export { describeError, errorStatus, errorToastFor, fieldErrors } from './analyses/errors';
export { useSayFailure } from './analyses/useSayFailure';
export { namesBrand } from './analyses/brand';
export {
  AnalysisList,
  AnalysisListSkeleton,
  type AnalysisListProps,
} from './analyses/AnalysisList';
export { AnalysisStatusBadge } from './analyses/AnalysisStatusBadge';
export { ErrorState, type ErrorStateProps } from './analyses/ErrorState';
export { ActionError, TariffLink } from './analyses/ActionError';
export { useAnalysisActions, type AnalysisActionsOptions } from './analyses/useAnalysisActions';

export { accountChanged } from './account';
export { toSelectedCreative, type SelectedCreative } from './selection/model';
export {
  selectionSlice,
  creativesSelected,
  creativeDeselected,
  selectionCleared,
  selectSelectedCreatives,
  loadSelection,
  SELECTION_STORAGE_KEY,
  type SelectionState,
  type SelectionRootState,
} from './selection/selectionSlice';
export {
  labModeSlice,
  labModeSet,
  selectLabMode,
  isLabMode,
  isLabModeSwitch,
  loadLabMode,
  LAB_MODE_STORAGE_KEY,
  type LabMode,
  type LabModeState,
  type LabModeRootState,
} from './labMode/labModeSlice';
export {
  registerEntityListeners,
  createEntityListenerMiddleware,
  type EntitiesRootState,
} from './listeners';

export {
  HINT_NAMES,
  HINT_TEXTS,
  HINT_TEXTS_IN_BRIEF,
  useProfileHint,
  type HintName,
  type ProfileHint,
} from './hints/useProfileHint';
export {
  containerApi,
  invalidateAllowances,
  invalidateContainer,
  LAB_TAGS,
  PROFILE_TAG,
  BRIEF_TAGS,
  type ContainerKind,
} from './tags';

export {
  useContainerPage,
  parseContainerId,
  type ContainerPage,
  type ContainerPageOptions,
} from './container/useContainerPage';
export { ContainerPageState, type ContainerPageStateProps } from './container/ContainerPageState';
export { ContainerAnalyses, type ContainerAnalysesProps } from './container/ContainerAnalyses';
export {
  CardRemoveButton,
  ContainerCardTitle,
  ContainerGrid,
  ContainerGridSkeleton,
  ContainerListPage,
  useConfirmedRemove,
  type ContainerGridProps,
  type ContainerListPageProps,
  type ContainerListTexts,
} from './container/ContainerList';
export { readStored, writeStored, type StorageArea } from './storage';
