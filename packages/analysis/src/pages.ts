// The route pages of @kreolab/analysis, as a separate entry point (`@kreolab/analysis/pages`) so that
// apps/web can load them on demand: each feature's pages, and the libraries only they use, land
// in that feature's chunks instead of the first load. Everything else stays in src/index.ts.
// The slice comes with them: the app injects it when this entry loads, before a page renders.
import './api';

export { analysisSlice } from './state/analysisSlice';
export { ResearchDetailsPage } from './pages/ResearchDetailsPage';
export { ResearchProgressPage, ComparisonProgressPage } from './pages/ProgressPage';
export { ResearchResultPage } from './pages/ResearchResultPage';
export { ComparisonCreatePage } from './pages/ComparisonCreatePage';
export { ComparisonResultPage } from './pages/ComparisonResultPage';
export { SharedResultPage } from './pages/SharedResultPage';
