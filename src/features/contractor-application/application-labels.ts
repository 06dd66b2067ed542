// The texts of /contractor-application in the page's language, apart from its form: the page
// shows its banner and a logged-in contractor's status from these while the form's code (XState,
// @mantine/form) is still arriving.

import type { contractorApplicationLabels } from '#shared/catalogue/en-CA/contractor-application.ts';
import { defineTexts } from '../../i18n/texts.ts';

export const applicationCatalogue = defineTexts(
  'contractor-application',
  () => import('#shared/catalogue/en-CA/contractor-application.ts'),
  () => import('#shared/catalogue/fr-CA/contractor-application.ts'),
);

export type ApplicationLabels = Readonly<typeof contractorApplicationLabels>;
