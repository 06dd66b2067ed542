import { adminConsoleTests } from '#tests/support/e2e-admin-console.ts';

// Phone (390 × 844, touch); the desktop's run is admin-console.spec.ts.
adminConsoleTests();
