import { defineTexts } from '../../i18n/texts.ts';

/** The cleaner's "New time asked" cards (shared/catalogue/<locale>/time-requests.ts, decision 125). */
export const timeRequestCatalogue = defineTexts(
  'time-requests',
  () => import('#shared/catalogue/en-CA/time-requests.ts'),
  () => import('#shared/catalogue/fr-CA/time-requests.ts'),
);
