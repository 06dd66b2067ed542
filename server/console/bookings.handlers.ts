import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { checkSecondFactorCode } from '../accounts/index.ts';
import { localeOf } from '../i18n/index.ts';
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
import { bookingPageNamed, pageNamed } from './named.ts';

type Operation =
  | 'adminBookingList'
  | 'adminBookingGet'
  | 'adminBookingCancel'
  | 'adminBookingHandBack'
  | 'adminBookingRefund'
  | 'adminBookingEndLinks';

/** The console's Bookings (decision 048): search, a booking's page, and its actions. */
export function adminBookingHandlers(context: AppContext): OperationHandlers<Operation> {
  /** The catalog's names in the operator's language: the bookings read the English ones. */
  const namesFor = (request: FastifyRequest) => context.catalog.namesIn(localeOf(request));

  return {
    adminBookingList: adminRead(async (_operator, request) => {
      const [page, names] = await Promise.all([
        bookingSearchPage(context.db, request.body),
        namesFor(request),
      ]);
      return ok(pageNamed(page, 'service', names));
    }),
    adminBookingGet: adminRead(async (operator, request) => {
      const page = await viewBookingAsOperator(
        context,
        operator.operatorId,
        request.body.bookingId,
      );
      return ok(bookingPageNamed(page, await namesFor(request)));
    }),
    adminBookingCancel: adminWrite(context, async (operator, request) => {
      const page = await cancelBookingForCustomer(
        context,
        operator.operatorId,
        request.body.bookingId,
      );
      return ok(bookingPageNamed(page, await namesFor(request)), BOOKING_CANCELLED_FOR_CUSTOMER);
    }),
    adminBookingHandBack: adminWrite(context, async (operator, request) => {
      const page = await handBackForCleaner(context, operator.operatorId, request.body.bookingId);
      return ok(bookingPageNamed(page, await namesFor(request)), JOB_HANDED_BACK_FOR_CLEANER);
    }),
    adminBookingEndLinks: adminWrite(context, async (operator, request) => {
      const page = await endBookingLinks(context, operator.operatorId, request.body.bookingId);
      return ok(bookingPageNamed(page, await namesFor(request)), BOOKING_LINKS_ENDED);
    }),
    adminBookingRefund: adminWrite(context, async (operator, request) => {
      // Money leaves MapleShine: a fresh code of the operator's app, not the session alone (078).
      await checkSecondFactorCode(context, operator, request.body.code);
      const page = await refundBooking(context, operator.operatorId, request.body);
      return ok(bookingPageNamed(page, await namesFor(request)), REFUND_MADE);
    }),
  };
}
