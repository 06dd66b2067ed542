import type { AppContext } from '../context.ts';
import {
  disableCoupon,
  findCouponById,
  listCoupons,
  listRedemptions,
  type CouponFilters,
} from './coupons.queries.ts';
import { couponLastDay } from '../domain/coupon-period.ts';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.ts';
import { centsToDollars } from '../domain/money.ts';
import {
  couponDiscountText,
  createCoupon,
  readCouponWords,
  type CouponCommand,
  type OptionNames,
} from '../coupons/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordOperatorAction } from './audit-log.ts';
import { pageAnswer, pageOf, type PageRequest } from './paging.ts';
import { isSaid, type Said } from '../domain/said.ts';
import { consoleAnswers, consoleRefusals, couponFormNames } from './texts.ts';

export const COUPON_NOT_FOUND = consoleRefusals.couponNotFound;

/** The console's names for the command's --min, --until and --limit, in the same sentences. */
const FORM_NAMES: OptionNames = couponFormNames;

type Db = AppContext['db'];

/** The Coupons screen: newest first, each with its redemptions counted. */
export async function couponPage(
  db: Db,
  query: PageRequest & { status?: CouponFilters['status']; search?: string },
) {
  const page = pageOf(query);
  const { rows, total } = await listCoupons(
    db,
    { status: query.status ?? 'all', search: query.search?.trim() || undefined },
    page,
  );
  const items = rows.map((row) => ({
    couponId: row.id,
    code: row.code,
    kind: row.kind,
    amount: row.kind === 'percent' ? row.amount / 100 : centsToDollars(row.amount),
    discount: couponDiscountText(row),
    city: row.city,
    minSubtotal: centsToDollars(row.minSubtotalCents),
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil?.toISOString() ?? null,
    lastDay: row.validUntil ? couponLastDay(row.validUntil) : null,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    disabled: row.disabledAt !== null,
  }));
  return pageAnswer(items, total, page);
}

export type CouponForm = {
  code: string;
  kind: string;
  amount: string;
  city?: string | undefined;
  minSubtotal?: string | undefined;
  lastDay?: string | undefined;
  maxRedemptions?: string | undefined;
};

/** Creates a coupon with the rules and sentences of `npm run ops -- create-coupon`. */
export async function createCouponAsOperator(
  context: Pick<AppContext, 'db' | 'clock'>,
  operatorId: number,
  form: CouponForm,
): Promise<Said> {
  const command = readCouponWords(
    {
      code: form.code,
      kind: form.kind,
      amount: form.amount,
      city: form.city,
      min: form.minSubtotal,
      until: form.lastDay,
      limit: form.maxRedemptions,
    },
    FORM_NAMES,
  );
  if (isSaid(command)) throw new InvalidError(command);
  return createCouponRecorded(context, operatorId, command, FORM_NAMES);
}

/**
 * The coupon and its audit entry in one transaction: the console's form above and
 * `npm run ops -- create-coupon` (decision 086) share it, so their entries cannot differ.
 * A refusal is thrown in the sentences of `names` (the form's labels, or the command's options).
 */
export async function createCouponRecorded(
  context: Pick<AppContext, 'db' | 'clock'>,
  operatorId: number,
  command: CouponCommand,
  names?: OptionNames,
): Promise<Said> {
  return inTransaction(context.db, async (tx) => {
    const created = await createCoupon(tx, command, context.clock(), names);
    if (!created.ok) {
      throw created.duplicate
        ? new ConflictError(created.message)
        : new InvalidError(created.message);
    }
    await recordOperatorAction(tx, {
      operatorId,
      action: 'coupon.create',
      subjectType: 'coupon',
      subjectId: created.coupon.code,
      before: null,
      after: {
        discount: couponDiscountText(command),
        city: command.city,
        minSubtotal: centsToDollars(command.minSubtotalCents),
        lastDay: command.lastDay,
        maxRedemptions: command.maxRedemptions,
      },
    });
    return created.message;
  });
}

/** Disables a coupon: from now on it is refused as an unknown code is. */
export async function disableCouponAsOperator(
  context: Pick<AppContext, 'db' | 'clock'>,
  operatorId: number,
  couponId: number,
): Promise<Said> {
  return inTransaction(context.db, async (tx) => {
    const coupon = await findCouponById(tx, couponId, { lock: true });
    if (!coupon) throw new NotFoundError(COUPON_NOT_FOUND);
    if (coupon.disabledAt !== null)
      throw new ConflictError(consoleRefusals.couponAlreadyDisabled.with({ code: coupon.code }));
    await disableCoupon(tx, couponId, context.clock());
    await recordOperatorAction(tx, {
      operatorId,
      action: 'coupon.disable',
      subjectType: 'coupon',
      subjectId: coupon.code,
      before: { status: 'active' },
      after: { status: 'disabled' },
    });
    return consoleAnswers.couponDisabled.with({ code: coupon.code });
  });
}

/** Who used a coupon, on which booking, for how much: newest first. */
export async function redemptionPage(db: Db, query: PageRequest & { couponId: number }) {
  const coupon = await findCouponById(db, query.couponId);
  if (!coupon) throw new NotFoundError(COUPON_NOT_FOUND);
  const page = pageOf(query);
  const { rows, total } = await listRedemptions(db, query.couponId, page);
  const items = rows.map((row) => ({
    bookingNo: row.bookingNo,
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    customerEmail: row.email,
    redeemedAt: row.redeemedAt.toISOString(),
    discount: centsToDollars(row.discountCents),
  }));
  return { ...pageAnswer(items, total, page), code: coupon.code };
}
