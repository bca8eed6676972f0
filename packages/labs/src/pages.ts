// The route pages of @kreolab/labs, as a separate entry point (`@kreolab/labs/pages`) so that
// apps/web can load them on demand: each feature's pages, and the libraries only they use, land
// in that feature's chunks instead of the first load. Everything else stays in src/index.ts.
import './api';

export { LabsPage } from './pages/LabsPage';
export { LabCreatePage } from './pages/LabCreatePage';
export { LabPage } from './pages/LabPage';
