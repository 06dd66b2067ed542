import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { requireCustomer } from '../http/account.ts';
import { created, done, ok, type OperationHandlers } from '../http/operation.ts';
import { keptAnswer } from '../http/shared-answer.ts';
import { localeOf } from '../i18n/index.ts';
import { ACCESS_NOTES_SAVED, changeAccessNotes } from './access-notes.ts';
import { addBookingReview, REVIEW_ADDED, reviewsBy } from './booking-reviews.ts';
import {
  BOOKING_LINK_ENDED,
  bookingPageByLink,
  cancelByLink,
  endLinksByLink,
  ownBookingPage,
} from './booking-page.ts';
import { BOOKING_CANCELLED, cancelBooking } from './cancellation.ts';
import { bookingsOf, customerDashboard } from './customer-bookings.ts';

type Operation =
  | 'customerGetAllData'
  | 'customerCancelBooking'
  | 'customerUpdateAccessNotes'
  | 'customerGetAllReview'
  | 'customerDashboard'
  | 'reviewAddReview'
  | 'bookingLinkOpen'
  | 'bookingLinkCancel'
  | 'bookingLinkEnd'
  | 'customerBookingPage';

/** A booking's page is the customer's alone: no cache on the way keeps it (issue 40). */
function unkept(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

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
    bookingLinkOpen: async (request, reply) => {
      unkept(reply);
      return ok(
        await bookingPageByLink(context, request.body.token, request.ip, localeOf(request)),
      );
    },
    bookingLinkCancel: async (request, reply) => {
      unkept(reply);
      return ok(
        await cancelByLink(context, request.body.token, request.ip, localeOf(request)),
        BOOKING_CANCELLED,
      );
    },
    bookingLinkEnd: async (request, reply) => {
      unkept(reply);
      await endLinksByLink(context, request.body.token, request.ip);
      return done(BOOKING_LINK_ENDED);
    },
    customerBookingPage: async (request, reply) => {
      const { customer } = requireCustomer(request);
      unkept(reply);
      return ok(
        await ownBookingPage(context, customer.id, request.body.vBookingNo, localeOf(request)),
      );
    },
  };
}
