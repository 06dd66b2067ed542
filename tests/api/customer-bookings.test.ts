import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRefunds, bookings, notifications, operators, outbox } from '#server/db/schema.ts';
import { PaymentUnavailable, type PaymentGateway } from '#server/payments/gateway.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { NO_ACCESS_NOTES } from '#shared/access-notes.ts';
import {
  call,
  demoContractorEmail,
  latestMail,
  logIn,
  manualClock,
  newActiveCustomer,
  type CallOptions,
} from '../support/accounts.ts';
import { contractorIdOf, createBooking, type BookingFixture } from '../support/bookings.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { dateInWords } from '#server/payments/payment-messages.ts';
import { bookingIdOfLink } from '#server/db/shared-queries/booking-links.ts';

type Job = {
  iBookingId: number;
  vBookingNo: string;
  eStatus: string;
  ePaymentStatus: string;
  contractor: { vFullName: string; vImage: string } | null;
  bReviewed: boolean;
} & Record<string, unknown>;

type Customer = { cookie: string; id: number; email: string };

const GET_ALL = '/api/customer/get_all_data';
const CANCEL = '/api/customer/cancel_booking';
const DASHBOARD = '/api/customer/dashboard';

const LOGIN_REQUIRED = 'Please log in to continue.';
const ONLY_CUSTOMERS = 'This is only for customers.';
const NOT_FOUND = 'Booking not found.';
const CANNOT_CANCEL = 'This booking can no longer be cancelled.';
const EDMONTON_CLEANER = demoContractorEmail('Edmonton');

const clock = manualClock();
const gateway = testGateway(clock);
/** Set while a test models Stripe being unreachable for releases. */
let releaseOutage = false;
const payments: PaymentGateway = {
  ...gateway,
  release: (request) => {
    if (releaseOutage) return Promise.reject(new PaymentUnavailable());
    return gateway.release(request);
  },
};
let server: TestApp;
let contractorCookie: string;
let edmontonCleanerId: number;

beforeAll(async () => {
  server = await startTestApp({ clock, payments });
  contractorCookie = (await logIn(server.app, EDMONTON_CLEANER)).cookie;
  edmontonCleanerId = await contractorIdOf(server.database.db, EDMONTON_CLEANER);
});
afterAll(() => server.close());

function post<Data = unknown>(url: string, body: unknown, options: CallOptions = {}) {
  return call<Data>(server.app, url, body, options);
}

async function customer(): Promise<Customer> {
  const session = await newActiveCustomer(server.app, server.database.db);
  const id = session.data.iCustomerId;
  if (id === undefined) throw new Error('the new customer has no customer id');
  return { cookie: session.cookie, id, email: session.email };
}

let slot = 0;
/** A booking of `owner`; each starts 6 hours after the previous, so one cleaner can hold them all. */
function bookingOf(owner: Customer, fixture: BookingFixture = {}) {
  slot += 1;
  return createBooking(server.database.db, {
    customerEmail: owner.email,
    now: clock(),
    startsInHours: 24 + slot * 6,
    ...fixture,
  });
}

/** A live card hold on the test gateway, as the payment step leaves it. */
async function holdFor(owner: Customer, amountCents = 15750) {
  const hold = await gateway.authorize({
    amountCents,
    paymentMethodId: 'pm_card_visa',
    idempotencyKey: `test-hold-${owner.id}-${slot}-${Date.now()}`,
    description: 'MapleShine cleaning',
    customerEmail: owner.email,
  });
  return hold.paymentId;
}

async function bookingRow(bookingId: number) {
  const rows = await server.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return rows[0];
}

function notificationsAbout(bookingId: number) {
  return server.database.db
    .select({
      recipient: notifications.recipient,
      customerId: notifications.customerId,
      contractorId: notifications.contractorId,
      title: notifications.title,
      message: notifications.message,
    })
    .from(notifications)
    .where(eq(notifications.bookingId, bookingId))
    .orderBy(notifications.id);
}

