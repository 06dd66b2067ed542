import type { AppContext } from '../context.ts';
import { requireCustomer } from '../http/account.ts';
import { localeOf } from '../i18n/index.ts';
import { done, ok, type OperationHandlers } from '../http/operation.ts';
import { bookAgainOffer } from './book-again.ts';
import { addFavourite, cleanersOf, removeCleaner } from './cleaner-marks.ts';
import { bookAgainAnswers } from './texts-book-again.ts';

type Operation =
  | 'customerBookAgain'
  | 'customerCleaners'
  | 'customerAddFavouriteCleaner'
  | 'customerRemoveCleaner';

/** Book again and the customer's favourite and blocked cleaners (decision 120). */
export function rebookingHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    customerBookAgain: async (request) => {
      const { customer } = requireCustomer(request);
      const offer = await bookAgainOffer(
        context,
        customer.id,
        request.body.iBookingId,
        localeOf(request),
      );
      // In the caller's language, as the details form's lists name them (the quote takes either).
      const names = await context.catalog.namesIn(localeOf(request));
      const { details } = offer;
      return ok(
        {
          ...offer,
          details: {
            ...details,
            vResidence: names.residenceType(details.vResidence),
            vServiceName: names.service(details.vServiceName),
            vExtras: names.extras(details.vExtras),
          },
        },
        bookAgainAnswers.offerReady,
      );
    },
    customerCleaners: async (request) => {
      const { customer } = requireCustomer(request);
      return ok(
        await cleanersOf(context, customer.id, localeOf(request)),
        bookAgainAnswers.cleanersListed,
      );
    },
    customerAddFavouriteCleaner: async (request) => {
      const { customer } = requireCustomer(request);
      const added = await addFavourite(
        context,
        customer.id,
        request.body.iBookingId,
        localeOf(request),
      );
      return ok(added.cleaner, added.message);
    },
    customerRemoveCleaner: async (request) => {
      const { customer } = requireCustomer(request);
      return done(await removeCleaner(context, customer.id, request.body.iCleanerId));
    },
  };
}
