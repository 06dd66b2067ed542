import type { Locale } from '#shared/i18n/locale.ts';
import { defineTexts, loadTexts, type Texts } from '../../../i18n/texts.ts';
import { adminCoreTexts, adminTexts } from './console-home-texts.ts';

export { adminCoreTexts, adminTexts };

/*
 * The console's catalogue modules as the web app loads them (decisions 102 and 109): each screen
 * reads the ones it needs with `useTexts`, in the page's language only. The shell's and Today's
 * are in console-home-texts.ts (decision 158), which the console's first screen loads without this
 * module; they are named here too.
 */

/** The bookings list and a booking's page, with the lifecycle's and payments' names. */
export const adminBookingsTexts = defineTexts(
  'admin-bookings',
  () => import('#shared/catalogue/en-CA/admin-bookings.ts'),
  () => import('#shared/catalogue/fr-CA/admin-bookings.ts'),
);

/** Cleaners, reviews, the reason dialog (and the content editors'). */
export const adminPeopleTexts = defineTexts(
  'admin-people',
  () => import('#shared/catalogue/en-CA/admin-people.ts'),
  () => import('#shared/catalogue/fr-CA/admin-people.ts'),
);

/** A cleaner's tax details, masked, and the annual tax report (decision 135). */
export const adminTaxReportingTexts = defineTexts(
  'admin-tax-reporting',
  () => import('#shared/catalogue/en-CA/admin-tax-reporting.ts'),
  () => import('#shared/catalogue/fr-CA/admin-tax-reporting.ts'),
);

/** The confirm-code field of refunds and access changes. */
export const adminSignInTexts = defineTexts(
  'admin-sign-in',
  () => import('#shared/catalogue/en-CA/admin-sign-in.ts'),
  () => import('#shared/catalogue/fr-CA/admin-sign-in.ts'),
);

/** Operators, mail and jobs, booking rules, site speed. */
export const adminSystemTexts = defineTexts(
  'admin-system',
  () => import('#shared/catalogue/en-CA/admin-system.ts'),
  () => import('#shared/catalogue/fr-CA/admin-system.ts'),
);

/** The cancellation-policy editor and the policy in a customer's words (decision 127). */
export const adminCancellationPolicyTexts = defineTexts(
  'admin-cancellation-policy',
  () => import('#shared/catalogue/en-CA/admin-cancellation-policy.ts'),
  () => import('#shared/catalogue/fr-CA/admin-cancellation-policy.ts'),
);

/** The ledger: its report per day and city, and a booking's movements (decision 132). */
export const adminLedgerTexts = defineTexts(
  'admin-ledger',
  () => import('#shared/catalogue/en-CA/admin-ledger.ts'),
  () => import('#shared/catalogue/fr-CA/admin-ledger.ts'),
);

/** A Quebec booking's terms record on its page (decision 110). */
export const quebecConsoleTexts = defineTexts(
  'quebec',
  () => import('#shared/catalogue/en-CA/quebec.ts'),
  () => import('#shared/catalogue/fr-CA/quebec.ts'),
);

/** The cleaners' payouts (decision 133). */
export const adminPayoutsTexts = defineTexts(
  'admin-payouts',
  () => import('#shared/catalogue/en-CA/admin-payouts.ts'),
  () => import('#shared/catalogue/fr-CA/admin-payouts.ts'),
);

/** Every catalogue module a console screen, dialog or toast reads. */
export const everyConsoleText = [
  adminTexts,
  adminCoreTexts,
  adminBookingsTexts,
  adminPeopleTexts,
  adminSignInTexts,
  adminSystemTexts,
  quebecConsoleTexts,
  adminCancellationPolicyTexts,
  adminLedgerTexts,
  adminPayoutsTexts,
] as Texts<unknown>[];

/**
 * Every console module in the page's language, asked for at once (one round trip, not ten) as the
 * console opens (`useEveryConsoleTextSoon`: on Today once its frame has shown), so no later
 * screen, dialog or toast waits for its texts mid-task. The first screen waits only for what it
 * reads (decision 158); any other screen opened first waits for all of them (decision 169).
 */
export function loadEveryConsoleText(locale: Locale): Promise<unknown> {
  return Promise.all(everyConsoleText.map((texts) => loadTexts(texts, locale)));
}

/** Data retention and the record of security incidents (decisions 140 and 141). */
export const adminRetentionTexts = defineTexts(
  'admin-retention',
  () => import('#shared/catalogue/en-CA/admin-retention.ts'),
  () => import('#shared/catalogue/fr-CA/admin-retention.ts'),
);

/** The retention table's kinds in words, as the privacy page says them. */
export const retentionTexts = defineTexts(
  'retention',
  () => import('#shared/catalogue/en-CA/retention.ts'),
  () => import('#shared/catalogue/fr-CA/retention.ts'),
);