function releasesOf(uniqueCode: string) {
  return gateway.calls.filter(
    (entry) =>
      entry.operation === 'release' && entry.idempotencyKey === `booking-${uniqueCode}-release`,
  );
}

function mailsTo(address: string) {
  return server.database.db.select().from(outbox).where(eq(outbox.toAddress, address));
}

describe('/api/customer/get_all_data', () => {
  it("answers the caller's confirmed upcoming bookings soonest first, leaving out drafts, unpaid quotes and other customers' bookings", async () => {
    const owner = await customer();
    const someoneElse = await customer();
    await bookingOf(owner, { status: 'quoted' });
    await bookingOf(owner, { status: 'draft' });
    const authorized = await bookingOf(owner, { status: 'authorized' });
    await bookingOf(someoneElse, { status: 'authorized' });
    const assigned = await bookingOf(owner, {
      status: 'assigned',
      contractorEmail: EDMONTON_CLEANER,
    });

    const { status, body } = await post<Job[]>(GET_ALL, {}, { cookie: owner.cookie });

    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.message).toBe('Success.');
    expect(body.data!.map((job) => job.iBookingId)).toEqual([authorized.id, assigned.id]);
    expect(body.data!.map((job) => job.eStatus)).toEqual(['authorized', 'assigned']);
  });

  it('answers each booking with the fields of a job, prices in dollars and times in the city', async () => {
    const owner = await customer();
    const booking = await bookingOf(owner, {
      status: 'assigned',
      contractorEmail: EDMONTON_CLEANER,
      startsInHours: 999,
    });

    const { status, body } = await post<Job[]>(GET_ALL, {}, { cookie: owner.cookie });

    expect(status).toBe(200);
    // 2026-11-22 15:00 UTC + 999 h = 2027-01-03 06:00 UTC, 00:00 in Edmonton (UTC−6 all year
    // since 2026: decision 137).
    expect(body.data).toEqual([
      {
        iBookingId: booking.id,
        vBookingNo: booking.bookingNo,
        eStatus: 'assigned',
        ePaymentStatus: 'authorized',
        vDate: '2027-01-03',
        vFrom: '12:00AM',
        vUntill: '3:00AM',
        vFullName: 'Amelia Tremblay',
        vEmail: owner.email,
        vMobile: '7805550142',
        vAddress: '10150 Jasper Ave NW',
        vUnit: '',
        city: { iCityId: booking.cityId, vCity: 'Edmonton', vTimeZone: 'America/Edmonton' },
        service: { iServiceId: booking.serviceId, vServiceName: 'Deep Cleaning' },
        vResidence: 'House',
        iBedrooms: 2,
        iBathrooms: 1,
        estimatedHour: 3,
        // 3 hours at $50.00 = $150.00, GST 5% = $7.50.
        vTotalPrice: '157.50',
        vTax: '7.50',
        vTaxName: 'GST',
        vDiscount: '0.00',
        vExtras: ['Inside Oven'],
        accessNotes: NO_ACCESS_NOTES,
        customer: { vFullName: 'Chloé Martin', vImage: '' },
        contractor: { vFullName: 'Marie Leblanc', vImage: expect.any(String) },
        bReviewed: false,
      },
    ]);
  });

  it('answers an empty list to a customer who has no bookings yet', async () => {
    const owner = await customer();
    await bookingOf(owner, { status: 'draft' });
    const { status, body } = await post(GET_ALL, {}, { cookie: owner.cookie });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, message: 'Success.', data: [], vNextCursor: null });
  });

  it("accepts iCustomerId when it is the caller's own id", async () => {
    const owner = await customer();
    const booking = await bookingOf(owner, { status: 'authorized' });
    const { status, body } = await post<Job[]>(
      GET_ALL,
      { iCustomerId: owner.id },
      { cookie: owner.cookie },
    );
    expect(status).toBe(200);
    expect(body.data!.map((job) => job.iBookingId)).toEqual([booking.id]);
  });

  it('refuses another customer\'s id with 403 "You can only see your own bookings."', async () => {
    const owner = await customer();
    const someoneElse = await customer();
    await bookingOf(someoneElse, { status: 'authorized' });
    const { status, body } = await post(
      GET_ALL,
      { iCustomerId: someoneElse.id },
      { cookie: owner.cookie },
    );
    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, message: 'You can only see your own bookings.' });
  });

  it('answers 400 for an iCustomerId that is not a whole number', async () => {
    const owner = await customer();
    const { status, body } = await post(GET_ALL, { iCustomerId: '1' }, { cookie: owner.cookie });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: '`iCustomerId` must be an integer.' });
  });

  it('answers 400 for an unknown field', async () => {
    const owner = await customer();
    const { status, body } = await post(GET_ALL, { iUserId: 1 }, { cookie: owner.cookie });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'Unknown field `iUserId`.' });
  });

  it('answers 401 without a session', async () => {
    const { status, body } = await post(GET_ALL, {});
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, message: LOGIN_REQUIRED });
  });

  it('refuses a contractor with 403 "This is only for customers."', async () => {
    const { status, body } = await post(GET_ALL, {}, { cookie: contractorCookie });
    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, message: ONLY_CUSTOMERS });
  });
});

