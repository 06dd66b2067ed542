/**
 * One valid request per admin operation of openapi.yaml (decision 047), for the access matrix
 * (tests/api/admin-access.test.ts): each is sent anonymous, as a customer, as a cleaner and as
 * an operator. A part of the console that adds an operation adds its line here; an operation
 * missing from this table fails the matrix. `operatorStatus` is what the operator gets: usually
 * 200, or the 404 of a sample that names a record the fresh database does not have.
 */
export type AdminOperationSample = {
  path: string;
  body: Record<string, unknown>;
  operatorStatus?: number;
};

/** A clear background check (decision 134) for the samples that record one. */
const SAMPLE_CHECK = {
  provider: 'in person',
  checkedOn: '2025-01-01',
  result: 'clear',
  expiresOn: '2099-01-01',
};

export const adminOperationSamples: Record<string, AdminOperationSample> = {
  // -- core (i26-core) --
  adminSession: { path: '/api/admin/session', body: {} },
  adminAuditLogList: { path: '/api/admin/audit-log/list', body: { page: 1, perPage: 5 } },
  // -- core, more (i26-core) --
  adminApplicationList: { path: '/api/admin/applications/list', body: { status: 'Pending' } },
  adminApplicationApprove: {
    path: '/api/admin/applications/approve',
    body: { contractorId: 999_999, check: SAMPLE_CHECK },
    operatorStatus: 404,
  },
  adminApplicationReject: {
    path: '/api/admin/applications/reject',
    body: { contractorId: 999_999, reason: 'References could not be reached.' },
    operatorStatus: 404,
  },
  adminCouponList: { path: '/api/admin/coupons/list', body: {} },
  adminCouponCreate: {
    path: '/api/admin/coupons/create',
    body: { code: 'MATRIX10', kind: 'percent', amount: '10' },
  },
  adminCouponDisable: {
    path: '/api/admin/coupons/disable',
    body: { couponId: 999_999 },
    operatorStatus: 404,
  },
  adminCouponRedemptions: {
    path: '/api/admin/coupons/redemptions',
    body: { couponId: 999_999 },
    operatorStatus: 404,
  },
  adminToday: { path: '/api/admin/today', body: {} },
  // -- bookings (i26-bookings) --
  adminBookingList: { path: '/api/admin/bookings/list', body: { page: 1, perPage: 5 } },
  // The fresh database has no booking 987654: the operator passes the guard and gets 404.
  adminBookingGet: {
    path: '/api/admin/bookings/get',
    body: { bookingId: 987654 },
    operatorStatus: 404,
  },
  adminBookingCancel: {
    path: '/api/admin/bookings/cancel',
    body: { bookingId: 987654 },
    operatorStatus: 404,
  },
  adminBookingHandBack: {
    path: '/api/admin/bookings/hand-back',
    body: { bookingId: 987654 },
    operatorStatus: 404,
  },
  adminBookingEndLinks: {
    path: '/api/admin/bookings/end-links',
    body: { bookingId: 987654 },
    operatorStatus: 404,
  },
  // A code no app showed: the operator passes the guard and is asked for a right one (decision 078).
  // -- receipts (i40-receipts) --
  adminBookingDocuments: {
    path: '/api/admin/bookings/documents',
    body: { bookingId: 987654 },
    operatorStatus: 404,
  },
  adminBookingDocument: {
    path: '/api/admin/bookings/document',
    body: { bookingId: 987654, vNumber: '2026-000001' },
    operatorStatus: 404,
  },
  adminBookingRefund: {
    path: '/api/admin/bookings/refund',
    body: { bookingId: 987654, amount: '10.00', reason: 'Access check.', code: '000000' },
    operatorStatus: 400,
  },
  // -- people (i26-people) --
  adminCleanerList: { path: '/api/admin/cleaners/list', body: { page: 1, text: 'demo' } },
  adminCleanerGet: { path: '/api/admin/cleaners/get', body: { id: 999999 }, operatorStatus: 404 },
  adminCleanerPause: {
    path: '/api/admin/cleaners/pause',
    body: { id: 999999, reason: 'A sample.' },
    operatorStatus: 404,
  },
  adminCleanerResume: {
    path: '/api/admin/cleaners/resume',
    body: { id: 999999, reason: 'A sample.' },
    operatorStatus: 404,
  },
  adminCleanerRecordCheck: {
    path: '/api/admin/cleaners/record-check',
    body: { contractorId: 999999, check: SAMPLE_CHECK },
    operatorStatus: 404,
  },
  adminSupplyDemand: { path: '/api/admin/cleaners/supply-demand', body: {} },
  // -- tax details and the annual report (issue 43, decision 135) --
  adminCleanerTaxDetails: {
    path: '/api/admin/cleaners/tax-details',
    body: { id: 999999 },
    operatorStatus: 404,
  },
  // A year not yet over is refused (JSON); the report itself is XML (tax-details.test.ts).
  adminTaxReport: {
    path: '/api/admin/tax-reporting/export',
    body: { iYear: 2099 },
    operatorStatus: 400,
  },
  adminReviewList: { path: '/api/admin/reviews/list', body: { visibility: 'Hidden' } },
  adminReviewModerate: {
    path: '/api/admin/reviews/moderate',
    body: { id: 999999, visibility: 'Hidden', reason: 'A sample.' },
    operatorStatus: 404,
  },
  adminFaqList: { path: '/api/admin/faqs/list', body: { published: false } },
  adminFaqSave: {
    path: '/api/admin/faqs/save',
    body: { id: 999999, question: 'Q?', answer: 'A.', audience: 'Customer', published: true },
    operatorStatus: 404,
  },
  adminLabelList: { path: '/api/admin/labels/list', body: { missingFrench: true } },
  adminLabelSave: {
    path: '/api/admin/labels/save',
    body: { id: 999999, text: 'Book Now', textFr: 'Réserver' },
    operatorStatus: 404,
  },
  adminBlogList: { path: '/api/admin/blogs/list', body: { text: 'clean' } },
  adminBlogSave: {
    path: '/api/admin/blogs/save',
    body: { id: 999999, title: 'T', html: '<p>T</p>', categoryId: 1, published: true },
    operatorStatus: 404,
  },
  // -- blog comments (issue 38) --
  adminCommentList: { path: '/api/admin/comments/list', body: { visibility: 'Hidden' } },
  adminCommentModerate: {
    path: '/api/admin/comments/moderate',
    body: { id: 999999, visibility: 'Hidden', reason: 'A sample.' },
    operatorStatus: 404,
  },
  // -- system (i26-system) --
  adminOperatorList: { path: '/api/admin/operators/list', body: { page: 1, perPage: 5 } },
  // A code no app showed: the matrix's operator passes the guard, is asked for a right one
  // (decision 078) and adds no account.
  adminOperatorCreate: {
    path: '/api/admin/operators/create',
    body: { email: 'operator@demo.mapleshine.ca', code: '000000' },
    operatorStatus: 400,
  },
  // The fresh database has no operator 999 999: the operator passes the guard and gets 404
  // before any code is looked at (decision 085).
  adminOperatorDisable: {
    path: '/api/admin/operators/disable',
    body: { operatorId: 999_999, code: '000000' },
    operatorStatus: 404,
  },
  adminOperatorEnable: {
    path: '/api/admin/operators/enable',
    body: { operatorId: 999_999, code: '000000' },
    operatorStatus: 404,
  },
  adminSystemStatus: { path: '/api/admin/system/status', body: {} },
  adminFailedMailList: { path: '/api/admin/system/failed-mail', body: { page: 1 } },
  adminFailedMailRetry: {
    path: '/api/admin/system/retry-mail',
    body: { id: 999_999 },
    operatorStatus: 404,
  },
  adminSiteSpeed: { path: '/api/admin/site-speed', body: {} },
  // -- booking rules (issue 40, decision 098) --
  adminBookingRules: { path: '/api/admin/booking-rules', body: {} },
  adminBookingRulesSave: {
    path: '/api/admin/booking-rules/save',
    body: { iUnacceptedDeadlineHours: 12 },
  },
  // -- cancellation policy (issue 42, decision 127) --
  adminCancellationPolicy: { path: '/api/admin/cancellation-policy', body: {} },
  // A version the fresh database is not at: the operator is refused with 409, nothing published.
  adminCancellationPolicyPublish: {
    path: '/api/admin/cancellation-policy/publish',
    body: { basedOnVersion: 999_999, freeMinutesAfterBooking: 10, tiers: [] },
    operatorStatus: 409,
  },
  // -- the ledger (issue 43, decision 132) --
  adminLedgerReport: { path: '/api/admin/ledger', body: { from: '2026-11-01', to: '2026-11-30' } },
  adminBookingLedger: {
    path: '/api/admin/bookings/ledger',
    body: { bookingId: 987654 },
    operatorStatus: 404,
  },
  // -- payouts (issue 43, decision 133) --
  adminPayoutList: { path: '/api/admin/payouts/list', body: { state: 'failed' } },
  adminPayoutAccount: {
    path: '/api/admin/payouts/account',
    body: { contractorId: 999_999 },
    operatorStatus: 404,
  },
  adminPayoutRetry: {
    path: '/api/admin/payouts/retry',
    body: { id: 999_999, reason: 'The cleaner fixed their bank account.' },
    operatorStatus: 404,
  },
  // -- closing an account on a written request (i44-closure, decision 139) --
  adminAccountClosurePreview: {
    path: '/api/admin/accounts/closure-preview',
    body: { customerId: 999_999 },
    operatorStatus: 404,
  },
  adminAccountClose: {
    path: '/api/admin/accounts/close',
    body: { customerId: 999_999, note: 'E-mail of November 28, 2026', shownFeeCents: 0 },
    operatorStatus: 404,
  },
  // -- regular plans (i45-changes, decision 145) --
  adminPlanList: { path: '/api/admin/plans/list', body: { status: 'active' } },
  adminPlanGet: { path: '/api/admin/plans/get', body: { planId: 999_999 }, operatorStatus: 404 },
  adminPlanPause: {
    path: '/api/admin/plans/pause',
    body: { planId: 999_999, weeks: 2, reason: 'The customer called: away for two weeks.' },
    operatorStatus: 404,
  },
  // -- retention and the breach record (i44-retention, decisions 140 and 141) --
  adminRetentionReport: { path: '/api/admin/retention', body: {} },
  adminSecurityIncidentList: { path: '/api/admin/security-incidents/list', body: {} },
  adminSecurityIncidentGet: {
    path: '/api/admin/security-incidents/get',
    body: { id: 999_999 },
    operatorStatus: 404,
  },
  adminSecurityIncidentRecord: {
    path: '/api/admin/security-incidents/record',
    body: {
      title: 'Matrix incident',
      description: 'Recorded by the access matrix.',
      occurredOn: '2026-01-05',
      discoveredOn: '2026-01-06',
      dataAffected: 'None: a test.',
      peopleAffected: 0,
      realRiskOfSignificantHarm: false,
    },
  },
  adminSecurityIncidentUpdate: {
    path: '/api/admin/security-incidents/update',
    body: {
      id: 999_999,
      title: 'Matrix incident',
      description: 'Changed by the access matrix.',
      occurredOn: '2026-01-05',
      discoveredOn: '2026-01-06',
      dataAffected: 'None: a test.',
      realRiskOfSignificantHarm: false,
    },
    operatorStatus: 404,
  },
};
