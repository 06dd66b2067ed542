import { uncoveredJobTests } from '#tests/support/e2e-uncovered-job.ts';

// Decision 057 at both widths, seven weeks ahead: the desktop in the Lower Mainland, the phone in
// Edmonton; no other spec books those Saturdays.
uncoveredJobTests({ desktop: 'Lower Mainland', phone: 'Edmonton' });
