import type { AppContext } from '../context.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { siteSettings } from './site-content.ts';

export function settingHandlers({
  db,
}: AppContext): OperationHandlers<'settingCompany' | 'settingSocial'> {
  return {
    settingCompany: async (request) =>
      ok(await siteSettings(db, request.body?.eConfig ?? 'Company')),
    settingSocial: async () => ok(await siteSettings(db, 'Social')),
  };
}
