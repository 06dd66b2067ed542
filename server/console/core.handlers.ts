import type { AppContext } from '../context.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { auditLogPage } from './audit-log.ts';
import { adminRead } from './console-operation.handlers.ts';

type Operation = 'adminSession' | 'adminAuditLogList';

/** The console's own operations: who is signed in, and the audit log. */
export function adminCoreHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    adminSession: adminRead(async (operator) =>
      ok({ fullName: operator.fullName, email: operator.email }),
    ),
    adminAuditLogList: adminRead(async (_operator, request) =>
      ok(await auditLogPage(context.db, request.body)),
    ),
  };
}
