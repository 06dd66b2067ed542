import type { AppContext } from '../context.ts';
import { requireOperator } from '../http/account.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { bookingLedger, ledgerReport } from './ledger-report.ts';

type Operation = 'adminLedgerReport' | 'adminBookingLedger';

/** The operators' ledger (issue 43, decision 132): read only, operators alone. */
export function ledgerHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    adminLedgerReport: async (request) => {
      requireOperator(request);
      return ok(await ledgerReport(context.db, request.body));
    },
    adminBookingLedger: async (request) => {
      requireOperator(request);
      return ok(await bookingLedger(context.db, request.body.bookingId));
    },
  };
}
