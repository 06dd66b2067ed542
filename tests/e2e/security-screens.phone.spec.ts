import { securityScreensTests } from '#tests/support/e2e-security-screens.ts';

// Phone (390 × 844, touch); the desktop's run is security-screens.spec.ts.
securityScreensTests();
