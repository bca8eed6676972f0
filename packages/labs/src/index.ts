// Public API of @kreolab/labs: the research folders. It keeps no slice: its pages read RTK
// Query's cache, and the lab mode they set is @kreolab/entities'.
// How apps/web wires it (see README.md):
//   routes: /labs <LabsPage />, /labs/create <LabCreatePage />, /labs/:labId <LabPage />
import './api';

export { labs, labsEndpoints } from './api';

export { LabsPage } from './pages/LabsPage';
export { LabCreatePage } from './pages/LabCreatePage';
export { LabPage, type LabPageProps } from './pages/LabPage';
export { LabsList, type LabsListProps } from './components/LabsList';
export { LabView, type LabViewProps } from './components/LabView';
export { LABS_TEXTS } from './texts';
