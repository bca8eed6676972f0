import {
  analysisSlice,
  ComparisonCreatePage,
  ComparisonProgressPage,
  ComparisonResultPage,
  ResearchDetailsPage,
  ResearchProgressPage,
  ResearchResultPage,
} from '@kreolab/analysis';
import { ForgotPasswordPage, ResetPasswordPage, SignInPage, SignUpPage } from '@kreolab/auth';
import { BriefCreatePage, BriefPage, BriefsPage } from '@kreolab/briefs';
import { CloudPage } from '@kreolab/cloud';
import { LabCreatePage, LabPage, LabsPage } from '@kreolab/labs';
import { DashboardPage, DetailsPage, TariffPage } from '@kreolab/profile';
import type { ReactElement } from 'react';
import { rootReducer } from './store';

// The analysis pages keep the result viewer's state and the feedback cards in state.analysis.
rootReducer.inject(analysisSlice);

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

  researchDetails: (c: Container) => <ResearchDetailsPage container={c} />,
  researchProgress: (c: Container) => <ResearchProgressPage container={c} />,
  researchResult: (c: Container) => <ResearchResultPage container={c} />,
  comparisonCreate: (c: Container) => <ComparisonCreatePage container={c} />,
  comparisonProgress: (c: Container) => <ComparisonProgressPage container={c} />,
  comparisonResult: (c: Container) => <ComparisonResultPage container={c} />,
} satisfies Record<string, (container: Container) => ReactElement>;
