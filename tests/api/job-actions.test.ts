import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, jobDeclines, notifications, outbox } from '#server/db/schema.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  demoContractorEmail,
  logIn,
  manualClock,
  type Answer,
} from '../support/accounts.ts';
import { createBooking, customerIdOf, type BookingFixture } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import { widenDemoCleaners } from '../support/working-hours.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type Job = {
  iBookingId: number;
  vBookingNo: string;
  eStatus: string;
  contractor: { vFullName: string; vImage: string } | null;
};

const ACCEPT = '/api/cleaning/accept_job';
const ASSIGN = '/api/contractor/assign_contractor_to_booking';
const REJECT = '/api/cleaning/reject_job';
const START = '/api/contractor/start_booking';
const COMPLETE = '/api/contractor/complete_booking';
const LIST = '/api/contractor/get_contractor_Job';

const LOGIN_REQUIRED = 'Please log in to continue.';
const CONTRACTORS_ONLY = 'This is only for contractors.';
const NOT_APPROVED = 'Your application is not approved yet.';
const NOT_FOUND = 'Job not found.';
const NO_LONGER_OPEN = 'This job is no longer open.';
const DOUBLE_BOOKED = 'You already have a job at that time.';
const HAND_BACK_REFUSED = 'Only an accepted job that has not started can be handed back.';
const START_REFUSED = 'Only an accepted job can be started.';
const COMPLETE_REFUSED = 'Only a job in progress can be completed.';
const HOUR_MS = 60 * 60 * 1000;
const HALF_OF_THREE_HOURS_MS = 90 * 60 * 1000;

// 14:00 UTC on 22 November 2026 is 8:00AM in Edmonton (MDT, UTC−6 all year since 2026: decision
// 137) and 9:00AM in Winnipeg (UTC−5 since 2026-10-31).
const clock = manualClock(new Date('2026-11-22T14:00:00Z'));
const gateway = testGateway(clock);

let server: TestApp;
let customerCookie: string;
let demoCustomerId: number;
beforeAll(async () => {
  server = await startTestApp({ clock, payments: gateway });
  // The seeded cleaner is free around the clock here, as before working hours (decision 044).
  await widenDemoCleaners(server.database.db);
  customerCookie = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
  demoCustomerId = await customerIdOf(server.database.db);
});
afterAll(() => server.close());

function post<Data = Job>(url: string, body: unknown, cookie?: string): Promise<Answer<Data>> {
  return call<Data>(server.app, url, body, { cookie });
}

function contractor(options: Parameters<typeof newContractor>[2] = {}) {
  return newContractor(server.app, server.database.db, options);
}

function booking(fixture: BookingFixture = {}) {
  return createBooking(server.database.db, { now: clock(), ...fixture });
}

async function rowOf(bookingId: number) {
  const [row] = await server.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`no booking ${bookingId}`);
  return row;
}

function notificationsOf(bookingId: number) {
  return server.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.bookingId, bookingId))
    .orderBy(notifications.id);
}

function declinesOf(bookingId: number) {
  return server.database.db.select().from(jobDeclines).where(eq(jobDeclines.bookingId, bookingId));
}

/** Gives the booking a real hold on the test gateway, so completing it can capture. */
async function withLiveHold(bookingId: number) {
  const row = await rowOf(bookingId);
  const hold = await gateway.authorize({
    amountCents: row.totalCents ?? 0,
    paymentMethodId: 'pm_card_visa',
    idempotencyKey: `booking-${row.uniqueCode}-authorize`,
    description: row.bookingNo,
    customerEmail: row.email,
  });
  await server.database.db
    .update(bookings)
    .set({
      paymentStatus: 'authorized',
      gatewayPaymentId: hold.paymentId,
      authorizationExpiresAt: hold.expiresAt,
    })
    .where(eq(bookings.id, bookingId));
  return hold.paymentId;
}

