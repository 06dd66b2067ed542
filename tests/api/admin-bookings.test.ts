import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingRefunds,
  bookings,
  notifications,
  operatorActions,
  outbox,
} from '#server/db/schema.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '#server/db/seed/accounts.ts';
import { totpCodeAt } from '#server/domain/totp.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { call, manualClock, type Answer } from '../support/accounts.ts';
import { createBooking, type BookingFixture } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import { demoOperatorCode, logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const LIST = '/api/admin/bookings/list';
const GET = '/api/admin/bookings/get';
const CANCEL = '/api/admin/bookings/cancel';
const HAND_BACK = '/api/admin/bookings/hand-back';
const REFUND = '/api/admin/bookings/refund';
const ACCEPT = '/api/cleaning/accept_job';
const START = '/api/contractor/start_booking';
const COMPLETE = '/api/contractor/complete_booking';

type Page = {
  booking: {
    id: number;
    bookingNo: string;
    status: string;
    paymentStatus: string;
    state: string;
    planDiscountPercent: number | null;
  };
  timeline: { state: string; event: string | null; at: string }[];
  payment: {
    status: string;
    captured: number;
    refunded: number;
    refundable: number;
    refunds: { amount: number; reason: string; operatorEmail: string; gatewayRefundId: string }[];
  };
  emails: { to: string; subject: string }[];
  actions: string[];
};
type ListPage = {
  items: { id: number; bookingNo: string; status: string; email: string; city: string }[];
  total: number;
  page: number;
  perPage: number;
};

// 15:00 UTC on 22 November 2026 is 8:00AM in Edmonton.
const clock = manualClock(new Date('2026-11-22T15:00:00Z'));
const gateway = testGateway(clock);

let server: TestApp;
let operatorCookie: string;
beforeAll(async () => {
  server = await startTestApp({ clock, payments: gateway });
  operatorCookie = (await logInAsDemoOperator(server.app)).cookie;
});
afterAll(() => server.close());

/**
 * A call of the demo operator's. A refund carries a fresh code of their app unless the test sends
 * its own (decision 078); a session ended by the half hour the clock jumped is signed in again,
 * as the operator would.
 */
async function asOperator<Data = Page>(
  url: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Answer<Data>> {
  const send = async () =>
    call<Data>(
      server.app,
      url,
      url === REFUND && !('code' in body)
        ? { ...body, code: await demoOperatorCode(server.app) }
        : body,
      { cookie: operatorCookie, headers },
    );
  const answer = await send();
  if (answer.status !== 401) return answer;
  operatorCookie = (await logInAsDemoOperator(server.app)).cookie;
  return send();
}

// Each booking gets its own hours, so the demo cleaner never holds two at once.
let slot = 0;
function booking(fixture: BookingFixture = {}) {
  slot += 1;
  return createBooking(server.database.db, {
    now: clock(),
    startsInHours: 48 + slot * 6,
    ...fixture,
  });
}

async function rowOf(bookingId: number) {
  const [row] = await server.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`no booking ${bookingId}`);
  return row;
}

function auditOf(bookingNo: string) {
  return server.database.db
    .select()
    .from(operatorActions)
    .where(
      and(eq(operatorActions.subjectType, 'booking'), eq(operatorActions.subjectId, bookingNo)),
    );
}

function refundRowsOf(bookingId: number) {
  return server.database.db
    .select()
    .from(bookingRefunds)
    .where(eq(bookingRefunds.bookingId, bookingId));
}

function noticesOf(bookingId: number) {
  return server.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.bookingId, bookingId))
    .orderBy(notifications.id);
}

async function mailAbout(bookingNo: string) {
  const rows = await server.database.db.select().from(outbox).orderBy(outbox.id);
  return rows.filter((row) => row.subject.includes(bookingNo) || row.textBody.includes(bookingNo));
}

