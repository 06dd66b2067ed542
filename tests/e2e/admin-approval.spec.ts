import { adminApprovalTests } from '#tests/support/e2e-admin-approval.ts';

// Desktop; the phone's run is admin-approval.phone.spec.ts.
adminApprovalTests(6);