function captureCallsFor(uniqueCode: string) {
  return gateway.calls.filter(
    (entry) =>
      entry.operation === 'capture' && entry.idempotencyKey === `booking-${uniqueCode}-capture`,
  );
}

describe('who may act on jobs', () => {
  const actions = [ACCEPT, ASSIGN, REJECT, START, COMPLETE];

  it.each(actions)('%s answers 401 without a session and changes nothing', async (url) => {
    const job = await booking();
    const answer = await post(url, { iBookingId: job.id });

    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, message: LOGIN_REQUIRED });
    expect(await rowOf(job.id)).toEqual(job);
  });

  it.each(actions)('%s answers 403 to a customer who is not a contractor', async (url) => {
    const job = await booking();
    const answer = await post(url, { iBookingId: job.id }, customerCookie);

    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 403, message: CONTRACTORS_ONLY });
    expect(await rowOf(job.id)).toEqual(job);
  });

  it.each(actions)('%s answers 403 to a contractor whose application is pending', async (url) => {
    const pending = await contractor({ status: 'Pending' });
    const ownJob = url === START || url === COMPLETE;
    const job = await booking(
      ownJob ? { status: 'assigned', contractorEmail: pending.email } : { status: 'authorized' },
    );
    const answer = await post(url, { iBookingId: job.id }, pending.cookie);

    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 403, message: NOT_APPROVED });
    expect(await rowOf(job.id)).toEqual(job);
    expect(await declinesOf(job.id)).toEqual([]);
  });

  it('answers 403 to a rejected applicant too', async () => {
    const rejected = await contractor({ status: 'Rejected' });
    const job = await booking();
    const answer = await post(ACCEPT, { iBookingId: job.id }, rejected.cookie);

    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 403, message: NOT_APPROVED });
    expect(await rowOf(job.id)).toEqual(job);
  });

  it.each(actions)('%s refuses a missing, zero or text booking id with 400', async (url) => {
    const caller = await contractor();
    const cases: [unknown, string][] = [
      [{}, '`iBookingId` is required.'],
      [{ iBookingId: 0 }, '`iBookingId` must be at least 1.'],
      [{ iBookingId: '12' }, '`iBookingId` must be an integer.'],
      [{ iBookingId: 1, vUniqueCode: 'x' }, 'Unknown field `vUniqueCode`.'],
    ];
    for (const [body, message] of cases) {
      const answer = await post(url, body, caller.cookie);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message });
    }
  });

  it.each(actions)('%s answers 404 for a booking that does not exist', async (url) => {
    const caller = await contractor();
    const answer = await post(url, { iBookingId: 987654 }, caller.cookie);

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: NOT_FOUND });
  });
});

