import type { AppContext } from '../context.ts';
import { requireOperator } from '../http/account.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { retentionReport } from './retention-report.ts';

/** The console's Data retention page (decision 140): read only, operators alone. */
export function retentionHandlers(context: AppContext): OperationHandlers<'adminRetentionReport'> {
  return {
    adminRetentionReport: async (request) => {
      requireOperator(request);
      return ok(await retentionReport(context, request.body));
    },
  };
}
