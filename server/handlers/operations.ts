import type { AppContext } from '../context.ts';
import type { OperationHandlers, OperationId } from '../http/operation.ts';
import { authHandlers } from './auth.ts';
import { blogHandlers } from './blog.ts';
import { bookingHandlers } from './bookings.ts';
import { paymentHandlers } from './cleaning-payment.ts';
import { quoteHandlers } from './cleaning-quote.ts';
import { catalogHandlers } from './catalog.ts';
import { commentHandlers } from './comment.ts';
import { contactHandlers } from './contact.ts';
import { contentHandlers } from './content.ts';
import { contractorHandlers } from './contractor.ts';
import { customerAddressHandlers } from './customer-address.ts';
import { customerHandlers } from './customer.ts';
import { jobHandlers } from './jobs.ts';
import { notificationHandlers } from './notification.ts';
import { opsHandlers } from './ops.ts';
import { reviewHandlers } from './review.ts';
import { settingHandlers } from './setting.ts';
import { vitalsHandlers } from './vitals.ts';

/** Every operation of openapi.yaml, keyed by operationId; a missing one fails the typecheck. */
export function operationHandlers(
  context: AppContext,
  log: (problem: string) => void,
): OperationHandlers<OperationId> {
  return {
    ...opsHandlers(context, log),
    ...catalogHandlers(context.catalog),
    ...contentHandlers(context),
    ...settingHandlers(context),
    ...blogHandlers(context),
    ...reviewHandlers(context),
    ...authHandlers(context),
    ...customerHandlers(context),
    ...contractorHandlers(context),
    ...customerAddressHandlers(context),
    ...commentHandlers(context),
    ...contactHandlers(context),
    ...quoteHandlers(context),
    ...paymentHandlers(context),
    ...jobHandlers(context),
    ...bookingHandlers(context),
    ...notificationHandlers(context),
    ...vitalsHandlers(context),
  };
}
