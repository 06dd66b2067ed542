import { operatorDisableTests } from '#tests/support/e2e-admin-operator-disable.ts';

// Desktop; the phone's run is admin-operator-disable.phone.spec.ts.
operatorDisableTests();