describe.each([ACCEPT, ASSIGN])('accepting a job through %s', (url) => {
  it('assigns the open job, tells the customer who is coming and answers with the job', async () => {
    const caller = await contractor({ fullName: 'Océane Roy' });
    const job = await booking({ startsInHours: 30 });

    const answer = await post(url, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Job accepted.');
    expect(answer.body.data).toMatchObject({
      iBookingId: job.id,
      vBookingNo: job.bookingNo,
      eStatus: 'assigned',
      contractor: { vFullName: 'Océane Roy', vImage: '' },
    });
    const row = await rowOf(job.id);
    expect(row).toMatchObject({ status: 'assigned', contractorId: caller.id });
    const [notice, ...more] = await notificationsOf(job.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      recipient: 'Customer',
      customerId: demoCustomerId,
      contractorId: null,
      title: 'Your cleaner is booked',
    });
    expect(notice?.message).toContain('Océane Roy');
    expect(notice?.message).toContain(job.bookingNo);
    expect(notice?.message).toContain('November 23, 2026 at 2:00PM');
  });

  it('answers 404 for a job in another city and leaves it open', async () => {
    const caller = await contractor({ city: 'Edmonton' });
    const job = await booking({ city: 'Calgary' });

    const answer = await post(url, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: NOT_FOUND });
    expect(await rowOf(job.id)).toEqual(job);
    expect(await notificationsOf(job.id)).toEqual([]);
  });

  it('answers 404 for a job the contractor declined', async () => {
    const caller = await contractor();
    const job = await booking();
    await post(REJECT, { iBookingId: job.id }, caller.cookie);

    const answer = await post(url, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: NOT_FOUND });
    expect(await rowOf(job.id)).toEqual(job);
  });

  it('answers 404 for a booking that has not been paid yet', async () => {
    const caller = await contractor();
    const job = await booking({ status: 'quoted' });

    const answer = await post(url, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(404);
    expect(await rowOf(job.id)).toEqual(job);
  });

  it('answers 409 for a job another contractor already took and keeps their assignment', async () => {
    const first = await contractor();
    const second = await contractor();
    const job = await booking({ startsInHours: 60 });
    expect((await post(url, { iBookingId: job.id }, first.cookie)).status).toBe(200);
    const taken = await rowOf(job.id);

    const answer = await post(url, { iBookingId: job.id }, second.cookie);

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, message: NO_LONGER_OPEN });
    expect(await rowOf(job.id)).toEqual(taken);
    expect(taken.contractorId).toBe(first.id);
  });

  it('answers 409 for a job that was cancelled', async () => {
    const caller = await contractor();
    const job = await booking({ status: 'cancelled' });

    const answer = await post(url, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, message: NO_LONGER_OPEN });
    expect(await rowOf(job.id)).toEqual(job);
  });

  it('answers 409 for an unassigned job whose start time has passed', async () => {
    const caller = await contractor();
    const job = await booking({ startsInHours: -2 });

    const answer = await post(url, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, message: NO_LONGER_OPEN });
    expect(await rowOf(job.id)).toEqual(job);
  });

  it('answers 409 for a second job overlapping one the contractor holds, leaving it open', async () => {
    const caller = await contractor();
    await booking({ status: 'assigned', contractorEmail: caller.email, startsInHours: 80 });
    // Starts while the first job (3 hours plus the travel buffer) is still running.
    const overlapping = await booking({ startsInHours: 82 });

    const answer = await post(url, { iBookingId: overlapping.id }, caller.cookie);

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, message: DOUBLE_BOOKED });
    expect(await rowOf(overlapping.id)).toEqual(overlapping);
    expect(await notificationsOf(overlapping.id)).toEqual([]);
  });

  it('accepts a job that starts once the held job and its travel buffer are over', async () => {
    const caller = await contractor();
    await booking({ status: 'assigned', contractorEmail: caller.email, startsInHours: 100 });
    // 3 hours of cleaning and 30 minutes of travel: free again after 3.5 hours.
    const later = await booking({ startsInHours: 104 });

    const answer = await post(url, { iBookingId: later.id }, caller.cookie);

    expect(answer.status).toBe(200);
    expect((await rowOf(later.id)).contractorId).toBe(caller.id);
  });
});

