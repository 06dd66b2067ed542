import type { RouteObject } from 'react-router-dom';
import type { adminShellLabels } from '#shared/labels/admin.ts';
import { lazyPage } from '../lazy-page.ts';
import type { RouteHandle } from '../shell/route-handle.ts';

type PageLoad = ReturnType<typeof lazyPage>;

export type AdminSection = {
  /** The nav entry's text, a key of adminShellLabels. */
  label: Extract<keyof typeof adminShellLabels, `NAV_${string}`>;
  /** Under /admin: '' is the console's home. */
  path: string;
  page: PageLoad;
  /** More pages of the section under /admin, e.g. `bookings/:bookingNo`; the entry stays marked. */
  subpages?: Record<string, PageLoad>;
};

const comingSoon = lazyPage(
  () => import('./admin-coming-soon-page.tsx'),
  (module) => module.AdminComingSoonPage,
);

/**
 * The operator console's sections (decision 047): its navigation, in this order, and its routes.
 * THE one file each part of the console extends: replace a section's `comingSoon` with its page
 * and add its subpages; the shell and the router read everything else from here.
 */
export const adminSections: AdminSection[] = [
  {
    label: 'NAV_TODAY',
    path: '',
    page: lazyPage(
      () => import('../../features/admin-today/today-page.tsx'),
      (module) => module.TodayPage,
    ),
  },
  {
    label: 'NAV_APPLICATIONS',
    path: 'applications',
    page: lazyPage(
      () => import('../../features/admin-applications/applications-page.tsx'),
      (module) => module.ApplicationsPage,
    ),
  },
  {
    label: 'NAV_CLEANERS',
    path: 'cleaners',
    page: lazyPage(
      () => import('../../features/admin-cleaners/cleaners-page.tsx'),
      (module) => module.CleanersPage,
    ),
    subpages: {
      'cleaners/:id': lazyPage(
        () => import('../../features/admin-cleaners/cleaner-page.tsx'),
        (module) => module.CleanerPage,
      ),
    },
  },
  { label: 'NAV_BOOKINGS', path: 'bookings', page: comingSoon },
  {
    label: 'NAV_COUPONS',
    path: 'coupons',
    page: lazyPage(
      () => import('../../features/admin-coupons/coupons-page.tsx'),
      (module) => module.CouponsPage,
    ),
  },
  {
    label: 'NAV_REVIEWS',
    path: 'reviews',
    page: lazyPage(
      () => import('../../features/admin-reviews/reviews-page.tsx'),
      (module) => module.ReviewsPage,
    ),
  },
  {
    label: 'NAV_CONTENT',
    path: 'content',
    page: lazyPage(
      () => import('../../features/admin-content/faq-page.tsx'),
      (module) => module.FaqPage,
    ),
    subpages: {
      'content/blog': lazyPage(
        () => import('../../features/admin-content/blog-posts-page.tsx'),
        (module) => module.BlogPostsPage,
      ),
    },
  },
  {
    label: 'NAV_AUDIT_LOG',
    path: 'audit-log',
    page: lazyPage(
      () => import('../../features/admin-audit-log/audit-log-page.tsx'),
      (module) => module.AuditLogPage,
    ),
  },
];

export const ADMIN_ROOT = '/admin';

export function sectionHref(section: Pick<AdminSection, 'path'>): string {
  return section.path ? `${ADMIN_ROOT}/${section.path}` : ADMIN_ROOT;
}

/** The section a console path belongs to: its own page or one of its subpages. */
export function isSectionActive(section: AdminSection, pathname: string): boolean {
  const href = sectionHref(section);
  if (pathname === href || pathname === `${href}/`) return true;
  return section.path !== '' && pathname.startsWith(`${href}/`);
}

const adminNotFoundPage = lazyPage(
  () => import('../../features/not-found/not-found-page.tsx'),
  (module) => module.NotFoundPage,
);

/** The console's routes under /admin, for the router: every section, its subpages, else not found. */
export function adminChildRoutes(): RouteObject[] {
  return [
    ...adminSections.flatMap((section) => [
      section.path === ''
        ? { index: true, lazy: section.page }
        : { path: section.path, lazy: section.page },
      ...Object.entries(section.subpages ?? {}).map(([path, lazy]) => ({ path, lazy })),
    ]),
    { path: '*', lazy: adminNotFoundPage, handle: { notFound: true } satisfies RouteHandle },
  ];
}
