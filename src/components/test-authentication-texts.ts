import { defineTexts } from '../i18n/texts.ts';

/**
 * What the test authentication page says, in the page's language (the catalogue's
 * test-authentication.ts): its own chunk, loaded with the dialog, when a check is asked for.
 */
export const testAuthenticationCatalogue = defineTexts(
  'test-authentication',
  () => import('#shared/catalogue/en-CA/test-authentication.ts'),
  () => import('#shared/catalogue/fr-CA/test-authentication.ts'),
);
