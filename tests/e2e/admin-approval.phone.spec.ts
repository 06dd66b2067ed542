import { adminApprovalTests } from '#tests/support/e2e-admin-approval.ts';

// Phone (390 × 844, touch); the desktop's run is admin-approval.spec.ts.
adminApprovalTests(7);
