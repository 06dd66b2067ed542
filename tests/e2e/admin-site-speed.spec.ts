import { siteSpeedTests } from '#tests/support/e2e-admin-system.ts';

// Both widths, early in the run (see siteSpeedTests).
siteSpeedTests();
