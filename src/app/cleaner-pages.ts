import type { PageLoad } from './account-pages.ts';
import { lazyPage } from './lazy-page.ts';
import type { CleanerPath } from './private-paths.ts';

const jobsPage = lazyPage(
  () => import('../features/jobs/jobs-page.tsx'),
  (module) => module.JobsPage,
);
const jobDetailsPage = lazyPage(
  () => import('../features/jobs/job-details-page.tsx'),
  (module) => module.JobDetailsPage,
);
const workingHoursPage = lazyPage(
  () => import('../features/working-hours/working-hours-page.tsx'),
  (module) => module.WorkingHoursPage,
);
// Issue 43: the cleaner's weekly pay statements (decision 136).
const payStatementsPage = lazyPage(
  () => import('../features/pay-statements/pay-statements-page.tsx'),
  (module) => module.PayStatementsPage,
);
// Issue 43: the cleaner's payouts (decision 133): the test stand-in's onboarding, and the pages
// the gateway's onboarding comes back to.
const testOnboardingPage = lazyPage(
  () => import('../features/payouts/test-onboarding-page.tsx'),
  (module) => module.TestOnboardingPage,
);
const payoutReturnPage = lazyPage(
  () => import('../features/payouts/payout-return-page.tsx'),
  (module) => module.PayoutReturnPage,
);
const payoutRefreshPage = lazyPage(
  () => import('../features/payouts/payout-return-page.tsx'),
  (module) => module.PayoutRefreshPage,
);

/**
 * A cleaner's signed-in pages (jobs, working hours, pay), shown inside the dashboard layout, one
 * for each address of `cleanerPaths`, which the router mounts.
 */
export const cleanerPages: Record<CleanerPath, PageLoad> = {
  '/jobs': jobsPage,
  '/job-details': jobDetailsPage,
  '/working-hours': workingHoursPage,
  '/payouts/test-onboarding': testOnboardingPage,
  '/payouts/return': payoutReturnPage,
  '/payouts/refresh': payoutRefreshPage,
  '/pay-statements': payStatementsPage,
};
