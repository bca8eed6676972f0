// Public API of @kreolab/labs: the research folders (product-spec §2–§4, DESIGN.md §4).
// How apps/web wires it (see README.md):
//   store:  rootReducer.inject(labsSlice); registerLabsListeners(listener.startListening)
//           (optional, product-spec §4) startListening({ predicate: isLabModeSwitch,
//           effect: (_, api) => api.dispatch(selectionCleared()) }) with cloud's selectionCleared
//   routes: /labs <LabsPage />, /labs/create <LabCreatePage />, /labs/:labId <LabPage />
// The analysis package reads the lab mode as `state.labs.mode` (selectLabMode) and sets it
// with labModeSet; the last comparison of the current lab is selectLastComparison.
import './api';

export { labs, labsEndpoints, LABS_TAGS, invalidateLab } from './api';
export {
  labsSlice,
  makeInitialLabsState,
  labModeSet,
  currentLabCleared,
  selectLabsState,
  selectLabs,
  selectCurrentLab,
  selectCurrentLabAnalyses,
  selectLabsLoading,
  selectLabMode,
  selectLastComparison,
  isLabModeSwitch,
  type LabsState,
  type LabsLoading,
  type LabsRootState,
} from './state/labsSlice';
export { registerLabsListeners, createLabsListenerMiddleware } from './state/listeners';
export { LAB_MODE_STORAGE_KEY, isLabMode, type LabMode } from './state/storage';

export { LabsPage } from './pages/LabsPage';
export { LabCreatePage } from './pages/LabCreatePage';
export { LabPage, type LabPageProps } from './pages/LabPage';
export { LabsList, type LabsListProps } from './components/LabsList';
export { LabView, type LabViewProps } from './components/LabView';
export { LABS_TEXTS } from './texts';
