import { lazyPage } from '../lazy-page.ts';

/**
 * Every page of the operator console by name, each fetched when its route is visited. This module
 * is itself loaded only on the way into /admin, so the public site's first download carries one
 * loader for the whole console instead of one (with its list of files) per console page.
 */
export const adminPages = {
  today: lazyPage(
    () => import('../../features/console/today/today-page.tsx'),
    (module) => module.TodayPage,
  ),
  applications: lazyPage(
    () => import('../../features/console/applications/applications-page.tsx'),
    (module) => module.ApplicationsPage,
  ),
  cleaners: lazyPage(
    () => import('../../features/console/cleaners/cleaners-page.tsx'),
    (module) => module.CleanersPage,
  ),
  cleaner: lazyPage(
    () => import('../../features/console/cleaners/cleaner-page.tsx'),
    (module) => module.CleanerPage,
  ),
  bookings: lazyPage(
    () => import('../../features/console/bookings/bookings-page.tsx'),
    (module) => module.BookingsPage,
  ),
  booking: lazyPage(
    () => import('../../features/console/bookings/booking-page.tsx'),
    (module) => module.BookingPage,
  ),
  coupons: lazyPage(
    () => import('../../features/console/coupons/coupons-page.tsx'),
    (module) => module.CouponsPage,
  ),
  cancellationPolicy: lazyPage(
    () => import('../../features/console/cancellation-policy/cancellation-policy-page.tsx'),
    (module) => module.CancellationPolicyPage,
  ),
  ledger: lazyPage(
    () => import('../../features/console/ledger/ledger-page.tsx'),
    (module) => module.LedgerPage,
  ),
  payouts: lazyPage(
    () => import('../../features/console/payouts/payouts-page.tsx'),
    (module) => module.PayoutsPage,
  ),
  reviews: lazyPage(
    () => import('../../features/console/reviews/reviews-page.tsx'),
    (module) => module.ReviewsPage,
  ),
  faq: lazyPage(
    () => import('../../features/console/content/faq-page.tsx'),
    (module) => module.FaqPage,
  ),
  blogPosts: lazyPage(
    () => import('../../features/console/content/blog-posts-page.tsx'),
    (module) => module.BlogPostsPage,
  ),
  labels: lazyPage(
    () => import('../../features/console/content/labels-page.tsx'),
    (module) => module.LabelsPage,
  ),
  blogComments: lazyPage(
    () => import('../../features/console/content/comments-page.tsx'),
    (module) => module.CommentsPage,
  ),
  auditLog: lazyPage(
    () => import('../../features/console/audit-log/audit-log-page.tsx'),
    (module) => module.AuditLogPage,
  ),
  taxReporting: lazyPage(
    () => import('../../features/console/tax-reporting/tax-reporting-page.tsx'),
    (module) => module.TaxReportingPage,
  ),
  retention: lazyPage(
    () => import('../../features/console/retention/retention-page.tsx'),
    (module) => module.RetentionPage,
  ),
  plans: lazyPage(
    () => import('../../features/console/plans/plans-page.tsx'),
    (module) => module.AdminPlansPage,
  ),
  plan: lazyPage(
    () => import('../../features/console/plans/plan-page.tsx'),
    (module) => module.AdminPlanPage,
  ),
  securityIncidents: lazyPage(
    () => import('../../features/console/security-incidents/security-incidents-page.tsx'),
    (module) => module.SecurityIncidentsPage,
  ),
  securityIncident: lazyPage(
    () => import('../../features/console/security-incidents/security-incident-page.tsx'),
    (module) => module.SecurityIncidentPage,
  ),
  operators: lazyPage(
    () => import('../../features/console/system/operators-page.tsx'),
    (module) => module.OperatorsPage,
  ),
  system: lazyPage(
    () => import('../../features/console/system/system-page.tsx'),
    (module) => module.SystemPage,
  ),
  siteSpeed: lazyPage(
    () => import('../../features/console/system/site-speed-page.tsx'),
    (module) => module.SiteSpeedPage,
  ),
  notFound: lazyPage(
    () => import('../../features/not-found/not-found-page.tsx'),
    (module) => module.NotFoundPage,
  ),
};

export type AdminPageName = keyof typeof adminPages;
