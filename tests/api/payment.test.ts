import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountTokens,
  type bookings,
  contractors,
  contractorWeeklyHours,
  couponRedemptions,
  coupons,
  notifications,
  outbox,
  users,
} from '#server/db/schema.ts';
import { testGateway, type TestGateway } from '#server/payments/test-gateway.ts';
import { PaymentUnavailable, type PaymentGateway } from '#server/payments/gateway.ts';
import {
  call,
  codeFromMail,
  DEMO_CUSTOMER_EMAIL,
  latestMail,
  logIn,
  manualClock,
  randomIp,
} from '../support/accounts.ts';
import { cityNamed, createBooking, customerIdOf } from '../support/bookings.ts';
import {
  bookingById,
  insertContractor,
  insertLeadCustomer,
  notificationsOfBooking,
  pay,
  paymentBody,
  type PaymentData,
} from '../support/payments.ts';
import {
  bookingByCode,
  edmontonDeepClean,
  GIFT_COUPON,
  quotedBooking,
} from '../support/same-day.ts';
import { widenDemoCleaners } from '../support/working-hours.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { minutesToClock } from '#server/domain/local-time.ts';

const PAID = 'Payment authorized. Your booking is confirmed.';
const PRICE_CHANGED = 'The price has changed. Please check availability again.';
const NOT_WAITING = 'This booking is not waiting for payment.';
const CARD_DETAILS = 'Please enter your card details.';
const COUPON_INVALID = 'This coupon code is invalid.';
const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a while and try again.';
const PAY = '/api/cleaning/payment_autorization';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const clock = manualClock(new Date('2026-11-22T14:00:00Z'));
const gateway: TestGateway = testGateway(clock);
/** Set by a test to make the gateway unreachable for the next call. */
let gatewayDown = false;
const payments: PaymentGateway = {
  ...gateway,
  authorize: (request) => {
    if (gatewayDown) return Promise.reject(new PaymentUnavailable());
    return gateway.authorize(request);
  },
};

let server: TestApp;
let extraEdmontonCleaner: number;
let pendingEdmontonCleaner: number;

beforeAll(async () => {
  server = await startTestApp({ clock, payments });
  // The seeded cleaner is free around the clock here, as before working hours (decision 044).
  await widenDemoCleaners(server.database.db);
  // More cleaners in Edmonton, so no test below runs out of free ones in its slot.
  extraEdmontonCleaner = await insertContractor(server.database.db, 'Edmonton');
  await insertContractor(server.database.db, 'Edmonton');
  pendingEdmontonCleaner = await insertContractor(server.database.db, 'Edmonton', 'Pending');
});
afterAll(() => server.close());

/**
 * Cleanings start 4 hours apart (a job takes 3, plus the travel buffer), between 1 and 5 days
 * ahead so the card is held now; after the last slot they start over, which Edmonton's three
 * cleaners absorb.
 */
let slot = 0;
function nextSlot(): number {
  slot = (slot % 24) + 1;
  return 24 + slot * 4;
}

function quoted(overrides: Parameters<typeof createBooking>[1] = {}) {
  return createBooking(server.database.db, {
    status: 'quoted',
    startsInHours: nextSlot(),
    now: clock(),
    ...overrides,
  });
}

function authorizeCalls(code: string) {
  return gateway.calls.filter((entry) => entry.idempotencyKey === `booking-${code}-authorize`);
}

async function countWhere(
  table: typeof notifications | typeof couponRedemptions,
  bookingId: number,
) {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(table)
    .where(eq(table.bookingId, bookingId));
  return row?.n ?? 0;
}

/** A booking that was refused must look exactly as it did before the call. */
async function expectUntouched(before: typeof bookings.$inferSelect) {
  const after = await bookingById(server.database.db, before.id);
  expect(after).toEqual(before);
  expect(await countWhere(notifications, before.id)).toBe(0);
  expect(await countWhere(couponRedemptions, before.id)).toBe(0);
}

