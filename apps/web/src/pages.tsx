import { ForgotPasswordPage, ResetPasswordPage, SignInPage, SignUpPage } from '@kreolab/auth';
import { BriefCreatePage, BriefPage, BriefsPage } from '@kreolab/briefs';
import { CloudPage } from '@kreolab/cloud';
import { PAGE_NAMES, ROUTE_TITLES } from '@kreolab/i18n-ru';
import { LabCreatePage, LabPage, LabsPage } from '@kreolab/labs';
import { DashboardPage, DetailsPage, TariffPage } from '@kreolab/profile';
import { Placeholder } from '@kreolab/ui-kit';
import type { ReactElement } from 'react';

/** Which container an analysis page is mounted in (DESIGN.md §2: analysis runs in both). */
export type Container = 'labs' | 'briefs';

/**
 * The page element of every route, one entry per screen. A feature issue replaces its
 * placeholders here with the pages its package exports; the route table stays as it is.
 */
export const pages = {
  signin: () => <SignInPage />,
  signup: () => <SignUpPage />,
  forgotPassword: () => <ForgotPasswordPage />,
  resetPassword: () => <ResetPasswordPage />,

  profileDashboard: () => <DashboardPage />,
  profileDetails: () => <DetailsPage />,
  profileTariff: () => <TariffPage />,

  cloud: () => <CloudPage />,

  labs: () => <LabsPage />,
  lab: () => <LabPage />,
  labCreate: () => <LabCreatePage />,
  briefs: () => <BriefsPage />,
  brief: () => <BriefPage />,
  briefCreate: () => <BriefCreatePage />,

  researchDetails: (_c: Container) => <Placeholder title={PAGE_NAMES.researchDetails} />,
  researchProgress: (_c: Container) => <Placeholder title={PAGE_NAMES.researchProgress} />,
  researchResult: (_c: Container) => <Placeholder title={PAGE_NAMES.researchResult} />,
  comparisonCreate: (_c: Container) => <Placeholder title={PAGE_NAMES.comparisonCreate} />,
  comparisonProgress: (_c: Container) => <Placeholder title={PAGE_NAMES.comparisonProgress} />,
  comparisonResult: (_c: Container) => <Placeholder title={ROUTE_TITLES.comparisonResult} />,
} satisfies Record<string, (container: Container) => ReactElement>;
