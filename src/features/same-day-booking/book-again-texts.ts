import { defineTexts } from '../../i18n/texts.ts';

/**
 * Book again's page and note, and the cleaner lists (decision 120). A module of its own, so the
 * pages that never show them (the thank-you page) do not count its chunks in their first load.
 */
export const bookAgainTexts = defineTexts(
  'book-again',
  () => import('#shared/catalogue/en-CA/book-again.ts'),
  () => import('#shared/catalogue/fr-CA/book-again.ts'),
);
