import type { AppContext } from '../context.ts';
import { requireCustomer } from '../http/account.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { localeOf } from '../i18n/index.ts';
import { linkHolder, moveToTime, offeredTimes } from './other-times.ts';
import { unacceptedMessages } from './unaccepted-messages.ts';

type Operation =
  'bookingLinkFreeTimes' | 'bookingLinkMove' | 'customerBookingFreeTimes' | 'customerBookingMove';

/** The other times of a booking nobody accepted, and the move (decision 098). */
export function unacceptedHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    bookingLinkFreeTimes: async (request) =>
      ok(
        await offeredTimes(
          context,
          await linkHolder(context.db, request.body.token),
          localeOf(request),
          request.body.sDay,
        ),
        unacceptedMessages.times,
      ),
    bookingLinkMove: async (request) => {
      const moved = await moveToTime(
        context,
        await linkHolder(context.db, request.body.token),
        request.body.start,
        localeOf(request),
        request.body.bAcceptIncrease === true,
      );
      return ok(
        { vBookingNo: moved.vBookingNo, time: moved.time },
        unacceptedMessages.moved(moved.local),
      );
    },
    customerBookingFreeTimes: async (request) => {
      const { customer } = requireCustomer(request);
      const owner = { by: 'customer' as const, customerId: customer.id };
      return ok(
        await offeredTimes(
          context,
          { ...owner, bookingId: request.body.iBookingId },
          localeOf(request),
          request.body.sDay,
        ),
        unacceptedMessages.times,
      );
    },
    customerBookingMove: async (request) => {
      const { customer } = requireCustomer(request);
      const owner = { by: 'customer' as const, customerId: customer.id };
      const moved = await moveToTime(
        context,
        { ...owner, bookingId: request.body.iBookingId },
        request.body.start,
        localeOf(request),
        request.body.bAcceptIncrease === true,
      );
      return ok(
        { vBookingNo: moved.vBookingNo, time: moved.time },
        unacceptedMessages.moved(moved.local),
      );
    },
  };
}