describe('/api/customer/cancel_booking', () => {
  it('cancels an authorized booking, releases the card hold and tells the customer', async () => {
    const owner = await customer();
    const paymentId = await holdFor(owner);
    const booking = await bookingOf(owner, { status: 'authorized', gatewayPaymentId: paymentId });

    const { status, body } = await post<Job>(
      CANCEL,
      { iBookingId: booking.id },
      { cookie: owner.cookie },
    );

    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.message).toBe('Booking cancelled.');
    expect(body.data).toMatchObject({
      iBookingId: booking.id,
      vBookingNo: booking.bookingNo,
      eStatus: 'cancelled',
      ePaymentStatus: 'released',
      vTotalPrice: '157.50',
      contractor: null,
    });
    expect(await bookingRow(booking.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'released',
      cancelledAt: clock(),
      gatewayPaymentId: paymentId,
    });
    expect(gateway.holdOf(paymentId)?.state).toBe('released');
    expect(releasesOf(booking.uniqueCode)).toHaveLength(1);
    expect(await notificationsAbout(booking.id)).toEqual([
      {
        recipient: 'Customer',
        customerId: owner.id,
        contractorId: null,
        title: 'Booking cancelled',
        message: `Your booking ${booking.bookingNo} is cancelled. The hold of $157.50 on your card has been released.`,
      },
    ]);
    const mail = await latestMail(server.database.db, owner.email);
    expect(mail?.subject).toBe(`Your MapleShine booking ${booking.bookingNo} is cancelled`);
    // Issue 40: the e-mail says who cancelled, shows the time window and links to the booking.
    const link = /See your booking: (\S+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
    expect(await bookingIdOfLink(server.database.db, link.split('/').at(-1) ?? '')).toBe(
      booking.id,
    );
    expect(mail?.textBody).toBe(`Hi Amelia Tremblay,

Your booking ${booking.bookingNo} (Deep Cleaning on ${dateInWords(booking.localDate ?? '')}, ${String(body.data!.vFrom)}–${String(body.data!.vUntill)}) is cancelled. You cancelled it.

The hold of $157.50 on your card has been released; you will not be charged for this booking.

See your booking: ${link}

MapleShine`);
  });

  it('cancels an assigned booking, frees the cleaner and tells the cleaner too', async () => {
    const owner = await customer();
    const paymentId = await holdFor(owner);
    const booking = await bookingOf(owner, {
      status: 'assigned',
      contractorEmail: EDMONTON_CLEANER,
      gatewayPaymentId: paymentId,
    });

    const { status, body } = await post<Job>(
      CANCEL,
      { iBookingId: booking.id },
      { cookie: owner.cookie },
    );

    expect(status).toBe(200);
    expect(body.message).toBe('Booking cancelled.');
    expect(body.data).toMatchObject({
      eStatus: 'cancelled',
      ePaymentStatus: 'released',
      contractor: { vFullName: 'Marie Leblanc' },
    });
    expect(await bookingRow(booking.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'released',
      contractorId: edmontonCleanerId,
    });
    expect(gateway.holdOf(paymentId)?.state).toBe('released');
    const when = `Deep Cleaning on ${dateInWords(booking.localDate ?? '')} at ${String(body.data!.vFrom)}`;
    expect(await notificationsAbout(booking.id)).toEqual([
      {
        recipient: 'Contractor',
        customerId: null,
        contractorId: edmontonCleanerId,
        title: 'Job cancelled',
        message: `The customer cancelled job ${booking.bookingNo} (${when}). That time is free again.`,
      },
      {
        recipient: 'Customer',
        customerId: owner.id,
        contractorId: null,
        title: 'Booking cancelled',
        message: `Your booking ${booking.bookingNo} is cancelled. The hold of $${String(body.data!.vTotalPrice)} on your card has been released.`,
      },
    ]);

    // The freed time can be taken by the same cleaner again.
    const sameTime = await createBooking(server.database.db, {
      customerEmail: owner.email,
      now: clock(),
      startsInHours: (booking.startsAt!.getTime() - clock().getTime()) / 3_600_000,
      status: 'assigned',
      contractorEmail: EDMONTON_CLEANER,
    });
    expect(sameTime.startsAt).toEqual(booking.startsAt);
  });

  it('cancels a booking whose card was only saved, marking the payment released without a gateway call', async () => {
    const owner = await customer();
    const booking = await bookingOf(owner, {
      status: 'authorized',
      paymentStatus: 'cardSaved',
      gatewayPaymentId: null,
    });
    const releasesBefore = gateway.calls.filter((entry) => entry.operation === 'release').length;

    const { status, body } = await post<Job>(
      CANCEL,
      { iBookingId: booking.id },
      { cookie: owner.cookie },
    );

    expect(status).toBe(200);
    expect(body.data).toMatchObject({ eStatus: 'cancelled', ePaymentStatus: 'released' });
    expect(await bookingRow(booking.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'released',
    });
    expect(await notificationsAbout(booking.id)).toEqual([
      expect.objectContaining({
        title: 'Booking cancelled',
        message: `Your booking ${booking.bookingNo} is cancelled. Your card will not be charged.`,
      }),
    ]);
    const mail = await latestMail(server.database.db, owner.email);
    expect(mail?.textBody).toContain('Your saved card will not be charged for this booking.');
    expect(gateway.calls.filter((entry) => entry.operation === 'release')).toHaveLength(
      releasesBefore,
    );
  });

  it('leaves the booking and its hold as they were when the gateway cannot release the hold, and a retry cancels it', async () => {
    const owner = await customer();
    const paymentId = await holdFor(owner);
    const booking = await bookingOf(owner, { status: 'authorized', gatewayPaymentId: paymentId });

    releaseOutage = true;
    const failed = await post(CANCEL, { iBookingId: booking.id }, { cookie: owner.cookie }).finally(
      () => {
        releaseOutage = false;
      },
    );

    expect(failed.status).toBe(400);
    expect(failed.body).toEqual({
      code: 400,
      message:
        'We could not release the hold on your card right now, so the booking is not cancelled yet. Please try again.',
    });
    expect(await bookingRow(booking.id)).toEqual(booking);
    expect(gateway.holdOf(paymentId)?.state).toBe('held');
    expect(await notificationsAbout(booking.id)).toEqual([]);
    expect(await mailsTo(owner.email)).toHaveLength(1); // only the activation e-mail

    const retried = await post(CANCEL, { iBookingId: booking.id }, { cookie: owner.cookie });
    expect(retried.status).toBe(200);
    expect(gateway.holdOf(paymentId)?.state).toBe('released');
    expect(await bookingRow(booking.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'released',
    });
  });

  it('cancels a quoted booking that was never paid, and the e-mail says nothing was charged', async () => {
    const owner = await customer();
    const booking = await bookingOf(owner, { status: 'quoted' });

    const { status, body } = await post<Job>(
      CANCEL,
      { iBookingId: booking.id },
      { cookie: owner.cookie },
    );

    expect(status).toBe(200);
    expect(body.data).toMatchObject({ eStatus: 'cancelled', ePaymentStatus: 'none' });
    expect(await bookingRow(booking.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'none',
      cancelledAt: clock(),
    });
    expect(releasesOf(booking.uniqueCode)).toHaveLength(0);
    expect(await notificationsAbout(booking.id)).toEqual([
      expect.objectContaining({
        title: 'Booking cancelled',
        message: `Your booking ${booking.bookingNo} is cancelled.`,
      }),
    ]);
    const mail = await latestMail(server.database.db, owner.email);
    expect(mail?.textBody).toContain('Nothing was charged for this booking.');
  });

  it('cancels a draft booking, which has no details yet', async () => {
    const owner = await customer();
    const booking = await bookingOf(owner, { status: 'draft' });
    const { status, body } = await post<Job>(
      CANCEL,
      { iBookingId: booking.id },
      { cookie: owner.cookie },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ eStatus: 'cancelled' });
    expect((await bookingRow(booking.id))?.status).toBe('cancelled');
  });

  it('refuses a booking whose cleaning has started with 409, keeping the hold and the booking', async () => {
    const owner = await customer();
    const paymentId = await holdFor(owner);
    const booking = await bookingOf(owner, {
      status: 'inProgress',
      contractorEmail: EDMONTON_CLEANER,
      gatewayPaymentId: paymentId,
    });

    const { status, body } = await post(
      CANCEL,
      { iBookingId: booking.id },
      { cookie: owner.cookie },
    );

    expect(status).toBe(409);
    expect(body).toEqual({ code: 409, message: CANNOT_CANCEL });
    expect(await bookingRow(booking.id)).toEqual(booking);
    expect(gateway.holdOf(paymentId)?.state).toBe('held');
    expect(releasesOf(booking.uniqueCode)).toHaveLength(0);
    expect(await notificationsAbout(booking.id)).toEqual([]);
    expect(await mailsTo(owner.email)).toHaveLength(1); // only the activation e-mail
  });

  it('refuses a completed booking with 409', async () => {
    const owner = await customer();
    const booking = await bookingOf(owner, {
      status: 'completed',
      contractorEmail: EDMONTON_CLEANER,
    });
    const { status, body } = await post(
      CANCEL,
      { iBookingId: booking.id },
      { cookie: owner.cookie },
    );
    expect(status).toBe(409);
    expect(body).toEqual({ code: 409, message: CANNOT_CANCEL });
    expect(await bookingRow(booking.id)).toEqual(booking);
  });

  it('refuses to cancel the same booking twice, releasing the hold only once', async () => {
    const owner = await customer();
    const paymentId = await holdFor(owner);
    const booking = await bookingOf(owner, { status: 'authorized', gatewayPaymentId: paymentId });
    const first = await post(CANCEL, { iBookingId: booking.id }, { cookie: owner.cookie });
    expect(first.status).toBe(200);
    const afterFirst = await bookingRow(booking.id);

    const { status, body } = await post(
      CANCEL,
      { iBookingId: booking.id },
      { cookie: owner.cookie },
    );

    expect(status).toBe(409);
    expect(body).toEqual({ code: 409, message: CANNOT_CANCEL });
    expect(await bookingRow(booking.id)).toEqual(afterFirst);
    expect(releasesOf(booking.uniqueCode)).toHaveLength(1);
    expect(await notificationsAbout(booking.id)).toHaveLength(1);
    expect(await mailsTo(owner.email)).toHaveLength(2); // activation and one cancellation
  });

  it('answers 404 "Booking not found." for another customer\'s booking and leaves it as it was', async () => {
    const owner = await customer();
    const someoneElse = await customer();
    const paymentId = await holdFor(someoneElse);
    const booking = await bookingOf(someoneElse, {
      status: 'authorized',
      gatewayPaymentId: paymentId,
    });

    const { status, body } = await post(
      CANCEL,
      { iBookingId: booking.id },
      { cookie: owner.cookie },
    );

    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: NOT_FOUND });
    expect(await bookingRow(booking.id)).toEqual(booking);
    expect(gateway.holdOf(paymentId)?.state).toBe('held');
    expect(await notificationsAbout(booking.id)).toEqual([]);
  });

  it('answers 404 for a booking that does not exist', async () => {
    const owner = await customer();
    const { status, body } = await post(CANCEL, { iBookingId: 987_654 }, { cookie: owner.cookie });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: NOT_FOUND });
  });

  it.each([
    [{}, '`iBookingId` is required.'],
    [{ iBookingId: 0 }, '`iBookingId` must be at least 1.'],
    [{ iBookingId: '12' }, '`iBookingId` must be an integer.'],
    [{ iBookingId: 12, vReason: 'changed plans' }, 'Unknown field `vReason`.'],
  ])('answers 400 for %j', async (payload, message) => {
    const owner = await customer();
    const booking = await bookingOf(owner, { status: 'authorized' });
    const { status, body } = await post(CANCEL, payload, { cookie: owner.cookie });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message });
    expect(await bookingRow(booking.id)).toEqual(booking);
  });

  it('answers 401 without a session and changes nothing', async () => {
    const owner = await customer();
    const booking = await bookingOf(owner, { status: 'authorized' });
    const { status, body } = await post(CANCEL, { iBookingId: booking.id });
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, message: LOGIN_REQUIRED });
    expect(await bookingRow(booking.id)).toEqual(booking);
  });

  it('refuses the assigned cleaner with 403 "This is only for customers." and changes nothing', async () => {
    const owner = await customer();
    const booking = await bookingOf(owner, {
      status: 'assigned',
      contractorEmail: EDMONTON_CLEANER,
    });
    const { status, body } = await post(
      CANCEL,
      { iBookingId: booking.id },
      { cookie: contractorCookie },
    );
    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, message: ONLY_CUSTOMERS });
    expect(await bookingRow(booking.id)).toEqual(booking);
  });
});

