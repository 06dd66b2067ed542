import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localNow } from '#server/domain/local-time.ts';
import { weekStart } from '#server/console/today.ts';
import { call, manualClock } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type Row = {
  bookingNo: string;
  city: string;
  timeZone: string;
  status: string;
  paymentStatus: string;
};
type Today = {
  days: { day: string; counts: { city: string; status: string; count: number }[] }[];
  atRisk: Row[];
  failedHolds: Row[];
  money: { weekStart: string; held: number; captured: number; released: number };
};

// Thursday 10:00 in Winnipeg.
const NOW = new Date('2026-11-26T16:00:00Z');
let server: TestApp;
let cookie: string;
beforeAll(async () => {
  server = await startTestApp({ clock: manualClock(NOW) });
  cookie = (await logInAsDemoOperator(server.app)).cookie;
});
afterAll(() => server.close());

describe('adminToday', () => {
  it("counts each city's today and tomorrow, lists jobs at risk and failed holds, sums the week's money", async () => {
    const db = server.database.db;
    const atRisk = await createBooking(db, { city: 'Winnipeg', startsInHours: 3, now: NOW });
    const safe = await createBooking(db, {
      city: 'Winnipeg',
      status: 'assigned',
      startsInHours: 4,
      now: NOW,
    });
    const failed = await createBooking(db, {
      city: 'Ottawa',
      startsInHours: 30,
      paymentStatus: 'failed',
      now: NOW,
    });
    const answer = await call<Today>(server.app, '/api/admin/today', {}, { cookie });
    expect(answer.status).toBe(200);
    const today = answer.body.data?.days.find((day) => day.day === 'today');
    expect(today?.counts).toEqual(
      expect.arrayContaining([
        { city: 'Winnipeg', status: 'authorized', count: 1 },
        { city: 'Winnipeg', status: 'assigned', count: 1 },
      ]),
    );
    expect(answer.body.data?.atRisk.map((row) => row.bookingNo)).toEqual([atRisk.bookingNo]);
    expect(answer.body.data?.atRisk.map((row) => row.bookingNo)).not.toContain(safe.bookingNo);
    // The console writes a start at its city's clock, whoever reads it.
    expect(answer.body.data?.atRisk[0]).toMatchObject({ timeZone: 'America/Winnipeg' });
    expect(answer.body.data?.failedHolds).toEqual([
      expect.objectContaining({
        bookingNo: failed.bookingNo,
        city: 'Ottawa',
        paymentStatus: 'failed',
      }),
    ]);
    expect(answer.body.data?.money.weekStart).toBe('2026-11-23T05:00:00.000Z');
  });

  it('starts the week on Monday at midnight in Toronto', () => {
    expect(weekStart(new Date('2026-11-23T04:59:00Z')).toISOString()).toBe(
      '2026-11-16T05:00:00.000Z',
    );
    expect(localNow('America/Toronto', weekStart(NOW))).toEqual({ date: '2026-11-23', minutes: 0 });
  });
});
