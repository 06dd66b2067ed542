import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications, outbox } from '#server/db/schema.ts';
import { call, DEMO_PASSWORD, logIn, manualClock } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { DEMO_OPERATOR_EMAIL, logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Issue 38, decision 079: a cleaner sees a customer's contact details from 24 hours before an
// accepted job, so accepting and handing back is how they could be gathered. A cleaner hands
// back at most 3 jobs in any 24 hours, and each hand-back after the first in 24 hours e-mails
// the operators.

const ACCEPT = '/api/cleaning/accept_job';
const REJECT = '/api/cleaning/reject_job';
const HOUR = 60 * 60 * 1000;

// 14:00 UTC on 22 November 2026: 8:00AM in Edmonton (UTC−6 all year since 2026: decision 137).
const clock = manualClock(new Date('2026-11-22T14:00:00Z'));

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock });
});
afterAll(() => server.close());

let made = 0;

/** An Edmonton cleaner with a name of their own, so the operators' mails about them are theirs. */
function cleaner(): Promise<TestContractor> {
  made += 1;
  return newContractor(server.app, server.database.db, {
    city: 'Edmonton',
    fullName: `Handing Cleaner ${made}`,
  });
}

function post(url: string, body: unknown, cookie: string) {
  return call(server.app, url, body, { cookie });
}

/**
 * Open Edmonton jobs from 3 days ahead, a day apart (at the clock's hour, so none runs past
 * midnight out of the day's working hours), accepted by the cleaner.
 */
async function acceptedJobs(caller: TestContractor, count: number) {
  const jobs = [];
  for (let index = 0; index < count; index += 1) {
    const job = await createBooking(server.database.db, {
      now: clock(),
      city: 'Edmonton',
      startsInHours: 72 + index * 24,
    });
    expect((await post(ACCEPT, { iBookingId: job.id }, caller.cookie)).status).toBe(200);
    jobs.push(job);
  }
  return jobs;
}

function operatorMailsAbout(caller: TestContractor) {
  return server.database.db
    .select()
    .from(outbox)
    .where(
      and(eq(outbox.toAddress, DEMO_OPERATOR_EMAIL), like(outbox.subject, `${caller.fullName} %`)),
    )
    .orderBy(asc(outbox.id));
}

async function rowOf(bookingId: number) {
  const [row] = await server.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row;
}