/** An iCalendar text with its folded lines (CRLF and one space or tab) joined again. */
function unfold(calendar: string): string {
  return calendar.replace(/\r\n[ \t]/g, '');
}

/** DTSTAMP is when the file was written; everything else must match. */
function stripStamp(data: PaymentData | undefined) {
  return data ? { ...data, vCalendar: data.vCalendar.replace(/DTSTAMP:\S+/, '') } : data;
}

async function mailCount(to: string) {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(outbox)
    .where(eq(outbox.toAddress, to));
  return row?.n ?? 0;
}

describe('payment_autorization', () => {
  it('holds the card, opens the job to the approved cleaners of the city whose hours fit it and confirms by e-mail', async () => {
    const db = server.database.db;
    const booking = await quoted({ city: 'Edmonton' });

    const answer = await pay(server.app, booking);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 200,
      message: PAID,
      data: {
        vBookingNo: booking.bookingNo,
        eStatus: 'authorized',
        ePaymentStatus: 'authorized',
        final_price: (booking.totalCents ?? 0) / 100,
        vServiceName: 'Deep Cleaning',
        vCity: 'Edmonton',
        vDate: booking.localDate,
        vFrom: minutesToClock(booking.fromMinutes ?? 0),
        vUntill: minutesToClock((booking.fromMinutes ?? 0) + 180),
        vAddress: '10150 Jasper Ave NW',
        vUnit: '',
        vCalendar: expect.stringContaining(`UID:booking-${booking.bookingNo}@mapleshine.ca`),
        vCalendarFileName: `mapleshine-${booking.bookingNo}.ics`,
      },
    });
    const paid = await bookingById(db, booking.id);
    expect(paid).toMatchObject({
      status: 'authorized',
      paymentStatus: 'authorized',
      // The cancellation policy of the day is the booking's for good (decision 117).
      cancellationPolicyVersion: 1,
      confirmedAt: clock(),
      paymentMethodId: 'pm_card_visa',
      totalCents: booking.totalCents,
      authorizedAt: clock(),
      authorizationExpiresAt: new Date(clock().getTime() + 7 * DAY_MS),
    });
    expect(paid.gatewayPaymentId).toMatch(/^pi_test_/);
    expect(gateway.holdOf(paid.gatewayPaymentId ?? '')).toMatchObject({
      amountCents: booking.totalCents,
      state: 'held',
    });
    expect(authorizeCalls(booking.uniqueCode)).toEqual([
      { operation: 'authorize', idempotencyKey: `booking-${booking.uniqueCode}-authorize` },
    ]);

    const edmonton = await cityNamed(db, 'Edmonton');
    const approved = await db
      .select({ id: contractors.id })
      .from(contractors)
      .where(and(eq(contractors.cityId, edmonton.id), eq(contractors.status, 'Approved')));
    expect(approved.map((row) => row.id)).toContain(extraEdmontonCleaner);
    // Those whose week covers the job (decision 057); nobody here has a day off or a full day.
    const weekday = new Date(`${booking.localDate}T00:00:00Z`).getUTCDay();
    const from = booking.fromMinutes ?? 0;
    const until = from + (booking.estimatedMinutes ?? 0);
    const covering = await db
      .selectDistinct({ id: contractorWeeklyHours.contractorId })
      .from(contractorWeeklyHours)
      .where(
        and(
          eq(contractorWeeklyHours.weekday, weekday),
          sql`extract(epoch from ${contractorWeeklyHours.startsAt}) <= ${from * 60}`,
          sql`extract(epoch from ${contractorWeeklyHours.endsAt}) >= ${until * 60}`,
        ),
      );
    const fitting = approved.filter((row) => covering.some((c) => c.id === row.id));
    expect(fitting.length).toBeLessThan(approved.length);
    const sent = await notificationsOfBooking(db, booking.id);
    const toCleaners = sent.filter((row) => row.recipient === 'Contractor');
    expect(toCleaners.map((row) => row.contractorId).sort()).toEqual(
      fitting.map((row) => row.id).sort(),
    );
    expect(toCleaners.map((row) => row.contractorId)).not.toContain(pendingEdmontonCleaner);
    expect(toCleaners[0]?.title).toBe('New job in Edmonton');
    expect(toCleaners[0]?.message).toMatch(/^Deep Cleaning on \w+day, \w+ \d+, 2026 at /);
    // Their pay at Edmonton's rate for the service (decision 031), never the customer's price.
    const payCents = Math.round(((booking.estimatedMinutes ?? 0) * 2700) / 60);
    expect(toCleaners[0]?.message).toContain(`You earn $${(payCents / 100).toFixed(2)}.`);
    expect(toCleaners[0]?.message).not.toContain(((booking.totalCents ?? 0) / 100).toFixed(2));
    const toCustomer = sent.filter((row) => row.recipient === 'Customer');
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]).toMatchObject({
      customerId: booking.customerId,
      title: 'Booking confirmed',
    });

    const mail = await latestMail(db, DEMO_CUSTOMER_EMAIL);
    expect(mail?.subject).toBe(`Your MapleShine booking ${booking.bookingNo} is confirmed`);
    const total = ((booking.totalCents ?? 0) / 100).toFixed(2);
    for (const part of [
      `Booking number: ${booking.bookingNo}`,
      'Service: Deep Cleaning',
      'Address: 10150 Jasper Ave NW\nCity: Edmonton',
      'Extras: Inside Oven',
      `GST: $${((booking.taxCents ?? 0) / 100).toFixed(2)}`,
      `Total: $${total} CAD`,
    ]) {
      expect(mail?.textBody).toContain(part);
    }
    expect(mail?.textBody).toMatch(/Time: \d+:00(AM|PM)–\d+:00(AM|PM) \(3 hours\)/);
    expect(mail?.textBody).not.toContain('/reset-password/');
  });

  it("answers and e-mails the booking's details with a calendar event at the city's time", async () => {
    // 16:00 UTC on November 23 is 10:00AM in Edmonton (MDT, UTC-6 all year since 2026: decision 137).
    const booking = await quoted({ city: 'Edmonton', startsInHours: 26, unit: 'Suite 4' });
    expect(booking.startsAt).toEqual(new Date('2026-11-23T16:00:00Z'));

    const answer = await pay(server.app, booking);

    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({
      vDate: '2026-11-23',
      vFrom: '10:00AM',
      vUntill: '1:00PM',
      vAddress: '10150 Jasper Ave NW',
      vUnit: 'Suite 4',
      vCity: 'Edmonton',
      vServiceName: 'Deep Cleaning',
    });
    const calendar = unfold(data?.vCalendar ?? '');
    expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    for (const line of [
      'DTSTART:20261123T160000Z',
      'DTEND:20261123T190000Z',
      `SUMMARY:MapleShine Deep Cleaning (${booking.bookingNo})`,
      'LOCATION:Suite 4\\, 10150 Jasper Ave NW',
      'END:VEVENT',
    ]) {
      expect(calendar.split('\r\n')).toContain(line);
    }

    const mail = await latestMail(server.database.db, DEMO_CUSTOMER_EMAIL);
    expect(mail?.subject).toBe(`Your MapleShine booking ${booking.bookingNo} is confirmed`);
    const total = ((booking.totalCents ?? 0) / 100).toFixed(2);
    for (const part of [
      `Booking number: ${booking.bookingNo}`,
      'Date: Monday, November 23, 2026',
      'Time: 10:00AM–1:00PM (3 hours)',
      'Address: Suite 4, 10150 Jasper Ave NW',
      `We have placed a hold of $${total} on your card.`,
      `The attached calendar file (mapleshine-${booking.bookingNo}.ics) adds the cleaning to your calendar.`,
    ]) {
      expect(mail?.textBody).toContain(part);
    }
    expect(mail?.attachments).toEqual([
      {
        filename: `mapleshine-${booking.bookingNo}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: data?.vCalendar,
      },
    ]);
  });

  it('answers a repeated payment with the same details and calendar event, e-mailing nothing new', async () => {
    const booking = await quoted({ city: 'Edmonton' });
    const first = await pay(server.app, booking);
    const mailsBefore = await mailCount(DEMO_CUSTOMER_EMAIL);

    const again = await pay(server.app, booking);

    expect(again.status).toBe(200);
    expect(stripStamp(again.body.data)).toEqual(stripStamp(first.body.data));
    expect(await mailCount(DEMO_CUSTOMER_EMAIL)).toBe(mailsBefore);
  });

  it('pays for a booking made through the same-day flow with WELCOME10 applied on the way', async () => {
    const db = server.database.db;
    const calgary = await cityNamed(db, 'Calgary');
    const { code, quote } = await quotedBooking(
      server.app,
      await edmontonDeepClean(db, {
        iCityId: calgary.id,
        vAddress: '220 4 Ave SW, Calgary, AB T2P 0H5',
        vDate: '2026-11-24',
      }),
    );
    const coupon = await call(server.app, GIFT_COUPON, {
      vUniqueCode: code,
      amount: quote.total_price,
      coupon_code: 'WELCOME10',
      iCityId: calgary.id,
    });
    expect(coupon.status).toBe(200);
    const total = (coupon.body as unknown as { Data: { Total: number } }).Data.Total;
    expect(total).toBeLessThan(quote.final_price);

    const answer = await call<PaymentData>(server.app, '/api/cleaning/payment_autorization', {
      vUniqueCode: code,
      amount: total,
      currency: 'cad',
      paymentMethodId: 'pm_card_mastercard',
      coupon_code: 'WELCOME10',
    });

    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      eStatus: 'authorized',
      ePaymentStatus: 'authorized',
      final_price: total,
    });
    const booking = await bookingByCode(db, code);
    expect(booking).toMatchObject({ status: 'authorized', paymentStatus: 'authorized' });
    expect(booking.totalCents).toBe(Math.round(total * 100));
    expect(await countWhere(couponRedemptions, booking.id)).toBe(1);
    const mail = await latestMail(db, booking.email);
    expect(mail?.subject).toBe(`Your MapleShine booking ${booking.bookingNo} is confirmed`);
    expect(mail?.textBody).toContain('Address: 220 4 Ave SW, Calgary, AB T2P 0H5\nCity: Calgary');
    expect(mail?.textBody).toContain('Set a password to see your bookings:');
  });

  it('tells no cleaner of another city about the job', async () => {
    const db = server.database.db;
    const booking = await quoted({ city: 'Calgary' });
    expect((await pay(server.app, booking)).status).toBe(200);

    const calgary = await cityNamed(db, 'Calgary');
    const rows = await db
      .select({ cityId: contractors.cityId })
      .from(notifications)
      .innerJoin(contractors, eq(contractors.id, notifications.contractorId))
      .where(eq(notifications.bookingId, booking.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.cityId === calgary.id)).toBe(true);
  });

  it('sends a customer who booked without an account a 7-day link to set a password that works', async () => {
    const db = server.database.db;
    const email = await insertLeadCustomer(db);
    const booking = await quoted({ customerEmail: email });

    expect((await pay(server.app, booking)).status).toBe(200);

    const mail = await latestMail(db, email);
    expect(mail?.textBody).toContain('Set a password to see your bookings:');
    const token = await codeFromMail(db, email, '/reset-password');
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const [link] = await db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user?.id ?? 0));
    expect(link).toMatchObject({
      purpose: 'password_reset',
      expiresAt: new Date(clock().getTime() + 7 * DAY_MS),
    });

    const password = 'Prairie-Sky-Morning-7';
    const reset = await call(server.app, '/api/auth/reset-password', {
      vUniqueCode: token,
      vPassword: password,
      vConfirmPassword: password,
    });
    expect(reset.status).toBe(200);
    const session = await logIn(server.app, email, password);
    expect(session.data.iCustomerId).toBe(booking.customerId);
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.'],
    ['pm_card_chargeDeclinedIncorrectCvc', "Your card's security code is incorrect."],
    [
      'pm_card_chargeDeclinedProcessingError',
      'An error occurred while processing your card. Try again in a little bit.',
    ],
    ['pm_card_chargeDeclinedLostCard', 'Your card was declined.'],
    ['pm_card_chargeDeclinedStolenCard', 'Your card was declined.'],
    ['pm_card_unknownThing', "No such PaymentMethod: 'pm_card_unknownThing'"],
  ])(
    'answers 400 "%s" → Stripe\'s message and leaves the booking quoted',
    async (card, message) => {
      const booking = await quoted();

      const answer = await pay(server.app, booking, { paymentMethodId: card });

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message });
      await expectUntouched(booking);
      const [mails] = await server.database.db
        .select({ n: count() })
        .from(outbox)
        .where(like(outbox.subject, `%${booking.bookingNo}%`));
      expect(mails?.n).toBe(0);
    },
  );

  it("answers 400 with the gateway's message when it cannot be reached, and writes nothing", async () => {
    const booking = await quoted();
    gatewayDown = true;
    try {
      const answer = await pay(server.app, booking);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 400,
        message: 'The card could not be processed right now. Please try again.',
      });
    } finally {
      gatewayDown = false;
    }
    await expectUntouched(booking);
  });

  it("refuses an amount one cent off the server's price without calling the gateway", async () => {
    const booking = await quoted();
    const callsBefore = gateway.calls.length;

    const answer = await pay(server.app, booking, {
      amount: ((booking.totalCents ?? 0) + 1) / 100,
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: PRICE_CHANGED });
    expect(gateway.calls.length).toBe(callsBefore);
    await expectUntouched(booking);
  });

  it('answers the same request twice with 200 and holds the card once', async () => {
    const booking = await quoted();

    const first = await pay(server.app, booking);
    const second = await pay(server.app, booking);

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(authorizeCalls(booking.uniqueCode)).toHaveLength(1);
    const sent = await notificationsOfBooking(server.database.db, booking.id);
    expect(sent.filter((row) => row.recipient === 'Customer')).toHaveLength(1);
  });

  it('answers 409 to another card on a booking that is already paid, without calling the gateway', async () => {
    const booking = await quoted();
    expect((await pay(server.app, booking)).status).toBe(200);
    const paid = await bookingById(server.database.db, booking.id);

    const answer = await pay(server.app, booking, { paymentMethodId: 'pm_card_mastercard' });

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, message: NOT_WAITING });
    expect(authorizeCalls(booking.uniqueCode)).toHaveLength(1);
    expect(await bookingById(server.database.db, booking.id)).toEqual(paid);
  });

  it.each(['draft', 'cancelled', 'completed'] as const)(
    'answers 409 for a %s booking',
    async (status) => {
      const booking = await createBooking(server.database.db, {
        status,
        startsInHours: nextSlot(),
        now: clock(),
      });
      const callsBefore = gateway.calls.length;

      const answer = await pay(server.app, booking);

      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ code: 409, message: NOT_WAITING });
      expect(gateway.calls.length).toBe(callsBefore);
      expect(await bookingById(server.database.db, booking.id)).toEqual(booking);
    },
  );

  it('refuses to pay for a quote whose cleaning time has already passed', async () => {
    const booking = await quoted({ startsInHours: -2 });
    const callsBefore = gateway.calls.length;

    const answer = await pay(server.app, booking);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 400,
      message: 'That cleaning time has passed. Please check availability again.',
    });
    expect(gateway.calls.length).toBe(callsBefore);
    await expectUntouched(booking);
  });

  it('answers 404 for an unknown booking code', async () => {
    const answer = await call(server.app, '/api/cleaning/payment_autorization', {
      vUniqueCode: 'bkg_doesNotExist000000',
      amount: 100,
      currency: 'cad',
      paymentMethodId: 'pm_card_visa',
      coupon_code: '',
    });

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 404, message: 'Booking not found.' });
  });

  it.each(['', 'pm card visa', 'pm_card_visa;drop', '<script>'])(
    'answers 400 "Please enter your card details." for the payment method %j',
    async (paymentMethodId) => {
      const booking = await quoted();

      const answer = await pay(server.app, booking, { paymentMethodId });

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message: CARD_DETAILS });
      await expectUntouched(booking);
    },
  );

  it.each([
    [{ currency: 'usd' }, '`currency` must be one of: cad.'],
    [{ amount: -1 }, '`amount` must be at least 0.'],
    [{ amount: '301.88' }, '`amount` must be a number.'],
    [{ vUniqueCode: 'bkg bad code' }, 'The code is invalid.'],
    [{ coupon_code: 'X'.repeat(51) }, '`coupon_code` must be at most 50 characters.'],
    [{ iCustomerId: 1 }, 'Unknown field `iCustomerId`.'],
  ])('answers 400 for %j with "%s" and writes nothing', async (change, message) => {
    const booking = await quoted();

    const answer = await pay(server.app, booking, change);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message });
    await expectUntouched(booking);
  });

  it.each([
    ['vUniqueCode', '`vUniqueCode` is required.'],
    ['amount', '`amount` is required.'],
    ['currency', '`currency` is required.'],
    ['paymentMethodId', 'Please enter your card details.'],
  ])('answers 400 when %s is missing', async (field, message) => {
    const booking = await quoted();
    const body = Object.fromEntries(
      Object.entries(paymentBody(booking)).filter(([name]) => name !== field),
    );

    const answer = await call(server.app, '/api/cleaning/payment_autorization', body);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message });
    await expectUntouched(booking);
  });

  it('saves the card instead of holding it when the cleaning is more than 5 days away', async () => {
    const booking = await quoted({ startsInHours: 6 * 24 });

    const answer = await pay(server.app, booking);

    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ eStatus: 'authorized', ePaymentStatus: 'cardSaved' });
    expect(await bookingById(server.database.db, booking.id)).toMatchObject({
      status: 'authorized',
      paymentStatus: 'cardSaved',
      paymentMethodId: 'pm_card_visa',
      gatewayPaymentId: null,
      authorizedAt: null,
    });
    expect(authorizeCalls(booking.uniqueCode)).toEqual([
      { operation: 'saveCard', idempotencyKey: `booking-${booking.uniqueCode}-authorize` },
    ]);
    const mail = await latestMail(server.database.db, DEMO_CUSTOMER_EMAIL);
    expect(mail?.textBody).toContain(
      `Your card is saved. We place a hold of $${((booking.totalCents ?? 0) / 100).toFixed(2)} on it 24 hours before the cleaning`,
    );
    expect(mail?.attachments).toHaveLength(1);
  });

  it('holds the card for a cleaning exactly 5 days away', async () => {
    const startsAt = new Date(clock().getTime() + 5 * DAY_MS);
    expect(startsAt.getUTCMinutes()).toBe(0);
    const booking = await createBooking(server.database.db, {
      status: 'quoted',
      startsInHours: 5 * 24,
      now: clock(),
      city: 'Winnipeg',
    });

    const answer = await pay(server.app, booking);

    expect(answer.status).toBe(200);
    expect(answer.body.data?.ePaymentStatus).toBe('authorized');
  });

  it('applies WELCOME10 to the total it recomputes and records the redemption', async () => {
    const db = server.database.db;
    const email = await insertLeadCustomer(db);
    const booking = await quoted({ customerEmail: email });
    const subtotal = booking.subtotalCents ?? 0;
    const discount = Math.round(subtotal / 10);
    const tax = Math.round((subtotal - discount) * 0.05);
    const total = subtotal - discount + tax;

    const undiscounted = await pay(server.app, booking, { coupon_code: 'welcome10' });
    expect(undiscounted.status).toBe(400);
    expect(undiscounted.body).toEqual({ code: 400, message: PRICE_CHANGED });
    await expectUntouched(booking);

    // A declined card counts its try but redeems nothing: the coupon is still there to use.
    const declined = await pay(server.app, booking, {
      coupon_code: 'welcome10',
      amount: total / 100,
      paymentMethodId: 'pm_card_chargeDeclined',
    });
    expect(declined.body).toEqual({ code: 400, message: 'Your card was declined.' });
    await expectUntouched(booking);

    const answer = await pay(server.app, booking, {
      coupon_code: 'welcome10',
      amount: total / 100,
    });

    expect(answer.status).toBe(200);
    expect(answer.body.data?.final_price).toBe(total / 100);
    const [welcome] = await db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    expect(await bookingById(db, booking.id)).toMatchObject({
      couponId: welcome?.id,
      discountCents: discount,
      taxCents: tax,
      totalCents: total,
      paymentStatus: 'authorized',
    });
    const redemptions = await db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.bookingId, booking.id));
    expect(redemptions).toEqual([
      expect.objectContaining({ couponId: welcome?.id, customerId: booking.customerId }),
    ]);
    const mail = await latestMail(db, email);
    expect(mail?.textBody).toContain(`Coupon discount: -$${(discount / 100).toFixed(2)}`);
  });

  it('refuses WELCOME10 a second time for the same customer', async () => {
    const db = server.database.db;
    const email = await insertLeadCustomer(db);
    const first = await quoted({ customerEmail: email });
    const subtotal = first.subtotalCents ?? 0;
    const discount = Math.round(subtotal / 10);
    const total = subtotal - discount + Math.round((subtotal - discount) * 0.05);
    expect(
      (await pay(server.app, first, { coupon_code: 'WELCOME10', amount: total / 100 })).status,
    ).toBe(200);

    const second = await quoted({ customerEmail: email });
    const answer = await pay(server.app, second, { coupon_code: 'WELCOME10', amount: total / 100 });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: COUPON_INVALID });
    await expectUntouched(second);
  });

  it('answers 400 "This coupon code is invalid." for an unknown code', async () => {
    const booking = await quoted();

    const answer = await pay(server.app, booking, { coupon_code: 'NOSUCHCODE' });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, message: COUPON_INVALID });
    await expectUntouched(booking);
  });

  it.each([
    ['an unknown code', 'NOSUCHCODE', 'Edmonton'],
    ['an expired coupon', 'SPRING2025', 'Edmonton'],
    ["another city's coupon", 'EDMONTON20', 'Calgary'],
  ])(
    'answers %s with the same 400 "This coupon code is invalid." and writes nothing',
    async (_case, couponCode, city) => {
      const booking = await quoted({ city });

      const answer = await pay(server.app, booking, { coupon_code: couponCode });

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message: COUPON_INVALID });
      await expectUntouched(booking);
    },
  );

  it('answers 429 once one address has tried 20 codes, through the coupon check and the payment together', async () => {
    const ip = randomIp();
    const booking = await quoted();
    const { id: iCityId } = await cityNamed(server.database.db, 'Edmonton');
    const couponCheck = {
      vUniqueCode: booking.uniqueCode,
      amount: (booking.subtotalCents ?? 0) / 100,
      coupon_code: 'GUESS',
      iCityId,
    };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await call(server.app, GIFT_COUPON, couponCheck, { ip })).status).toBe(400);
      const guess = await call(
        server.app,
        PAY,
        paymentBody(booking, { coupon_code: `GUESS${attempt}` }),
        { ip },
      );
      expect(guess.body).toEqual({ code: 400, message: COUPON_INVALID });
    }

    const refused = await call(
      server.app,
      PAY,
      paymentBody(booking, { coupon_code: 'WELCOME10' }),
      {
        ip,
      },
    );
    const checkRefused = await call(server.app, GIFT_COUPON, couponCheck, { ip });

    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 429, message: TOO_MANY_ATTEMPTS });
    expect(checkRefused.status).toBe(429);
    await expectUntouched(booking);
    // Paying without a code tries none, so the same address can still pay.
    expect((await call(server.app, PAY, paymentBody(booking), { ip })).status).toBe(200);
  });

  it('takes no sixth declined card on one booking within the hour, nor an eleventh from one address, and counts no card that was held', async () => {
    const ip = randomIp();
    const booking = await quoted();
    const decline = (target: typeof booking, from: string) =>
      call(server.app, PAY, paymentBody(target, { paymentMethodId: 'pm_card_chargeDeclined' }), {
        ip: from,
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await decline(booking, ip)).body).toEqual({
        code: 400,
        message: 'Your card was declined.',
      });
    }
    const callsBefore = authorizeCalls(booking.uniqueCode).length;

    // From another address too: the booking's own ceiling is reached.
    const sixth = await call(server.app, PAY, paymentBody(booking), { ip: randomIp() });

    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      code: 429,
      message: 'Too many cards were declined. Please try again in 60 minutes.',
    });
    expect(authorizeCalls(booking.uniqueCode)).toHaveLength(callsBefore);
    await expectUntouched(booking);

    // The same address on other bookings: five more declines fill its own ceiling of ten.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await decline(await quoted(), ip)).status).toBe(400);
    }
    const other = await quoted();
    const fromTheAddress = await call(server.app, PAY, paymentBody(other), { ip });
    expect(fromTheAddress.status).toBe(429);
    await expectUntouched(other);

    // Cards that were held count for nothing: one address pays for eleven bookings.
    const payer = randomIp();
    for (let attempt = 0; attempt < 11; attempt += 1) {
      expect((await call(server.app, PAY, paymentBody(await quoted()), { ip: payer })).status).toBe(
        200,
      );
    }
  });

  it('lets at most five of ten declined cards sent at once on one booking reach the gateway', async () => {
    const booking = await quoted();
    const cards = Array.from({ length: 10 }, () =>
      call(server.app, PAY, paymentBody(booking, { paymentMethodId: 'pm_card_chargeDeclined' }), {
        ip: randomIp(),
      }),
    );

    const statuses = (await Promise.all(cards)).map((answer) => answer.status).sort();

    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    expect(authorizeCalls(booking.uniqueCode)).toHaveLength(5);
    await expectUntouched(booking);
  });

  it('refuses the payment when no cleaner of the city is free any more at that time', async () => {
    const db = server.database.db;
    // Winnipeg has one cleaner; an open paid job in the same window already needs them.
    const hours = nextSlot();
    await createBooking(db, {
      status: 'authorized',
      city: 'Winnipeg',
      startsInHours: hours,
      now: clock(),
    });
    const booking = await quoted({ city: 'Winnipeg', startsInHours: hours });
    const callsBefore = gateway.calls.length;

    const answer = await pay(server.app, booking);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 400,
      message: 'No cleaner is free in Winnipeg at that time any more. Please choose another time.',
    });
    expect(gateway.calls.length).toBe(callsBefore);
    await expectUntouched(booking);
  });

  it('sends no confirmation mail when the card is declined', async () => {
    const db = server.database.db;
    const email = await insertLeadCustomer(db);
    const booking = await quoted({ customerEmail: email });

    await pay(server.app, booking, { paymentMethodId: 'pm_card_chargeDeclined' });

    const [row] = await db.select({ n: count() }).from(outbox).where(eq(outbox.toAddress, email));
    expect(row?.n).toBe(0);
    const [tokens] = await db
      .select({ n: count() })
      .from(accountTokens)
      .innerJoin(users, eq(users.id, accountTokens.userId))
      .where(eq(users.email, email));
    expect(tokens?.n).toBe(0);
    expect(await customerIdOf(db, email)).toBe(booking.customerId);
  });
});
