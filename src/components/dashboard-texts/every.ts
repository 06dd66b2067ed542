import type { Locale } from '#shared/i18n/locale.ts';
import { loadTexts, type Texts } from '../../i18n/texts.ts';
import { accessNotesTexts } from './access-notes.ts';
import { accountTexts } from './account.ts';
import { dashboardShellTexts } from './dashboard-shell.ts';
import { dashboardTexts } from './dashboard.ts';
import { jobDetailsTexts } from './job-details.ts';
import { jobsTexts } from './jobs.ts';
import { myBookingsTexts } from './my-bookings.ts';
import { workingHoursTexts } from './working-hours.ts';

/** Starts loading a module's language, unless it is there; a failure is asked again on use. */
function startLoading<English>(texts: Texts<English>, locale: Locale): void {
  if (!texts.loaded[locale]) loadTexts(texts, locale).catch(() => undefined);
}

/**
 * Every dashboard module of the page's language, asked for at once, so the next screen's texts
 * are in before a visitor opens it. Its own chunk (`useEveryDashboardTextSoon`): a first visit
 * downloads the modules its first screen reads before it renders, the others after.
 */
export function loadEveryDashboardText(locale: Locale): void {
  for (const texts of [
    dashboardShellTexts,
    accountTexts,
    dashboardTexts,
    jobsTexts,
    jobDetailsTexts,
    myBookingsTexts,
    workingHoursTexts,
    accessNotesTexts,
  ] as Texts<unknown>[]) {
    startLoading(texts, locale);
  }
}
