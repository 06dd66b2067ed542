import { defineTexts } from '../../i18n/texts.ts';

/** The viewer's own texts, in the page's language (decision 109). */
export const machineViewerTexts = defineTexts(
  'machine-viewer',
  () => import('#shared/catalogue/en-CA/machine-viewer.ts'),
  () => import('#shared/catalogue/fr-CA/machine-viewer.ts'),
);
