import { createEvent, type EventAttributes } from 'ics';
import type { PaidBooking } from './payment-messages.ts';

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
 * updates the event instead of adding a second one.
 */
export function bookingCalendar(booking: CalendarBooking): string {
  const address = booking.unit ? `${booking.unit}, ${booking.address}` : booking.address;
  // `timestamp` (DTSTAMP) is read by ics's schema and formatter but missing from its types.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: 'mapleshine/booking',
    // A stamp of the booking's own, not of the moment of building: a replayed payment answers
    // byte for byte what the first one did (tests/api/payment-concurrency.test.ts).
    timestamp: booking.createdAt.getTime(),
    uid: `booking-${booking.bookingNo}@mapleshine.ca`,
    method: 'PUBLISH',
    title: `MapleShine ${booking.serviceName} (${booking.bookingNo})`,
    description: `Booking ${booking.bookingNo}: ${booking.serviceName} in ${booking.cityName}. Your cleaner arrives at the start of this window.`,
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