describe('declining an open job', () => {
  it('hides the job from this contractor only and leaves it open', async () => {
    const caller = await contractor();
    const colleague = await contractor();
    const job = await booking({ startsInHours: 26 });

    const answer = await post(REJECT, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Job declined. It will no longer be shown to you.');
    expect(answer.body.data).toMatchObject({ iBookingId: job.id, eStatus: 'authorized' });
    expect(await rowOf(job.id)).toEqual(job);
    expect(await declinesOf(job.id)).toEqual([
      expect.objectContaining({ bookingId: job.id, contractorId: caller.id }),
    ]);
    const mine = await post<Job[]>(LIST, { eStatus: 'Open' }, caller.cookie);
    const theirs = await post<Job[]>(LIST, { eStatus: 'Open' }, colleague.cookie);
    expect(mine.body.data?.map((item) => item.iBookingId)).not.toContain(job.id);
    expect(theirs.body.data?.map((item) => item.iBookingId)).toContain(job.id);
  });

  it('answers the same when the job is declined twice, keeping one decline', async () => {
    const caller = await contractor();
    const job = await booking();
    await post(REJECT, { iBookingId: job.id }, caller.cookie);

    const answer = await post(REJECT, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Job declined. It will no longer be shown to you.');
    expect(await declinesOf(job.id)).toHaveLength(1);
  });

  it('answers 404 for a job in another city and records nothing', async () => {
    const caller = await contractor({ city: 'Edmonton' });
    const job = await booking({ city: 'Winnipeg' });

    const answer = await post(REJECT, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: NOT_FOUND });
    expect(await declinesOf(job.id)).toEqual([]);
  });

  it("answers 404 for another contractor's job and leaves it with them", async () => {
    const owner = await contractor();
    const caller = await contractor();
    const job = await booking({ status: 'assigned', contractorEmail: owner.email });

    const answer = await post(REJECT, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: NOT_FOUND });
    expect(await rowOf(job.id)).toEqual(job);
    expect(await declinesOf(job.id)).toEqual([]);
  });

  it('answers 409 for an unassigned job that was cancelled', async () => {
    const caller = await contractor();
    const job = await booking({ status: 'cancelled' });

    const answer = await post(REJECT, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, message: NO_LONGER_OPEN });
    expect(await declinesOf(job.id)).toEqual([]);
  });
});

describe('handing back an accepted job', () => {
  it('reopens the job for the city, tells the customer and the other cleaners', async () => {
    const caller = await contractor({ city: 'Toronto', fullName: 'Ravi Patel' });
    const colleague = await contractor({ city: 'Toronto' });
    const notApproved = await contractor({ city: 'Toronto', status: 'Pending', logIn: false });
    const job = await booking({ city: 'Toronto', startsInHours: 40 });
    expect((await post(ACCEPT, { iBookingId: job.id }, caller.cookie)).status).toBe(200);

    const answer = await post(REJECT, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Job handed back.');
    expect(answer.body.data).toMatchObject({ eStatus: 'authorized', contractor: null });
    expect(await rowOf(job.id)).toMatchObject({ status: 'authorized', contractorId: null });
    expect(await declinesOf(job.id)).toEqual([
      expect.objectContaining({ contractorId: caller.id }),
    ]);

    const notices = await notificationsOf(job.id);
    const toCustomer = notices.filter((notice) => notice.recipient === 'Customer');
    expect(toCustomer.map((notice) => notice.title)).toEqual([
      'Your cleaner is booked',
      'Your cleaner had to cancel',
    ]);
    expect(toCustomer[1]).toMatchObject({ customerId: demoCustomerId });
    expect(toCustomer[1]?.message).toContain('We are finding another cleaner');
    const toCleaners = notices.filter((notice) => notice.recipient === 'Contractor');
    const told = toCleaners.map((notice) => notice.contractorId);
    expect(told).toContain(colleague.id);
    expect(told).not.toContain(caller.id);
    expect(told).not.toContain(notApproved.id);
    for (const notice of toCleaners) expect(notice.title).toBe('A job is open again');

    const theirs = await post<Job[]>(LIST, { eStatus: 'Open' }, colleague.cookie);
    const mine = await post<Job[]>(LIST, { eStatus: 'Open' }, caller.cookie);
    expect(theirs.body.data?.map((item) => item.iBookingId)).toContain(job.id);
    expect(mine.body.data?.map((item) => item.iBookingId)).not.toContain(job.id);
    expect((await post(ACCEPT, { iBookingId: job.id }, colleague.cookie)).status).toBe(200);
  });

  it.each(['inProgress', 'completed', 'cancelled'] as const)(
    'answers 409 for an own job that is %s and changes nothing',
    async (status) => {
      const caller = await contractor();
      const job = await booking({ status, contractorEmail: caller.email });

      const answer = await post(REJECT, { iBookingId: job.id }, caller.cookie);

      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ code: 409, message: HAND_BACK_REFUSED });
      expect(await rowOf(job.id)).toEqual(job);
      expect(await declinesOf(job.id)).toEqual([]);
    },
  );

  it('answers 409 once the start time of the accepted job has come', async () => {
    const caller = await contractor();
    const job = await booking({
      status: 'assigned',
      contractorEmail: caller.email,
      startsInHours: -1,
    });

    const answer = await post(REJECT, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, message: HAND_BACK_REFUSED });
    expect(await rowOf(job.id)).toEqual(job);
  });
});

