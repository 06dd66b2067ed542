import { adminSystemTests } from '#tests/support/e2e-admin-system.ts';

// Phone (390 × 844, touch); the desktop's run is admin-system.spec.ts.
adminSystemTests();
