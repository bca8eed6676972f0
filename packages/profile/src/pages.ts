// The route pages of @kreolab/profile, as a separate entry point (`@kreolab/profile/pages`) so that
// apps/web can load them on demand: each feature's pages, and the libraries only they use, land
// in that feature's chunks instead of the first load. Everything else stays in src/index.ts.
import './api';

export { DashboardPage } from './pages/DashboardPage';
export { DetailsPage } from './pages/DetailsPage';
export { TariffPage } from './pages/TariffPage';
