import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { hasRecentOperatorAction } from './operator-actions.queries.ts';
import { recordOperatorAction } from './audit-log.ts';
import { adminBookingPage } from './booking-page.ts';

/**
 * Reading a customer's booking is audited (decision 086), once per operator and booking in this
 * many minutes: the page is fetched again after each of its actions and on every return to it,
 * and an entry per fetch would bury the log's changes under reads.
 */
export const BOOKING_VIEW_WINDOW_MINUTES = 10;

/**
 * "`operatorId` viewed booking `bookingNo`", unless they did within the window. Two reads racing
 * may both write: the rule may give an entry too many, never one too few.
 */
export async function recordBookingView(db: Database, operatorId: number, bookingNo: string) {
  const entry = {
    operatorId,
    action: 'booking.view',
    subjectType: 'booking',
    subjectId: bookingNo,
  };
  if (await hasRecentOperatorAction(db, entry, BOOKING_VIEW_WINDOW_MINUTES * 60)) return;
  await recordOperatorAction(db, { ...entry, before: null, after: null });
}

/** The console's booking page (adminBookingGet), the read written to the audit log. */
export async function viewBookingAsOperator(
  context: Pick<AppContext, 'db'>,
  operatorId: number,
  bookingId: number,
) {
  const page = await adminBookingPage(context.db, bookingId);
  await recordBookingView(context.db, operatorId, page.booking.bookingNo);
  return page;
}
