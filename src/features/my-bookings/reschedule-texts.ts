import { defineTexts } from '../../i18n/texts.ts';

/** The reschedule section's words in the page's language (shared/catalogue/<locale>/reschedule.ts). */
export const rescheduleCatalogue = defineTexts(
  'reschedule',
  () => import('#shared/catalogue/en-CA/reschedule.ts'),
  () => import('#shared/catalogue/fr-CA/reschedule.ts'),
);
