import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { findCityByName } from '../db/shared-queries/booking-quote.ts';
import { insertCoupon, type CouponRow } from './coupons.queries.ts';
import { couponPeriod } from '../domain/coupon-period.ts';
import { normalizeCouponCode } from './coupons.ts';
import { isCalendarDate } from '../domain/local-time.ts';
import { centsToText, dollarsToCents } from '../domain/money.ts';

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

/** A coupon as typed: the command's words, or the console's form (decision 047). */
export type CouponWords = {
  code: string;
  kind: string;
  amount: string;
  city?: string | undefined;
  min?: string | undefined;
  until?: string | undefined;
  limit?: string | undefined;
};

/** What the refusals call the options: `--min` on the command line, the form's labels in the console. */
export type OptionNames = { min: string; until: string; limit: string };

const COMMAND_NAMES: OptionNames = { min: '--min', until: '--until', limit: '--limit' };

const options = ['--city', '--min', '--until', '--limit'] as const;
type Option = (typeof options)[number];
const isOption = (word: string): word is Option => (options as readonly string[]).includes(word);

function positiveNumber(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}

/**
 * The rules of a new coupon, one set for the command and the console: answers the coupon, or a
 * sentence saying what is wrong, naming the options as `names` does.
 */
export function readCouponWords(
  words: CouponWords,
  names: OptionNames = COMMAND_NAMES,
): CouponCommand | string {
  const code = normalizeCouponCode(words.code);
  if (!/^[A-Z0-9_-]{3,50}$/.test(code)) {
    return 'The code must be 3 to 50 letters, digits, hyphens or underscores.';
  }
  const kind = words.kind;
  if (kind !== 'percent' && kind !== 'fixed') return 'The kind must be percent or fixed.';
  const amount = positiveNumber(words.amount.trim());
  if (amount === null) return 'The amount must be a positive number with at most two decimals.';
  if (kind === 'percent' && amount > 100) return 'A percent coupon cannot take more than 100%.';

  const min = words.min?.trim() || '0';
  if (min !== '0' && positiveNumber(min) === null) {
    return `${names.min} must be an amount in dollars, such as 100 or 99.50.`;
  }
  const lastDay = words.until?.trim() || null;
  if (lastDay !== null && !isCalendarDate(lastDay)) {
    return `${names.until} must be a date (YYYY-MM-DD).`;
  }
  const limit = words.limit?.trim() || undefined;
  if (limit !== undefined && !/^[1-9]\d{0,8}$/.test(limit)) {
    return `${names.limit} must be a whole number of redemptions, 1 or more.`;
  }

  return {
    code,
    kind,
    amount: kind === 'percent' ? Math.round(amount * 100) : dollarsToCents(amount),
    city: words.city?.trim() || null,
    minSubtotalCents: dollarsToCents(Number(min)),
    lastDay,
    maxRedemptions: limit === undefined ? null : Number(limit),
  };
}

/** Reads the command's words; answers a sentence saying what is wrong when they do not fit. */
export function parseCouponCommand(args: string[]): CouponCommand | string {
  const [rawCode, kind, rawAmount, ...rest] = args;
  if (!rawCode || !kind || !rawAmount) return `Usage: ${CREATE_COUPON_USAGE}`;
  const given = new Map<Option, string>();
  for (let index = 0; index < rest.length; index += 2) {
    const name = rest[index] ?? '';
    const value = rest[index + 1];
    if (!isOption(name)) return `Unknown option ${name}. Usage: ${CREATE_COUPON_USAGE}`;
    if (value === undefined) return `${name} needs a value.`;
    given.set(name, value);
  }
  return readCouponWords({
    code: rawCode,
    kind,
    amount: rawAmount,
    city: given.get('--city'),
    min: given.get('--min'),
    until: given.get('--until'),
    limit: given.get('--limit'),
  });
}

/** "10% off", "$15.00 off": how a coupon's amount is said. */
export function couponDiscountText(coupon: Pick<CouponCommand, 'kind' | 'amount'>): string {
  return coupon.kind === 'percent'
    ? `${coupon.amount / 100}% off`
    : `$${centsToText(coupon.amount)} off`;
}

export type CreatedCoupon =
  | { ok: true; message: string; coupon: CouponRow }
  | { ok: false; message: string; duplicate: boolean };

/** Writes the coupon, valid from `now`; answers what was created or why it was not. */
export async function createCoupon(
  db: Database,
  command: CouponCommand,
  now: Date,
  names: OptionNames = COMMAND_NAMES,
): Promise<CreatedCoupon> {
  const city = command.city === null ? null : await findCityByName(db, command.city);
  if (command.city !== null && !city) {
    return { ok: false, message: `No city ${command.city}.`, duplicate: false };
  }
  const { validUntil } = couponPeriod(now.toISOString().slice(0, 10), command.lastDay);
  if (validUntil !== null && validUntil <= now) {
    return { ok: false, message: `${names.until} must not be in the past.`, duplicate: false };
  }
  let coupon: CouponRow;
  try {
    coupon = await insertCoupon(db, {
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
      return {
        ok: false,
        message: `A coupon with the code ${command.code} already exists.`,
        duplicate: true,
      };
    }
    throw error;
  }
  const terms = [
    city ? `in ${city.name} only` : 'in every city',
    command.minSubtotalCents > 0 ? `on $${centsToText(command.minSubtotalCents)} or more` : null,
    command.lastDay ? `until ${command.lastDay}` : 'with no end date',
    command.maxRedemptions === null
      ? null
      : `for ${command.maxRedemptions} redemption${command.maxRedemptions === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return {
    ok: true,
    message: `Created ${command.code}: ${couponDiscountText(command)}, ${terms.join(', ')}.`,
    coupon,
  };
}
