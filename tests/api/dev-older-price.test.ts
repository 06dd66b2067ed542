import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { bookingById } from '../support/payments.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * /dev/bookings/older-price (development only, decision 126): a booking priced before a rate
 * rise, so a test can press the reschedule's "Accept $Y and move" without changing a service's
 * rate under the other tests.
 */

const OLDER_PRICE = '/dev/bookings/older-price';
const clock = manualClock(new Date('2026-11-22T15:00:00Z'));

let dev: TestApp;
let production: TestApp;
beforeAll(async () => {
  dev = await startTestApp({ clock, devTools: true });
  production = await startTestApp({ clock });
});
afterAll(async () => {
  await dev.close();
  await production.close();
});

function post(app: TestApp, payload: unknown) {
  return app.app.inject({ method: 'POST', url: OLDER_PRICE, payload: payload as object });
}

describe('/dev/bookings/older-price (development only)', () => {
  it('lowers a booking’s total by the cents given, and nothing else', async () => {
    const booking = await createBooking(dev.database.db, {
      status: 'authorized',
      startsInHours: 50,
      now: clock(),
    });
    const total = booking.totalCents ?? 0;
    const before = await bookingById(dev.database.db, booking.id);

    const response = await post(dev, { vBookingNo: booking.bookingNo, iLessCents: 2500 });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { iTotalCents: total - 2500 } });
    expect(await bookingById(dev.database.db, booking.id)).toEqual({
      ...before,
      totalCents: total - 2500,
    });
  });

  it('refuses what is not a booking number and whole cents with 400, an unknown booking or too much with 404', async () => {
    const booking = await createBooking(dev.database.db, {
      status: 'authorized',
      startsInHours: 50,
      now: clock(),
    });
    for (const payload of [
      {},
      { vBookingNo: booking.bookingNo },
      { vBookingNo: booking.bookingNo, iLessCents: 0 },
      { vBookingNo: booking.bookingNo, iLessCents: 12.5 },
      { vBookingNo: booking.bookingNo, iLessCents: '100' },
      { vBookingNo: '', iLessCents: 100 },
    ]) {
      expect((await post(dev, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await post(dev, { vBookingNo: 'MS-NOPE', iLessCents: 100 })).statusCode).toBe(404);
    const all = (booking.totalCents ?? 0) + 1;
    expect(
      (await post(dev, { vBookingNo: booking.bookingNo, iLessCents: Math.min(all, 100_000) }))
        .statusCode,
    ).toBe(404);
    expect((await bookingById(dev.database.db, booking.id)).totalCents).toBe(booking.totalCents);
  });

  it('does not exist in production', async () => {
    const response = await post(production, { vBookingNo: 'MS-1', iLessCents: 100 });
    expect(response.statusCode).toBe(404);
  });
});