describe('/api/customer/dashboard', () => {
  it('counts upcoming, completed and cancelled bookings and the dollars charged', async () => {
    const owner = await customer();
    const someoneElse = await customer();
    await bookingOf(owner, { status: 'draft' });
    await bookingOf(owner, { status: 'quoted' });
    await bookingOf(owner, { status: 'authorized' });
    await bookingOf(owner, { status: 'assigned', contractorEmail: EDMONTON_CLEANER });
    await bookingOf(owner, { status: 'inProgress', contractorEmail: EDMONTON_CLEANER });
    // $157.50 and $210.00 charged.
    await bookingOf(owner, { status: 'completed', contractorEmail: EDMONTON_CLEANER });
    await bookingOf(owner, {
      status: 'completed',
      contractorEmail: EDMONTON_CLEANER,
      estimatedMinutes: 240,
    });
    // Completed, but the charge did not go through: not money spent.
    await bookingOf(owner, {
      status: 'completed',
      contractorEmail: EDMONTON_CLEANER,
      paymentStatus: 'failed',
    });
    await bookingOf(owner, { status: 'cancelled', paymentStatus: 'released' });
    await bookingOf(someoneElse, { status: 'completed', contractorEmail: EDMONTON_CLEANER });

    const { status, body } = await post(DASHBOARD, {}, { cookie: owner.cookie });

    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      message: 'Success.',
      data: {
        iUpcomingBookings: 3,
        iCompletedBookings: 3,
        iCancelledBookings: 1,
        fTotalSpent: 367.5,
      },
    });
  });

  it('counts what the customer kept paying for after a refund: the charge less what came back', async () => {
    const owner = await customer();
    const [operator] = await server.database.db.select({ id: operators.id }).from(operators);
    if (!operator) throw new Error('no operator seeded');
    const refund = (bookingId: number, amountCents: number) =>
      server.database.db.insert(bookingRefunds).values({
        bookingId,
        amountCents,
        gatewayRefundId: `re_test_${bookingId}`,
        reason: 'The bathroom was missed.',
        operatorId: operator.id,
      });
    // $157.50 charged, $100.00 of it refunded: $57.50 spent.
    const partly = await bookingOf(owner, {
      status: 'completed',
      contractorEmail: EDMONTON_CLEANER,
      paymentStatus: 'partlyRefunded',
    });
    await refund(partly.id, 10_000);
    // $210.00 charged and all of it refunded: nothing spent.
    const whole = await bookingOf(owner, {
      status: 'completed',
      contractorEmail: EDMONTON_CLEANER,
      estimatedMinutes: 240,
      paymentStatus: 'refunded',
    });
    await refund(whole.id, 21_000);

    const { body } = await post(DASHBOARD, {}, { cookie: owner.cookie });

    expect(body.data).toEqual({
      iUpcomingBookings: 0,
      iCompletedBookings: 2,
      iCancelledBookings: 0,
      fTotalSpent: 57.5,
    });
  });

  it('answers zeros to a customer without bookings', async () => {
    const owner = await customer();
    const { status, body } = await post(DASHBOARD, {}, { cookie: owner.cookie });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      iUpcomingBookings: 0,
      iCompletedBookings: 0,
      iCancelledBookings: 0,
      fTotalSpent: 0,
    });
  });

  it('counts a booking the customer just cancelled', async () => {
    const owner = await customer();
    const booking = await bookingOf(owner, { status: 'authorized' });
    await post(CANCEL, { iBookingId: booking.id }, { cookie: owner.cookie });
    const { body } = await post(DASHBOARD, {}, { cookie: owner.cookie });
    expect(body.data).toMatchObject({ iUpcomingBookings: 0, iCancelledBookings: 1 });
  });

  it('answers 400 for an unknown field', async () => {
    const owner = await customer();
    const { status, body } = await post(DASHBOARD, { iCustomerId: 1 }, { cookie: owner.cookie });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'Unknown field `iCustomerId`.' });
  });

  it('answers 401 without a session', async () => {
    const { status, body } = await post(DASHBOARD, {});
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, message: LOGIN_REQUIRED });
  });

  it('refuses a contractor with 403 "This is only for customers."', async () => {
    const { status, body } = await post(DASHBOARD, {}, { cookie: contractorCookie });
    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, message: ONLY_CUSTOMERS });
  });
});

// PGlite runs one transaction at a time, so only a real PostgreSQL can show a race.
describe.runIf(process.env.TEST_DATABASE_URL)('cancelling at once on PostgreSQL', () => {
  it('of 5 cancels of one booking at once, one succeeds, 4 get 409 and the hold is released once', async () => {
    const owner = await customer();
    const paymentId = await holdFor(owner);
    const booking = await bookingOf(owner, { status: 'authorized', gatewayPaymentId: paymentId });

    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(CANCEL, { iBookingId: booking.id }, { cookie: owner.cookie }),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(answer.body).toEqual({ code: 409, message: CANNOT_CANCEL });
    }
    expect(releasesOf(booking.uniqueCode)).toHaveLength(1);
    expect(await notificationsAbout(booking.id)).toHaveLength(1);
    expect(await mailsTo(owner.email)).toHaveLength(2);
  });
});