/** A booking whose hold is live on the test gateway. */
async function withLiveHold(bookingId: number) {
  const row = await rowOf(bookingId);
  const hold = await gateway.authorize({
    amountCents: row.totalCents ?? 0,
    paymentMethodId: 'pm_card_visa',
    idempotencyKey: `booking-${row.uniqueCode}`,
    description: row.bookingNo,
    customerEmail: row.email,
  });
  await server.database.db
    .update(bookings)
    .set({
      paymentStatus: 'authorized',
      gatewayPaymentId: hold.paymentId,
      authorizedAt: hold.authorizedAt,
      authorizationExpiresAt: hold.expiresAt,
    })
    .where(eq(bookings.id, bookingId));
  return hold.paymentId;
}

/** A completed booking whose total was captured on the test gateway ($189.00 for 3 hours). */
async function chargedBooking() {
  const job = await booking({ status: 'completed' });
  const paymentId = await withLiveHold(job.id);
  await gateway.capture({ paymentId, amountCents: job.totalCents ?? 0, idempotencyKey: 'x' });
  await server.database.db
    .update(bookings)
    .set({ paymentStatus: 'captured', capturedAt: clock() })
    .where(eq(bookings.id, job.id));
  return { job: await rowOf(job.id), paymentId };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** As the French console asks (decision 104): its header names the operator's language. */
const FRENCH = { 'x-mapleshine-locale': 'fr-CA' };
const NB = '\u00a0';

describe('searching bookings', () => {
  it('finds a booking by its number, with the paging', async () => {
    const job = await booking();

    const answer = await asOperator<ListPage>(LIST, { bookingNo: job.bookingNo.toLowerCase() });

    expect(answer.status).toBe(200);
    expect(answer.body.data?.items.map((item) => item.bookingNo)).toContain(job.bookingNo);
    expect(answer.body.data).toMatchObject({ page: 1, perPage: 20 });
    expect(answer.body.data?.items[0]).toMatchObject({
      id: expect.any(Number),
      status: expect.any(String),
      city: expect.any(String),
    });
  });

  it('filters by customer e-mail, city, status and date together, on the server', async () => {
    const email = `search.${Date.now()}@example.ca`;
    const job = await booking({ city: 'Calgary', status: 'assigned', startsInHours: 72 });
    await server.database.db.update(bookings).set({ email }).where(eq(bookings.id, job.id));
    await booking({ city: 'Edmonton', status: 'assigned', startsInHours: 72 });

    const cityId = job.cityId ?? 0;
    const matching = await asOperator<ListPage>(LIST, {
      email: email.toUpperCase().slice(0, 12),
      cityId,
      status: 'assigned',
      date: job.localDate,
    });
    const wrongStatus = await asOperator<ListPage>(LIST, { email, status: 'completed' });
    const wrongDate = await asOperator<ListPage>(LIST, { email, date: '2030-01-01' });

    expect(matching.body.data?.items.map((item) => item.id)).toEqual([job.id]);
    expect(matching.body.data?.total).toBe(1);
    expect(wrongStatus.body.data).toMatchObject({ items: [], total: 0 });
    expect(wrongDate.body.data).toMatchObject({ items: [], total: 0 });
  });

  it('pages on the server: the second page holds the next rows', async () => {
    const first = await asOperator<ListPage>(LIST, { page: 1, perPage: 2 });
    const second = await asOperator<ListPage>(LIST, { page: 2, perPage: 2 });

    expect(first.body.data?.items).toHaveLength(2);
    expect(second.body.data?.page).toBe(2);
    const ids = [...(first.body.data?.items ?? []), ...(second.body.data?.items ?? [])].map(
      (item) => item.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    [
      { status: 'done' },
      '`status` must be one of: draft, quoted, authorized, assigned, inProgress, completed, cancelled.',
    ],
    [{ date: 'tomorrow' }, 'Enter the date as YYYY-MM-DD.'],
    [{ cityId: 0 }, '`cityId` must be at least 1.'],
    [{ perPage: 500 }, '`perPage` must be at most 100.'],
    [{ phone: '780' }, 'Unknown field `phone`.'],
  ])('refuses %o with 400 and its message', async (body, message) => {
    const answer = await asOperator(LIST, body);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message });
  });
});

