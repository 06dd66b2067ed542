import { adminSystemTests } from '#tests/support/e2e-admin-system.ts';

// Desktop; the phone's run is admin-system.phone.spec.ts.
adminSystemTests();
