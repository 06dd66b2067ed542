import type { AppContext } from '../context.ts';
import { NotFoundError } from '../domain/errors.ts';
import { done, type OperationHandlers, sentence } from '../http/operation.ts';
import { loadAccount } from '../http/session-auth.ts';
import { readSessionCookie } from '../http/session-cookie.ts';
import { applyGiftCoupon, COUPON_APPLIED } from '../coupons/index.ts';
import { emailQuote, QUOTE_EMAILED } from './quote-email.ts';
import { BOOKING_NOT_FOUND, QUOTED, scheduleCleaning } from './quote.ts';
import { BOOKING_STARTED, startSameDayBooking } from './same-day-start.ts';
import { localeOf } from '../i18n/index.ts';

type Operation =
  | 'cleaningBookSameDay'
  | 'cleaningScheduleCleaning'
  | 'cleaningBookNowEmail'
  | 'cleaningGiftCouponDiscount';

// The contract puts these answers' fields beside code and message, not under `data`.
export function quoteHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    cleaningBookSameDay: async (request) => {
      // A public call: the session is read only to give a signed-in customer their booking.
      const account = await loadAccount(context, request);
      const id = await startSameDayBooking(context, request.body, {
        ip: request.ip,
        userId: account?.userId ?? null,
        customerId: account?.customer?.id ?? null,
        locale: localeOf(request),
      });
      return { code: 200, message: sentence(BOOKING_STARTED), id };
    },
    cleaningScheduleCleaning: async (request) => {
      // Fastify lower-cases header names; the contract has already checked the code's form.
      const code = request.headers.vuniquecode;
      if (typeof code !== 'string') throw new NotFoundError(BOOKING_NOT_FOUND);
      // A session's cookie: the booking may be a customer's who blocked cleaners (decision 128).
      const signedIn = readSessionCookie(request, context.secure) !== undefined;
      const quote = await scheduleCleaning(context, code, request.body, { signedIn });
      return { code: 200, message: sentence(QUOTED), ...quote };
    },
    cleaningBookNowEmail: async (request) => {
      await emailQuote(context, request.body, request.ip);
      return done(QUOTE_EMAILED);
    },
    cleaningGiftCouponDiscount: async (request) => {
      const Data = await applyGiftCoupon(context, request.body, request.ip);
      return { code: 200, message: sentence(COUPON_APPLIED), Data };
    },
  };
}
