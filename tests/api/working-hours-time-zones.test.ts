import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../support/accounts.ts';
import { cityNamed } from '../support/bookings.ts';
import { POSTAL_CODES } from '../support/postal-codes.ts';
import { newContractor } from '../support/contractors.ts';
import { bookingByCode, edmontonDeepClean, schedule, startBooking } from '../support/same-day.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { clearCityWeeks } from '../support/working-hours.ts';

// The server's own zones are neither the cleaner's (Toronto) nor each other's: the process runs
// in Tokyo and the database session in Auckland. Working hours must not notice either. Toronto,
// because its clocks change on both days in every edition of the time-zone rules (Alberta's and
// British Columbia's stopped after 2026-03-08 in the 2026 editions; decision 044).
// Put back when the file is done: the worker's next test files run in the zone they were given.
const zoneBefore = process.env.TZ;
process.env.TZ = 'Asia/Tokyo';

const clock = manualClock(new Date('2026-02-20T15:00:00Z'));
let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock });
  await server.database.db.execute(sql`set time zone 'Pacific/Auckland'`);
  // Toronto's only cleaner works Sundays, 9:00AM to 5:00PM local.
  await clearCityWeeks(server.database.db, 'Toronto');
  await newContractor(server.app, server.database.db, {
    city: 'Toronto',
    week: [{ weekday: 0, from: '09:00', until: '17:00' }],
  });
});
afterAll(async () => {
  await server.close();
  process.env.TZ = zoneBefore;
});

const quote = async (vDate: string, vFrom: string, vUntill: string) => {
  const code = await startBooking(server.app);
  const answer = await schedule(
    server.app,
    code,
    await edmontonDeepClean(server.database.db, {
      iCityId: (await cityNamed(server.database.db, 'Toronto')).id,
      vPostalCode: POSTAL_CODES.Toronto,
      vAddress: '200 Bay St, Toronto, ON M5J 2N8',
      vDate,
      vFrom,
      vUntill,
    }),
  );
  return { code, answer };
};

describe('a 9:00–17:00 Sunday on the days the clocks change', () => {
  it('runs in zones other than the cleaner’s', () => {
    expect(new Date('2026-03-08T12:00:00Z').getTimezoneOffset()).toBe(-9 * 60);
  });

  // 2026-03-08: clocks spring forward at 2:00AM (EST, -5 → EDT, -4).
  // 2026-11-01: clocks fall back at 2:00AM (EDT, -4 → EST, -5).
  const days = [
    { date: '2026-03-08', nineAmUtc: '2026-03-08T13:00:00.000Z', next: 'Sunday, March 15, 2026' },
    { date: '2026-11-01', nineAmUtc: '2026-11-01T14:00:00.000Z', next: 'Sunday, November 8, 2026' },
  ];

  it.each(days)('$date: local 9:00 to 17:00, as on any other Sunday', async (day) => {
    // The cleaning takes 5.5 hours: 9:00AM and 11:00AM fit, 8:00AM and 12:00PM do not.
    const nine = await quote(day.date, '9:00AM', '5:00PM');
    expect(nine.answer.status).toBe(200);
    expect((await bookingByCode(server.database.db, nine.code)).startsAt?.toISOString()).toBe(
      day.nineAmUtc,
    );
    expect((await quote(day.date, '11:00AM', '5:00PM')).answer.status).toBe(200);

    const eight = await quote(day.date, '8:00AM', '5:00PM');
    expect(eight.answer.status).toBe(400);
    expect(eight.answer.body.message).toBe(
      'No cleaner is free in Toronto at that time. Please choose another time: a cleaner is free from 9:00AM that day.',
    );
    const noon = await quote(day.date, '12:00PM', '11:00PM');
    expect(noon.answer.status).toBe(400);
    expect(noon.answer.body.message).toBe(
      `No cleaner is free in Toronto at that time. Please choose another day: the next free cleaner is on ${day.next} from 9:00AM.`,
    );
  });
});
