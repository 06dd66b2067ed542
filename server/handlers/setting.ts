import type { Database } from '../db/database.ts';
import { listSettings } from '../db/queries/content.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';

export function settingHandlers(
  db: Database,
): OperationHandlers<'settingCompany' | 'settingSocial'> {
  return {
    settingCompany: async (request) =>
      ok(await listSettings(db, request.body?.eConfig ?? 'Company')),
    settingSocial: async () => ok(await listSettings(db, 'Social')),
  };
}
