import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bookings } from '#server/db/schema.ts';
import { authorizeDueBookings } from '#server/payments/scheduled-authorizations.ts';
import { queueNames } from '#server/platform/queue/job-queue.ts';
import { PaymentUnavailable, type PaymentGateway } from '#server/payments/gateway.ts';
import { testGateway, type TestGateway } from '#server/payments/test-gateway.ts';
import {
  DEMO_CUSTOMER_EMAIL,
  demoContractorEmail,
  latestMail,
  manualClock,
} from '../support/accounts.ts';
import { contractorIdOf, createBooking } from '../support/bookings.ts';
import { bookingById, notificationsOfBooking, pay } from '../support/payments.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Far enough ahead that paying saves the card instead of holding it. */
const SIX_DAYS_HOURS = 6 * 24;

type Setup = {
  server: TestApp;
  clock: ReturnType<typeof manualClock>;
  gateway: TestGateway;
  /** When set, holds on saved cards fail as if Stripe could not be reached. */
  unreachable: { on: boolean; refused: number };
};

let current: Setup | null = null;

/** A fresh app per test: the job acts on every due booking, so tests must not share bookings. */
async function setUp(options: { queue?: boolean; authorizeRetries?: number } = {}): Promise<Setup> {
  const clock = manualClock(new Date('2026-11-22T15:00:00Z'));
  const gateway = testGateway(clock);
  const unreachable = { on: false, refused: 0 };
  const payments: PaymentGateway = {
    ...gateway,
    authorizeSavedCard: (request) => {
      if (unreachable.on) {
        unreachable.refused += 1;
        return Promise.reject(new PaymentUnavailable());
      }
      return gateway.authorizeSavedCard(request);
    },
  };
  const server = await startTestApp(
    { clock, payments },
    options.queue
      ? {
          authorizeRetry: { limit: options.authorizeRetries ?? 3, delaySeconds: 1 },
        }
      : undefined,
  );
  current = { server, clock, gateway, unreachable };
  return current;
}

afterEach(async () => {
  await current?.server.close();
  current = null;
});

/** A booking paid 6 days ahead through the API, so its card is saved. */
async function savedCardBooking(setup: Setup, paymentMethodId = 'pm_card_visa') {
  const booking = await createBooking(setup.server.database.db, {
    status: 'quoted',
    startsInHours: SIX_DAYS_HOURS,
    now: setup.clock(),
  });
  const answer = await pay(setup.server.app, booking, { paymentMethodId });
  expect(answer.body.data?.ePaymentStatus).toBe('cardSaved');
  return bookingById(setup.server.database.db, booking.id);
}

function deferredCalls(setup: Setup, uniqueCode: string) {
  return setup.gateway.calls.filter(
    (entry) => entry.idempotencyKey === `booking-${uniqueCode}-deferred-authorize`,
  );
}

/** Moves the clock to `hours` before the booking's cleaning starts. */
function moveTo(setup: Setup, booking: { startsAt: Date | null }, hours: number) {
  const target = (booking.startsAt?.getTime() ?? 0) - hours * HOUR_MS;
  setup.clock.advance(target - setup.clock().getTime());
}

