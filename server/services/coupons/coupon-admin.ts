import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { findCityByName } from '../../db/queries/booking-quote.ts';
import { insertCoupon } from '../../db/queries/coupons.ts';
import { couponPeriod } from '../../domain/coupon-period.ts';
import { normalizeCouponCode } from './coupons.ts';
import { isCalendarDate } from '../../domain/local-time.ts';
import { centsToText, dollarsToCents } from '../../domain/money.ts';

export const CREATE_COUPON_USAGE =
  'create-coupon <CODE> <percent|fixed> <amount> [--city <name>] [--min <dollars>] [--until <YYYY-MM-DD>] [--limit <n>]';

export type CouponCommand = {
  code: string;
  kind: 'percent' | 'fixed';
  /** Basis points or cents, as stored. */
  amount: number;
  city: string | null;
  minSubtotalCents: number;
  lastDay: string | null;
  maxRedemptions: number | null;
};

const options = ['--city', '--min', '--until', '--limit'] as const;
type Option = (typeof options)[number];
const isOption = (word: string): word is Option => (options as readonly string[]).includes(word);

function positiveNumber(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}

/** Reads the command's words; answers a sentence saying what is wrong when they do not fit. */
export function parseCouponCommand(args: string[]): CouponCommand | string {
  const [rawCode, kind, rawAmount, ...rest] = args;
  if (!rawCode || !kind || !rawAmount) return `Usage: ${CREATE_COUPON_USAGE}`;
  const code = normalizeCouponCode(rawCode);
  if (!/^[A-Z0-9_-]{3,50}$/.test(code)) {
    return 'The code must be 3 to 50 letters, digits, hyphens or underscores.';
  }
  if (kind !== 'percent' && kind !== 'fixed') return 'The kind must be percent or fixed.';
  const amount = positiveNumber(rawAmount);
  if (amount === null) return 'The amount must be a positive number with at most two decimals.';
  if (kind === 'percent' && amount > 100) return 'A percent coupon cannot take more than 100%.';

  const given = new Map<Option, string>();
  for (let index = 0; index < rest.length; index += 2) {
    const name = rest[index] ?? '';
    const value = rest[index + 1];
    if (!isOption(name)) return `Unknown option ${name}. Usage: ${CREATE_COUPON_USAGE}`;
    if (value === undefined) return `${name} needs a value.`;
    given.set(name, value);
  }

  const min = given.get('--min') ?? '0';
  if (min !== '0' && positiveNumber(min) === null) {
    return '--min must be an amount in dollars, such as 100 or 99.50.';
  }
  const lastDay = given.get('--until') ?? null;
  if (lastDay !== null && !isCalendarDate(lastDay)) return '--until must be a date (YYYY-MM-DD).';
  const limit = given.get('--limit');
  if (limit !== undefined && !/^[1-9]\d{0,8}$/.test(limit)) {
    return '--limit must be a whole number of redemptions, 1 or more.';
  }

  return {
    code,
    kind,
    amount: kind === 'percent' ? Math.round(amount * 100) : dollarsToCents(amount),
    city: given.get('--city') ?? null,
    minSubtotalCents: dollarsToCents(Number(min)),
    lastDay,
    maxRedemptions: limit === undefined ? null : Number(limit),
  };
}

/** Writes the coupon, valid from `now`; answers what was created or why it was not. */
export async function createCoupon(
  db: Database,
  command: CouponCommand,
  now: Date,
): Promise<{ ok: boolean; message: string }> {
  const city = command.city === null ? null : await findCityByName(db, command.city);
  if (command.city !== null && !city) return { ok: false, message: `No city ${command.city}.` };
  const { validUntil } = couponPeriod(now.toISOString().slice(0, 10), command.lastDay);
  if (validUntil !== null && validUntil <= now) {
    return { ok: false, message: '--until must not be in the past.' };
  }
  try {
    await insertCoupon(db, {
      code: command.code,
      kind: command.kind,
      amount: command.amount,
      minSubtotalCents: command.minSubtotalCents,
      validFrom: now,
      validUntil,
      maxRedemptions: command.maxRedemptions,
      cityId: city?.id ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      return { ok: false, message: `A coupon with the code ${command.code} already exists.` };
    }
    throw error;
  }
  const off =
    command.kind === 'percent'
      ? `${command.amount / 100}% off`
      : `$${centsToText(command.amount)} off`;
  const terms = [
    city ? `in ${city.name} only` : 'in every city',
    command.minSubtotalCents > 0 ? `on $${centsToText(command.minSubtotalCents)} or more` : null,
    command.lastDay ? `until ${command.lastDay}` : 'with no end date',
    command.maxRedemptions === null
      ? null
      : `for ${command.maxRedemptions} redemption${command.maxRedemptions === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return { ok: true, message: `Created ${command.code}: ${off}, ${terms.join(', ')}.` };
}