describe('starting a job', () => {
  it('moves the accepted job to in progress, records the time and tells the customer', async () => {
    const caller = await contractor({ fullName: 'Mei Chen' });
    const job = await booking({
      status: 'assigned',
      contractorEmail: caller.email,
      startsInHours: 1,
    });

    const answer = await post(START, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Job started.');
    expect(answer.body.data).toMatchObject({ iBookingId: job.id, eStatus: 'inProgress' });
    expect(await rowOf(job.id)).toMatchObject({
      status: 'inProgress',
      contractorId: caller.id,
      startedAt: clock(),
    });
    const [notice] = await notificationsOf(job.id);
    expect(notice).toMatchObject({
      recipient: 'Customer',
      customerId: demoCustomerId,
      title: 'Your cleaning has started',
    });
    expect(notice?.message).toContain('Mei Chen');
  });

  it('answers 400 with the earliest start, an hour before the booked time, in the city’s time', async () => {
    const caller = await contractor();
    // Starts at 17:00 UTC, 11:00AM in Edmonton: it can be started from 10:00AM.
    const job = await booking({
      status: 'assigned',
      contractorEmail: caller.email,
      startsInHours: 3,
    });

    const answer = await post(START, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 400,
      message: 'You can start this job from 10:00AM on November 22, 2026.',
    });
    expect(await rowOf(job.id)).toEqual(job);
    expect(await notificationsOf(job.id)).toEqual([]);
  });

  it('tells the cleaner, with the job accepted, from when it can be started', async () => {
    const caller = await contractor();
    const job = await booking({
      status: 'assigned',
      contractorEmail: caller.email,
      startsInHours: 3,
    });

    const list = await post<Job[]>(LIST, { eStatus: 'Assigned' }, caller.cookie);

    // The same instant and words the refusal above gives, so Start can wait with them.
    expect(list.body.data?.find((row) => row.iBookingId === job.id)).toMatchObject({
      dtStartableFrom: '2026-11-22T16:00:00.000Z',
      vStartableFrom: '10:00AM on November 22, 2026',
      dtCompletableFrom: null,
    });
  });

  it('answers 409 for an own job the customer cancelled', async () => {
    const caller = await contractor();
    const job = await booking({
      status: 'assigned',
      contractorEmail: caller.email,
      startsInHours: 1,
    });
    await server.database.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: clock() })
      .where(eq(bookings.id, job.id));
    const cancelled = await rowOf(job.id);

    const answer = await post(START, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, message: START_REFUSED });
    expect(await rowOf(job.id)).toEqual(cancelled);
  });

  it('answers 409 for a job already in progress', async () => {
    const caller = await contractor();
    const job = await booking({ status: 'inProgress', contractorEmail: caller.email });

    const answer = await post(START, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, message: START_REFUSED });
    expect(await rowOf(job.id)).toEqual(job);
  });

  it("answers 404 for another contractor's job and leaves it unstarted", async () => {
    const owner = await contractor();
    const caller = await contractor();
    const job = await booking({
      status: 'assigned',
      contractorEmail: owner.email,
      startsInHours: 1,
    });

    const answer = await post(START, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: NOT_FOUND });
    expect(await rowOf(job.id)).toEqual(job);
  });

  it('answers 404 for an open job nobody accepted', async () => {
    const caller = await contractor();
    const job = await booking({ startsInHours: 1 });

    const answer = await post(START, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(404);
    expect(await rowOf(job.id)).toEqual(job);
  });

  it('answers 404 for a job in another city', async () => {
    const caller = await contractor({ city: 'Edmonton' });
    const job = await booking({ city: 'Calgary', status: 'assigned', startsInHours: 1 });

    const answer = await post(START, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(404);
    expect(await rowOf(job.id)).toEqual(job);
  });
});

