import { imageryChecks } from '#tests/support/e2e-imagery-routes.ts';

// Issue 23 at both widths (1280×800, and 390×844 with touch).
imageryChecks();
