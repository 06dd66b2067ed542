import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications, outbox } from '#server/db/schema.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  logIn,
  manualClock,
  type Answer,
} from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// DESIGN.md, Privacy (PIPEDA): before acceptance a cleaner sees what deciding needs; contact
// details and the street address go to the assigned cleaner only, from 24 hours before the job
// or its start, whichever comes first, until the job is done (decision 079, issue 38).

type ContractorJob = Record<string, unknown> & { iBookingId: number; eStatus: string };

const LIST = '/api/contractor/get_contractor_Job';
const ACCEPT = '/api/cleaning/accept_job';
const REJECT = '/api/cleaning/reject_job';
const START = '/api/contractor/start_booking';
const COMPLETE = '/api/contractor/complete_booking';

const STREET = '10150 Jasper Ave NW, Edmonton, AB T5J 1W4';
const PHONE = '7805550142';

// 14:00 UTC on 22 November 2026: 8:00AM in Edmonton (UTC−6 all year since 2026: decision 137).
const clock = manualClock(new Date('2026-11-22T14:00:00Z'));

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock });
});
afterAll(() => server.close());

/** Moves the shared clock forward to `iso` (never back). */
function advanceTo(iso: string) {
  const ms = new Date(iso).getTime() - clock().getTime();
  if (ms < 0) throw new Error(`the clock is past ${iso}`);
  clock.advance(ms);
}

function post<Data = ContractorJob>(url: string, body: unknown, cookie: string) {
  return call<Data>(server.app, url, body, { cookie });
}

function cleaner(): Promise<TestContractor> {
  return newContractor(server.app, server.database.db, { city: 'Edmonton' });
}

/** The cleaner signed in again: a session ends after 12 idle hours of the moved clock. */
async function signedInAgain(caller: TestContractor): Promise<TestContractor> {
  return { ...caller, cookie: (await logIn(server.app, caller.email, DEMO_PASSWORD)).cookie };
}

/**
 * An open Edmonton job starting within the hour (so it can be started at once), or later: a job
 * starting more than 24 hours ahead shows no contact details on acceptance.
 */
function openJob(startsInHours = 1) {
  return createBooking(server.database.db, {
    now: clock(),
    city: 'Edmonton',
    startsInHours,
    address: STREET,
    unit: 'Suite 1200',
  });
}

async function listed(caller: TestContractor, bookingId: number, eStatus?: string) {
  const answer: Answer<ContractorJob[]> = await post<ContractorJob[]>(
    LIST,
    eStatus === undefined ? {} : { eStatus },
    caller.cookie,
  );
  expect(answer.status).toBe(200);
  return answer.body.data?.find((job) => job.iBookingId === bookingId);
}

/** No trace of the person's contact details or street address anywhere in an answer. */
function expectNoContact(answer: unknown) {
  const text = JSON.stringify(answer);
  for (const secret of [DEMO_CUSTOMER_EMAIL, PHONE, 'Jasper', 'Tremblay', 'Suite 1200']) {
    expect(text).not.toContain(secret);
  }
}

/** Decision 031: the customer's price, tax, discount and payment state are never a cleaner's. */
const customerMoney = ['vTotalPrice', 'vTax', 'vTaxName', 'vDiscount', 'ePaymentStatus'];

function jobsIn(answer: unknown): Record<string, unknown>[] {
  const data = (answer as { data?: unknown }).data;
  const list = Array.isArray(data) ? data : [data];
  return list.filter(
    (job): job is Record<string, unknown> => typeof job === 'object' && job !== null,
  );
}

/** No key of the customer's money and none of its figures, in any job of an answer. */
function expectNoCustomerMoney(
  answer: unknown,
  job: { totalCents: number | null; taxCents: number | null },
) {
  const jobs = jobsIn(answer);
  expect(jobs.length).toBeGreaterThan(0);
  for (const entry of jobs) {
    for (const key of customerMoney) expect(entry).not.toHaveProperty(key);
    expect(entry).toHaveProperty('vPay');
  }
  const text = JSON.stringify(answer);
  expect(text).not.toContain(((job.totalCents ?? 0) / 100).toFixed(2));
  expect(text).not.toContain(`"${((job.taxCents ?? 0) / 100).toFixed(2)}"`);
}

