import { defineTexts } from '../../i18n/texts.ts';

/*
 * The booking journey's catalogue modules as the web app loads them (decision 107): each
 * language's module is its own chunk, and a page reads the one of its language with useTexts.
 */

/** Page labels: the wizard's, /book-now's and /thank-you's (shared/catalogue/<locale>/booking.ts). */
export const bookingTexts = defineTexts(
  'booking',
  () => import('#shared/catalogue/en-CA/booking.ts'),
  () => import('#shared/catalogue/fr-CA/booking.ts'),
);

/** The wizard's other texts: loaders, checks, date picker, card field, the booked summary. */
export const bookingWizardTexts = defineTexts(
  'booking-wizard',
  () => import('#shared/catalogue/en-CA/booking-wizard.ts'),
  () => import('#shared/catalogue/fr-CA/booking-wizard.ts'),
);

/** Buying a regular cleaning in the wizard (issue 45, decision 143). */
export const planWizardTexts = defineTexts(
  'plan-wizard',
  () => import('#shared/catalogue/en-CA/plan-wizard.ts'),
  () => import('#shared/catalogue/fr-CA/plan-wizard.ts'),
);
