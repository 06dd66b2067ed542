import { defineTexts } from '../../i18n/texts.ts';

/** The signed-in frame's navigation labels. */
export const dashboardShellTexts = defineTexts(
  'dashboard-shell',
  () => import('#shared/catalogue/en-CA/dashboard-shell.ts'),
  () => import('#shared/catalogue/fr-CA/dashboard-shell.ts'),
);
