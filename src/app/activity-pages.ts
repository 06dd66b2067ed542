import type { PageLoad } from './account-pages.ts';
import { lazyPage } from './lazy-page.ts';
import type { ActivityPath } from './private-paths.ts';

const bookingPage = lazyPage(
  () => import('./bookings-screen.tsx'),
  (module) => module.BookingsScreen,
);
// Issue 40: one booking, the same page a guest opens from an e-mail's link.
const ownBookingPage = lazyPage(
  () => import('./bookings-screen.tsx'),
  (module) => module.OwnBookingScreen,
);
const addReviewPage = lazyPage(
  () => import('../features/reviews/add-review-page.tsx'),
  (module) => module.AddReviewPage,
);
const reviewsPage = lazyPage(
  () => import('../features/reviews/reviews-page.tsx'),
  (module) => module.ReviewsPage,
);
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
// Issue 42: a completed booking made again, with its cleaner first (decision 120).
const bookAgainPage = lazyPage(
  () => import('../features/same-day-booking/book-again-page.tsx'),
  (module) => module.BookAgainPage,
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
// Issue 44: a ready data export's e-mail link (decision 138).
const dataExportLinkPage = lazyPage(
  () => import('../features/data-export/data-export-link-page.tsx'),
  (module) => module.DataExportLinkPage,
);
// Issue 45: one of the customer's regular cleanings and its changes (decision 145).
const planPage = lazyPage(
  () => import('../features/regular-plans/plan-page.tsx'),
  (module) => module.PlanPage,
);
const orderRedirect = lazyPage(
  () => import('../features/route-redirects/order-redirect.tsx'),
  (module) => module.OrderRedirect,
);

/**
 * Signed-in pages of bookings, jobs and reviews, shown inside the dashboard layout, one for each
 * address of `activityPaths`, which the router mounts.
 */
export const activityPages: Record<ActivityPath, PageLoad> = {
  '/booking': bookingPage,
  '/booking/:bookingNo': ownBookingPage,
  '/book-again/:iBookingId': bookAgainPage,
  '/add-review': addReviewPage,
  '/reviews': reviewsPage,
  '/jobs': jobsPage,
  '/job-details': jobDetailsPage,
  '/working-hours': workingHoursPage,
  '/payouts/test-onboarding': testOnboardingPage,
  '/payouts/return': payoutReturnPage,
  '/payouts/refresh': payoutRefreshPage,
  '/pay-statements': payStatementsPage,
  '/your-data/:vToken': dataExportLinkPage,
  '/plans/:code': planPage,
  // Decision 015: an order is a booking.
  '/order': orderRedirect,
};
