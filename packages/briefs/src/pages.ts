// The route pages of @kreolab/briefs, as a separate entry point (`@kreolab/briefs/pages`) so that
// apps/web can load them on demand: each feature's pages, and the libraries only they use, land
// in that feature's chunks instead of the first load. Everything else stays in src/index.ts.
import './api';

export { BriefsPage } from './pages/BriefsPage';
export { BriefCreatePage } from './pages/BriefCreatePage';
export { BriefPage } from './pages/BriefPage';
