import { layoutShiftTests } from '#tests/support/e2e-layout-shift.ts';

// Both widths (1280 px, and 390 × 844 with touch).
layoutShiftTests();
