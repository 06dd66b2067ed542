/**
 * The addresses of the signed-in pages inside the dashboard layout. The router matches them from
 * the entry; which code each one loads is in private-pages.ts, a chunk of its own that the first
 * of them fetches (decision 162), so no public page downloads the signed-in pages' table.
 */
export const accountPaths = [
  '/dashboard',
  '/profile',
  '/edit-profile',
  '/change-password',
  '/add-address',
  '/edit-address',
  '/notification',
] as const;

export const activityPaths = [
  '/booking',
  '/booking/:bookingNo',
  '/book-again/:iBookingId',
  '/add-review',
  '/reviews',
  '/jobs',
  '/job-details',
  '/working-hours',
  '/payouts/test-onboarding',
  '/payouts/return',
  '/payouts/refresh',
  '/pay-statements',
  '/your-data/:vToken',
  '/plans/:code',
  '/order',
] as const;

export type AccountPath = (typeof accountPaths)[number];
export type ActivityPath = (typeof activityPaths)[number];
export type PrivatePath = AccountPath | ActivityPath;

export const privatePaths: readonly PrivatePath[] = [...accountPaths, ...activityPaths];
