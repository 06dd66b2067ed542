import { imageryChecks } from '#tests/support/e2e-imagery-routes.ts';

// Issue 23 on a phone (390×844, touch); imagery.spec.ts runs the same at desktop width.
imageryChecks('phone');
