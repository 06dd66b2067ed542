import { useLocale } from '../i18n/locale-context.tsx';
import { defineTexts, loadTexts, type Texts } from '../i18n/texts.ts';
import type { Locale } from '#shared/i18n/locale.ts';

/*
 * The signed-in area's catalogue modules as the web app loads them (decisions 102, 108): one
 * definition per module, so every screen of the dashboard shares its loaded language.
 *
 *   const { jobsLabels } = useTexts(dashboardTexts);
 */

export const dashboardShellTexts = defineTexts(
  'dashboard-shell',
  () => import('#shared/catalogue/en-CA/dashboard-shell.ts'),
  () => import('#shared/catalogue/fr-CA/dashboard-shell.ts'),
);

export const dashboardTexts = defineTexts(
  'dashboard',
  () => import('#shared/catalogue/en-CA/dashboard.ts'),
  () => import('#shared/catalogue/fr-CA/dashboard.ts'),
);

export const accountTexts = defineTexts(
  'account',
  () => import('#shared/catalogue/en-CA/account.ts'),
  () => import('#shared/catalogue/fr-CA/account.ts'),
);

export const jobsTexts = defineTexts(
  'jobs',
  () => import('#shared/catalogue/en-CA/jobs.ts'),
  () => import('#shared/catalogue/fr-CA/jobs.ts'),
);

export const myBookingsTexts = defineTexts(
  'my-bookings',
  () => import('#shared/catalogue/en-CA/my-bookings.ts'),
  () => import('#shared/catalogue/fr-CA/my-bookings.ts'),
);

export const workingHoursTexts = defineTexts(
  'working-hours',
  () => import('#shared/catalogue/en-CA/working-hours.ts'),
  () => import('#shared/catalogue/fr-CA/working-hours.ts'),
);

export const accessNotesTexts = defineTexts(
  'access-notes',
  () => import('#shared/catalogue/en-CA/access-notes.ts'),
  () => import('#shared/catalogue/fr-CA/access-notes.ts'),
);

/** Starts loading a module's language, unless it is there; a failure is asked again on use. */
function startLoading<English>(texts: Texts<English>, locale: Locale): void {
  if (!texts.loaded[locale]) loadTexts(texts, locale).catch(() => undefined);
}

/**
 * Starts loading every dashboard module of the page's language at once: the layout asks for them
 * all, so a screen's texts come in one round trip rather than one module after another as each
 * component suspends in turn. They are small (a few kB each, one language).
 */
export function useDashboardTextsLoading(): void {
  const locale = useLocale();
  startLoading(dashboardShellTexts, locale);
  startLoading(dashboardTexts, locale);
  startLoading(accountTexts, locale);
  startLoading(jobsTexts, locale);
  startLoading(myBookingsTexts, locale);
  startLoading(workingHoursTexts, locale);
  startLoading(accessNotesTexts, locale);
}