const withheld = {
  bContactShared: false,
  vFullName: null,
  vEmail: null,
  vMobile: null,
  vAddress: null,
  vUnit: null,
  customer: { vFirstName: 'Amelia', vFullName: null, vImage: null },
};

const shared = {
  bContactShared: true,
  vFirstName: 'Amelia',
  vPostalArea: 'T5J',
  vFullName: 'Amelia Tremblay',
  vEmail: DEMO_CUSTOMER_EMAIL,
  vMobile: PHONE,
  vAddress: STREET,
  vUnit: 'Suite 1200',
  customer: { vFirstName: 'Amelia', vFullName: 'Amelia Tremblay', vImage: '' },
};

describe('what a cleaner sees of the customer, stage by stage', () => {
  it('shows the area of the postal code stored on the booking, not of one written in the address', async () => {
    const caller = await cleaner();
    const job = await openJob();
    // Whyte Avenue's postal code, while the free-text address still names downtown's T5J.
    await server.database.db
      .update(bookings)
      .set({ postalCode: 'T6E 2B3' })
      .where(eq(bookings.id, job.id));

    expect(await listed(caller, job.id, 'Open')).toMatchObject({ vPostalArea: 'T6E' });
  });

  it('shows an open job by first name and area (city and FSA), with no contact details', async () => {
    const caller = await cleaner();
    const job = await openJob();

    const open = await listed(caller, job.id, 'Open');

    expect(open).toMatchObject({
      ...withheld,
      eStatus: 'authorized',
      vFirstName: 'Amelia',
      vPostalArea: 'T5J',
      city: { vCity: 'Edmonton' },
      service: { vServiceName: 'Deep Cleaning' },
      vResidence: 'House',
      iBedrooms: 2,
      iBathrooms: 1,
      vExtras: ['Inside Oven'],
      estimatedHour: 3,
      vDate: job.localDate,
      vFrom: expect.stringMatching(/^\d{1,2}:00[AP]M$/),
      vUntill: expect.stringMatching(/^\d{1,2}:00[AP]M$/),
    });
    expectNoContact(open);
  });

  it('withholds them too in the answer to declining an open job', async () => {
    const caller = await cleaner();
    const job = await openJob();

    const declined = await post(REJECT, { iBookingId: job.id }, caller.cookie);

    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject(withheld);
    expectNoContact(declined.body);
  });

  it('gives the assigned cleaner of a job due within 24 hours the contact details from acceptance, while in progress, and not after', async () => {
    const caller = await cleaner();
    const job = await openJob();

    const accepted = await post(ACCEPT, { iBookingId: job.id }, caller.cookie);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ ...shared, eStatus: 'assigned' });
    expect(await listed(caller, job.id, 'Assigned')).toMatchObject(shared);

    const started = await post(START, { iBookingId: job.id }, caller.cookie);
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ ...shared, eStatus: 'inProgress' });
    expect(await listed(caller, job.id, 'InProgress')).toMatchObject(shared);

    // Started the hour before the booked start, which does not count: three hours later is past
    // half the 3-hour estimate. (Whole hours keep the shared clock on the hour, where the next
    // test's job starts an hour ahead.)
    clock.advance(3 * 60 * 60 * 1000);
    const completed = await post(COMPLETE, { iBookingId: job.id }, caller.cookie);
    expect(completed.status).toBe(200);
    expect(completed.body.data).toMatchObject({
      ...withheld,
      eStatus: 'completed',
      vPostalArea: 'T5J',
    });
    expectNoContact(completed.body);
    const done = await listed(caller, job.id, 'Completed');
    expect(done).toMatchObject({ ...withheld, eStatus: 'completed' });
    expectNoContact(await listed(caller, job.id));
  });

  it('withholds them from the cleaner who accepts a job 2 days ahead, saying from when, until 24 hours before it', async () => {
    // 8:00AM in Edmonton on 25 November; the job two days later, at 8:00AM on 27 November.
    advanceTo('2026-11-25T14:00:00Z');
    const caller = await cleaner();
    const job = await openJob(48);
    const pending = {
      ...withheld,
      eStatus: 'assigned',
      vPostalArea: 'T5J',
      dtContactFrom: '2026-11-26T14:00:00.000Z',
      vContactFrom: '8:00AM on November 26, 2026',
    };

    const accepted = await post(ACCEPT, { iBookingId: job.id }, caller.cookie);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject(pending);
    expectNoContact(accepted.body);
    expect(await listed(caller, job.id, 'Assigned')).toMatchObject(pending);
    expectNoContact(await post<unknown>(LIST, {}, caller.cookie));

    // A minute before the day ahead begins: still withheld.
    clock.advance(24 * 60 * 60 * 1000 - 60 * 1000);
    const later = await signedInAgain(caller);
    expect(await listed(later, job.id, 'Assigned')).toMatchObject(pending);
    // From 24 hours before the job: the details show, and the time they show from stays said.
    clock.advance(60 * 1000);
    expect(await listed(later, job.id, 'Assigned')).toMatchObject({
      ...shared,
      eStatus: 'assigned',
      dtContactFrom: '2026-11-26T14:00:00.000Z',
      vContactFrom: '8:00AM on November 26, 2026',
    });
  });

  it('mails the cleaner who accepts a job days ahead no street address, only when it will show', async () => {
    // 8:00AM in Edmonton on 28 November; the job two days later.
    advanceTo('2026-11-28T14:00:00Z');
    const caller = await cleaner();
    const job = await openJob(48);

    const accepted = await post(ACCEPT, { iBookingId: job.id }, caller.cookie);

    expect(accepted.status).toBe(200);
    const mails = await server.database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.toAddress, caller.email),
          eq(outbox.subject, `Job ${job.bookingNo} is yours`),
        ),
      );
    expect(mails).toHaveLength(1);
    const text = mails[0]?.textBody ?? '';
    expect(text).toContain(`Booking number: ${job.bookingNo}`);
    expect(text).not.toContain('Address:');
    expect(text).toContain(
      "The customer's contact details and the street address show on the job in your MapleShine jobs from 8:00AM on November 29, 2026.",
    );
    expectNoContact(mails);
    // Nothing of the customer reaches the cleaner as a notice either.
    const notices = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.contractorId, caller.id));
    expectNoContact(notices);
  });

  it('hands another cleaner of the city nothing of an accepted job', async () => {
    const assigned = await cleaner();
    const other = await cleaner();
    const job = await openJob();
    expectNoContact(await listed(other, job.id, 'Open'));
    expect((await post(ACCEPT, { iBookingId: job.id }, assigned.cookie)).status).toBe(200);

    const list = await post<ContractorJob[]>(LIST, {}, other.cookie);
    const refusedAccept = await post(ACCEPT, { iBookingId: job.id }, other.cookie);
    const refusedStart = await post(START, { iBookingId: job.id }, other.cookie);

    expect(list.body.data?.some((entry) => entry.iBookingId === job.id)).toBe(false);
    expect(refusedAccept.status).toBe(409);
    expect(refusedStart.status).toBe(404);
    for (const answer of [list.body, refusedAccept.body, refusedStart.body]) {
      expectNoContact(answer);
    }
  });
});

