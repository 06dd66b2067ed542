import type { AppContext } from '../context.ts';
import { requireCustomer } from '../http/account.ts';
import { created, ok, type OperationHandlers } from '../http/operation.ts';
import { keptAnswer } from '../http/shared-answer.ts';
import { ACCESS_NOTES_SAVED, changeAccessNotes } from './access-notes.ts';
import { addBookingReview, REVIEW_ADDED, reviewsBy } from './booking-reviews.ts';
import { BOOKING_CANCELLED, cancelBooking } from './cancellation.ts';
import { bookingsOf, customerDashboard } from './customer-bookings.ts';

type Operation =
  | 'customerGetAllData'
  | 'customerCancelBooking'
  | 'customerUpdateAccessNotes'
  | 'customerGetAllReview'
  | 'customerDashboard'
  | 'reviewAddReview';

export function bookingHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    customerGetAllData: async (request, reply) => {
      const { customer } = requireCustomer(request);
      // Kept per customer and what was asked, until a change or a second passes (decision 064).
      const asked = request.body ?? {};
      const key = `bookings:${customer.id}:${JSON.stringify(asked)}`;
      const answer = await context.lists.answer(key, async () => {
        const list = await bookingsOf(context, customer.id, asked);
        return { ...ok(list.bookings), vNextCursor: list.nextCursor };
      });
      return keptAnswer(reply, answer);
    },
    customerCancelBooking: async (request) => {
      const { customer } = requireCustomer(request);
      return ok(
        await cancelBooking(context, customer.id, request.body.iBookingId),
        BOOKING_CANCELLED,
      );
    },
    customerUpdateAccessNotes: async (request) => {
      const { customer } = requireCustomer(request);
      const { iBookingId, accessNotes } = request.body;
      return ok(
        await changeAccessNotes(context, customer.id, iBookingId, accessNotes),
        ACCESS_NOTES_SAVED,
      );
    },
    customerGetAllReview: async (request) => {
      const { customer } = requireCustomer(request);
      return ok(await reviewsBy(context, customer.id));
    },
    customerDashboard: async (request) => {
      const { customer } = requireCustomer(request);
      return ok(await customerDashboard(context, customer.id));
    },
    reviewAddReview: async (request, reply) => {
      const { customer } = requireCustomer(request);
      return created(
        reply,
        await addBookingReview(context, customer.id, request.body),
        REVIEW_ADDED,
      );
    },
  };
}
