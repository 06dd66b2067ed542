import type { AppContext } from '../context.ts';
import { readerOf } from '../catalog/index.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { planDiscountSettings, siteSettings } from './site-content.ts';

export function settingHandlers({
  db,
}: AppContext): OperationHandlers<'settingCompany' | 'settingSocial'> {
  return {
    settingCompany: async (request) => {
      const group = request.body?.eConfig ?? 'Company';
      const rows = await siteSettings(db, group, readerOf(request));
      return ok(group === 'Company' ? [...rows, ...(await planDiscountSettings(db))] : rows);
    },
    settingSocial: async (request) => ok(await siteSettings(db, 'Social', readerOf(request))),
  };
}