describe("a booking's page", () => {
  it('answers 404 "Booking not found." for a booking that does not exist', async () => {
    const answer = await asOperator(GET, { bookingId: 987654 });

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: 'Booking not found.' });
  });

  it('refuses a booking id that is not a positive integer', async () => {
    const answer = await asOperator(GET, { bookingId: '12' });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: '`bookingId` must be an integer.' });
  });

  it('draws the timeline from the moves the lifecycle recorded, with the refund at the end', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Edmonton' });
    const job = await booking({ startsInHours: 2 });
    await withLiveHold(job.id);
    expect(
      (await call(server.app, ACCEPT, { iBookingId: job.id }, { cookie: cleaner.cookie })).status,
    ).toBe(200);
    clock.advance(60 * 60 * 1000);
    expect(
      (await call(server.app, START, { iBookingId: job.id }, { cookie: cleaner.cookie })).status,
    ).toBe(200);
    clock.advance(3 * 60 * 60 * 1000);
    expect(
      (await call(server.app, COMPLETE, { iBookingId: job.id }, { cookie: cleaner.cookie })).status,
    ).toBe(200);
    await asOperator(REFUND, { bookingId: job.id, amount: '10.00', reason: 'Late start.' });

    const answer = await asOperator(GET, { bookingId: job.id });

    expect(answer.status).toBe(200);
    // The fixture booking was written already paid: "authorized" was passed through unrecorded.
    expect(answer.body.data?.timeline.map((entry) => [entry.state, entry.event])).toEqual([
      ['draft', null],
      ['authorized', null],
      ['assigned', 'job.accept'],
      ['inProgress', 'job.start'],
      ['completed.charged', 'job.complete'],
      ['completed.partlyRefunded', 'payment.refund'],
    ]);
    expect(answer.body.data?.timeline[1]?.at).toBeNull();
    expect(answer.body.data?.booking.state).toBe('completed.partlyRefunded');
    expect(answer.body.data?.actions).toEqual(['payment.refund']);
    // Not a regular cleaning's visit: its discount (if any) is not named as a plan's.
    expect(answer.body.data?.booking.planDiscountPercent).toBeNull();
  });

  it.each([
    ['authorized', ['booking.cancel']],
    ['assigned', ['booking.cancel', 'job.handBack']],
    ['inProgress', []],
    ['cancelled', []],
  ] as const)('offers a %s booking exactly %o', async (status, actions) => {
    const job = await booking({ status });

    const answer = await asOperator(GET, { bookingId: job.id });

    expect(answer.body.data?.actions).toEqual(actions);
  });
});

describe('cancelling on the customer’s behalf', () => {
  it('cancels, releases the hold, tells the customer and the cleaner, and writes the audit log', async () => {
    const job = await booking({ status: 'assigned' });
    const paymentId = await withLiveHold(job.id);

    const answer = await asOperator(CANCEL, { bookingId: job.id });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Booking cancelled for the customer.');
    expect(answer.body.data?.booking).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'released',
    });
    expect(answer.body.data?.actions).toEqual([]);
    expect(gateway.holdOf(paymentId)?.state).toBe('released');
    const notices = await noticesOf(job.id);
    expect(notices.map((notice) => [notice.recipient, notice.title])).toEqual([
      ['Contractor', 'Job cancelled'],
      ['Customer', 'Booking cancelled'],
    ]);
    expect(notices[0]?.message).toContain('MapleShine, for the customer, cancelled job');
    const [entry, ...more] = await auditOf(job.bookingNo);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'booking.cancel',
      before: { status: 'assigned', paymentStatus: 'authorized' },
      after: { status: 'cancelled', paymentStatus: 'released' },
    });
    const mail = await mailAbout(job.bookingNo);
    expect(mail.map((message) => message.subject)).toEqual([
      `Your MapleShine booking ${job.bookingNo} is cancelled`,
    ]);
    const page = await asOperator(GET, { bookingId: job.id });
    expect(page.body.data?.emails.map((email) => email.subject)).toEqual([
      `Your MapleShine booking ${job.bookingNo} is cancelled`,
    ]);
  });

  it('refuses a booking in progress with 409 and writes nothing', async () => {
    const job = await booking({ status: 'inProgress' });

    const answer = await asOperator(CANCEL, { bookingId: job.id });

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, message: 'This booking can no longer be cancelled.' });
    expect(await rowOf(job.id)).toEqual(job);
    expect(await auditOf(job.bookingNo)).toEqual([]);
    expect(await noticesOf(job.id)).toEqual([]);
  });
});

