import type { AppContext } from '../context.ts';
import { localeOf } from '../i18n/index.ts';
import { done, ok, type OperationHandlers } from '../http/operation.ts';
import { applicationPage, approveApplication, rejectApplication } from './applications.ts';
import {
  couponPage,
  createCouponAsOperator,
  disableCouponAsOperator,
  redemptionPage,
} from './coupons.ts';
import { todaySummary } from './today.ts';
import { adminRead, adminWrite } from './console-operation.handlers.ts';
import { todayNamed } from './named.ts';

type Operation =
  | 'adminApplicationList'
  | 'adminApplicationApprove'
  | 'adminApplicationReject'
  | 'adminCouponList'
  | 'adminCouponCreate'
  | 'adminCouponDisable'
  | 'adminCouponRedemptions'
  | 'adminToday';

/** Applications, coupons and Today: what `npm run ops` did, and the day's picture. */
export function adminCoreMoreHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    adminApplicationList: adminRead(async (_operator, request) =>
      ok(await applicationPage(context.db, request.body)),
    ),
    adminApplicationApprove: adminWrite(context, async (operator, request) =>
      done(
        await approveApplication(
          context,
          operator.operatorId,
          request.body.contractorId,
          request.body.check,
        ),
      ),
    ),
    adminApplicationReject: adminWrite(context, async (operator, request) =>
      done(await rejectApplication(context, operator.operatorId, request.body)),
    ),
    adminCouponList: adminRead(async (_operator, request) =>
      ok(await couponPage(context.db, request.body)),
    ),
    adminCouponCreate: adminWrite(context, async (operator, request) =>
      done(await createCouponAsOperator(context, operator.operatorId, request.body)),
    ),
    adminCouponDisable: adminWrite(context, async (operator, request) =>
      done(await disableCouponAsOperator(context, operator.operatorId, request.body.couponId)),
    ),
    adminCouponRedemptions: adminRead(async (_operator, request) =>
      ok(await redemptionPage(context.db, request.body)),
    ),
    adminToday: adminRead(async (_operator, request) => {
      const [summary, names] = await Promise.all([
        todaySummary(context),
        context.catalog.namesIn(localeOf(request)),
      ]);
      return ok(todayNamed(summary, names));
    }),
  };
}
