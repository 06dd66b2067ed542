import type { FastifyReply, FastifyRequest } from 'fastify';
import { bookingNamed, serviceNamed } from '../catalog/index.ts';
import type { AppContext } from '../context.ts';
import { localeOf } from '../i18n/index.ts';
import { requireCustomer } from '../http/account.ts';
import { created, done, ok, type OperationHandlers } from '../http/operation.ts';
import { keptAnswer } from '../http/shared-answer.ts';
import { ACCESS_NOTES_SAVED, changeAccessNotes } from './access-notes.ts';
import { addBookingReview, REVIEW_ADDED, reviewsBy } from './booking-reviews.ts';
import {
  BOOKING_LINK_ENDED,
  bookingPageByLink,
  cancelByLink,
  cancellationQuoteByLink,
  endLinksByLink,
  ownBookingPage,
  ownCancellationQuote,
} from './booking-page.ts';
import { BOOKING_CANCELLED, cancelBooking } from './cancellation.ts';
import { cancellationFeeRefusals, cancellationTermsOf } from './cancellation-fee.ts';
import { NotFoundError } from '../domain/errors.ts';
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
  | 'customerBookingPage'
  | 'customerCancellationQuote'
  | 'bookingLinkCancellationQuote'
  | 'cleaningCancellationTerms';

/** A booking's page is the customer's alone: no cache on the way keeps it (issue 40). */
function unkept(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export function bookingHandlers(context: AppContext): OperationHandlers<Operation> {
  /** The catalog's names in the caller's language: the bookings store the English ones. */
  const namesFor = (request: FastifyRequest) => context.catalog.namesIn(localeOf(request));

  return {
    customerGetAllData: async (request, reply) => {
      const { customer } = requireCustomer(request);
      const locale = localeOf(request);
      // Kept per customer, what was asked and the language (its names), until a change or a
      // second passes (decision 064).
      const asked = request.body ?? {};
      const key = `bookings:${customer.id}:${locale}:${JSON.stringify(asked)}`;
      const answer = await context.lists.answer(key, async () => {
        const [list, names] = await Promise.all([
          bookingsOf(context, customer.id, asked),
          context.catalog.namesIn(locale),
        ]);
        return {
          ...ok(list.bookings.map((booking) => bookingNamed(booking, names))),
          vNextCursor: list.nextCursor,
        };
      });
      return keptAnswer(reply, answer);
    },
    customerCancelBooking: async (request) => {
      const { customer } = requireCustomer(request);
      const { iBookingId, iFeeCents } = request.body;
      const cancelled = await cancelBooking(context, customer.id, iBookingId, iFeeCents);
      const names = await namesFor(request);
      return ok(bookingNamed(cancelled, names), BOOKING_CANCELLED);
    },
    customerUpdateAccessNotes: async (request) => {
      const { customer } = requireCustomer(request);
      const { iBookingId, accessNotes } = request.body;
      const saved = await changeAccessNotes(context, customer.id, iBookingId, accessNotes);
      const names = await namesFor(request);
      return ok(bookingNamed(saved, names), ACCESS_NOTES_SAVED);
    },
    customerGetAllReview: async (request) => {
      const { customer } = requireCustomer(request);
      const [reviews, names] = await Promise.all([
        reviewsBy(context, customer.id, localeOf(request)),
        namesFor(request),
      ]);
      return ok(reviews.map((review) => serviceNamed(review, names)));
    },
    customerDashboard: async (request) => {
      const { customer } = requireCustomer(request);
      return ok(await customerDashboard(context, customer.id));
    },
    reviewAddReview: async (request, reply) => {
      const { customer } = requireCustomer(request);
      return created(
        reply,
        await addBookingReview(context, customer.id, request.body, localeOf(request)),
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
        await cancelByLink(
          context,
          request.body.token,
          request.ip,
          localeOf(request),
          request.body.iFeeCents,
        ),
        BOOKING_CANCELLED,
      );
    },
    bookingLinkEnd: async (request, reply) => {
      unkept(reply);
      await endLinksByLink(context, request.body.token, request.ip);
      return done(BOOKING_LINK_ENDED);
    },
    customerCancellationQuote: async (request, reply) => {
      const { customer } = requireCustomer(request);
      unkept(reply);
      return ok(
        await ownCancellationQuote(
          context,
          customer.id,
          request.body.iBookingId,
          localeOf(request),
        ),
      );
    },
    bookingLinkCancellationQuote: async (request, reply) => {
      unkept(reply);
      return ok(
        await cancellationQuoteByLink(context, request.body.token, request.ip, localeOf(request)),
      );
    },
    cleaningCancellationTerms: async (request) => {
      // Fastify lower-cases header names; the contract has already checked the code's form.
      const code = request.headers.vuniquecode;
      if (typeof code !== 'string') throw new NotFoundError(cancellationFeeRefusals.noQuote);
      return ok(await cancellationTermsOf(context, code, localeOf(request)));
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
