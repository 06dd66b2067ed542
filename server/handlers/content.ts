import type { Database } from '../db/database.ts';
import { listLabels } from '../db/queries/content.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';

export function contentHandlers(db: Database): OperationHandlers<'labelGetAllData'> {
  return {
    labelGetAllData: async (request) => ok(await listLabels(db, request.body.vSlug)),
  };
}
