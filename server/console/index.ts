// What the rest of the server may import from server/console (its public entry; decision 090).
export { approveApplicationByEmail } from './applications.ts';
export { recordOperatorAction } from './audit-log.ts';
export { recordBookingView } from './booking-views.ts';
export { adminHandlers } from './console.handlers.ts';
export { createCouponRecorded } from './coupons.ts';
export { ACCOUNT_DISABLED } from './operator-access.ts';
export { ADDED_FROM_COMMAND_LINE, tellOperatorsOfNewOperator } from './operator-added-notice.ts';
export { addOperator } from './operators.ts';
export { retryMailAsOperator } from './system.ts';
