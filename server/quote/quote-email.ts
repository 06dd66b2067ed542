import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { bookings } from '../db/schema.ts';
import { findJobByCode } from '../db/shared-queries/booking-quote.ts';
import type { JobRow } from '../db/shared-queries/job-views.ts';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.ts';
import * as en from '#shared/catalogue/en-CA/mail-quote.ts';
import * as fr from '#shared/catalogue/fr-CA/mail-quote.ts';
import { formatNumber, formatPercent } from '#shared/i18n/format.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import { formatMessage, type MessageValues } from '#shared/i18n/message.ts';
import { localeOfBooking } from '../db/shared-queries/locales.ts';
import { ENGLISH_NAMES, type CatalogNames } from '../catalog/index.ts';
import { catalogue } from '../i18n/index.ts';
import {
  clockText,
  composeMail,
  money,
  taxNamesText,
  weekdayDay,
} from '../platform/mail/compose.ts';
import type { ComposedMail } from '../platform/mail/mailer.ts';
import { limits } from '../platform/rate-limit.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { CHECK_AVAILABILITY_FIRST, PRICE_CHANGED } from '../coupons/index.ts';
import { dollarsToCents } from '../domain/money.ts';
import { BOOKING_NOT_FOUND } from './quote.ts';
import { paidPlanOf } from '../regular-plans/index.ts';
import { quoteAnswers } from './texts.ts';

const texts = catalogue(en, fr);

export const QUOTE_EMAILED = quoteAnswers.quoteEmailed;

/** "Monday, November 23, 2026": a day with its weekday, in the reader's language. */
export function longDate(date: string, locale: Locale = DEFAULT_LOCALE): string {
  return weekdayDay(date, locale);
}

/**
 * The quote summary of the booking screen, as an e-mail to the booking's address; its service and
 * extras by the names `names` gives (the reader's language, decision 116).
 */
export function quoteMail(
  row: JobRow,
  locale: Locale,
  names: CatalogNames = ENGLISH_NAMES,
  /** A regular cleaning's quote: its discount is the plan's, this percent (decision 148). */
  planDiscountPercent: number | null = null,
): ComposedMail {
  const words = texts(locale).quoteMail;
  const t = (message: string, values: MessageValues) => formatMessage(locale, message, values);
  const booking = row.booking;
  const from = booking.fromMinutes ?? 0;
  const estimated = booking.estimatedMinutes ?? 0;
  const amount = (cents: number | null) => money(cents ?? 0, locale);
  // The address is the full one from the details form, city included.
  const address = booking.unit
    ? t(words.unitAddress, { unit: booking.unit, address: booking.address })
    : booking.address;
  const lines = [
    t(words.service, { service: names.service(row.serviceName ?? '') }),
    t(words.date, { day: booking.localDate ? longDate(booking.localDate, locale) : '' }),
    t(words.window, {
      from: clockText(from, locale),
      until: clockText(from + estimated, locale),
    }),
    t(words.address, { address }),
    t(words.extras, {
      extras: booking.extras.length > 0 ? names.extras(booking.extras).join(', ') : words.noExtras,
    }),
    t(words.hours, { hours: formatNumber(estimated / 60, locale, 1) }),
    t(words.rate, { amount: amount(booking.hourlyRateCents) }),
    t(words.subtotal, { amount: amount(booking.subtotalCents) }),
    ...(booking.discountCents > 0
      ? [
          planDiscountPercent === null
            ? t(words.discount, { amount: amount(booking.discountCents) })
            : t(words.planDiscount, {
                percent: formatPercent(planDiscountPercent / 100, locale),
                amount: amount(booking.discountCents),
              }),
        ]
      : []),
    t(words.tax, {
      tax: booking.taxName ? taxNamesText(booking.taxName, locale) : words.taxName,
      amount: amount(booking.taxCents),
    }),
    t(words.total, { amount: amount(booking.totalCents) }),
    t(words.bookingNumber, { bookingNo: booking.bookingNo }),
  ];
  return composeMail(booking.email, locale, words, {
    firstName: booking.fullName.split(' ')[0] ?? '',
    bookingNo: booking.bookingNo,
    lines: lines.join('\n'),
  });
}

/** E-mails a quoted booking's summary once the caller confirms the price they were shown. */
export async function emailQuote(
  context: AppContext,
  input: { vUniqueCode: string; total_price: number },
  ip: string,
) {
  await context.rateLimits.consume(limits.formPerIp('book-now-email', ip));
  const row = await findJobByCode(context.db, input.vUniqueCode);
  if (!row) throw new NotFoundError(BOOKING_NOT_FOUND);
  const booking = row.booking;
  if (booking.status !== 'quoted') throw new ConflictError(CHECK_AVAILABILITY_FIRST);
  // The web app sends the quote's own total_price (before discount and tax), as the spec says.
  if (dollarsToCents(input.total_price) !== booking.subtotalCents) {
    throw new InvalidError(PRICE_CHANGED);
  }
  await context.rateLimits.consume(limits.formPerEmail('book-now-email', booking.email));
  // Nothing else changes here; the e-mail alone is the write, so it needs no transaction.
  const locale = await localeOfBooking(context.db, booking.id);
  // A plan's quote was priced with its frequency's discount of today's rules (decision 143).
  const [quoted] = await context.db
    .select({ planEveryWeeks: bookings.planEveryWeeks })
    .from(bookings)
    .where(eq(bookings.id, booking.id));
  const plan = await paidPlanOf(context.db, quoted?.planEveryWeeks ?? null);
  await addToOutbox(
    context.db,
    quoteMail(
      row,
      locale,
      await context.catalog.namesIn(locale),
      plan === null ? null : plan.discountPercent,
    ),
  );
}
