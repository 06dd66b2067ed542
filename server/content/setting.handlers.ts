import type { AppContext } from '../context.ts';
import { readerOf } from '../catalog/index.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { PLAN_DISCOUNT_SETTING, planRules } from '../db/shared-queries/plan-rules.ts';
import { PLAN_FREQUENCIES } from '../../shared/regular-plans.ts';
import { siteSettings } from './site-content.ts';

/**
 * The regular cleanings' discounts (issue 45) ride with the company's settings: the booking
 * wizard shows each frequency's "save N %" before any quote, and no other public answer has them.
 */
async function planDiscountSettings(db: AppContext['db']) {
  const { discounts } = await planRules(db);
  return PLAN_FREQUENCIES.map((weeks) => ({
    vName: PLAN_DISCOUNT_SETTING[weeks],
    vValue: String(discounts[weeks]),
  }));
}

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
