import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, cardAuthentications, notifications, outbox } from '#server/db/schema.ts';
import { withoutLinkTokens } from '#server/domain/secret-links.ts';
import { authorizeDueBookings } from '#server/payments/scheduled-authorizations.ts';
import { testGateway, type TestGateway } from '#server/payments/test-gateway.ts';
import { call, manualClock, randomIp } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { bookingById, insertContractor, pay, type PaymentData } from '../support/payments.ts';
import { widenDemoCleaners } from '../support/working-hours.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Cards whose bank asks the customer to authenticate (3-D Secure, decision 099), with the offline
 * test gateway and its test authentication: in the payment step (approved, failed, abandoned)
 * and for the saved card of a booking far ahead, whose hold 24 hours before needs the customer
 * back through the e-mailed /confirm-card/ link.
 */

const AUTHENTICATION_CARD = 'pm_card_authenticationRequired';
const ASKED = 'Your bank asks you to confirm this card. Nothing is held until you do.';
const PAID = 'Payment authorized. Your booking is confirmed.';
const BANK_REFUSED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
const NOTHING_WAITING = 'No check with your bank is waiting for this booking. Please pay again.';
const NO_TEST_CHECK = 'No test authentication is waiting for this card.';
const LINK_NOT_VALID = 'This link is not valid. Please use the link in our latest e-mail.';
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

type Asked = {
  vBookingNo: string;
  ePaymentStatus: string;
  final_price: number;
  vClientSecret: string;
};
type Confirmation = { state: string; vBookingNo: string; vDeadline: string; final_price: number };

const clock = manualClock(new Date('2026-11-22T15:00:00Z'));
let gateway: TestGateway;
let server: TestApp;

beforeAll(async () => {
  gateway = testGateway(clock);
  server = await startTestApp({ clock, payments: gateway });
  await widenDemoCleaners(server.database.db);
  // Enough cleaners that no booking below, however its window falls after the clock moves on,
  // finds none free.
  for (let cleaner = 0; cleaner < 6; cleaner += 1) {
    await insertContractor(server.database.db, 'Edmonton');
  }
});
afterAll(() => server.close());

/**
 * Each booking its own window within an Edmonton working day (8AM, 11AM or 2PM local): 1 to 4
 * days ahead so the card is held at once, or (far ahead) 6 to 8 days, so it is saved for a hold
 * 24 hours before.
 */
let slot = 0;
function quoted(farAhead = false) {
  slot += 1;
  const days = farAhead ? 6 + (slot % 3) : 1 + (slot % 4);
  const day = new Date(clock().getTime() + days * 24 * HOUR_MS);
  const start = Date.UTC(
    day.getUTCFullYear(),
    day.getUTCMonth(),
    day.getUTCDate(),
    15 + (slot % 3) * 3,
  );
  return createBooking(server.database.db, {
    status: 'quoted',
    startsInHours: (start - clock().getTime()) / HOUR_MS,
    now: clock(),
  });
}

const answerTest = (clientSecret: string, outcome: string) =>
  call<{ outcome: string }>(server.app, '/api/cleaning/test_authentication', {
    clientSecret,
    outcome,
  });

const finish = (uniqueCode: string, ip = randomIp()) =>
  call<PaymentData>(
    server.app,
    '/api/cleaning/payment_authentication',
    { vUniqueCode: uniqueCode },
    { ip },
  );

/** The e-mails about a booking (they carry its number in the subject). */
function mailsAbout(bookingNo: string) {
  return server.database.db
    .select()
    .from(outbox)
    .where(like(outbox.subject, `%${bookingNo}%`))
    .orderBy(asc(outbox.id));
}

function authenticationsOf(bookingId: number) {
  return server.database.db
    .select()
    .from(cardAuthentications)
    .where(eq(cardAuthentications.bookingId, bookingId))
    .orderBy(asc(cardAuthentications.id));
}

function notificationsOf(bookingId: number) {
  return server.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.bookingId, bookingId));
}

/** No hold of the gateway is for this amount and still held, and the booking has none. */
async function expectNoHold(bookingId: number) {
  const booking = await bookingById(server.database.db, bookingId);
  expect(booking.gatewayPaymentId).toBeNull();
  const asked = await authenticationsOf(bookingId);
  for (const row of asked) {
    expect(gateway.holdOf(row.gatewayIntentId)).toBeUndefined();
  }
}

