import { defineTexts } from '../../i18n/texts.ts';

/** A cleaner's job list, and a job's words wherever they show (job-details.ts has its page's). */
export const jobsTexts = defineTexts(
  'jobs',
  () => import('#shared/catalogue/en-CA/jobs.ts'),
  () => import('#shared/catalogue/fr-CA/jobs.ts'),
);
