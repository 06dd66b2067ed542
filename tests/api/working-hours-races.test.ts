import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outbox } from '#server/db/schema.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { call, manualClock } from '../support/accounts.ts';
import { cityNamed, createBooking } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import { DEMO_OPERATOR_EMAIL, logInAsDemoOperator } from '../support/operators.ts';
import { pay } from '../support/payments.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { clearCityWeeks, UPDATE_HOURS, type ConflictData } from '../support/working-hours.ts';

const ACCEPT = '/api/cleaning/accept_job';
const CITY = 'Calgary';
const WHOLE_WEEK = [0, 1, 2, 3, 4, 5, 6].map((iWeekday) => ({
  iWeekday,
  vFrom: '06:00',
  vUntil: '23:00',
}));
// Saturday 28 November 2026 off, the rest of the week kept.
const SATURDAY_OFF = {
  aWeek: WHOLE_WEEK,
  aDaysOff: [{ dFrom: '2026-11-28', dUntil: '2026-11-28' }],
  iDailyJobCap: 6,
};

// PGlite runs one transaction at a time, so only a real PostgreSQL can show a race.
describe.runIf(process.env.TEST_DATABASE_URL)('working hours changed during a race', () => {
  // Wednesday 25 November 2026, 8:00AM in Calgary (GST only, as the booking fixture prices);
  // Saturday 8:00AM is 72 hours ahead.
  const clock = manualClock(new Date('2026-11-25T15:00:00Z'));
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ clock, payments: testGateway(clock) });
  });
  afterAll(() => server.close());

  const operatorMailAbout = (bookingNo: string) =>
    server.database.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.toAddress, DEMO_OPERATOR_EMAIL), like(outbox.textBody, `%${bookingNo}:%`)),
      );

  const atRiskOnToday = async () => {
    const { cookie } = await logInAsDemoOperator(server.app);
    const answer = await call<{ atRisk: { bookingNo: string; noCleaner: boolean }[] }>(
      server.app,
      '/api/admin/today',
      {},
      { cookie },
    );
    return answer.body.data?.atRisk ?? [];
  };

  const rowOf = async (id: number) =>
    (await server.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

  it('an accept racing a day off ends refused, or held and reported as a conflict', async () => {
    const outcomes = new Set<number>();
    for (let round = 0; round < 8; round += 1) {
      const cleaner = await newContractor(server.app, server.database.db, { city: CITY });
      const job = await createBooking(server.database.db, {
        city: CITY,
        now: clock(),
        startsInHours: 72,
      });

      const [accepted, saved] = await Promise.all([
        call(server.app, ACCEPT, { iBookingId: job.id }, { cookie: cleaner.cookie }),
        call<{ aConflicts: ConflictData[] }>(server.app, UPDATE_HOURS, SATURDAY_OFF, {
          cookie: cleaner.cookie,
        }),
      ]);

      outcomes.add(accepted.status);
      expect(saved.status).toBe(200);
      const reported = (saved.body.data?.aConflicts ?? []).map((c) => [c.iBookingId, c.eReason]);
      const row = await rowOf(job.id);
      if (accepted.status === 200) {
        // Accepted first: the save saw it and says so; the job stays the cleaner's.
        expect(row).toMatchObject({ status: 'assigned', contractorId: cleaner.id });
        expect(reported).toEqual([[job.id, 'DayOff']]);
      } else {
        // Saved first: the accept saw the day off.
        expect(accepted.body).toEqual({
          code: 409,
          message: 'This job falls on one of your days off. Change your days off to take it.',
        });
        expect(row).toMatchObject({ status: 'authorized', contractorId: null });
        expect(reported).toEqual([]);
      }
    }
    expect([...outcomes].every((status) => status === 200 || status === 409)).toBe(true);
  });

  it('a payment racing the only cleaner’s day off is refused, or paid before the day off was saved and reported to the operators', async () => {
    let paidRounds = 0;
    // The jobs the accepts above left open would hold the only cleaner's one slot.
    const { id: cityId } = await cityNamed(server.database.db, CITY);
    await server.database.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(and(eq(bookings.cityId, cityId), eq(bookings.status, 'authorized')));
    for (let round = 0; round < 6; round += 1) {
      await clearCityWeeks(server.database.db, CITY);
      const cleaner = await newContractor(server.app, server.database.db, { city: CITY });
      const quoted = await createBooking(server.database.db, {
        status: 'quoted',
        city: CITY,
        now: clock(),
        startsInHours: 72,
      });

      const [paid, saved] = await Promise.all([
        pay(server.app, quoted),
        call(server.app, UPDATE_HOURS, SATURDAY_OFF, { cookie: cleaner.cookie }),
      ]);

      expect(saved.status).toBe(200);
      const row = await rowOf(quoted.id);
      const alerts = await operatorMailAbout(quoted.bookingNo);
      if (paid.status === 200) {
        expect(row?.status).toBe('authorized');
        paidRounds += 1;
        // Paid before the day off was saved: nobody can take it now, and the operators know
        // (decision 057) by e-mail and on Today.
        expect(alerts).toHaveLength(1);
        expect(alerts[0]?.subject).toBe(`No cleaner can take 1 paid job in ${CITY}`);
        expect(await atRiskOnToday()).toContainEqual(
          expect.objectContaining({ bookingNo: quoted.bookingNo, noCleaner: true }),
        );
      } else {
        expect(paid.body).toEqual({
          code: 400,
          message: `No cleaner is free in ${CITY} at that time any more. Please choose another time.`,
        });
        expect(row?.status).toBe('quoted');
        expect(alerts).toEqual([]);
      }
      // Either way, nobody holds a job the cleaner's new hours silently drop.
      expect(row?.contractorId).toBeNull();
      // Out of the next round's way: its only cleaner could take this job too.
      await server.database.db
        .update(bookings)
        .set({ status: 'cancelled' })
        .where(eq(bookings.id, quoted.id));
    }
    // With the previous rounds' jobs out of the way, the payment wins some rounds.
    expect(paidRounds).toBeGreaterThan(0);
  });
});
