import type { AppContext } from '../context.ts';
import { readerOf } from '../catalog/index.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { siteSettings } from './site-content.ts';

export function settingHandlers({
  db,
}: AppContext): OperationHandlers<'settingCompany' | 'settingSocial'> {
  return {
    settingCompany: async (request) =>
      ok(await siteSettings(db, request.body?.eConfig ?? 'Company', readerOf(request))),
    settingSocial: async (request) => ok(await siteSettings(db, 'Social', readerOf(request))),
  };
}
