import { uncoveredJobTests } from '#tests/support/e2e-uncovered-job.ts';

// Decision 057 at 390×844 with touch; Edmonton, seven weeks ahead: no other spec books that day.
uncoveredJobTests('Edmonton');
