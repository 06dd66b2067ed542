import { defineTexts } from '../../i18n/texts.ts';

/** A cleaner's job list and a job's page. */
export const jobsTexts = defineTexts(
  'jobs',
  () => import('#shared/catalogue/en-CA/jobs.ts'),
  () => import('#shared/catalogue/fr-CA/jobs.ts'),
);
