import type { AppContext } from '../context.ts';
import { findJobByCode } from '../db/shared-queries/booking-quote.ts';
import type { JobRow } from '../db/shared-queries/job-views.ts';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.ts';
import type { MailMessage } from '../platform/mail/mailer.ts';
import { limits } from '../platform/rate-limit.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { CHECK_AVAILABILITY_FIRST, PRICE_CHANGED } from '../coupons/index.ts';
import { minutesToClock } from '../domain/local-time.ts';
import { centsToText, dollarsToCents } from '../domain/money.ts';
import { BOOKING_NOT_FOUND } from './quote.ts';
import { hoursText } from './quote-window.ts';
import { quoteAnswers } from './texts.ts';

export const QUOTE_EMAILED = quoteAnswers.quoteEmailed;

/** "Monday, November 23, 2026": the spec's English-Canada month-name dates. */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-CA', {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

const dollars = (cents: number | null) => `$${centsToText(cents ?? 0)}`;

/** The quote summary of the booking screen, as an e-mail to the booking's address. */
export function quoteMail(row: JobRow): MailMessage {
  const booking = row.booking;
  const from = booking.fromMinutes ?? 0;
  const estimated = booking.estimatedMinutes ?? 0;
  // The address is the full one from the details form, city included.
  const address = booking.unit ? `Unit ${booking.unit}, ${booking.address}` : booking.address;
  const lines = [
    `Service: ${row.serviceName ?? ''}`,
    `Date: ${booking.localDate ? longDate(booking.localDate) : ''}`,
    `Cleaning window: ${minutesToClock(from)} - ${minutesToClock(from + estimated)}`,
    `Address: ${address}`,
    `Add-ons: ${booking.extras.length > 0 ? booking.extras.join(', ') : 'None'}`,
    `Estimated hours: ${hoursText(estimated)}`,
    `Price per hour: ${dollars(booking.hourlyRateCents)}`,
    `Total price: ${dollars(booking.subtotalCents)}`,
    ...(booking.discountCents > 0 ? [`Discount: -${dollars(booking.discountCents)}`] : []),
    `${booking.taxName || 'Tax'}: ${dollars(booking.taxCents)}`,
    `Final price: ${dollars(booking.totalCents)}`,
    `Booking number: ${booking.bookingNo}`,
  ];
  const firstName = booking.fullName.split(' ')[0] ?? '';
  return {
    to: booking.email,
    subject: `Your MapleShine quote ${booking.bookingNo}`,
    text: `Hi ${firstName},

Here is the quote for your cleaning:

${lines.join('\n')}

To book it, go back to the booking page and pay with your card. Your card is authorized when you book and charged only after the cleaning is completed.

MapleShine`,
  };
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
  await addToOutbox(context.db, quoteMail(row));
}
