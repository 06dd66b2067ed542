import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { bookings, jobAnnouncements, outbox } from '#server/db/schema.ts';
import {
  ANNOUNCEMENTS_KEPT_DAYS,
  DIGEST_WAIT_MS,
  forgetOldAnnouncements,
  sendJobDigests,
} from '#server/jobs/job-digest.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { call, manualClock } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { pay } from '../support/payments.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { clearCityWeeks } from '../support/working-hours.ts';

// Decision 061: a cleaner's new-job e-mails wait DIGEST_WAIT_MS after the first announcement,
// then go as one e-mail listing the jobs still open to them. Wednesday 25 November 2026, 9:00AM
// in Winnipeg (UTC−5 all year since 2026-10-31: decision 137); each test has a city of its own
// whose weeks it cleared.

const clock = manualClock(new Date('2026-11-25T14:00:00Z'));

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock, payments: testGateway(clock) });
});
afterAll(() => server.close());

const db = () => server.database.db;

/** The digests as they would run `ms` from now (the test's clock stays where it is). */
function digestsAt(ms: number) {
  return sendJobDigests({
    db: db(),
    catalog: server.app.appContext.catalog,
    clock: () => new Date(clock().getTime() + ms),
  });
}

function mailTo(address: string) {
  return db().select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(outbox.id);
}

