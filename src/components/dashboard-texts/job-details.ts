import { defineTexts } from '../../i18n/texts.ts';

/** A job's own page, apart from the job list's module (jobs.ts) so the list loads less first. */
export const jobDetailsTexts = defineTexts(
  'job-details',
  () => import('#shared/catalogue/en-CA/job-details.ts'),
  () => import('#shared/catalogue/fr-CA/job-details.ts'),
);