describe('handing a job back from its cleaner', () => {
  it('opens the job again, tells the customer and the cleaner, and writes the audit log', async () => {
    const cleaner = await newContractor(server.app, server.database.db, {
      city: 'Edmonton',
      fullName: 'Noah Martin',
    });
    const job = await booking({ status: 'assigned', contractorEmail: cleaner.email });

    const answer = await asOperator(HAND_BACK, { bookingId: job.id });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Job handed back; it is open to other cleaners again.');
    expect(await rowOf(job.id)).toMatchObject({ status: 'authorized', contractorId: null });
    const notices = await noticesOf(job.id);
    expect(notices.find((notice) => notice.recipient === 'Customer')?.title).toBe(
      'Your cleaner had to cancel',
    );
    expect(notices.find((notice) => notice.contractorId === cleaner.id)?.title).toBe(
      'Job handed back',
    );
    const [entry] = await auditOf(job.bookingNo);
    expect(entry).toMatchObject({
      action: 'job.handBack',
      before: { status: 'assigned', contractorId: cleaner.id },
      after: { status: 'authorized', contractorId: null },
    });
    expect(answer.body.data?.actions).toEqual(['booking.cancel']);
  });

  it('refuses an open job with 409 and writes nothing', async () => {
    const job = await booking({ status: 'authorized' });

    const answer = await asOperator(HAND_BACK, { bookingId: job.id });

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      code: 409,
      message: 'Only an accepted job that has not started can be handed back.',
    });
    expect(await rowOf(job.id)).toEqual(job);
    expect(await auditOf(job.bookingNo)).toEqual([]);
  });

  it('refuses once the start time has come', async () => {
    const job = await booking({ status: 'assigned', startsInHours: -1 });

    const answer = await asOperator(HAND_BACK, { bookingId: job.id });

    expect(answer.status).toBe(409);
    expect(await rowOf(job.id)).toEqual(job);
    expect(await auditOf(job.bookingNo)).toEqual([]);
  });
});