describe('the saved-card holds job', () => {
  it('leaves a saved card alone 3 days before the cleaning', async () => {
    const setup = await setUp();
    const booking = await savedCardBooking(setup);
    moveTo(setup, booking, 72);

    const report = await authorizeDueBookings(setup.server.app.appContext, setup.clock());

    expect(report).toEqual({
      authorized: [],
      cancelled: [],
      customerAsked: [],
      abandoned: [],
      failed: [],
    });
    expect(deferredCalls(setup, booking.uniqueCode)).toEqual([]);
    expect(await bookingById(setup.server.database.db, booking.id)).toEqual(booking);
  });

  it('holds the card once 23 hours before the cleaning, however often it runs', async () => {
    const setup = await setUp();
    const booking = await savedCardBooking(setup);
    moveTo(setup, booking, 23);
    const context = setup.server.app.appContext;

    const first = await authorizeDueBookings(context, setup.clock());
    const second = await authorizeDueBookings(context, setup.clock());

    expect(first).toEqual({
      authorized: [booking.id],
      cancelled: [],
      customerAsked: [],
      abandoned: [],
      failed: [],
    });
    expect(second).toEqual({
      authorized: [],
      cancelled: [],
      customerAsked: [],
      abandoned: [],
      failed: [],
    });
    expect(deferredCalls(setup, booking.uniqueCode)).toEqual([
      {
        operation: 'authorizeSavedCard',
        idempotencyKey: `booking-${booking.uniqueCode}-deferred-authorize`,
      },
    ]);
    const held = await bookingById(setup.server.database.db, booking.id);
    expect(held).toMatchObject({
      status: 'authorized',
      paymentStatus: 'authorized',
      paymentMethodId: 'pm_card_visa',
      authorizedAt: setup.clock(),
    });
    expect(held.authorizationExpiresAt?.getTime()).toBe(
      (held.authorizedAt?.getTime() ?? 0) + 7 * DAY_MS,
    );
    expect(setup.gateway.holdOf(held.gatewayPaymentId ?? '')).toMatchObject({
      amountCents: booking.totalCents,
      state: 'held',
    });
  });

  it('holds the card of a job a cleaner has accepted, which keeps its cleaner', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const booking = await savedCardBooking(setup);
    const cleaner = await contractorIdOf(db, demoContractorEmail('Edmonton'));
    await db
      .update(bookings)
      .set({ status: 'assigned', contractorId: cleaner })
      .where(eq(bookings.id, booking.id));
    moveTo(setup, booking, 20);

    const report = await authorizeDueBookings(setup.server.app.appContext, setup.clock());

    expect(report.authorized).toEqual([booking.id]);
    expect(await bookingById(db, booking.id)).toMatchObject({
      status: 'assigned',
      contractorId: cleaner,
      paymentStatus: 'authorized',
    });
  });

  it('cancels the booking when the saved card is declined, telling the customer and the cleaner', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const booking = await savedCardBooking(setup, 'pm_card_chargeCustomerFail');
    const cleaner = await contractorIdOf(db, demoContractorEmail('Edmonton'));
    await db
      .update(bookings)
      .set({ status: 'assigned', contractorId: cleaner })
      .where(eq(bookings.id, booking.id));
    moveTo(setup, booking, 23);

    const report = await authorizeDueBookings(setup.server.app.appContext, setup.clock());

    expect(report).toEqual({
      authorized: [],
      cancelled: [booking.id],
      customerAsked: [],
      abandoned: [],
      failed: [],
    });
    expect(await bookingById(db, booking.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
      gatewayPaymentId: null,
      cancelledAt: setup.clock(),
    });
    const sent = await notificationsOfBooking(db, booking.id);
    expect(sent.filter((row) => row.title === 'Booking cancelled')).toEqual([
      expect.objectContaining({ recipient: 'Customer', customerId: booking.customerId }),
    ]);
    expect(sent.filter((row) => row.title === 'Job cancelled')).toEqual([
      expect.objectContaining({ recipient: 'Contractor', contractorId: cleaner }),
    ]);
    const mail = await latestMail(db, DEMO_CUSTOMER_EMAIL);
    expect(mail?.subject).toBe(`Your MapleShine booking ${booking.bookingNo} is cancelled`);
    expect(mail?.textBody).toContain('the card could not be held: Your card was declined.');
    expect(mail?.textBody).toContain('The booking is cancelled and nothing was charged.');

    const again = await authorizeDueBookings(setup.server.app.appContext, setup.clock());
    expect(again).toEqual({
      authorized: [],
      cancelled: [],
      customerAsked: [],
      abandoned: [],
      failed: [],
    });
  });

  it('tells only the customer when the declined card belongs to a job no cleaner has accepted', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const booking = await savedCardBooking(setup, 'pm_card_chargeCustomerFail');
    moveTo(setup, booking, 23);

    const report = await authorizeDueBookings(setup.server.app.appContext, setup.clock());

    expect(report.cancelled).toEqual([booking.id]);
    const sent = await notificationsOfBooking(db, booking.id);
    expect(sent.filter((row) => row.title === 'Job cancelled')).toEqual([]);
    expect(sent.filter((row) => row.title === 'Booking cancelled')).toHaveLength(1);
  });

  it('keeps going after a booking whose hold fails, and tries that one again next time', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const early = await savedCardBooking(setup);
    const later = await createBooking(db, {
      status: 'quoted',
      city: 'Calgary',
      startsInHours: SIX_DAYS_HOURS,
      now: setup.clock(),
    });
    expect((await pay(setup.server.app, later)).status).toBe(200);
    moveTo(setup, early, 23);
    const context = setup.server.app.appContext;

    setup.unreachable.on = true;
    const down = await authorizeDueBookings(context, setup.clock());
    setup.unreachable.on = false;
    expect(down.failed.map((failure) => failure.bookingId)).toEqual([early.id, later.id]);
    expect(down.failed[0]?.error).toBeInstanceOf(PaymentUnavailable);
    expect((await bookingById(db, early.id)).paymentStatus).toBe('cardSaved');

    const up = await authorizeDueBookings(context, setup.clock());
    expect(up).toEqual({
      authorized: [early.id, later.id],
      cancelled: [],
      customerAsked: [],
      abandoned: [],
      failed: [],
    });
  });

  it('runs the holds as a queued job, retries a failed run with backoff and shows it until it succeeds', async () => {
    // Retries to spare: on a busy machine several may pass before the gateway is back.
    const setup = await setUp({ queue: true, authorizeRetries: 10 });
    const db = setup.server.database.db;
    const queue = setup.server.app.jobQueue;
    if (!queue) throw new Error('the test app has no job queue');
    const booking = await savedCardBooking(setup);
    moveTo(setup, booking, 23);
    setup.unreachable.on = true;

    await queue.requestAuthorizations();
    // The first run fails and waits for its retry: nothing held, the queue shows it waiting.
    await expect.poll(() => setup.unreachable.refused, { timeout: 10_000 }).toBeGreaterThan(0);
    expect((await bookingById(db, booking.id)).paymentStatus).toBe('cardSaved');
    await expect
      .poll(async () => (await queue.stats()).queues[queueNames.authorizeDue]?.waiting, {
        timeout: 10_000,
      })
      .toBe(1);

    setup.unreachable.on = false;
    await expect
      .poll(async () => (await bookingById(db, booking.id)).paymentStatus, { timeout: 40_000 })
      .toBe('authorized');
    expect((await queue.stats()).queues[queueNames.authorizeDue]).toEqual({
      waiting: 0,
      active: 0,
      failed: 0,
    });
  }, 90_000);

  it('lists a run that spent its retries among the failed jobs', async () => {
    const setup = await setUp({ queue: true, authorizeRetries: 0 });
    const queue = setup.server.app.jobQueue;
    if (!queue) throw new Error('the test app has no job queue');
    const booking = await savedCardBooking(setup);
    moveTo(setup, booking, 23);
    setup.unreachable.on = true;

    await queue.requestAuthorizations();
    await expect.poll(async () => (await queue.failedJobs()).length, { timeout: 10_000 }).toBe(1);
    const [failed] = await queue.failedJobs();
    expect(failed?.queue).toBe(queueNames.authorizeDue);
    expect(JSON.stringify(failed?.error)).toContain(`No hold placed for booking ${booking.id}.`);
    expect((await queue.stats()).queues[queueNames.authorizeDue]?.failed).toBe(1);
  });
});
