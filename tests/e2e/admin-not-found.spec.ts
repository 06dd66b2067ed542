import { adminNotFoundTests } from '#tests/support/e2e-admin-not-found.ts';

// Decision 061 at both widths.
adminNotFoundTests();
