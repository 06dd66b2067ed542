import type { PageLoad } from './account-pages.ts';
import { lazyPage } from './lazy-page.ts';
import type { CustomerPath } from './private-paths.ts';

const bookingPage = lazyPage(
  () => import('./bookings-screen.tsx'),
  (module) => module.BookingsScreen,
);
// Issue 40: one booking, the same page a guest opens from an e-mail's link.
const ownBookingPage = lazyPage(
  () => import('./bookings-screen.tsx'),
  (module) => module.OwnBookingScreen,
);
// Issue 42: a completed booking made again, with its cleaner first (decision 120).
const bookAgainPage = lazyPage(
  () => import('../features/same-day-booking/book-again-page.tsx'),
  (module) => module.BookAgainPage,
);
const addReviewPage = lazyPage(
  () => import('../features/reviews/add-review-page.tsx'),
  (module) => module.AddReviewPage,
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
 * A customer's signed-in pages (their bookings and regular cleanings), shown inside the dashboard
 * layout, one for each address of `customerPaths`, which the router mounts.
 */
export const customerPages: Record<CustomerPath, PageLoad> = {
  '/booking': bookingPage,
  '/booking/:bookingNo': ownBookingPage,
  '/book-again/:iBookingId': bookAgainPage,
  '/add-review': addReviewPage,
  '/plans/:code': planPage,
  // Decision 015: an order is a booking.
  '/order': orderRedirect,
};
