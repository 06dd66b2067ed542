import { imageryChecks } from '#tests/support/e2e-imagery-routes.ts';

// Issue 23 at desktop width (1280×800); imagery.phone.spec.ts runs the same at 390×844.
imageryChecks('desktop');
