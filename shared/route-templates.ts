/**
 * Every route template of the web app's route table (src/app/router.tsx), as the web-vitals
 * beacon names the route a page was loaded on (src/app/shell/route-template.ts): the server keeps
 * samples for these and refuses any other (decision 037), so a script cannot invent routes to fill
 * the samples table. tests/ui/web-vitals-reporter.test.tsx fails when this list and the router's
 * table differ: a route added to one is added here.
 */
export const ROUTE_TEMPLATES = [
  '/',
  '/*',
  '/machines',
  // Public pages (spec §2).
  '/about-us',
  '/account-activation/:vUniqueCode',
  '/account-verified',
  '/blog',
  '/blog-detail/:vSlug',
  '/blogs',
  '/book-now',
  // Issue 40: a booking's own page, opened from its e-mails (shared/booking-link.ts).
  '/booking-link/:token',
  '/careers',
  '/chats',
  '/check-availability-form',
  '/commercial',
  '/confirm-card/:token',
  '/contact-us',
  '/contractor-application',
  '/deep-cleaning',
  '/error',
  '/forgot-password',
  '/frequently-asked-questions',
  '/help-and-legal/:slug',
  '/house-cleaner-jobs-brampton',
  '/house-cleaner-jobs-calgary',
  '/house-cleaner-jobs-edmonton',
  '/house-cleaner-jobs-lower-mainland',
  '/house-cleaner-jobs-mississauga',
  '/house-cleaner-jobs-ottawa',
  '/house-cleaner-jobs-toronto',
  '/house-cleaner-jobs-winnipeg',
  '/join-us',
  '/login',
  '/logout',
  '/move-out-in-cleaning-edmonton',
  '/move-out-move-in-clean',
  '/post-event-cleanup',
  '/privacy-policy',
  '/register',
  '/reset-password/:vUniqueCode',
  '/routine-clean',
  '/service-detail/:vServiceName',
  '/services',
  '/success-registration',
  '/success-reset-password',
  '/terms-and-conditions',
  '/thank-you',
  // Issue 44: the unsubscribe link of promotional e-mail (decision 142).
  '/unsubscribe',
  // Signed-in pages (the dashboard layout).
  '/add-address',
  '/add-review',
  '/booking',
  '/booking/:bookingNo',
  '/book-again/:iBookingId',
  '/change-password',
  '/dashboard',
  '/edit-address',
  '/edit-profile',
  '/job-details',
  '/jobs',
  '/notification',
  '/order',
  '/profile',
  '/reviews',
  '/working-hours',
  // Issue 43: the cleaner's payouts (decision 133).
  '/payouts/refresh',
  '/payouts/return',
  '/payouts/test-onboarding',
  // Issue 43: the cleaner's weekly pay statements (decision 136).
  '/pay-statements',
  // Issue 44: a ready data export's link (shared/data-export-link.ts), for its owner signed in.
  '/your-data/:vToken',
  // Issue 45: one of the customer's regular cleanings (decision 145).
  '/plans/:code',
  // The operator console (decision 047).
  '/admin',
  '/admin/*',
  '/admin/applications',
  '/admin/audit-log',
  '/admin/bookings',
  '/admin/bookings/:bookingId',
  '/admin/cancellation-policy',
  '/admin/cleaners',
  '/admin/cleaners/:id',
  '/admin/content',
  '/admin/content/blog',
  '/admin/content/comments',
  '/admin/content/labels',
  '/admin/coupons',
  '/admin/ledger',
  '/admin/operators',
  '/admin/payouts',
  '/admin/plans',
  '/admin/plans/:id',
  '/admin/retention',
  '/admin/reviews',
  '/admin/security-incidents',
  '/admin/security-incidents/:id',
  '/admin/site-speed',
  '/admin/system',
  '/admin/tax-reporting',
] as const;

const templates = new Set<string>(ROUTE_TEMPLATES);

/** Whether `route` is one of the web app's route templates, exactly as the router writes it. */
export function isRouteTemplate(route: string): boolean {
  return templates.has(route);
}
