import { pagedListTests } from '#tests/support/e2e-paged-lists.ts';

// Decision 054 at 390×844 with touch: Ottawa, 220 to 231 days ahead.
pagedListTests('Ottawa', 220);
