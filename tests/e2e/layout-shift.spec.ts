import { layoutShiftTests } from '#tests/support/e2e-layout-shift.ts';

// Desktop (1280 px); the phone's run is layout-shift.phone.spec.ts.
layoutShiftTests();