describe('completing a job', () => {
  it('completes the job, captures the live hold once and invites the customer to review', async () => {
    const caller = await contractor({ fullName: 'Lucas Bouchard' });
    const job = await booking({
      status: 'inProgress',
      contractorEmail: caller.email,
      startedMinutesAgo: 90,
    });
    const paymentId = await withLiveHold(job.id);

    const answer = await post(COMPLETE, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Job completed.');
    // The payment's outcome is the customer's business: the cleaner's answer does not hold it.
    expect(answer.body.data).toMatchObject({ eStatus: 'completed' });
    expect(answer.body.data).not.toHaveProperty('ePaymentStatus');
    expect(await rowOf(job.id)).toMatchObject({
      status: 'completed',
      completedAt: clock(),
      paymentStatus: 'captured',
      capturedAt: clock(),
    });
    expect(captureCallsFor(job.uniqueCode)).toHaveLength(1);
    expect(gateway.holdOf(paymentId)?.state).toBe('captured');
    const notices = await notificationsOf(job.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      recipient: 'Customer',
      customerId: demoCustomerId,
      title: 'Your cleaning is complete',
    });
    expect(notices[0]?.message).toContain('Leave a review');
  });

  it('answers 409 to a second complete and does not capture again', async () => {
    const caller = await contractor();
    const job = await booking({
      status: 'inProgress',
      contractorEmail: caller.email,
      startedMinutesAgo: 90,
    });
    await withLiveHold(job.id);
    await post(COMPLETE, { iBookingId: job.id }, caller.cookie);
    const completed = await rowOf(job.id);

    const answer = await post(COMPLETE, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, message: COMPLETE_REFUSED });
    expect(await rowOf(job.id)).toEqual(completed);
    expect(captureCallsFor(job.uniqueCode)).toHaveLength(1);
  });

  it('does not capture a lapsed hold: payment expired, the customer is told we will contact them', async () => {
    const caller = await contractor();
    const job = await booking({
      status: 'inProgress',
      contractorEmail: caller.email,
      startedMinutesAgo: 90,
    });
    await withLiveHold(job.id);
    await server.database.db
      .update(bookings)
      .set({ authorizationExpiresAt: new Date(clock().getTime() - 60_000) })
      .where(eq(bookings.id, job.id));

    const answer = await post(COMPLETE, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ eStatus: 'completed' });
    expect(answer.body.data).not.toHaveProperty('ePaymentStatus');
    expect(await rowOf(job.id)).toMatchObject({
      status: 'completed',
      paymentStatus: 'expired',
      capturedAt: null,
    });
    expect(captureCallsFor(job.uniqueCode)).toEqual([]);
    const titles = (await notificationsOf(job.id)).map((notice) => notice.title);
    expect(titles).toEqual(['Your cleaning is complete', 'About your payment']);
    const [mail] = await server.database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.toAddress, DEMO_CUSTOMER_EMAIL),
          eq(outbox.subject, `About the payment for your MapleShine cleaning ${job.bookingNo}`),
        ),
      );
    expect(mail?.textBody).toContain('We will contact you shortly to arrange it');
    expect(mail?.textBody).toContain('nothing was charged');
  });

  it('does not capture a card that was only saved, never held', async () => {
    const caller = await contractor();
    const job = await booking({
      status: 'inProgress',
      contractorEmail: caller.email,
      startedMinutesAgo: 90,
      paymentStatus: 'cardSaved',
      gatewayPaymentId: null,
    });

    const answer = await post(COMPLETE, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(200);
    expect(await rowOf(job.id)).toMatchObject({ status: 'completed', paymentStatus: 'expired' });
    expect(captureCallsFor(job.uniqueCode)).toEqual([]);
  });

  it('keeps the completion when the gateway refuses the capture: payment failed', async () => {
    const caller = await contractor();
    // The fixture's payment id is unknown to the gateway, which refuses to capture it.
    const job = await booking({
      status: 'inProgress',
      contractorEmail: caller.email,
      startedMinutesAgo: 90,
    });

    const answer = await post(COMPLETE, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Job completed.');
    expect(await rowOf(job.id)).toMatchObject({
      status: 'completed',
      paymentStatus: 'failed',
      capturedAt: null,
    });
    expect(captureCallsFor(job.uniqueCode)).toHaveLength(1);
    const titles = (await notificationsOf(job.id)).map((notice) => notice.title);
    expect(titles).toEqual(['Your cleaning is complete', 'About your payment']);
  });

  it('answers 409 saying from when, right after the start: not completed, not charged', async () => {
    const caller = await contractor();
    const job = await booking({
      status: 'inProgress',
      contractorEmail: caller.email,
      startedMinutesAgo: 0,
    });
    await withLiveHold(job.id);
    const before = await rowOf(job.id);

    const answer = await post(COMPLETE, { iBookingId: job.id }, caller.cookie);

    // Started at 8:00AM in Edmonton; half of the 3-hour estimate is 90 minutes.
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      code: 409,
      message: 'You can complete this job from 9:30AM on November 22, 2026.',
    });
    expect(await rowOf(job.id)).toEqual(before);
    expect((await rowOf(job.id)).status).toBe('inProgress');
    expect(captureCallsFor(job.uniqueCode)).toEqual([]);
    expect(await notificationsOf(job.id)).toEqual([]);
  });

  it('answers 409 one minute short of half the estimate', async () => {
    const caller = await contractor();
    const job = await booking({
      status: 'inProgress',
      contractorEmail: caller.email,
      startedMinutesAgo: 89,
    });
    await withLiveHold(job.id);

    const answer = await post(COMPLETE, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('You can complete this job from 8:01AM on November 22, 2026.');
    expect((await rowOf(job.id)).status).toBe('inProgress');
    expect(captureCallsFor(job.uniqueCode)).toEqual([]);
  });

  it('counts the time on site from the booked start, not from a Start an hour early: Complete at the first minute is refused and charges nothing', async () => {
    const caller = await contractor();
    // A 2-hour job booked for 8:00AM in Edmonton (now), started at 7:00AM.
    const job = await booking({
      status: 'inProgress',
      contractorEmail: caller.email,
      startsInHours: 0,
      startedMinutesAgo: 60,
      estimatedMinutes: 120,
    });
    await withLiveHold(job.id);
    const before = await rowOf(job.id);

    const answer = await post(COMPLETE, { iBookingId: job.id }, caller.cookie);
    const list = await post<Job[]>(LIST, { eStatus: 'InProgress' }, caller.cookie);

    // Half of the 2-hour estimate after 8:00AM, the later of the Start and the booked start.
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      code: 409,
      message: 'You can complete this job from 9:00AM on November 22, 2026.',
    });
    expect(await rowOf(job.id)).toEqual(before);
    expect(captureCallsFor(job.uniqueCode)).toEqual([]);
    expect(await notificationsOf(job.id)).toEqual([]);
    expect(list.body.data?.find((row) => row.iBookingId === job.id)).toMatchObject({
      dtCompletableFrom: '2026-11-22T15:00:00.000Z',
      vCompletableFrom: '9:00AM',
    });
  });

  it('tells the cleaner, with the job in progress, from when it can be completed', async () => {
    const caller = await contractor();
    const job = await booking({
      status: 'inProgress',
      contractorEmail: caller.email,
      startedMinutesAgo: 30,
    });

    const list = await post<Job[]>(LIST, { eStatus: 'InProgress' }, caller.cookie);

    expect(list.body.data?.find((row) => row.iBookingId === job.id)).toMatchObject({
      dtCompletableFrom: '2026-11-22T15:00:00.000Z',
      vCompletableFrom: '9:00AM',
    });
  });

  it('answers 409 for an accepted job that was not started', async () => {
    const caller = await contractor();
    const job = await booking({ status: 'assigned', contractorEmail: caller.email });
    await withLiveHold(job.id);
    const before = await rowOf(job.id);

    const answer = await post(COMPLETE, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, message: COMPLETE_REFUSED });
    expect(await rowOf(job.id)).toEqual(before);
    expect(captureCallsFor(job.uniqueCode)).toEqual([]);
  });

  it("answers 404 for another contractor's job and neither completes nor charges it", async () => {
    const owner = await contractor();
    const caller = await contractor();
    const job = await booking({
      status: 'inProgress',
      contractorEmail: owner.email,
      startedMinutesAgo: 90,
    });
    await withLiveHold(job.id);
    const before = await rowOf(job.id);

    const answer = await post(COMPLETE, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: NOT_FOUND });
    expect(await rowOf(job.id)).toEqual(before);
    expect(captureCallsFor(job.uniqueCode)).toEqual([]);
  });

  it('answers 404 for a job in another city', async () => {
    const caller = await contractor({ city: 'Edmonton' });
    const job = await booking({
      city: 'Calgary',
      status: 'inProgress',
      contractorEmail: demoContractorEmail('Calgary'),
      // Two days ahead, clear of the Calgary cleaner's other jobs in this file.
      startsInHours: 48,
      startedMinutesAgo: 90,
    });

    const answer = await post(COMPLETE, { iBookingId: job.id }, caller.cookie);

    expect(answer.status).toBe(404);
    expect(await rowOf(job.id)).toEqual(job);
  });
});