/** Pays with a card whose bank asks for authentication: the answer carries the client secret. */
async function payAsked(booking: typeof bookings.$inferSelect, ip = randomIp()) {
  const answer = await call<Asked>(
    server.app,
    '/api/cleaning/payment_autorization',
    {
      vUniqueCode: booking.uniqueCode,
      amount: (booking.totalCents ?? 0) / 100,
      currency: 'cad',
      paymentMethodId: AUTHENTICATION_CARD,
      coupon_code: '',
    },
    { ip },
  );
  expect(answer.body.message).toBe(ASKED);
  expect(answer.status).toBe(200);
  expect(answer.body.data).toEqual({
    vBookingNo: booking.bookingNo,
    eStatus: 'quoted',
    ePaymentStatus: 'authenticationRequired',
    final_price: (booking.totalCents ?? 0) / 100,
    vClientSecret: expect.stringMatching(/^(pi|seti)_test_\w+_secret_\w+$/),
  });
  return answer.body.data!.vClientSecret;
}

describe('a card that asks for authentication in the payment step', () => {
  it('holds nothing and confirms nothing until the bank check, then confirms the booking once approved', async () => {
    const booking = await quoted();

    const secret = await payAsked(booking);

    expect(await bookingById(server.database.db, booking.id)).toMatchObject({
      status: 'quoted',
      paymentStatus: 'none',
    });
    await expectNoHold(booking.id);
    expect(await mailsAbout(booking.bookingNo)).toEqual([]);
    expect(await notificationsOf(booking.id)).toEqual([]);
    expect(await authenticationsOf(booking.id)).toMatchObject([
      { purpose: 'payment', intentKind: 'payment', status: 'waiting', startedAt: clock() },
    ]);

    const approved = await answerTest(secret, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toEqual({ outcome: 'approve' });

    const done = await finish(booking.uniqueCode);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(PAID);
    expect(done.body.data).toMatchObject({
      vBookingNo: booking.bookingNo,
      eStatus: 'authorized',
      ePaymentStatus: 'authorized',
    });
    const paid = await bookingById(server.database.db, booking.id);
    expect(paid).toMatchObject({
      status: 'authorized',
      paymentStatus: 'authorized',
      paymentMethodId: AUTHENTICATION_CARD,
    });
    expect(gateway.holdOf(paid.gatewayPaymentId ?? '')).toMatchObject({
      amountCents: booking.totalCents,
      state: 'held',
    });
    expect((await mailsAbout(booking.bookingNo)).map((mail) => mail.subject)).toEqual([
      `Your MapleShine booking ${booking.bookingNo} is confirmed`,
    ]);
    expect((await authenticationsOf(booking.id))[0]?.status).toBe('succeeded');
    // Open to the city's cleaners now, and the customer told.
    const told = (await notificationsOf(booking.id)).map((row) => row.title);
    expect(told).toContain('New job in Edmonton');
    expect(told).toContain('Booking confirmed');

    // A retried finish (a lost answer) gets the same answer and places nothing more.
    const again = await finish(booking.uniqueCode);
    expect(again.status).toBe(200);
    expect(again.body.data?.vBookingNo).toBe(booking.bookingNo);
    expect(await mailsAbout(booking.bookingNo)).toHaveLength(1);
  });

  it('leaves no hold and the booking quoted when the bank check fails, and another card then pays', async () => {
    const booking = await quoted();
    const secret = await payAsked(booking);

    expect((await answerTest(secret, 'fail')).status).toBe(200);
    const refused = await finish(booking.uniqueCode);

    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(BANK_REFUSED);
    expect(await bookingById(server.database.db, booking.id)).toMatchObject({
      status: 'quoted',
      paymentStatus: 'none',
    });
    await expectNoHold(booking.id);
    const [asked] = await authenticationsOf(booking.id);
    expect(asked?.status).toBe('failed');
    expect(
      gateway.authentications().find((each) => each.id === asked?.gatewayIntentId)?.state,
    ).toBe('cancelled');
    expect(await mailsAbout(booking.bookingNo)).toEqual([]);

    const other = await pay(server.app, booking);
    expect(other.status).toBe(200);
    expect(other.body.data?.ePaymentStatus).toBe('authorized');
  });

  it('lets the customer try the same card again after a failed check, as a new attempt', async () => {
    const booking = await quoted();
    const first = await payAsked(booking);
    await answerTest(first, 'fail');
    expect((await finish(booking.uniqueCode)).status).toBe(400);

    const second = await payAsked(booking);

    expect(second).not.toBe(first);
    await answerTest(second, 'approve');
    expect((await finish(booking.uniqueCode)).status).toBe(200);
    expect((await authenticationsOf(booking.id)).map((row) => row.status)).toEqual([
      'failed',
      'succeeded',
    ]);
  });

  it('answers a repeated payment while the check waits with the same check', async () => {
    const booking = await quoted();

    const first = await payAsked(booking);
    const second = await payAsked(booking);

    expect(second).toBe(first);
    expect(await authenticationsOf(booking.id)).toHaveLength(1);
  });

  it('cancels a check left unanswered at the next attempt with another card, which pays', async () => {
    const booking = await quoted();
    const secret = await payAsked(booking);

    const other = await pay(server.app, booking);

    expect(other.status).toBe(200);
    expect(other.body.data?.ePaymentStatus).toBe('authorized');
    const [asked] = await authenticationsOf(booking.id);
    expect(asked?.status).toBe('abandoned');
    expect(gateway.authentications().find((each) => each.clientSecret === secret)?.state).toBe(
      'cancelled',
    );
    // The abandoned check can no longer be answered, nor finish anything.
    expect((await answerTest(secret, 'approve')).status).toBe(404);
    expect((await finish(booking.uniqueCode)).status).toBe(409);
  });

  it('cancels a check left unanswered past 30 minutes, leaving the booking quoted with no hold and no e-mail', async () => {
    const booking = await quoted();
    const secret = await payAsked(booking);
    clock.advance(29 * MINUTE_MS);

    const early = await authorizeDueBookings(server.app.appContext, clock());
    expect(early.abandoned).not.toContain(booking.id);

    clock.advance(2 * MINUTE_MS);
    const late = await authorizeDueBookings(server.app.appContext, clock());

    expect(late.abandoned).toContain(booking.id);
    expect((await authenticationsOf(booking.id))[0]?.status).toBe('abandoned');
    expect(gateway.authentications().find((each) => each.clientSecret === secret)?.state).toBe(
      'cancelled',
    );
    expect(await bookingById(server.database.db, booking.id)).toMatchObject({
      status: 'quoted',
      paymentStatus: 'none',
    });
    await expectNoHold(booking.id);
    expect(await mailsAbout(booking.bookingNo)).toEqual([]);
    const finished = await finish(booking.uniqueCode);
    expect(finished.status).toBe(409);
    expect(finished.body.message).toBe(NOTHING_WAITING);
  });

  it('saves the card of a cleaning far ahead once its bank check is approved', async () => {
    const booking = await quoted(true);
    const secret = await payAsked(booking);
    expect(secret).toMatch(/^seti_test_/);

    await answerTest(secret, 'approve');
    const done = await finish(booking.uniqueCode);

    expect(done.status).toBe(200);
    expect(done.body.data?.ePaymentStatus).toBe('cardSaved');
    const saved = await bookingById(server.database.db, booking.id);
    expect(saved).toMatchObject({ status: 'authorized', paymentStatus: 'cardSaved' });
    expect(saved.paymentMethodId).toMatch(/^seti_test_\w+:pm_card_authenticationRequired$/);
  });

  it('refuses to finish a booking it does not know (404), with nothing waiting (409) or with no code (400)', async () => {
    const unknown = await finish('bkg_doesNotExist00000000');
    expect(unknown.status).toBe(404);

    const booking = await quoted();
    const nothing = await finish(booking.uniqueCode);
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe(NOTHING_WAITING);

    const empty = await call(server.app, '/api/cleaning/payment_authentication', {});
    expect(empty.status).toBe(400);
    expect(await bookingById(server.database.db, booking.id)).toMatchObject({ status: 'quoted' });
  });

  it('answers the test authentication only for a check that waits (404), and refuses another answer (400)', async () => {
    const unknown = await answerTest('pi_test_nothing_secret_nothing', 'approve');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(NO_TEST_CHECK);

    const booking = await quoted();
    const secret = await payAsked(booking);
    const wrong = await answerTest(secret, 'maybe');
    expect(wrong.status).toBe(400);
    expect(gateway.authentications().find((each) => each.clientSecret === secret)?.state).toBe(
      'waiting',
    );
    expect((await answerTest(secret, 'approve')).status).toBe(200);
    // Answered once: a second answer finds nothing waiting.
    expect((await answerTest(secret, 'fail')).status).toBe(404);
  });
});

describe('the test authentication with Stripe', () => {
  it('does not exist when the server pays with Stripe', async () => {
    const stripeLike = { ...testGateway(clock), name: 'stripe' as const };
    const stripeServer = await startTestApp({ clock, payments: stripeLike });
    try {
      const answer = await call(stripeServer.app, '/api/cleaning/test_authentication', {
        clientSecret: 'pi_test_x_secret_y',
        outcome: 'approve',
      });
      expect(answer.status).toBe(404);
    } finally {
      await stripeServer.close();
    }
  });
});

describe('a saved card whose hold needs the customer back', () => {
  /** A booking 6 days ahead paid with a card that always asks its bank: its card is saved. */
  async function savedCardBooking() {
    const booking = await quoted(true);
    const secret = await payAsked(booking);
    await answerTest(secret, 'approve');
    expect((await finish(booking.uniqueCode)).body.data?.ePaymentStatus).toBe('cardSaved');
    return booking;
  }

  /** Moves the clock to `hours` before the booking's start and runs the holds job. */
  async function runJobAt(booking: typeof bookings.$inferSelect, hours: number) {
    const target = (booking.startsAt?.getTime() ?? 0) - hours * HOUR_MS;
    clock.advance(Math.max(0, target - clock().getTime()));
    return authorizeDueBookings(server.app.appContext, clock());
  }

  /** The token of the /confirm-card/ link in the newest e-mail about the booking. */
  async function tokenFromMail(bookingNo: string) {
    const mails = await mailsAbout(bookingNo);
    const mail = mails.at(-1);
    expect(mail?.subject).toBe(`Please confirm your card for MapleShine booking ${bookingNo}`);
    const match = mail?.textBody.match(/\/confirm-card\/([A-Za-z0-9_-]+)/);
    expect(match?.[1]).toBeDefined();
    return match![1]!;
  }

  const confirmation = (step: 'get' | 'start' | 'finish', token: string) =>
    call<Confirmation & { vClientSecret?: string }>(
      server.app,
      `/api/cleaning/card_confirmation/${step}`,
      { token },
    );

  it('e-mails a link, keeps the booking authorized with its payment waiting, and places the hold once the customer approves', async () => {
    const booking = await savedCardBooking();

    const report = await runJobAt(booking, 23);

    expect(report.customerAsked).toContain(booking.id);
    expect(report.cancelled).not.toContain(booking.id);
    const waiting = await bookingById(server.database.db, booking.id);
    expect(waiting).toMatchObject({ status: 'authorized', paymentStatus: 'needsAuthentication' });
    expect(waiting.gatewayPaymentId).toBeNull();
    const token = await tokenFromMail(booking.bookingNo);
    const [mail] = (await mailsAbout(booking.bookingNo)).slice(-1);
    expect(mail?.textBody).toContain(`http://localhost:3000/confirm-card/${token}`);
    expect(withoutLinkTokens(mail?.textBody ?? '')).not.toContain(token);
    // A second run does not ask again.
    const again = await authorizeDueBookings(server.app.appContext, clock());
    expect(again.customerAsked).not.toContain(booking.id);

    const view = await confirmation('get', token);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      state: 'needed',
      vBookingNo: booking.bookingNo,
      final_price: (booking.totalCents ?? 0) / 100,
      vDeadline: booking.startsAt?.toISOString(),
    });

    const started = await confirmation('start', token);
    expect(started.status).toBe(200);
    expect(started.body.data).toEqual({
      state: 'authenticationRequired',
      vClientSecret: expect.stringMatching(/^pi_test_/),
    });
    await answerTest(started.body.data!.vClientSecret!, 'approve');
    const finished = await confirmation('finish', token);

    expect(finished.status).toBe(200);
    expect(finished.body.data?.state).toBe('done');
    const held = await bookingById(server.database.db, booking.id);
    expect(held).toMatchObject({ status: 'authorized', paymentStatus: 'authorized' });
    expect(gateway.holdOf(held.gatewayPaymentId ?? '')).toMatchObject({
      amountCents: booking.totalCents,
      state: 'held',
    });
    expect((await confirmation('get', token)).body.data?.state).toBe('done');
    // Held: the start comes and nothing is cancelled.
    const atStart = await runJobAt(booking, 0);
    expect(atStart.cancelled).not.toContain(booking.id);
  });

  it('keeps the booking waiting when the bank check fails, and holds after a second, approved one', async () => {
    const booking = await savedCardBooking();
    await runJobAt(booking, 23);
    const token = await tokenFromMail(booking.bookingNo);

    const first = await confirmation('start', token);
    await answerTest(first.body.data!.vClientSecret!, 'fail');
    const refused = await confirmation('finish', token);

    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(BANK_REFUSED);
    const still = await bookingById(server.database.db, booking.id);
    expect(still).toMatchObject({ status: 'authorized', paymentStatus: 'needsAuthentication' });
    expect(still.gatewayPaymentId).toBeNull();
    expect((await confirmation('get', token)).body.data?.state).toBe('needed');

    const second = await confirmation('start', token);
    expect(second.body.data?.vClientSecret).not.toBe(first.body.data?.vClientSecret);
    await answerTest(second.body.data!.vClientSecret!, 'approve');
    expect((await confirmation('finish', token)).body.data?.state).toBe('done');
  });

  it('cancels the booking at its start when the card was never confirmed, telling the customer', async () => {
    const booking = await savedCardBooking();
    await runJobAt(booking, 23);
    const token = await tokenFromMail(booking.bookingNo);
    const started = await confirmation('start', token);

    const report = await runJobAt(booking, 0);

    expect(report.cancelled).toContain(booking.id);
    const cancelled = await bookingById(server.database.db, booking.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(cancelled.gatewayPaymentId).toBeNull();
    expect(
      gateway
        .authentications()
        .find((each) => each.clientSecret === started.body.data?.vClientSecret)?.state,
    ).toBe('cancelled');
    const last = (await mailsAbout(booking.bookingNo)).at(-1);
    expect(last?.subject).toBe(`Your MapleShine booking ${booking.bookingNo} is cancelled`);
    expect(last?.textBody).toContain('it was not confirmed before the cleaning');
    expect((await confirmation('get', token)).body.data?.state).toBe('closed');
    const late = await confirmation('start', token);
    expect(late.status).toBe(409);
  });

  it('answers 404 for a link it does not know, and 400 for one that is not a link', async () => {
    for (const step of ['get', 'start', 'finish'] as const) {
      const unknown = await confirmation(step, 'A'.repeat(43));
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(LINK_NOT_VALID);
      const malformed = await confirmation(step, 'short');
      expect(malformed.status).toBe(400);
    }
  });

  it('takes the token in the body only, and masks the page in logs', () => {
    expect(withoutLinkTokens('GET /confirm-card/abcDEF123_- 200')).toBe(
      'GET /confirm-card/[token] 200',
    );
  });
});

describe('a saved card that asked for its bank only when it was set up', () => {
  it('holds it 24 hours before without the customer', async () => {
    const booking = await quoted(true);
    const answer = await call<Asked>(server.app, '/api/cleaning/payment_autorization', {
      vUniqueCode: booking.uniqueCode,
      amount: (booking.totalCents ?? 0) / 100,
      currency: 'cad',
      paymentMethodId: 'pm_card_authenticationRequiredOnSetup',
      coupon_code: '',
    });
    await answerTest(answer.body.data!.vClientSecret, 'approve');
    expect((await finish(booking.uniqueCode)).body.data?.ePaymentStatus).toBe('cardSaved');

    const target = (booking.startsAt?.getTime() ?? 0) - 23 * HOUR_MS;
    clock.advance(Math.max(0, target - clock().getTime()));
    const report = await authorizeDueBookings(server.app.appContext, clock());

    expect(report.authorized).toContain(booking.id);
    const [row] = await server.database.db
      .select({ paymentStatus: bookings.paymentStatus })
      .from(bookings)
      .where(and(eq(bookings.id, booking.id)));
    expect(row?.paymentStatus).toBe('authorized');
  });
});
