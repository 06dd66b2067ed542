import { layoutShiftTests } from '#tests/support/e2e-layout-shift.ts';

// Phone (390 × 844, touch); the desktop's run is layout-shift.spec.ts.
layoutShiftTests();