describe('a whole job, through the API', () => {
  it('is accepted, started within the hour before, completed and charged', async () => {
    const caller = await contractor({ city: 'Winnipeg' });
    // Booked for 10:00AM in Winnipeg and started at 9:00AM, the hour before.
    const job = await booking({ city: 'Winnipeg', startsInHours: 1 });
    const paymentId = await withLiveHold(job.id);

    const accepted = await post(ACCEPT, { iBookingId: job.id }, caller.cookie);
    const started = await post(START, { iBookingId: job.id }, caller.cookie);
    const tooEarly = await post(COMPLETE, { iBookingId: job.id }, caller.cookie);
    expect([accepted.status, started.status, tooEarly.status]).toEqual([200, 200, 409]);
    expect(gateway.holdOf(paymentId)?.state).toBe('held');

    // Half the estimate after the Start, but the hour before the booked start does not count.
    clock.advance(HALF_OF_THREE_HOURS_MS);
    const notYet = await post(COMPLETE, { iBookingId: job.id }, caller.cookie);
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe(
      'You can complete this job from 11:30AM on November 22, 2026.',
    );
    expect(gateway.holdOf(paymentId)?.state).toBe('held');

    // Exactly half of the 3-hour estimate after the booked start.
    clock.advance(HOUR_MS);
    const done = await post(COMPLETE, { iBookingId: job.id }, caller.cookie);

    expect(done.status).toBe(200);
    expect(await rowOf(job.id)).toMatchObject({ status: 'completed', paymentStatus: 'captured' });
    expect(gateway.holdOf(paymentId)?.state).toBe('captured');
    expect((await notificationsOf(job.id)).map((notice) => notice.title)).toEqual([
      'Your cleaner is booked',
      'Your cleaning has started',
      'Your cleaning is complete',
    ]);
  });
});
