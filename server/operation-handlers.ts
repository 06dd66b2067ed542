import type { AppContext } from './context.ts';
import type { OperationHandlers, OperationId } from './http/operation.ts';
import { adminHandlers } from './console/index.ts';
import { authHandlers } from './auth/index.ts';
import {
  blogHandlers,
  commentHandlers,
  contentHandlers,
  settingHandlers,
} from './content/index.ts';
import {
  bookingHandlers,
  rebookingHandlers,
  rescheduleRequestHandlers,
  unacceptedHandlers,
} from './bookings/index.ts';
import { paymentHandlers } from './payments/index.ts';
import { quoteHandlers } from './quote/index.ts';
import { catalogHandlers } from './catalog/index.ts';
import { closureHandlers } from './closure/index.ts';
import { contactHandlers } from './contact/index.ts';
import { contractorHandlers, customerAddressHandlers, customerHandlers } from './accounts/index.ts';
import { jobHandlers, workingHoursHandlers } from './jobs/index.ts';
import { ledgerHandlers } from './ledger/index.ts';
import { notificationHandlers } from './notifications/index.ts';
import { healthHandlers } from './health/index.ts';
import { receiptHandlers } from './receipts/index.ts';
import { reviewHandlers } from './reviews/index.ts';
import { statementHandlers } from './statements/index.ts';
import { dataExportHandlers } from './data-exports/index.ts';
import { tipHandlers } from './tips/index.ts';
import { consentHandlers } from './consent/index.ts';
import { payoutHandlers } from './payouts/index.ts';
import { taxReportingHandlers } from './tax-reporting/index.ts';
import { planChangeHandlers } from './regular-plans/index.ts';
import { retentionHandlers } from './retention/index.ts';
import { securityIncidentHandlers } from './security-incidents/index.ts';
import { vitalsHandlers } from './vitals/index.ts';
import { planCleanerHandlers } from './regular-plans/index.ts';

/** Every operation of openapi.yaml, keyed by operationId; a missing one fails the typecheck. */
export function operationHandlers(
  context: AppContext,
  log: (problem: string) => void,
): OperationHandlers<OperationId> {
  return {
    ...healthHandlers(context, log),
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
    ...unacceptedHandlers(context),
    ...rebookingHandlers(context),
    ...rescheduleRequestHandlers(context),
    ...notificationHandlers(context),
    ...vitalsHandlers(context),
    ...adminHandlers(context),
    ...workingHoursHandlers(context),
    ...planCleanerHandlers(context),
    ...receiptHandlers(context),
    ...tipHandlers(context),
    ...ledgerHandlers(context),
    ...payoutHandlers(context),
    ...taxReportingHandlers(context),
    ...statementHandlers(context),
    ...consentHandlers(context),
    ...dataExportHandlers(context),
    ...closureHandlers(context),
    ...planChangeHandlers(context),
    ...retentionHandlers(context),
    ...securityIncidentHandlers(context),
  };
}
