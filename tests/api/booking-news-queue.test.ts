import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, bookingStatusChanges, outbox } from '#server/db/schema.ts';
import { composers } from '#server/booking-news/teller.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { call, DEMO_CUSTOMER_EMAIL, manualClock } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import { widenDemoCleaners } from '../support/working-hours.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const HOUR_MS = 60 * 60 * 1000;
const START_AT = new Date('2026-11-22T15:00:00Z');
const clock = manualClock(START_AT);

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock, payments: testGateway(clock) }, {});
  await widenDemoCleaners(server.database.db);
});
afterAll(() => server.close());

function queue() {
  const jobs = server.app.jobQueue;
  if (!jobs) throw new Error('the test app has no job queue');
  return jobs;
}

async function mailAbout(bookingNo: string) {
  const rows = await server.database.db
    .select({ subject: outbox.subject })
    .from(outbox)
    .where(eq(outbox.toAddress, DEMO_CUSTOMER_EMAIL));
  return rows.filter((row) => row.subject.includes(bookingNo) || row.subject.includes('Reminder'));
}

describe("the booking news' queued jobs", () => {
  it('tells an untold move when its retry is requested', async () => {
    const db = server.database.db;
    const cleaner = await newContractor(server.app, db, { fullName: 'Zoé Lavoie' });
    const job = await createBooking(db, { now: clock(), startsInHours: 60 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(composers, 'compose').mockRejectedValueOnce(new Error('the composer failed'));

    const accepted = await call(
      server.app,
      '/api/cleaning/accept_job',
      { iBookingId: job.id },
      {
        cookie: cleaner.cookie,
      },
    );
    expect(accepted.status).toBe(200);
    expect(await mailAbout(job.bookingNo)).toEqual([]);

    await queue().requestUntoldNews();

    await expect
      .poll(async () => (await mailAbout(job.bookingNo)).map((row) => row.subject), {
        timeout: 15_000,
      })
      .toEqual([`Zoé will clean for your MapleShine booking ${job.bookingNo}`]);
    const [change] = await db
      .select()
      .from(bookingStatusChanges)
      .where(
        and(
          eq(bookingStatusChanges.bookingId, job.id),
          eq(bookingStatusChanges.event, 'job.accept'),
        ),
      );
    expect(change?.toldAt).not.toBeNull();
    vi.restoreAllMocks();
  });

  it('sends the day-before reminders when a run is requested', async () => {
    const db = server.database.db;
    const job = await createBooking(db, { now: clock(), startsInHours: 19 });
    await db
      .update(bookings)
      .set({ createdAt: new Date(START_AT.getTime() - 5 * 24 * HOUR_MS) })
      .where(eq(bookings.id, job.id));

    await queue().requestReminders();

    await expect
      .poll(
        async () => {
          const [row] = await db.select().from(bookings).where(eq(bookings.id, job.id));
          return row?.remindedAt ?? null;
        },
        { timeout: 15_000 },
      )
      .toEqual(clock());
  });
});