describe("what a cleaner sees of the customer's money: nothing", () => {
  it('leaves price, tax, discount and payment state out of every list and action answer', async () => {
    const caller = await cleaner();
    const decliner = await cleaner();
    const job = await openJob();
    const other = await openJob();
    const answers: unknown[] = [];
    const keep = async (url: string, body: unknown, cookie: string) => {
      const answer = await post<unknown>(url, body, cookie);
      expect(answer.status).toBe(200);
      answers.push(answer.body);
    };

    await keep(LIST, {}, caller.cookie);
    await keep(LIST, { eStatus: 'Open' }, caller.cookie);
    await keep(REJECT, { iBookingId: other.id }, decliner.cookie);
    await keep(ACCEPT, { iBookingId: job.id }, caller.cookie);
    await keep(LIST, { eStatus: 'Assigned' }, caller.cookie);
    await keep(START, { iBookingId: job.id }, caller.cookie);
    await keep(LIST, { eStatus: 'InProgress' }, caller.cookie);
    // Past half the 3-hour estimate after the booked start, an hour after this early Start.
    clock.advance(3 * 60 * 60 * 1000);
    await keep(COMPLETE, { iBookingId: job.id }, caller.cookie);
    await keep(LIST, { eStatus: 'Completed' }, caller.cookie);

    for (const answer of answers) expectNoCustomerMoney(answer, job);
  });
});
