import { createEvent, type EventAttributes } from 'ics';
import * as en from '#shared/catalogue/en-CA/mail-payments.ts';
import * as fr from '#shared/catalogue/fr-CA/mail-payments.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { catalogue } from '../i18n/index.ts';
import type { PaidBooking } from './payment-messages.ts';

const texts = catalogue(en, fr);

/** A paid booking as a calendar needs it: its figures and the instant it starts. */
export type CalendarBooking = PaidBooking & { startsAt: Date; createdAt: Date };

/** "mapleshine-MS-100022.ics": the name the download and the e-mail attachment carry. */
export function calendarFileName(bookingNo: string): string {
  return `mapleshine-${bookingNo}.ics`;
}

/**
 * The booking as an iCalendar event (RFC 5545), built by the `ics` package. `startsAt` is the
 * instant the city's wall clock reads the booking's hour (server/domain/local-time.ts),
 * so the event is written in UTC and every calendar shows it at the right local time, whatever
 * the zone of the phone that opens it. The uid is the booking's, so opening the file twice
 * updates the event instead of adding a second one. Its words are in the language the booking was
 * made in (decision 105), so the file the thank-you page offers and the one the confirmation
 * e-mail attaches are the same bytes.
 */
export function bookingCalendar(booking: CalendarBooking, locale: Locale = DEFAULT_LOCALE): string {
  const words = texts(locale).calendarEvent;
  const values = {
    service: booking.serviceName,
    bookingNo: booking.bookingNo,
    city: booking.cityName,
  };
  const address = booking.unit ? `${booking.unit}, ${booking.address}` : booking.address;
  // `timestamp` (DTSTAMP) is read by ics's schema and formatter but missing from its types.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: 'mapleshine/booking',
    // A stamp of the booking's own, not of the moment of building: a replayed payment answers
    // byte for byte what the first one did (tests/api/payment-concurrency.test.ts).
    timestamp: booking.createdAt.getTime(),
    uid: `booking-${booking.bookingNo}@mapleshine.ca`,
    method: 'PUBLISH',
    title: formatMessage(locale, words.title, values),
    description: formatMessage(locale, words.description, values),
    location: address,
    start: booking.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: booking.startsAt.getTime() + booking.estimatedMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  };
  const { error, value } = createEvent(attributes);
  // The event is built from a committed booking's own fields; a refusal is a bug here, not input.
  if (error || value === null) throw error ?? new Error('The calendar event could not be built.');
  return value;
}
