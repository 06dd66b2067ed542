import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingCalendar, type CalendarBooking } from '#server/payments/booking-calendar.ts';

const booking: CalendarBooking = {
  bookingNo: 'MS-100022',
  fullName: 'Amelia Tremblay',
  email: 'amelia@example.ca',
  serviceName: 'Deep Cleaning',
  cityName: 'Edmonton',
  localDate: '2026-11-24',
  fromMinutes: 9 * 60,
  estimatedMinutes: 180,
  address: '10150 Jasper Ave NW, Edmonton, AB T5J 1W4',
  unit: '',
  extras: [],
  subtotalCents: 8400,
  discountCents: 0,
  taxCents: 420,
  taxName: 'GST',
  totalCents: 8820,
  startsAt: new Date('2026-11-24T16:00:00Z'),
  createdAt: new Date('2026-11-20T18:30:00Z'),
};

afterEach(() => {
  vi.useRealTimers();
});

describe("a booking's calendar event", () => {
  it('is the same text whenever it is built, so a replayed payment answers what the first did', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    const first = bookingCalendar(booking);
    vi.setSystemTime(new Date('2026-11-21T10:00:07Z'));
    expect(bookingCalendar(booking)).toBe(first);
    expect(first).toContain('DTSTAMP:20261120T183000Z');
  });

  it('starts at the city’s 9:00AM written in UTC and lasts the estimate', () => {
    const event = bookingCalendar(booking);
    expect(event).toContain('DTSTART:20261124T160000Z');
    expect(event).toContain('DTEND:20261124T190000Z');
    expect(event).toContain('UID:booking-MS-100022@mapleshine.ca');
  });
});
