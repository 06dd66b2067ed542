import { operatorDisableTests } from '#tests/support/e2e-admin-operator-disable.ts';

// Phone (390 × 844, touch); the desktop's run is admin-operator-disable.spec.ts.
operatorDisableTests();
