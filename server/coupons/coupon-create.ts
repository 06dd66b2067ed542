import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { findCityByName } from '../db/shared-queries/booking-quote.ts';
import { insertCoupon, type CouponRow } from './coupons.queries.ts';
import { couponPeriod } from '../domain/coupon-period.ts';
import { normalizeCouponCode } from './coupons.ts';
import { isCalendarDate } from '../domain/local-time.ts';
import { centsToText, dollarsToCents } from '../domain/money.ts';
import { isSaid, unsaid, type Said, type SaidValue } from '../domain/said.ts';
import { formatDay, formatMoney, formatPercent } from '#shared/i18n/format.ts';
import { couponDiscount, couponRules, couponTerms } from './texts.ts';

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
export type OptionNames = { min: Said; until: Said; limit: Said };

const COMMAND_NAMES: OptionNames = {
  min: unsaid('--min'),
  until: unsaid('--until'),
  limit: unsaid('--limit'),
};

const options = ['--city', '--min', '--until', '--limit'] as const;
type Option = (typeof options)[number];
const isOption = (word: string): word is Option => (options as readonly string[]).includes(word);

/** A positive amount with at most two decimals, after a point or, as French writes it, a comma. */
function positiveNumber(text: string): number | null {
  if (!/^\d+([.,]\d{1,2})?$/.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return value > 0 ? value : null;
}

/**
 * The rules of a new coupon, one set for the command and the console: answers the coupon, or a
 * sentence saying what is wrong, naming the options as `names` does.
 */
export function readCouponWords(
  words: CouponWords,
  names: OptionNames = COMMAND_NAMES,
): CouponCommand | Said {
  const code = normalizeCouponCode(words.code);
  if (!/^[A-Z0-9_-]{3,50}$/.test(code)) return couponRules.code;
  const kind = words.kind;
  if (kind !== 'percent' && kind !== 'fixed') return couponRules.kind;
  const amount = positiveNumber(words.amount.trim());
  if (amount === null) return couponRules.amount;
  if (kind === 'percent' && amount > 100) return couponRules.percentOver100;

  const givenMin = words.min?.trim() || '0';
  const min = givenMin === '0' ? 0 : positiveNumber(givenMin);
  if (min === null) return couponRules.minimum.with({ option: names.min.in });
  const lastDay = words.until?.trim() || null;
  if (lastDay !== null && !isCalendarDate(lastDay)) {
    return couponRules.lastDay.with({ option: names.until.in });
  }
  const limit = words.limit?.trim() || undefined;
  if (limit !== undefined && !/^[1-9]\d{0,8}$/.test(limit)) {
    return couponRules.limit.with({ option: names.limit.in });
  }

  return {
    code,
    kind,
    amount: kind === 'percent' ? Math.round(amount * 100) : dollarsToCents(amount),
    city: words.city?.trim() || null,
    minSubtotalCents: dollarsToCents(min),
    lastDay,
    maxRedemptions: limit === undefined ? null : Number(limit),
  };
}

/**
 * Reads the command's words; answers a sentence saying what is wrong when they do not fit, in
 * English: the command line has no language to read (decision 104).
 */
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
  const read = readCouponWords({
    code: rawCode,
    kind,
    amount: rawAmount,
    city: given.get('--city'),
    min: given.get('--min'),
    until: given.get('--until'),
    limit: given.get('--limit'),
  });
  return isSaid(read) ? read.english : read;
}

/** "10% off", "$15.00 off": how the audit log and the coupon list's `discount` write a coupon's amount. */
export function couponDiscountText(coupon: Pick<CouponCommand, 'kind' | 'amount'>): string {
  return coupon.kind === 'percent'
    ? `${coupon.amount / 100}% off`
    : `$${centsToText(coupon.amount)} off`;
}

export type CreatedCoupon =
  { ok: true; message: Said; coupon: CouponRow } | { ok: false; message: Said; duplicate: boolean };

/** Dollars as the command has always written them in English (`$1000.00`), as French writes them. */
function dollarsValue(cents: number): SaidValue {
  return (locale) =>
    locale === 'en-CA' ? `$${centsToText(cents)}` : formatMoney(cents / 100, locale);
}

/** "12% off" / "12 % de réduction", "$15.00 off" / "15,00 $ de réduction". */
function discountOf(command: CouponCommand): Said {
  return command.kind === 'percent'
    ? couponDiscount.percent.with({
        rate: (locale) =>
          locale === 'en-CA'
            ? `${command.amount / 100}%`
            : formatPercent(command.amount / 10000, locale),
      })
    : couponDiscount.fixed.with({ amount: dollarsValue(command.amount) });
}

/** "in Calgary only, on $100.00 or more, until 2026-12-31, for 50 redemptions". */
function termsOf(command: CouponCommand, cityName: string | null): SaidValue {
  const terms = [
    cityName === null ? couponTerms.everyCity : couponTerms.inCity.with({ city: cityName }),
    command.minSubtotalCents > 0
      ? couponTerms.minimum.with({ amount: dollarsValue(command.minSubtotalCents) })
      : null,
    command.lastDay === null
      ? couponTerms.noEnd
      : couponTerms.lastDay.with({
          day: (locale) =>
            locale === 'en-CA' ? (command.lastDay ?? '') : formatDay(command.lastDay ?? '', locale),
        }),
    command.maxRedemptions === null
      ? null
      : couponTerms.limit.with({ count: command.maxRedemptions }),
  ].filter((term) => term !== null);
  return (locale) => terms.map((term) => term.in(locale)).join(', ');
}

/** Writes the coupon, valid from `now`; answers what was created or why it was not. */
export async function createCoupon(
  db: Database,
  command: CouponCommand,
  now: Date,
  names: OptionNames = COMMAND_NAMES,
): Promise<CreatedCoupon> {
  const city = command.city === null ? null : await findCityByName(db, command.city);
  if (command.city !== null && !city) {
    return {
      ok: false,
      message: couponRules.noCity.with({ city: command.city }),
      duplicate: false,
    };
  }
  const { validUntil } = couponPeriod(now.toISOString().slice(0, 10), command.lastDay);
  if (validUntil !== null && validUntil <= now) {
    return {
      ok: false,
      message: couponRules.pastLastDay.with({ option: names.until.in }),
      duplicate: false,
    };
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
        message: couponRules.duplicate.with({ code: command.code }),
        duplicate: true,
      };
    }
    throw error;
  }
  return {
    ok: true,
    message: couponRules.created.with({
      code: command.code,
      discount: discountOf(command).in,
      terms: termsOf(command, city?.name ?? null),
    }),
    coupon,
  };
}
