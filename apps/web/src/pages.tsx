import type { ReactElement } from 'react';
import { rootReducer } from './store';

/** Which container an analysis page is mounted in (DESIGN.md §2: analysis runs in both). */
export type Container = 'labs' | 'briefs';

/** A route's `lazy`: loads its feature's pages and hands the route its element. */
export type LazyPage = () => Promise<{ element: ReactElement }>;

// One entry point per feature package, so each feature's pages (and the libraries only they
// use: charts, the lightbox, the PDF viewer, the dropzone) are fetched the first time one of
// its routes is visited, never on the first load of another. The router loads a route's
// module before it renders it (and in parallel with the guard's check on a first load).
const auth = () => import('@kreolab/auth/pages');
const profile = () => import('@kreolab/profile/pages');
const cloud = () => import('@kreolab/cloud/pages');
const labs = () => import('@kreolab/labs/pages');
const briefs = () => import('@kreolab/briefs/pages');
// the methodology page alone: text and three tables, none of the result pages' charts or state
const method = () => import('@kreolab/analysis/method');
// The analysis pages keep the result viewer's state and the feedback cards in state.analysis:
// the slice is injected as their entry loads, so before any of them renders.
// The charts' own styles (tooltips, legends) travel with the only pages that draw charts.
const analysis = () =>
  Promise.all([import('@kreolab/analysis/pages'), import('@mantine/charts/styles.css')]).then(
    ([m]) => {
      rootReducer.inject(m.analysisSlice);
      return m;
    },
  );

function page<M>(load: () => Promise<M>, render: (m: M) => ReactElement): LazyPage {
  return async () => ({ element: render(await load()) });
}

/**
 * The page of every route, one entry per screen, as the route's `lazy`; the route table
 * stays as it is.
 */
export const pages = {
  signin: () => page(auth, (m) => <m.SignInPage />),
  signup: () => page(auth, (m) => <m.SignUpPage />),
  forgotPassword: () => page(auth, (m) => <m.ForgotPasswordPage />),
  resetPassword: () => page(auth, (m) => <m.ResetPasswordPage />),

  profileDashboard: () => page(profile, (m) => <m.DashboardPage />),
  profileDetails: () => page(profile, (m) => <m.DetailsPage />),
  profileTariff: () => page(profile, (m) => <m.TariffPage />),

  cloud: () => page(cloud, (m) => <m.CloudPage />),
  cloudTrash: () => page(cloud, (m) => <m.TrashPage />),

  labs: () => page(labs, (m) => <m.LabsPage />),
  lab: () => page(labs, (m) => <m.LabPage />),
  labCreate: () => page(labs, (m) => <m.LabCreatePage />),
  briefs: () => page(briefs, (m) => <m.BriefsPage />),
  brief: () => page(briefs, (m) => <m.BriefPage />),
  briefCreate: () => page(briefs, (m) => <m.BriefCreatePage />),

  researchDetails: (c: Container) => page(analysis, (m) => <m.ResearchDetailsPage container={c} />),
  researchProgress: (c: Container) =>
    page(analysis, (m) => <m.ResearchProgressPage container={c} />),
  researchResult: (c: Container) => page(analysis, (m) => <m.ResearchResultPage container={c} />),
  sharedResult: () => page(analysis, (m) => <m.SharedResultPage />),
  comparisonCreate: (c: Container) =>
    page(analysis, (m) => <m.ComparisonCreatePage container={c} />),
  comparisonProgress: (c: Container) =>
    page(analysis, (m) => <m.ComparisonProgressPage container={c} />),
  comparisonResult: (c: Container) =>
    page(analysis, (m) => <m.ComparisonResultPage container={c} />),
  method: () => page(method, (m) => <m.MethodPage />),
} satisfies Record<string, (container: Container) => LazyPage>;