describe('refunding', () => {
  it.each([
    [{ code: undefined }, 'Please confirm with the 6-digit code from your authenticator app.'],
    [{ code: '12345' }, 'Please confirm with the 6-digit code from your authenticator app.'],
    [{ code: 'wrong' }, 'The code is incorrect. Please try again.'],
  ])(
    'asks the second factor again: %j is refused with "%s", refunding nothing',
    async (sent, message) => {
      const { job, paymentId } = await chargedBooking();
      // A code of the app that is not the right one now (three steps are accepted).
      const right = new Set(
        [-1, 0, 1].map((step) =>
          totpCodeAt(DEMO_OPERATOR_TOTP_SECRET, new Date(clock().getTime() + step * 30_000)),
        ),
      );
      const wrong = ['000000', '111111', '222222', '333333'].find((code) => !right.has(code))!;
      const code = sent.code === 'wrong' ? wrong : sent.code;

      const answer = await asOperator(REFUND, {
        bookingId: job.id,
        amount: '25.50',
        reason: 'The bathroom was missed.',
        code,
      });

      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(gateway.refunds().filter((refund) => refund.paymentId === paymentId)).toEqual([]);
      expect(await refundRowsOf(job.id)).toEqual([]);
      expect(await auditOf(job.bookingNo)).toEqual([]);
    },
  );

  it('refuses a code already taken, even for another refund', async () => {
    const { job } = await chargedBooking();
    const code = await demoOperatorCode(server.app);
    const first = await asOperator(REFUND, {
      bookingId: job.id,
      amount: '1.00',
      reason: 'A.',
      code,
    });
    expect(first.status).toBe(200);

    const again = await asOperator(REFUND, {
      bookingId: job.id,
      amount: '1.00',
      reason: 'B.',
      code,
    });

    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'This code has already been used. Please wait for the next one.',
    );
    expect(await refundRowsOf(job.id)).toHaveLength(1);
  });

  it('refunds part through the test gateway, records it, e-mails the customer and writes the audit log', async () => {
    const { job, paymentId } = await chargedBooking();
    const total = job.totalCents ?? 0;

    const answer = await asOperator(REFUND, {
      bookingId: job.id,
      amount: '25.50',
      reason: 'The bathroom was missed.',
    });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Refund made.');
    const made = gateway.refunds().filter((refund) => refund.paymentId === paymentId);
    expect(made).toEqual([
      { refundId: expect.stringMatching(/^re_test_/), paymentId, amountCents: 2550 },
    ]);
    expect(answer.body.data?.payment).toMatchObject({
      status: 'partlyRefunded',
      captured: total / 100,
      refunded: 25.5,
      refundable: (total - 2550) / 100,
      refunds: [
        {
          amount: 25.5,
          reason: 'The bathroom was missed.',
          operatorEmail: 'operator@demo.mapleshine.ca',
          gatewayRefundId: made[0]?.refundId,
        },
      ],
    });
    expect(await rowOf(job.id)).toMatchObject({
      status: 'completed',
      paymentStatus: 'partlyRefunded',
    });
    const [entry] = await auditOf(job.bookingNo);
    expect(entry).toMatchObject({
      action: 'payment.refund',
      before: { paymentStatus: 'captured', refunded: '0.00' },
      after: { paymentStatus: 'partlyRefunded', refunded: '25.50', amount: '25.50' },
    });
    const mail = await mailAbout(job.bookingNo);
    expect(mail.map((message) => message.subject)).toEqual([
      `A refund for your MapleShine booking ${job.bookingNo}`,
    ]);
    expect(mail[0]?.textBody).toContain('We have refunded $25.50');
    expect((await noticesOf(job.id)).map((notice) => notice.title)).toEqual(['Refund made']);
  });

  it('refunds the rest, then offers no refund and refuses another', async () => {
    const { job } = await chargedBooking();
    const total = job.totalCents ?? 0;
    await asOperator(REFUND, { bookingId: job.id, amount: '10', reason: 'Part.' });

    const rest = await asOperator(REFUND, {
      bookingId: job.id,
      amount: dollars(total - 1000),
      reason: 'The rest.',
    });
    const again = await asOperator(REFUND, { bookingId: job.id, amount: '0.01', reason: 'More.' });

    expect(rest.status).toBe(200);
    expect(rest.body.data?.booking.state).toBe('completed.refunded');
    expect(rest.body.data?.payment).toMatchObject({ status: 'refunded', refundable: 0 });
    expect(rest.body.data?.actions).toEqual([]);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 409, message: 'This booking has been refunded in full.' });
    expect(await refundRowsOf(job.id)).toHaveLength(2);
  });

  it('refuses more than was captured with 400 and refunds nothing', async () => {
    const { job, paymentId } = await chargedBooking();
    const total = job.totalCents ?? 0;

    const answer = await asOperator(REFUND, {
      bookingId: job.id,
      amount: dollars(total + 1),
      reason: 'Too much.',
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 400,
      message: `The refund cannot be more than $${dollars(total)}, what is left of the charge.`,
    });
    expect(gateway.refunds().filter((refund) => refund.paymentId === paymentId)).toEqual([]);
    expect(await refundRowsOf(job.id)).toEqual([]);
    expect(await rowOf(job.id)).toMatchObject({ paymentStatus: 'captured' });
    expect(await auditOf(job.bookingNo)).toEqual([]);
  });

  it.each(['assigned', 'inProgress', 'cancelled'] as const)(
    'refuses a %s booking (nothing captured) with 409 and writes nothing',
    async (status) => {
      const job = await booking({ status });

      const answer = await asOperator(REFUND, { bookingId: job.id, amount: '5.00', reason: 'No.' });

      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        code: 409,
        message: 'Only a completed booking that was charged can be refunded.',
      });
      expect(await rowOf(job.id)).toEqual(job);
      expect(await refundRowsOf(job.id)).toEqual([]);
      expect(await auditOf(job.bookingNo)).toEqual([]);
    },
  );

  it.each([
    [{ amount: '12.345', reason: 'x' }, 'Enter the amount in dollars and cents, e.g. 25.50.'],
    [{ amount: 12.5, reason: 'x' }, 'Enter the amount in dollars and cents, e.g. 25.50.'],
    [{ amount: '-1', reason: 'x' }, 'Enter the amount in dollars and cents, e.g. 25.50.'],
    [{ reason: 'x' }, 'Enter the amount to refund.'],
    [{ amount: '5' }, 'Please give a reason for the refund.'],
    [{ amount: '5', reason: '' }, 'Please give a reason for the refund.'],
    [{ amount: '5', reason: '   ' }, 'Please give a reason for the refund.'],
    [{ amount: '0.00', reason: 'x' }, 'The refund must be at least $0.01.'],
    [{ amount: '5', reason: 'r'.repeat(301) }, 'The reason cannot exceed 300 characters.'],
  ])('refuses %o with 400 and its message, and refunds nothing', async (fields, message) => {
    const { job, paymentId } = await chargedBooking();

    const answer = await asOperator(REFUND, { bookingId: job.id, ...fields });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message });
    expect(gateway.refunds().filter((refund) => refund.paymentId === paymentId)).toEqual([]);
    expect(await refundRowsOf(job.id)).toEqual([]);
  });

  it('of two refunds sent at once that together exceed the charge, one is refused', async () => {
    const { job, paymentId } = await chargedBooking();
    const total = job.totalCents ?? 0;
    const sixty = dollars(Math.round(total * 0.6));

    const answers = await Promise.all([
      asOperator(REFUND, { bookingId: job.id, amount: sixty, reason: 'First.' }),
      asOperator(REFUND, { bookingId: job.id, amount: sixty, reason: 'Second.' }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const refunded = gateway
      .refunds()
      .filter((refund) => refund.paymentId === paymentId)
      .reduce((sum, refund) => sum + refund.amountCents, 0);
    expect(refunded).toBe(Math.round(total * 0.6));
    expect(await refundRowsOf(job.id)).toHaveLength(1);
  });
});

describe('the booking steps in French', () => {
  it('says a cancellation and a hand-back in the operator’s language', async () => {
    const cancelled = await asOperator(
      CANCEL,
      { bookingId: (await booking({ status: 'assigned' })).id },
      FRENCH,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('Réservation annulée pour le client.');

    const cleaner = await newContractor(server.app, server.database.db, { city: 'Edmonton' });
    const job = await booking({ status: 'assigned', contractorEmail: cleaner.email });
    const handedBack = await asOperator(HAND_BACK, { bookingId: job.id }, FRENCH);
    expect(handedBack.status).toBe(200);
    expect(handedBack.body.message).toBe(
      `Ménage retiré au préposé${NB}; il est de nouveau offert aux autres préposés.`,
    );
  });

  it('says a refund, and refuses one too large with its sum written in French', async () => {
    const { job } = await chargedBooking();
    const total = job.totalCents ?? 0;

    const tooMuch = await asOperator(
      REFUND,
      { bookingId: job.id, amount: dollars(total + 1), reason: 'Trop.' },
      FRENCH,
    );
    expect(tooMuch.status).toBe(400);
    const left = new Intl.NumberFormat('fr-CA', { minimumFractionDigits: 2 })
      .format(total / 100)
      .replace(/\s/g, NB);
    expect(tooMuch.body.message).toBe(
      `Le remboursement ne peut pas dépasser ${left}${NB}$, ce qui reste du paiement.`,
    );

    const made = await asOperator(
      REFUND,
      { bookingId: job.id, amount: '10.00', reason: 'La salle de bain a été oubliée.' },
      FRENCH,
    );
    expect(made.status).toBe(200);
    expect(made.body.message).toBe('Remboursement effectué.');
  });
});
