import { defineTexts } from '../../../i18n/texts.ts';

/** The console's translation texts (decision 106), in the console's language. */
export const translationTexts = defineTexts(
  'console-translations',
  () => import('#shared/catalogue/en-CA/console-translations.ts'),
  () => import('#shared/catalogue/fr-CA/console-translations.ts'),
);
