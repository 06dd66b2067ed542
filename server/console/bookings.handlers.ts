import type { AppContext } from '../context.ts';
import { checkSecondFactorCode } from '../accounts/index.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import {
  BOOKING_CANCELLED_FOR_CUSTOMER,
  BOOKING_LINKS_ENDED,
  cancelBookingForCustomer,
  endBookingLinks,
  handBackForCleaner,
  JOB_HANDED_BACK_FOR_CLEANER,
} from './booking-actions.ts';
import { viewBookingAsOperator } from './booking-views.ts';
import { REFUND_MADE, refundBooking } from './booking-refund.ts';
import { bookingSearchPage } from './booking-search.ts';
import { adminRead, adminWrite } from './console-operation.handlers.ts';

type Operation =
  | 'adminBookingList'
  | 'adminBookingGet'
  | 'adminBookingCancel'
  | 'adminBookingHandBack'
  | 'adminBookingRefund'
  | 'adminBookingEndLinks';

/** The console's Bookings (decision 048): search, a booking's page, and its actions. */
export function adminBookingHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    adminBookingList: adminRead(async (_operator, request) =>
      ok(await bookingSearchPage(context.db, request.body)),
    ),
    adminBookingGet: adminRead(async (operator, request) =>
      ok(await viewBookingAsOperator(context, operator.operatorId, request.body.bookingId)),
    ),
    adminBookingCancel: adminWrite(context, async (operator, request) =>
      ok(
        await cancelBookingForCustomer(context, operator.operatorId, request.body.bookingId),
        BOOKING_CANCELLED_FOR_CUSTOMER,
      ),
    ),
    adminBookingHandBack: adminWrite(context, async (operator, request) =>
      ok(
        await handBackForCleaner(context, operator.operatorId, request.body.bookingId),
        JOB_HANDED_BACK_FOR_CLEANER,
      ),
    ),
    adminBookingEndLinks: adminWrite(context, async (operator, request) =>
      ok(
        await endBookingLinks(context, operator.operatorId, request.body.bookingId),
        BOOKING_LINKS_ENDED,
      ),
    ),
    adminBookingRefund: adminWrite(context, async (operator, request) => {
      // Money leaves MapleShine: a fresh code of the operator's app, not the session alone (078).
      await checkSecondFactorCode(context, operator, request.body.code);
      return ok(await refundBooking(context, operator.operatorId, request.body), REFUND_MADE);
    }),
  };
}