/** A paid job in the city `startsInHours` ahead (3 hours, on the hour). */
async function paidJob(city: string, startsInHours: number) {
  const quoted = await createBooking(db(), { city, now: clock(), status: 'quoted', startsInHours });
  const paid = await pay(server.app, quoted);
  expect([paid.status, paid.body.message]).toEqual([200, expect.any(String)]);
  return quoted;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An announcement of the job to the cleaner, mailed `mailedDaysAgo` before the clock, in the
 * suite's database unless another app's is given.
 */
async function announcement(
  cleaner: TestContractor,
  bookingId: number,
  mailedDaysAgo: number | null,
  on: { db: Database; clock: () => Date } = { db: db(), clock },
) {
  const now = on.clock().getTime();
  const [row] = await on.db
    .insert(jobAnnouncements)
    .values({
      contractorId: cleaner.id,
      bookingId,
      announcedAt: new Date(now - (mailedDaysAgo ?? 0) * DAY_MS - DIGEST_WAIT_MS),
      mailedAt: mailedDaysAgo === null ? null : new Date(now - mailedDaysAgo * DAY_MS),
    })
    .returning({ id: jobAnnouncements.id });
  if (!row) throw new Error('no announcement written');
  return row.id;
}

async function onlyCleaner(city: string): Promise<TestContractor> {
  await clearCityWeeks(db(), city);
  return newContractor(server.app, db(), { city, fullName: 'Dana Digest' });
}

describe('the new-job digest', () => {
  it('sends nothing before the wait, then one e-mail listing the jobs still open to the cleaner, soonest first', async () => {
    const cleaner = await onlyCleaner('Winnipeg');
    const other = await newContractor(server.app, db(), { city: 'Winnipeg' });
    const later = await paidJob('Winnipeg', 75);
    const sooner = await paidJob('Winnipeg', 51);
    const taken = await paidJob('Winnipeg', 99);
    // Another cleaner accepts one before the digest goes: it is no longer the cleaner's to take.
    const accepted = await call(
      server.app,
      '/api/cleaning/accept_job',
      { iBookingId: taken.id },
      { cookie: other.cookie },
    );
    expect(accepted.status).toBe(200);

    expect(await digestsAt(DIGEST_WAIT_MS - 1000)).toBe(0);
    expect(await mailTo(cleaner.email)).toEqual([]);

    expect(await digestsAt(DIGEST_WAIT_MS)).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mailTo(cleaner.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('2 new jobs in Winnipeg fit your working hours');
    const text = mail?.textBody ?? '';
    expect(text).toContain('Hi Dana Digest,');
    expect(text).toMatch(
      new RegExp(
        `^- ${sooner.bookingNo}: Deep Cleaning on Friday, November 27, 2026, 12:00PM–3:00PM \\(3 hours\\)\\. You earn \\$\\d+\\.\\d{2}\\.$`,
        'm',
      ),
    );
    expect(text.indexOf(sooner.bookingNo)).toBeLessThan(text.indexOf(later.bookingNo));
    expect(text).not.toContain(taken.bookingNo);
    // The customer's price stays with the customer.
    expect(text).not.toContain(((later.totalCents ?? 0) / 100).toFixed(2));

    // Each announcement is mailed once: a later run writes nothing more.
    expect(await digestsAt(2 * DIGEST_WAIT_MS)).toBe(0);
    expect(await mailTo(cleaner.email)).toHaveLength(1);
  });

  it('writes no e-mail when none of the jobs is open any more, and marks them mailed', async () => {
    const cleaner = await onlyCleaner('Calgary');
    const job = await paidJob('Calgary', 50);
    await db().update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, job.id));

    await digestsAt(DIGEST_WAIT_MS);

    expect(await mailTo(cleaner.email)).toEqual([]);
    const [announcement] = await db()
      .select()
      .from(jobAnnouncements)
      .where(eq(jobAnnouncements.bookingId, job.id));
    expect(announcement?.contractorId).toBe(cleaner.id);
    expect(announcement?.mailedAt).not.toBeNull();
  });

  it(`forgets announcements mailed more than ${ANNOUNCEMENTS_KEPT_DAYS} days ago, and keeps newer and unmailed ones`, async () => {
    const cleaner = await onlyCleaner('Ottawa');
    const job = await createBooking(db(), { city: 'Ottawa', now: clock(), status: 'quoted' });
    const old = await announcement(cleaner, job.id, ANNOUNCEMENTS_KEPT_DAYS + 1);
    const recent = await announcement(cleaner, job.id, ANNOUNCEMENTS_KEPT_DAYS - 1);
    const unmailed = await announcement(cleaner, job.id, null);

    expect(await forgetOldAnnouncements({ db: db(), clock })).toBe(1);

    const left = await db()
      .select({ id: jobAnnouncements.id })
      .from(jobAnnouncements)
      .where(eq(jobAnnouncements.bookingId, job.id))
      .orderBy(jobAnnouncements.id);
    expect(left.map((row) => row.id)).toEqual([recent, unmailed]);
    expect(left.map((row) => row.id)).not.toContain(old);
    // Nothing else aged out: a second run forgets nothing.
    expect(await forgetOldAnnouncements({ db: db(), clock })).toBe(0);
  });

  it('records no announcement for a payment refused as bad input', async () => {
    await onlyCleaner('Edmonton');
    const before = (await db().select().from(jobAnnouncements)).length;
    const refused = await call(server.app, '/api/cleaning/payment_autorization', {
      vUniqueCode: 'bkg_no-such-booking',
      amount: 100,
      currency: 'cad',
      paymentMethodId: 'pm_card_visa',
      coupon_code: '',
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await db().select().from(jobAnnouncements)).toHaveLength(before);
  });
});

describe('the new-job digest on the job queue', () => {
  it('runs as a queued job and writes the e-mail once the wait is over', async () => {
    const queueClock = manualClock(new Date('2026-11-25T14:00:00Z'));
    const queued = await startTestApp({ clock: queueClock, payments: testGateway(queueClock) }, {});
    try {
      const queueDb = queued.database.db;
      await clearCityWeeks(queueDb, 'Winnipeg');
      const cleaner = await newContractor(queued.app, queueDb, {
        city: 'Winnipeg',
        logIn: false,
      });
      const quoted = await createBooking(queueDb, {
        city: 'Winnipeg',
        now: queueClock(),
        status: 'quoted',
        startsInHours: 51,
      });
      expect((await pay(queued.app, quoted)).status).toBe(200);
      const queue = queued.app.jobQueue;
      if (!queue) throw new Error('the test app has no job queue');
      const mails = () => queueDb.select().from(outbox).where(eq(outbox.toAddress, cleaner.email));

      // An announcement mailed long ago, which the same run forgets.
      const aged = await announcement(cleaner, quoted.id, 40, { db: queueDb, clock: queueClock });
      const stillThere = async () =>
        (
          await queueDb
            .select({ id: jobAnnouncements.id })
            .from(jobAnnouncements)
            .where(eq(jobAnnouncements.id, aged))
        ).length;
      expect(await stillThere()).toBe(1);

      queueClock.advance(DIGEST_WAIT_MS);
      await queue.requestJobDigests();

      await expect.poll(async () => (await mails()).length, { timeout: 15_000 }).toBe(1);
      await expect.poll(stillThere, { timeout: 15_000 }).toBe(0);
      expect((await mails())[0]?.subject).toBe(
        'New job in Winnipeg: Deep Cleaning on Friday, November 27, 2026',
      );
    } finally {
      await queued.close();
    }
  }, 60_000);
});
