import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, contractors } from '#server/db/schema.ts';
import { windowCounts } from '#server/quote/availability.ts';
import { call, manualClock } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// What a pause does to a cleaner, whoever set it (the console's pause has its own tests in
// admin-cleaners.test.ts): the server decides, on every call.

const LIST = '/api/contractor/get_contractor_Job';
const ACCEPT = '/api/cleaning/accept_job';
const DASHBOARD = '/api/contractor/dashboard';
const PAUSED =
  'Your account is paused, so you cannot take new jobs. Your accepted jobs are still yours. Please contact us to resume.';

const clock = manualClock(new Date('2026-11-22T15:00:00Z'));

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock });
});
afterAll(() => server.close());

async function pause(cleaner: TestContractor, at: Date | null = clock()) {
  await server.database.db
    .update(contractors)
    .set({ pausedAt: at })
    .where(eq(contractors.id, cleaner.id));
}

// Starts inside the test cleaners' hours (6:00AM to 11:00PM local): 15:00Z is 10:00AM in Ottawa
// and 9:00AM in Winnipeg, so whole days later the job starts in the morning.
function booking(startsInHours: number, city = 'Ottawa') {
  return createBooking(server.database.db, { now: clock(), city, startsInHours });
}

describe('a paused cleaner', () => {
  it('sees no open jobs, and sees them again once resumed', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Ottawa' });
    const job = await booking(48);
    await pause(cleaner);

    const open = await call<{ iBookingId: number }[]>(
      server.app,
      LIST,
      { eStatus: 'Open' },
      {
        cookie: cleaner.cookie,
      },
    );
    expect(open.status).toBe(200);
    expect(open.body.data).toEqual([]);
    const dashboard = await call<{ iOpenJobs: number }>(
      server.app,
      DASHBOARD,
      {},
      {
        cookie: cleaner.cookie,
      },
    );
    expect(dashboard.body.data?.iOpenJobs).toBe(0);

    await pause(cleaner, null);
    const again = await call<{ iBookingId: number }[]>(
      server.app,
      LIST,
      { eStatus: 'Open' },
      {
        cookie: cleaner.cookie,
      },
    );
    expect(again.body.data?.map((row) => row.iBookingId)).toContain(job.id);
  });

  it('cannot accept a job: 403 with a plain message, and the job stays open', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Ottawa' });
    const job = await booking(50);
    await pause(cleaner);

    const answer = await call(
      server.app,
      ACCEPT,
      { iBookingId: job.id },
      { cookie: cleaner.cookie },
    );

    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(PAUSED);
    const [row] = await server.database.db
      .select({ status: bookings.status, contractorId: bookings.contractorId })
      .from(bookings)
      .where(eq(bookings.id, job.id));
    expect(row).toEqual({ status: 'authorized', contractorId: null });
  });

  it('keeps their accepted jobs in their list', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Ottawa' });
    const own = await createBooking(server.database.db, {
      now: clock(),
      city: 'Ottawa',
      status: 'assigned',
      contractorEmail: cleaner.email,
      startsInHours: 70,
    });
    await pause(cleaner);

    const answer = await call<{ iBookingId: number }[]>(
      server.app,
      LIST,
      { eStatus: 'Assigned' },
      {
        cookie: cleaner.cookie,
      },
    );
    expect(answer.body.data?.map((row) => row.iBookingId)).toEqual([own.id]);
  });

  it('is not counted as a free cleaner by the quote and the payment', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Winnipeg' });
    const job = await booking(74, 'Winnipeg');
    const window = {
      cityId: cleaner.cityId,
      startsAt: job.startsAt ?? clock(),
      blockedUntil: job.blockedUntil ?? clock(),
      localDate: job.localDate ?? '',
      fromMinutes: job.fromMinutes ?? 0,
      untilMinutes: job.untilMinutes ?? 0,
    };
    const before = await windowCounts(server.database.db, window, job.id);

    await pause(cleaner);
    const after = await windowCounts(server.database.db, window, job.id);

    expect(after.free).toBe(before.free - 1);
  });
});
