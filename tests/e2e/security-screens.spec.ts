import { securityScreensTests } from '#tests/support/e2e-security-screens.ts';

// Desktop; the phone's run is security-screens.phone.spec.ts.
securityScreensTests();
