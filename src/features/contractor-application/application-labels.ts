// The English defaults of /contractor-application, apart from its form: the page shows its
// banner and a logged-in contractor's status from these while the form's code (XState,
// @mantine/form) is still arriving.

import { contractorApplicationLabels } from '#shared/catalogue/en-CA/contractor-application.ts';

export { contractorApplicationLabels as applicationLabels };

export type ApplicationLabels = typeof contractorApplicationLabels;
