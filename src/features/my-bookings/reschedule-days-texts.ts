import { defineTexts } from '../../i18n/texts.ts';

/** The reschedule's day chooser in the page's language (shared/catalogue/<locale>/reschedule-days.ts). */
export const rescheduleDaysCatalogue = defineTexts(
  'reschedule-days',
  () => import('#shared/catalogue/en-CA/reschedule-days.ts'),
  () => import('#shared/catalogue/fr-CA/reschedule-days.ts'),
);
