import { adminApprovalTests } from '#tests/support/e2e-admin-approval.ts';

// Both widths, each on a Calgary day of its own.
adminApprovalTests({ desktop: 6, phone: 7 });
