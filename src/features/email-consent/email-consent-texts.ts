import { defineTexts } from '../../i18n/texts.ts';

/** E-mail preferences and the unsubscribe page (issue 44, decision 142), in the page's language. */
export const emailConsentCatalogue = defineTexts(
  'email-consent',
  () => import('#shared/catalogue/en-CA/email-consent.ts'),
  () => import('#shared/catalogue/fr-CA/email-consent.ts'),
);
