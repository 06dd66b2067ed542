import type { RouteObject } from 'react-router-dom';
import type { adminShellLabels } from '#shared/catalogue/en-CA/admin.ts';
import type { AdminPageName } from './console-pages.ts';
import type { RouteHandle } from '../shell/route-handle.ts';

export type AdminSection = {
  /** The nav entry's text, a key of adminShellLabels. */
  label: Extract<keyof typeof adminShellLabels, `NAV_${string}`>;
  /** Under /admin: '' is the console's home. */
  path: string;
  /** The section's page, by its name in console-pages.ts. */
  page: AdminPageName;
  /** More pages of the section under /admin, e.g. `bookings/:bookingNo`; the entry stays marked. */
  subpages?: Record<string, AdminPageName>;
};

/**
 * The operator console's sections (decision 047): its navigation, in this order, and its routes.
 * Each part of the console adds its section here and its pages to console-pages.ts; the shell and
 * the router read everything else from here.
 */
export const adminSections: AdminSection[] = [
  { label: 'NAV_TODAY', path: '', page: 'today' },
  { label: 'NAV_APPLICATIONS', path: 'applications', page: 'applications' },
  {
    label: 'NAV_CLEANERS',
    path: 'cleaners',
    page: 'cleaners',
    subpages: { 'cleaners/:id': 'cleaner' },
  },
  {
    label: 'NAV_BOOKINGS',
    path: 'bookings',
    page: 'bookings',
    subpages: { 'bookings/:bookingId': 'booking' },
  },
  // Issue 45: regular cleanings (decision 145).
  { label: 'NAV_PLANS', path: 'plans', page: 'plans', subpages: { 'plans/:id': 'plan' } },
  { label: 'NAV_COUPONS', path: 'coupons', page: 'coupons' },
  {
    label: 'NAV_CANCELLATION_POLICY',
    path: 'cancellation-policy',
    page: 'cancellationPolicy',
  },
  { label: 'NAV_LEDGER', path: 'ledger', page: 'ledger' },
  { label: 'NAV_REVIEWS', path: 'reviews', page: 'reviews' },
  { label: 'NAV_PAYOUTS', path: 'payouts', page: 'payouts' },
  {
    label: 'NAV_CONTENT',
    path: 'content',
    page: 'faq',
    subpages: {
      'content/blog': 'blogPosts',
      'content/comments': 'blogComments',
      'content/labels': 'labels',
    },
  },
  { label: 'NAV_AUDIT_LOG', path: 'audit-log', page: 'auditLog' },
  { label: 'NAV_TAX_REPORTING', path: 'tax-reporting', page: 'taxReporting' },
  { label: 'NAV_RETENTION', path: 'retention', page: 'retention' },
  {
    label: 'NAV_SECURITY_INCIDENTS',
    path: 'security-incidents',
    page: 'securityIncidents',
    subpages: { 'security-incidents/:id': 'securityIncident' },
  },
  { label: 'NAV_OPERATORS', path: 'operators', page: 'operators' },
  { label: 'NAV_SYSTEM', path: 'system', page: 'system' },
  { label: 'NAV_SITE_SPEED', path: 'site-speed', page: 'siteSpeed' },
];

/** A route's `lazy`: the console's pages module first (once), then the page itself. */
function adminPage(name: AdminPageName) {
  return async () => {
    const { adminPages } = await import('./console-pages.ts');
    return adminPages[name]();
  };
}

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

/** The console's routes under /admin, for the router: every section, its subpages, else not found. */
export function adminChildRoutes(): RouteObject[] {
  return [
    ...adminSections.flatMap((section) => [
      section.path === ''
        ? { index: true, lazy: adminPage(section.page) }
        : { path: section.path, lazy: adminPage(section.page) },
      ...Object.entries(section.subpages ?? {}).map(([path, page]) => ({
        path,
        lazy: adminPage(page),
      })),
    ]),
    { path: '*', lazy: adminPage('notFound'), handle: { notFound: true } satisfies RouteHandle },
  ];
}
