import { defineTexts } from '../../i18n/texts.ts';

/** A new time asked of the cleaner (shared/catalogue/<locale>/reschedule-ask.ts, decision 125). */
export const rescheduleAskCatalogue = defineTexts(
  'reschedule-ask',
  () => import('#shared/catalogue/en-CA/reschedule-ask.ts'),
  () => import('#shared/catalogue/fr-CA/reschedule-ask.ts'),
);
