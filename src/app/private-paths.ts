/**
 * The addresses of the signed-in pages inside the dashboard layout, in three groups. The router
 * matches them from the entry; which code each one loads is in its group's table
 * (account-pages.ts, customer-pages.ts, cleaner-pages.ts), a chunk of its own that the first of
 * them fetches (decisions 162 and 167), so no public page downloads a table and a cleaner's job
 * list does not download the customer's.
 */

/** Every signed-in person's: the account, the reviews, a data export's link. */
export const accountPaths = [
  '/dashboard',
  '/profile',
  '/edit-profile',
  '/change-password',
  '/add-address',
  '/edit-address',
  '/notification',
  '/reviews',
  '/your-data/:vToken',
] as const;

/** A customer's bookings and regular cleanings. */
export const customerPaths = [
  '/booking',
  '/booking/:bookingNo',
  '/book-again/:iBookingId',
  '/add-review',
  '/plans/:code',
  '/order',
] as const;

/** A cleaner's jobs, hours and pay. */
export const cleanerPaths = [
  '/jobs',
  '/job-details',
  '/working-hours',
  '/payouts/test-onboarding',
  '/payouts/return',
  '/payouts/refresh',
  '/pay-statements',
] as const;

export type AccountPath = (typeof accountPaths)[number];
export type CustomerPath = (typeof customerPaths)[number];
export type CleanerPath = (typeof cleanerPaths)[number];
export type PrivatePath = AccountPath | CustomerPath | CleanerPath;

export const privatePaths: readonly PrivatePath[] = [
  ...accountPaths,
  ...customerPaths,
  ...cleanerPaths,
];
