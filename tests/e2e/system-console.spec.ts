import { adminSystemTests } from '#tests/support/e2e-admin-system.ts';

// Both widths.
adminSystemTests();
