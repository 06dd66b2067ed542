import { pagedListTests } from '#tests/support/e2e-paged-lists.ts';

// Decision 054 at desktop width: Winnipeg, 200 to 211 days ahead.
pagedListTests('Winnipeg', 200);
