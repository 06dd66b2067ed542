import { defineTexts } from '../../i18n/texts.ts';

/** The "Your data" section's and the download link page's words (issue 44, decision 138). */
export const dataExportTexts = defineTexts(
  'data-exports',
  () => import('#shared/catalogue/en-CA/data-exports.ts'),
  () => import('#shared/catalogue/fr-CA/data-exports.ts'),
);
