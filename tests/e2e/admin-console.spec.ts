import { adminConsoleTests } from '#tests/support/e2e-admin-console.ts';

// Desktop; the phone's run (the navigation in a drawer) is admin-console.phone.spec.ts.
adminConsoleTests();
