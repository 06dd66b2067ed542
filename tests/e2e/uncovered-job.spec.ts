import { uncoveredJobTests } from '#tests/support/e2e-uncovered-job.ts';

// Decision 057 at desktop width; Lower Mainland: no other spec books its Saturdays.
uncoveredJobTests('Lower Mainland');
