import type { Role } from '../../session/role.ts';
import type { dashboardShellLabels } from '#shared/catalogue/en-CA/dashboard-shell.ts';
import type { formatMessage } from '#shared/i18n/message.ts';
import type { Locale } from '#shared/i18n/locale.ts';

type ShellLabel = keyof typeof dashboardShellLabels;

export type NavItem = {
  label: Exclude<ShellLabel, 'GREETING'>;
  to: string;
  roles: Role[];
  /** Pages reached from this item, so the item stays marked while one of them is open. */
  also?: string[];
};

/** Spec §2 "Dashboard shell" and §6: the side navigation, in the spec's order, by role. */
export const navItems: NavItem[] = [
  { label: 'NAV_DASHBOARD', to: '/dashboard', roles: ['customer', 'contractor'] },
  {
    label: 'NAV_PROFILE',
    to: '/profile',
    roles: ['customer', 'contractor'],
    also: ['/edit-profile', '/change-password', '/add-address', '/edit-address'],
  },
  { label: 'NAV_BOOKING', to: '/booking', roles: ['customer'], also: ['/add-review'] },
  { label: 'NAV_JOBS', to: '/jobs', roles: ['contractor'], also: ['/job-details'] },
  { label: 'NAV_WORKING_HOURS', to: '/working-hours', roles: ['contractor'] },
  { label: 'NAV_PAY_STATEMENTS', to: '/pay-statements', roles: ['contractor'] },
  { label: 'NAV_NOTIFICATION', to: '/notification', roles: ['customer', 'contractor'] },
  { label: 'NAV_REVIEWS', to: '/reviews', roles: ['customer', 'contractor'] },
  { label: 'NAV_LOGOUT', to: '/logout', roles: ['customer', 'contractor'] },
];

export function isActive(item: NavItem, pathname: string): boolean {
  return item.to === pathname || (item.also?.includes(pathname) ?? false);
}

/** Labels are asked for by the page's slug: the first segment of its path (spec §1). */
export function pageSlug(pathname: string): string {
  return pathname.split('/')[1] || 'home';
}

/**
 * "Hello, Amelia Tremblay"; "Hello" while the name is not known, or when the message formatter
 * (which the shell loads apart, use-message-formatter.ts) could not be fetched.
 */
export function greeting(
  template: string,
  name: string,
  locale: Locale,
  format: typeof formatMessage | undefined,
): string {
  return name && format
    ? format(locale, template, { name })
    : template.replace(/,?\s*\{name\}/, '');
}