describe('handing back accepted jobs', () => {
  it('hands back 3 jobs in 24 hours, refuses the 4th saying from when, and allows it 24 hours after the first', async () => {
    const caller = await cleaner();
    const [first, second, third, fourth] = await acceptedJobs(caller, 4);
    if (!first || !second || !third || !fourth) throw new Error('jobs not made');

    for (const job of [first, second, third]) {
      const answer = await post(REJECT, { iBookingId: job.id }, caller.cookie);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Job handed back.');
      clock.advance(HOUR);
    }

    const refused = await post(REJECT, { iBookingId: fourth.id }, caller.cookie);

    expect(refused.status).toBe(429);
    // The first was handed back at 8:00AM: a place frees 24 hours later, on the city's clock.
    expect(refused.body).toEqual({
      code: 429,
      message:
        'You have handed back 3 jobs in the last 24 hours, the most allowed. You can hand back another job from 8:00AM on November 23, 2026. If you cannot do this one, please contact us.',
    });
    expect(await rowOf(fourth.id)).toMatchObject({ status: 'assigned', contractorId: caller.id });
    const customerTold = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, fourth.id));
    expect(customerTold.map((notice) => notice.title)).not.toContain('Your cleaner had to cancel');

    // 24 hours after the first hand-back (a new sign-in: the session idled out meanwhile).
    clock.advance(21 * HOUR);
    const again = (await logIn(server.app, caller.email, DEMO_PASSWORD)).cookie;
    const allowed = await post(REJECT, { iBookingId: fourth.id }, again);
    expect(allowed.status).toBe(200);
    expect(await rowOf(fourth.id)).toMatchObject({ status: 'authorized', contractorId: null });
  });

  it('does not count declining open jobs', async () => {
    const caller = await cleaner();
    for (let index = 0; index < 4; index += 1) {
      const open = await createBooking(server.database.db, {
        now: clock(),
        city: 'Edmonton',
        startsInHours: 100 + index * 24,
      });
      expect((await post(REJECT, { iBookingId: open.id }, caller.cookie)).status).toBe(200);
    }
    const [job] = await acceptedJobs(caller, 1);
    if (!job) throw new Error('job not made');

    const answer = await post(REJECT, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(200);
    expect(await operatorMailsAbout(caller)).toEqual([]);
  });

  it('e-mails the operators each hand-back after the first in 24 hours, naming the cap at the 3rd', async () => {
    const caller = await cleaner();
    const jobs = await acceptedJobs(caller, 3);

    const counts: number[] = [];
    for (const job of jobs) {
      expect((await post(REJECT, { iBookingId: job.id }, caller.cookie)).status).toBe(200);
      counts.push((await operatorMailsAbout(caller)).length);
    }

    // None for the first, one per operator for the second and the third.
    expect(counts[0]).toBe(0);
    const mails = await operatorMailsAbout(caller);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `${caller.fullName} handed back 2 jobs in 24 hours in Edmonton`,
      `${caller.fullName} handed back 3 jobs in 24 hours in Edmonton`,
    ]);
    const [secondMail, thirdMail] = mails.map((mail) => mail.textBody);
    expect(secondMail).toContain(
      `${caller.fullName} (Edmonton) handed back this job, the 2nd they have handed back in the last 24 hours:`,
    );
    expect(secondMail).toContain(`- ${jobs[1]?.bookingNo}: Deep Cleaning on `);
    // Three days ahead, the details had not shown to the cleaner.
    expect(secondMail).toContain("The customer's contact details had not been shown to them yet.");
    expect(secondMail).toContain('A cleaner can hand back at most 3 jobs in 24 hours.');
    expect(secondMail).toContain(`/admin/cleaners/${caller.id}`);
    expect(thirdMail).toContain('the 3rd they have handed back in the last 24 hours');
    expect(thirdMail).toContain(
      'That is the most allowed: they cannot hand back another job until 24 hours after the first of these.',
    );
  });

  it('says so when the cleaner had been shown the contact details of the job handed back', async () => {
    const caller = await cleaner();
    const [early] = await acceptedJobs(caller, 1);
    const near = await createBooking(server.database.db, {
      now: clock(),
      city: 'Edmonton',
      startsInHours: 5,
    });
    expect((await post(ACCEPT, { iBookingId: near.id }, caller.cookie)).status).toBe(200);
    expect((await post(REJECT, { iBookingId: early?.id }, caller.cookie)).status).toBe(200);

    expect((await post(REJECT, { iBookingId: near.id }, caller.cookie)).status).toBe(200);

    const [mail] = await operatorMailsAbout(caller);
    expect(mail?.textBody).toContain(`- ${near.bookingNo}: Deep Cleaning on `);
    expect(mail?.textBody).toContain("The customer's contact details had been shown to them.");
  });

  it('lets at most 3 of many parallel hand-backs through', async () => {
    const caller = await cleaner();
    const jobs = await acceptedJobs(caller, 5);

    const answers = await Promise.all(
      jobs.map((job) => post(REJECT, { iBookingId: job.id }, caller.cookie)),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429]);
    const rows = await Promise.all(jobs.map((job) => rowOf(job.id)));
    expect(rows.filter((row) => row?.contractorId === caller.id)).toHaveLength(2);
  });

  it("leaves an operator's hand-back for the cleaner out of the cleaner's count and cap", async () => {
    const caller = await cleaner();
    const jobs = await acceptedJobs(caller, 4);
    for (const job of jobs.slice(0, 3)) {
      expect((await post(REJECT, { iBookingId: job.id }, caller.cookie)).status).toBe(200);
    }
    const operator = (await logInAsDemoOperator(server.app)).cookie;

    const answer = await post(
      '/api/admin/bookings/hand-back',
      { bookingId: jobs[3]?.id },
      operator,
    );

    expect(answer.status).toBe(200);
    expect(await rowOf(jobs[3]?.id ?? 0)).toMatchObject({
      status: 'authorized',
      contractorId: null,
    });
  });
});
