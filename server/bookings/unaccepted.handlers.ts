import type { AppContext } from '../context.ts';
import { bookingIdOfLink } from '../db/shared-queries/booking-links.ts';
import { NotFoundError } from '../domain/errors.ts';
import { requireCustomer } from '../http/account.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { BOOKING_NOT_FOUND } from './customer-bookings.ts';
import { moveToTime, offeredTimes, type BookingOwner } from './other-times.ts';
import { unacceptedMessages } from './unaccepted-messages.ts';

type Operation =
  'bookingLinkFreeTimes' | 'bookingLinkMove' | 'customerBookingFreeTimes' | 'customerBookingMove';

/** The holder of a booking link: an unknown or revoked token reads as no booking (404). */
async function linkHolder(context: AppContext, token: string): Promise<BookingOwner> {
  const bookingId = await bookingIdOfLink(context.db, token);
  if (bookingId === null) throw new NotFoundError(BOOKING_NOT_FOUND);
  return { by: 'link', bookingId };
}

/** The other times of a booking nobody accepted, and the move (decision 098). */
export function unacceptedHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    bookingLinkFreeTimes: async (request) =>
      ok(
        await offeredTimes(context, await linkHolder(context, request.body.token)),
        unacceptedMessages.times,
      ),
    bookingLinkMove: async (request) => {
      const moved = await moveToTime(
        context,
        await linkHolder(context, request.body.token),
        request.body.start,
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
        await offeredTimes(context, { ...owner, bookingId: request.body.iBookingId }),
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
      );
      return ok(
        { vBookingNo: moved.vBookingNo, time: moved.time },
        unacceptedMessages.moved(moved.local),
      );
    },
  };
}
