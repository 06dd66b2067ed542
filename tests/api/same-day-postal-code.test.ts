import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../support/accounts.ts';
import { cityNamed } from '../support/bookings.ts';
import {
  POSTAL_CODES,
  bookingByCode,
  edmontonDeepClean,
  schedule,
  startBooking,
  withoutUndefined,
} from '../support/same-day.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Decision 032: the quote asks for the postal code, checks its form and that it lies in the
// chosen city's province, and stores it normalized.

// Monday 2026-11-23, 8:00AM in Edmonton.
const clock = manualClock(new Date('2026-11-23T15:00:00Z'));

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock });
});
afterAll(() => server.close());

const db = () => server.database.db;

describe('the postal code of a quote', () => {
  it.each([
    ['lower case without the space', 't5j1w4'],
    ['upper case with the space', 'T5J 1W4'],
    ['surrounded by spaces', '  t5j 1w4 '],
  ])('accepts one %s and stores it as "T5J 1W4"', async (_case, vPostalCode) => {
    const code = await startBooking(server.app);

    const answer = await schedule(server.app, code, await edmontonDeepClean(db(), { vPostalCode }));

    expect(answer.status).toBe(200);
    const booking = await bookingByCode(db(), code);
    expect(booking.status).toBe('quoted');
    expect(booking.postalCode).toBe('T5J 1W4');
  });

  it.each([
    ['a missing postal code', { vPostalCode: undefined }, 'Postal Code is Required.'],
    ['a blank postal code', { vPostalCode: '   ' }, 'Postal Code is Required.'],
    [
      'five characters',
      { vPostalCode: 'T5J 1W' },
      'Please enter a valid postal code, like T5J 1W4.',
    ],
    [
      'digits and letters swapped',
      { vPostalCode: '5TJ 1W4' },
      'Please enter a valid postal code, like T5J 1W4.',
    ],
    ['a US ZIP code', { vPostalCode: '90210' }, 'Please enter a valid postal code, like T5J 1W4.'],
    [
      '21 characters',
      { vPostalCode: 'T'.repeat(21) },
      'Please enter a valid postal code, like T5J 1W4.',
    ],
    [
      'an Ontario postal code in Edmonton',
      { vPostalCode: 'k1p 1j1' },
      'K1P 1J1 is not in Edmonton. Please check the city or the postal code.',
    ],
  ])('refuses %s with 400 and writes nothing', async (_case, change, message) => {
    const code = await startBooking(server.app);
    const details = withoutUndefined({ ...(await edmontonDeepClean(db())), ...change });

    const answer = await schedule(server.app, code, details);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message });
    const booking = await bookingByCode(db(), code);
    expect(booking.status).toBe('draft');
    expect(booking.postalCode).toBeNull();
    expect(booking.address).toBe('');
  });

  it('refuses an Edmonton postal code for an Ottawa cleaning, naming both', async () => {
    const ottawa = await cityNamed(db(), 'Ottawa');
    const code = await startBooking(server.app);

    const answer = await schedule(
      server.app,
      code,
      await edmontonDeepClean(db(), { iCityId: ottawa.id, vPostalCode: 'T5J 1W4' }),
    );

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'T5J 1W4 is not in Ottawa. Please check the city or the postal code.',
    );
    expect((await bookingByCode(db(), code)).status).toBe('draft');
  });

  it.each(Object.entries(POSTAL_CODES))(
    'accepts a postal code of %s in %s',
    async (city, vPostalCode) => {
      const { id } = await cityNamed(db(), city);
      const code = await startBooking(server.app);

      const answer = await schedule(
        server.app,
        code,
        await edmontonDeepClean(db(), { iCityId: id, vPostalCode }),
      );

      // Past the postal code, a quote may still find no cleaner free in a small test city.
      expect(answer.body.message).not.toMatch(/postal code/i);
      expect(answer.body.message).not.toBe('Postal Code is Required.');
    },
  );
});
