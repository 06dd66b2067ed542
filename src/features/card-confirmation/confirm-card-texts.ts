import { defineTexts } from '../../i18n/texts.ts';

/** What the card confirmation page says (decision 099), in the page's language. */
export const confirmCardCatalogue = defineTexts(
  'card-confirmation',
  () => import('#shared/catalogue/en-CA/card-confirmation.ts'),
  () => import('#shared/catalogue/fr-CA/card-confirmation.ts'),
);
