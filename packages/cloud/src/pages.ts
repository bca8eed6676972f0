// The route pages of @kreolab/cloud, as a separate entry point (`@kreolab/cloud/pages`) so that
// apps/web can load them on demand: each feature's pages, and the libraries only they use, land
// in that feature's chunks instead of the first load. Everything else stays in src/index.ts.
import './api';

export { CloudPage } from './pages/CloudPage';
export { TrashPage } from './trash/TrashPage';
