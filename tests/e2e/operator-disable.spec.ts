import { operatorDisableTests } from '#tests/support/e2e-admin-operator-disable.ts';

// Both widths.
operatorDisableTests();
