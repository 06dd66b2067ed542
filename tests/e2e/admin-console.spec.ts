import { adminConsoleTests } from '#tests/support/e2e-admin-console.ts';

// Both widths; on the phone the navigation is a drawer.
adminConsoleTests();
