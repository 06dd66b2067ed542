import type { Database } from '../db/database.ts';
import { listSettings } from '../db/queries/content.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';

export function settingHandlers(db: Database): OperationHandlers<'settingCompany'> {
  return {
    settingCompany: async (request) =>
      ok(await listSettings(db, request.body?.eConfig ?? 'Company')),
  };
}
