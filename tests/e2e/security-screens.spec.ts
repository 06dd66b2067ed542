import { securityScreensTests } from '#tests/support/e2e-security-screens.ts';

// Both widths.
securityScreensTests();
