import { BREADCRUMBS, ROUTE_TITLES } from '@kreolab/i18n-ru';
import { LoaderOverlay, NotFoundPage } from '@kreolab/ui-kit';
import { Navigate, redirect, type RouteObject } from 'react-router';
import { pages, type Container } from './pages';
import type { RouteHandle } from './routing/handle';
import { RequireAuth } from '@kreolab/auth';
import { RootLayout } from './routing/RootLayout';
import { RouteError } from './routing/RouteError';

export const HOME = '/profile/dashboard';

type Route = RouteObject & { handle?: RouteHandle };

const analysis: RouteHandle = { layout: 'analysis' };
// The loader redirects before anything renders; the element covers renders without loaders.
const homeRedirect: Route = {
  index: true,
  loader: () => redirect(HOME),
  element: <Navigate to={HOME} replace />,
};

/** The analysis pages, mounted the same way inside a lab and inside a brief. */
function analysisRoutes(c: Container): Route[] {
  return [
    { path: 'researches/:analysisId/details', handle: analysis, lazy: pages.researchDetails(c) },
    {
      path: 'researches/:analysisId/progress',
      handle: analysis,
      lazy: pages.researchProgress(c),
    },
    { path: 'researches/:analysisId/result', handle: analysis, lazy: pages.researchResult(c) },
    { path: 'comparisons/create', handle: analysis, lazy: pages.comparisonCreate(c) },
    {
      path: 'comparisons/:analysisId/progress',
      handle: analysis,
      lazy: pages.comparisonProgress(c),
    },
    {
      path: 'comparisons/:analysisId/result',
      handle: { ...analysis, title: ROUTE_TITLES.comparisonResult },
      lazy: pages.comparisonResult(c),
    },
  ];
}

const labRoutes: Route = {
  path: 'labs',
  handle: { title: ROUTE_TITLES.labs, requiresAuth: true },
  children: [
    { index: true, lazy: pages.labs() },
    { path: 'create', handle: analysis, lazy: pages.labCreate() },
    {
      path: ':labId',
      handle: { breadcrumb: { label: BREADCRUMBS.labs, to: '/labs' } },
      children: [{ index: true, lazy: pages.lab() }, ...analysisRoutes('labs')],
    },
  ],
};

const briefRoutes: Route = {
  path: 'briefs',
  handle: { title: ROUTE_TITLES.briefs, requiresAuth: true },
  children: [
    { index: true, lazy: pages.briefs() },
    {
      path: 'create',
      handle: { ...analysis, title: ROUTE_TITLES.briefCreate },
      lazy: pages.briefCreate(),
    },
    {
      path: ':briefId',
      handle: { breadcrumb: { label: BREADCRUMBS.briefs, to: '/briefs' } },
      children: [{ index: true, lazy: pages.brief() }, ...analysisRoutes('briefs')],
    },
  ],
};

const profileRoutes: Route = {
  path: 'profile',
  handle: {
    title: ROUTE_TITLES.profile,
    breadcrumb: { label: BREADCRUMBS.profile },
    requiresAuth: false,
  },
  children: [
    homeRedirect,
    { path: 'dashboard', lazy: pages.profileDashboard() },
    { path: 'details', lazy: pages.profileDetails() },
    { path: 'tariff', lazy: pages.profileTariff() },
  ],
};

const auth = (title: string): RouteHandle => ({ title, layout: 'auth', requiresAuth: false });

/** The route table of product-spec §2. */
export const routes: Route[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first loaders (the redirects) and the first page's lazy module run.
    hydrateFallbackElement: <LoaderOverlay />,
    children: [
      { path: '/signin', handle: auth(ROUTE_TITLES.signin), lazy: pages.signin() },
      { path: '/signup', handle: auth(ROUTE_TITLES.signup), lazy: pages.signup() },
      {
        path: '/forgot-password',
        handle: auth(ROUTE_TITLES.forgotPassword),
        lazy: pages.forgotPassword(),
      },
      {
        path: '/reset-password',
        handle: auth(ROUTE_TITLES.resetPassword),
        lazy: pages.resetPassword(),
      },
      // A shared result for guests without an account (issue 17): outside the sign-in guard.
      {
        path: '/s/:token',
        handle: { title: ROUTE_TITLES.sharedResult, layout: '404', requiresAuth: false },
        lazy: pages.sharedResult(),
      },
      // How the numbers are made and how accurate they are: open to everyone, as the results
      // shared by link and the PDF reports point here.
      {
        path: '/method',
        handle: { title: ROUTE_TITLES.method, layout: '404', requiresAuth: false },
        lazy: pages.method(),
      },
      {
        path: '/',
        element: <RequireAuth />,
        children: [
          homeRedirect,
          profileRoutes,
          { path: 'cloud', handle: { title: ROUTE_TITLES.cloud }, lazy: pages.cloud() },
          {
            path: 'cloud/trash',
            handle: { title: ROUTE_TITLES.cloudTrash },
            lazy: pages.cloudTrash(),
          },
          { path: 'cloud/:folderId', handle: { title: ROUTE_TITLES.cloud }, lazy: pages.cloud() },
          labRoutes,
          briefRoutes,
        ],
      },
      {
        path: '*',
        handle: { title: ROUTE_TITLES.notFound, layout: '404' },
        element: <NotFoundPage />,
      },
    ],
  },
];
