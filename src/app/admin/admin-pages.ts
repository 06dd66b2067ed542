import { lazyPage } from '../lazy-page.ts';

/**
 * Every page of the operator console by name, each fetched when its route is visited. This module
 * is itself loaded only on the way into /admin, so the public site's first download carries one
 * loader for the whole console instead of one (with its list of files) per console page.
 */
export const adminPages = {
  today: lazyPage(
    () => import('../../features/admin-today/today-page.tsx'),
    (module) => module.TodayPage,
  ),
  applications: lazyPage(
    () => import('../../features/admin-applications/applications-page.tsx'),
    (module) => module.ApplicationsPage,
  ),
  cleaners: lazyPage(
    () => import('../../features/admin-cleaners/cleaners-page.tsx'),
    (module) => module.CleanersPage,
  ),
  cleaner: lazyPage(
    () => import('../../features/admin-cleaners/cleaner-page.tsx'),
    (module) => module.CleanerPage,
  ),
  bookings: lazyPage(
    () => import('../../features/admin-bookings/bookings-page.tsx'),
    (module) => module.BookingsPage,
  ),
  booking: lazyPage(
    () => import('../../features/admin-bookings/booking-page.tsx'),
    (module) => module.BookingPage,
  ),
  coupons: lazyPage(
    () => import('../../features/admin-coupons/coupons-page.tsx'),
    (module) => module.CouponsPage,
  ),
  reviews: lazyPage(
    () => import('../../features/admin-reviews/reviews-page.tsx'),
    (module) => module.ReviewsPage,
  ),
  faq: lazyPage(
    () => import('../../features/admin-content/faq-page.tsx'),
    (module) => module.FaqPage,
  ),
  blogPosts: lazyPage(
    () => import('../../features/admin-content/blog-posts-page.tsx'),
    (module) => module.BlogPostsPage,
  ),
  blogComments: lazyPage(
    () => import('../../features/admin-content/comments-page.tsx'),
    (module) => module.CommentsPage,
  ),
  auditLog: lazyPage(
    () => import('../../features/admin-audit-log/audit-log-page.tsx'),
    (module) => module.AuditLogPage,
  ),
  operators: lazyPage(
    () => import('../../features/admin-system/operators-page.tsx'),
    (module) => module.OperatorsPage,
  ),
  system: lazyPage(
    () => import('../../features/admin-system/system-page.tsx'),
    (module) => module.SystemPage,
  ),
  siteSpeed: lazyPage(
    () => import('../../features/admin-system/site-speed-page.tsx'),
    (module) => module.SiteSpeedPage,
  ),
  notFound: lazyPage(
    () => import('../../features/not-found/not-found-page.tsx'),
    (module) => module.NotFoundPage,
  ),
};

export type AdminPageName = keyof typeof adminPages;
