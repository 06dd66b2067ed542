import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications } from '#server/db/schema.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { call, demoContractorEmail, logIn } from '../support/accounts.ts';
import { cityNamed, contractorIdOf, createBooking } from '../support/bookings.ts';
import {
  newContractor,
  WHOLE_WEEK,
  writeWeek,
  type TestContractor,
} from '../support/contractors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const ACCEPT = '/api/cleaning/accept_job';
const COMPLETE = '/api/contractor/complete_booking';
const CITY = 'Ottawa';

/**
 * Hours from now to 14:00 UTC (9:00 or 10:00AM in Ottawa) `days` days after the next one: the
 * jobs run on real time, and one that starts in the evening would run past the cleaner's local
 * midnight, outside any day's hours (decision 044), whatever hour the run lands on.
 */
function hoursToMorning(days: number): number {
  const hour = new Date().getUTCHours();
  return ((14 - hour + 24) % 24 || 24) + 24 * days;
}

// PGlite runs one transaction at a time, so only a real PostgreSQL can show a race.
describe.runIf(process.env.TEST_DATABASE_URL)('racing for jobs on PostgreSQL', () => {
  let server: TestApp;
  let crew: TestContractor[];
  const gateway = testGateway(() => new Date());
  beforeAll(async () => {
    server = await startTestApp({ payments: gateway });
    const { db } = server.database;
    const seeded: TestContractor = {
      id: await contractorIdOf(db, demoContractorEmail(CITY)),
      email: demoContractorEmail(CITY),
      fullName: 'Liam Gagnon',
      cityId: (await cityNamed(db, CITY)).id,
      cookie: (await logIn(server.app, demoContractorEmail(CITY))).cookie,
    };
    // The jobs start at whatever hour the run lands on: every crew member works around the clock,
    // as the test cleaners do, so only the race decides who gets a job (decision 044).
    await writeWeek(db, seeded.id, WHOLE_WEEK);
    const others: TestContractor[] = [];
    for (let n = 0; n < 19; n += 1)
      others.push(await newContractor(server.app, db, { city: CITY }));
    crew = [seeded, ...others];
  });
  afterAll(() => server.close());

  async function rowOf(bookingId: number) {
    const [row] = await server.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    return row;
  }

  it('of 20 contractors accepting one job at once, exactly one gets it and 19 get 409', async () => {
    expect(crew).toHaveLength(20);
    const job = await createBooking(server.database.db, {
      city: CITY,
      startsInHours: hoursToMorning(2),
    });

    const answers = await Promise.all(
      crew.map((member) =>
        call(server.app, ACCEPT, { iBookingId: job.id }, { cookie: member.cookie }),
      ),
    );

    const winners = crew.filter((_, index) => answers[index]?.status === 200);
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(19);
    for (const answer of losers) {
      expect(answer.body).toEqual({ code: 409, message: 'This job is no longer open.' });
    }
    expect(await rowOf(job.id)).toMatchObject({
      status: 'assigned',
      contractorId: winners[0]?.id,
    });
    const notices = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, job.id));
    expect(notices).toHaveLength(1);
  });

  it('of two overlapping jobs accepted at once by one contractor, exactly one is taken', async () => {
    const member = crew[5];
    if (!member) throw new Error('the crew is short');
    for (const startsInHours of [hoursToMorning(4), hoursToMorning(5), hoursToMorning(6)]) {
      const first = await createBooking(server.database.db, { city: CITY, startsInHours });
      const second = await createBooking(server.database.db, {
        city: CITY,
        startsInHours: startsInHours + 1,
      });

      const answers = await Promise.all(
        [first, second].map((job) =>
          call(server.app, ACCEPT, { iBookingId: job.id }, { cookie: member.cookie }),
        ),
      );

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(refused?.body).toEqual({
        code: 409,
        message: 'You already have a job at that time.',
      });
      const rows = [await rowOf(first.id), await rowOf(second.id)];
      expect(rows.map((row) => row?.status).sort()).toEqual(['assigned', 'authorized']);
      expect(rows.find((row) => row?.status === 'assigned')?.contractorId).toBe(member.id);
      expect(rows.find((row) => row?.status === 'authorized')?.contractorId).toBeNull();
    }
  });

  it('of two completes of one job at once, one wins and the card is captured once', async () => {
    const member = crew[7];
    if (!member) throw new Error('the crew is short');
    const job = await createBooking(server.database.db, {
      city: CITY,
      status: 'inProgress',
      contractorEmail: member.email,
      // Booked for the hour the start fell in: all 90 minutes count as time on site.
      startedMinutesAgo: 90,
    });
    const hold = await gateway.authorize({
      amountCents: job.totalCents ?? 0,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: `booking-${job.uniqueCode}`,
      description: job.bookingNo,
      customerEmail: job.email,
    });
    await server.database.db
      .update(bookings)
      .set({ gatewayPaymentId: hold.paymentId, authorizationExpiresAt: hold.expiresAt })
      .where(eq(bookings.id, job.id));

    const answers = await Promise.all(
      [1, 2].map(() =>
        call(server.app, COMPLETE, { iBookingId: job.id }, { cookie: member.cookie }),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await rowOf(job.id)).toMatchObject({ status: 'completed', paymentStatus: 'captured' });
    const captures = gateway.calls.filter((entry) => entry.operation === 'capture');
    expect(captures).toEqual([
      { operation: 'capture', idempotencyKey: `booking-${job.uniqueCode}-capture` },
    ]);
  });
});
