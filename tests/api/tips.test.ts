import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueBookingLink } from '#server/db/shared-queries/booking-links.ts';
import {
  bookings,
  bookingTips,
  cardAuthentications,
  notifications,
  outbox,
  reviews,
} from '#server/db/schema.ts';
import { authorizeDueBookings } from '#server/payments/scheduled-authorizations.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { priceWithTaxes } from '#server/quote/index.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  logIn,
  manualClock,
  newActiveCustomer,
} from '../support/accounts.ts';
import { createBooking, serviceWithSlug } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Tips to the cleaner (issue 42, decision 119): after completion, for 14 days, a charge of its
 * own on the card used (never merged into the service's capture), untaxed, all the cleaner's.
 */

const COMPLETE = '/api/contractor/complete_booking';
const OFFER = '/api/customer/booking/tip';
const ADD = '/api/customer/booking/tip/add';
const LINK_OFFER = '/api/booking-link/tip';
const LINK_ADD = '/api/booking-link/tip/add';
const CLEANER_TIPS = '/api/contractor/tips';
const REVIEW = '/api/review/add_review';
const PUBLIC_URL = 'http://localhost:5173';
const DAY_MS = 24 * 60 * 60 * 1000;

type Offer = {
  eState: 'open' | 'tipped' | 'closed';
  vCleanerFirstName: string;
  fPriceBeforeTax: number;
  options: { iPercent: number; iAmountCents: number; fAmount: number }[];
  iMinCents: number;
  iMaxCents: number;
  dUntil: string;
  tip: { fAmount: number; iAmountCents: number; dTippedOn: string } | null;
  vClientSecret?: string;
};

type CleanerTips = {
  fTotal: number;
  iCount: number;
  tips: { fAmount: number; vCustomerFirstName: string; dTippedOn: string }[];
};

// 15:00 UTC on 22 November 2026: 8:00AM in Edmonton, 10:00AM in Toronto.
const clock = manualClock(new Date('2026-11-22T15:00:00Z'));
const gateway = testGateway(clock);

let server: TestApp;
let customerCookie: string;

beforeAll(async () => {
  server = await startTestApp({ clock, payments: gateway });
  customerCookie = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
});
afterAll(() => server.close());

type Job = Awaited<ReturnType<typeof completedJob>>;

/**
 * A cleaning in Toronto (HST 13 %) priced as the quote prices it, held on the test gateway with
 * the card given, and completed by its cleaner: the service is captured.
 */
async function completedJob(options: { card?: string; complete?: boolean } = {}) {
  const db = server.database.db;
  const cleaner = await newContractor(server.app, db, {
    city: 'Toronto',
    fullName: 'Maria Santos',
    logIn: true,
  });
  const job = await createBooking(db, {
    status: 'inProgress',
    city: 'Toronto',
    now: clock(),
    startedMinutesAgo: 200,
    estimatedMinutes: 180,
    contractorEmail: cleaner.email,
  });
  const service = await serviceWithSlug(db, 'deep-cleaning');
  const price = await priceWithTaxes(db, {
    provinceCode: 'ON',
    serviceSlug: service.slug,
    date: job.localDate ?? '',
    estimatedMinutes: job.estimatedMinutes ?? 0,
    hourlyRateCents: job.hourlyRateCents ?? 0,
    discountCents: 0,
  });
  const card = options.card ?? 'pm_card_visa';
  const hold = await gateway.authorize({
    amountCents: price.totalCents,
    paymentMethodId: 'pm_card_visa',
    idempotencyKey: `booking-${job.uniqueCode}-authorize`,
    description: job.bookingNo,
    customerEmail: job.email,
  });
  await db
    .update(bookings)
    .set({
      subtotalCents: price.subtotalCents,
      discountCents: 0,
      taxCents: price.taxCents,
      taxName: price.taxName,
      totalCents: price.totalCents,
      postalCode: 'M5V 2T6',
      paymentStatus: 'authorized',
      paymentMethodId: card,
      gatewayPaymentId: hold.paymentId,
      authorizedAt: clock(),
      authorizationExpiresAt: hold.expiresAt,
    })
    .where(eq(bookings.id, job.id));
  if (options.complete !== false) {
    const done = await call(
      server.app,
      COMPLETE,
      { iBookingId: job.id },
      { cookie: cleaner.cookie },
    );
    expect(done.status).toBe(200);
  }
  const [row] = await db.select().from(bookings).where(eq(bookings.id, job.id));
  if (!row) throw new Error('booking vanished');
  return { booking: row, cleaner, holdId: hold.paymentId, price };
}

function offer(job: Job, cookie = customerCookie) {
  return call<Offer>(server.app, OFFER, { iBookingId: job.booking.id }, { cookie });
}

function tip(job: Job, amount: unknown, cookie = customerCookie) {
  return call<Offer>(
    server.app,
    ADD,
    { iBookingId: job.booking.id, iAmountCents: amount },
    { cookie },
  );
}

async function linkTo(bookingId: number): Promise<string> {
  const url = await issueBookingLink(server.database.db, bookingId, PUBLIC_URL);
  return url.slice(`${PUBLIC_URL}/booking-link/`.length);
}

async function tipRows(bookingId: number) {
  return server.database.db.select().from(bookingTips).where(eq(bookingTips.bookingId, bookingId));
}

/** The gateway's charges for the booking's tip: what the card was charged apart from the service. */
function tipCharges(job: Job) {
  return gateway.calls.filter(
    (made) =>
      made.operation === 'chargeSavedCard' &&
      made.idempotencyKey === `booking-${job.booking.uniqueCode}-tip`,
  );
}

async function tipMails(email: string, bookingNo: string) {
  return server.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), like(outbox.subject, `%tip receipt%${bookingNo}%`)));
}

async function bookingRow(id: number) {
  const [row] = await server.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

describe('the tip panel', () => {
  it('offers 10, 15 and 20 % of the price before tax as amounts, from $1 up to that price', async () => {
    const job = await completedJob();
    const answer = await offer(job);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const base = job.price.totalCents - job.price.taxCents;
    expect(job.price.taxCents).toBeGreaterThan(0);
    expect(answer.body.data).toEqual({
      eState: 'open',
      vCleanerFirstName: 'Maria',
      fPriceBeforeTax: base / 100,
      options: [10, 15, 20].map((percent) => ({
        iPercent: percent,
        iAmountCents: Math.round((base * percent) / 100),
        fAmount: Math.round((base * percent) / 100) / 100,
      })),
      iMinCents: 100,
      iMaxCents: base,
      dUntil: '2026-12-06',
      tip: null,
    });
  });

  it('answers 409 before the cleaning is completed', async () => {
    const job = await completedJob({ complete: false });
    const answer = await offer(job);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('You can add a tip once the cleaning is completed.');
  });

  it('is open through the booking link too, and a wrong token is 404', async () => {
    const job = await completedJob();
    const token = await linkTo(job.booking.id);
    const answer = await call<Offer>(server.app, LINK_OFFER, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.eState).toBe('open');
    const wrong = await call(server.app, LINK_OFFER, { token: `${token.slice(0, -4)}AAAA` });
    expect(wrong.status).toBe(404);
  });
});

describe('adding a tip', () => {
  it('charges the tip apart from the service, exactly its amount, untaxed, and tells both', async () => {
    const job = await completedJob();
    const before = await bookingRow(job.booking.id);
    const answer = await tip(job, 1800);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Thank you! Your tip of $18.00 goes to Maria in full.');
    expect(answer.body.data?.eState).toBe('tipped');
    expect(answer.body.data?.tip).toEqual({
      fAmount: 18,
      iAmountCents: 1800,
      dTippedOn: '2026-11-22',
    });

    // The service's capture is as it was: the whole total, on its own hold.
    expect(gateway.holdOf(job.holdId)).toMatchObject({
      state: 'captured',
      capturedCents: job.price.totalCents,
    });
    // One charge of its own, of exactly the tip.
    expect(tipCharges(job)).toHaveLength(1);
    const [row] = await tipRows(job.booking.id);
    expect(row).toMatchObject({
      amountCents: 1800,
      contractorId: job.booking.contractorId,
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(gateway.holdOf(row!.gatewayPaymentId)).toMatchObject({
      state: 'captured',
      amountCents: 1800,
      capturedCents: 1800,
    });
    expect(row!.gatewayPaymentId).not.toBe(job.holdId);
    // No tax on it: the booking's money is untouched.
    const after = await bookingRow(job.booking.id);
    expect({
      total: after.totalCents,
      tax: after.taxCents,
      status: after.paymentStatus,
    }).toEqual({ total: before.totalCents, tax: before.taxCents, status: 'captured' });

    // The tip receipt: its own e-mail, its own line, no tax, all of it the cleaner's.
    const [mail] = await tipMails(job.booking.email, job.booking.bookingNo);
    expect(mail?.textBody).toContain('Tip for Maria (not taxable): $18.00');
    expect(mail?.textBody).toContain('Tax: none.');
    expect(mail?.textBody).toContain('Total charged: $18.00');
    expect(mail?.textBody).toContain('Charged to Visa ending in 4242 on November 22, 2026');
    expect(mail?.textBody).toContain('100% of the tip goes to Maria');

    // The cleaner is told: the amount and the customer's first name.
    const notices = await server.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.contractorId, job.booking.contractorId!),
          eq(notifications.title, 'You received a tip'),
        ),
      );
    expect(notices.map((notice) => notice.message)).toEqual([
      `Amelia tipped you $18.00 for booking ${job.booking.bookingNo}. All of it is yours.`,
    ]);
  });

  it('works through the booking link as for a signed-in customer', async () => {
    const job = await completedJob();
    const token = await linkTo(job.booking.id);
    const answer = await call<Offer>(server.app, LINK_ADD, { token, iAmountCents: 2500 });
    expect(answer.status).toBe(200);
    expect((await tipRows(job.booking.id)).map((row) => row.amountCents)).toEqual([2500]);
  });

  it('is one tip: the same amount again answers it without a second charge, another is 409', async () => {
    const job = await completedJob();
    const [first, second] = await Promise.all([tip(job, 1500), tip(job, 1500)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const other = await tip(job, 2000);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(
      'You have already added a tip of $15.00 for this cleaning. Thank you!',
    );
    expect(tipCharges(job)).toHaveLength(1);
    expect((await tipRows(job.booking.id)).map((row) => row.amountCents)).toEqual([1500]);
    expect(await tipMails(job.booking.email, job.booking.bookingNo)).toHaveLength(1);
  });

  it.each([
    ['zero', 0, 'A tip must be at least $1.00.'],
    ['negative', -500, 'A tip must be at least $1.00.'],
    ['under a dollar', 99, 'A tip must be at least $1.00.'],
  ])('refuses a %s amount with a clear message and charges nothing', async (_, amount, message) => {
    const job = await completedJob();
    const answer = await tip(job, amount);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await tipRows(job.booking.id)).toEqual([]);
    expect(tipCharges(job)).toHaveLength(0);
  });

  it('refuses more than the price before tax, saying the most', async () => {
    const job = await completedJob();
    const base = job.price.totalCents - job.price.taxCents;
    expect((await tip(job, base)).status).toBe(200);
    const other = await completedJob();
    for (const amount of [base + 1, 1e12]) {
      const answer = await tip(other, amount);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        `A tip can be at most $${(base / 100).toFixed(2)}, the price of the cleaning before tax.`,
      );
    }
    expect(await tipRows(other.booking.id)).toEqual([]);
  });

  it.each([
    ['a fraction of a cent', 1250.5],
    ['a text', '18.00'],
    ['nothing', null],
  ])('refuses %s as the amount (400) and charges nothing', async (_, amount) => {
    const job = await completedJob();
    const answer = await tip(job, amount);
    expect(answer.status).toBe(400);
    expect(answer.body.message).not.toBe('');
    expect(await tipRows(job.booking.id)).toEqual([]);
    expect(tipCharges(job)).toHaveLength(0);
  });

  it('is refused before the cleaning is completed (409), charging nothing', async () => {
    const job = await completedJob({ complete: false });
    const answer = await tip(job, 1000);
    expect(answer.status).toBe(409);
    expect(await tipRows(job.booking.id)).toEqual([]);
  });

  it('is open for 14 days after completion and closed after (409, the panel closed)', async () => {
    const early = await completedJob();
    const late = await completedJob();
    clock.advance(14 * DAY_MS - 60_000);
    customerCookie = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
    expect((await tip(early, 1000)).status).toBe(200);
    clock.advance(60_000);
    const answer = await tip(late, 1000);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'Tips for this cleaning could be added until December 6, 2026.',
    );
    expect(await tipRows(late.booking.id)).toEqual([]);
    expect((await offer(late)).body.data?.eState).toBe('closed');
    // The tip given stays shown.
    expect((await offer(early)).body.data?.eState).toBe('tipped');
    clock.advance(-14 * DAY_MS);
    customerCookie = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
  });

  it('says the bank’s refusal of a declined card, and writes nothing', async () => {
    const job = await completedJob({ card: 'pm_card_chargeCustomerFail' });
    const answer = await tip(job, 1000);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Your card was declined.');
    expect(await tipRows(job.booking.id)).toEqual([]);
    expect(await tipMails(job.booking.email, job.booking.bookingNo)).toHaveLength(0);
  });

  it('answers in French for a French caller', async () => {
    const job = await completedJob({ complete: false });
    const answer = await call(
      server.app,
      ADD,
      { iBookingId: job.booking.id, iAmountCents: 1000 },
      { cookie: customerCookie, headers: { 'accept-language': 'fr-CA' } },
    );
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'Vous pourrez laisser un pourboire une fois le ménage terminé.',
    );
  });
});

describe('who may tip', () => {
  it('answers 404 to another customer, 403 to a cleaner, 401 to anyone signed out', async () => {
    const job = await completedJob();
    const other = await newActiveCustomer(server.app, server.database.db);
    const otherCookie = (await logIn(server.app, other.email, other.password)).cookie;
    expect((await offer(job, otherCookie)).status).toBe(404);
    expect((await tip(job, 1000, otherCookie)).status).toBe(404);
    expect((await tip(job, 1000, job.cleaner.cookie)).status).toBe(403);
    const anonymous = await call(server.app, ADD, {
      iBookingId: job.booking.id,
      iAmountCents: 1000,
    });
    expect(anonymous.status).toBe(401);
    expect((await call(server.app, OFFER, { iBookingId: job.booking.id })).status).toBe(401);
    expect(await tipRows(job.booking.id)).toEqual([]);
  });

  it('answers 404 to a wrong or unknown link token, charging nothing', async () => {
    const job = await completedJob();
    const token = await linkTo(job.booking.id);
    for (const wrong of [
      `${token.slice(0, -4)}AAAA`,
      'q3Jx0v3m1yS2bq1Wb8aL0dZl3Ff6cGk9tR4uYp7hN2E',
    ]) {
      const answer = await call(server.app, LINK_ADD, { token: wrong, iAmountCents: 1000 });
      expect(answer.status).toBe(404);
    }
    expect(await tipRows(job.booking.id)).toEqual([]);
  });
});

describe('rating and tip never depend on each other', () => {
  it('takes a tip with no review, and a review after the tip; or a review first, then a tip', async () => {
    const first = await completedJob();
    expect((await tip(first, 1200)).status).toBe(200);
    const review = {
      iServiceId: first.booking.serviceId,
      iBookingId: first.booking.id,
      iRating: 2,
      tDescription: 'The cleaner came on time; the kitchen and bathrooms were done with care.',
    };
    expect((await call(server.app, REVIEW, review, { cookie: customerCookie })).status).toBe(201);

    const second = await completedJob();
    const secondReview = {
      ...review,
      iServiceId: second.booking.serviceId,
      iBookingId: second.booking.id,
      tDescription: 'Floors gleaming, grout scrubbed and the oven spotless; I would book again.',
    };
    expect((await call(server.app, REVIEW, secondReview, { cookie: customerCookie })).status).toBe(
      201,
    );
    expect((await tip(second, 1200)).status).toBe(200);
    const [reviewed] = await server.database.db
      .select({ n: count() })
      .from(reviews)
      .where(eq(reviews.bookingId, second.booking.id));
    expect(reviewed?.n).toBe(1);
  });
});

describe("the cleaner's tips", () => {
  it('lists each tip with its amount and the customer’s first name only, and the total', async () => {
    const job = await completedJob();
    expect((await tip(job, 2200)).status).toBe(200);
    const answer = await call<CleanerTips>(
      server.app,
      CLEANER_TIPS,
      {},
      {
        cookie: job.cleaner.cookie,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      fTotal: 22,
      iCount: 1,
      tips: [{ fAmount: 22, vCustomerFirstName: 'Amelia', dTippedOn: '2026-11-22' }],
    });
    expect(JSON.stringify(answer.body)).not.toContain('Tremblay');
    expect(JSON.stringify(answer.body)).not.toContain(job.booking.email);
  });

  it('shows a cleaner none of another cleaner’s tips; 403 to a customer, 401 signed out', async () => {
    const other = await newContractor(server.app, server.database.db, { logIn: true });
    const answer = await call<CleanerTips>(server.app, CLEANER_TIPS, {}, { cookie: other.cookie });
    expect(answer.body.data).toEqual({ fTotal: 0, iCount: 0, tips: [] });
    expect((await call(server.app, CLEANER_TIPS, {}, { cookie: customerCookie })).status).toBe(403);
    expect((await call(server.app, CLEANER_TIPS, {})).status).toBe(401);
  });
});

/*
 * A card whose bank asks for its check (3-D Secure, decision 131): the customer is at the panel,
 * so the charge waits for their answer, nothing charged, and the same request with
 * bAuthenticated finishes it.
 */
describe('a tip whose card asks for the bank’s check', () => {
  const CHECKED_CARD = 'pm_card_authenticationRequired';

  function finish(job: Job, amount: unknown, cookie = customerCookie) {
    return call<Offer>(
      server.app,
      ADD,
      { iBookingId: job.booking.id, iAmountCents: amount, bAuthenticated: true },
      { cookie },
    );
  }

  /**
   * Every charge the gateway made for the booking apart from the service's hold: the tip's
   * intents (each check of the booking) that hold or took money.
   */
  async function chargesBesidesService(job: Job) {
    const intents = new Set((await checks(job.booking.id)).map((check) => check.gatewayIntentId));
    return gateway
      .allHolds()
      .filter((held) => intents.has(held.paymentId) && held.paymentId !== job.holdId);
  }

  async function checks(bookingId: number) {
    return server.database.db
      .select()
      .from(cardAuthentications)
      .where(eq(cardAuthentications.bookingId, bookingId));
  }

  async function cleanerTotal(job: Job) {
    const answer = await call<CleanerTips>(
      server.app,
      CLEANER_TIPS,
      {},
      { cookie: job.cleaner.cookie },
    );
    return answer.body.data;
  }

  it('waits for the check, nothing charged, then charges exactly the tip once it is approved', async () => {
    const job = await completedJob({ card: CHECKED_CARD });
    const asked = await tip(job, 1800);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(
      'Your bank wants to confirm this tip of $18.00. Nothing is charged until it does.',
    );
    const secret = asked.body.data?.vClientSecret;
    expect(secret).toMatch(/_secret_/);
    expect(asked.body.data?.eState).toBe('open');
    expect(asked.body.data?.tip).toBeNull();
    // Pending: no tip, nothing charged, nothing the cleaner sees, no receipt.
    expect(await tipRows(job.booking.id)).toEqual([]);
    expect(await chargesBesidesService(job)).toEqual([]);
    expect(await cleanerTotal(job)).toEqual({ fTotal: 0, iCount: 0, tips: [] });
    expect(await tipMails(job.booking.email, job.booking.bookingNo)).toHaveLength(0);
    expect((await offer(job)).body.data?.eState).toBe('open');
    expect((await checks(job.booking.id)).map((check) => [check.purpose, check.status])).toEqual([
      ['tip', 'waiting'],
    ]);
    // A double press before answering gets the same check back.
    expect((await tip(job, 1800)).body.data?.vClientSecret).toBe(secret);
    expect(await checks(job.booking.id)).toHaveLength(1);

    expect(gateway.authenticate(secret!, 'approve')).toBe(true);
    const [done, again] = await Promise.all([finish(job, 1800), finish(job, 1800)]);
    expect([done.status, again.status]).toEqual([200, 200]);
    expect(done.body.message).toBe('Thank you! Your tip of $18.00 goes to Maria in full.');
    expect(done.body.data?.eState).toBe('tipped');
    expect(done.body.data?.vClientSecret).toBeUndefined();
    expect(done.body.data?.tip?.iAmountCents).toBe(1800);

    // Ledger-style: the service's capture untouched, exactly one other charge of exactly the tip.
    expect(gateway.holdOf(job.holdId)).toMatchObject({
      state: 'captured',
      capturedCents: job.price.totalCents,
    });
    const charged = await chargesBesidesService(job);
    expect(charged.map((held) => [held.state, held.amountCents, held.capturedCents])).toEqual([
      ['captured', 1800, 1800],
    ]);
    const rows = await tipRows(job.booking.id);
    expect(rows.map((row) => [row.amountCents, row.gatewayPaymentId])).toEqual([
      [1800, charged[0]!.paymentId],
    ]);
    expect((await checks(job.booking.id)).map((check) => check.status)).toEqual(['succeeded']);
    expect(await cleanerTotal(job)).toMatchObject({ fTotal: 18, iCount: 1 });
    expect(await tipMails(job.booking.email, job.booking.bookingNo)).toHaveLength(1);

    // Finishing again charges nothing more.
    const third = await finish(job, 1800);
    expect(third.status).toBe(200);
    expect(third.body.data?.eState).toBe('tipped');
    expect(await chargesBesidesService(job)).toHaveLength(1);
    expect(await tipRows(job.booking.id)).toHaveLength(1);
  });

  it('charges nothing when the check fails or is left, and another amount may follow', async () => {
    const job = await completedJob({ card: CHECKED_CARD });
    const first = await tip(job, 1500);
    expect(gateway.authenticate(first.body.data!.vClientSecret!, 'fail')).toBe(true);
    const failed = await finish(job, 1500);
    expect(failed.status).toBe(400);
    expect(failed.body.message).not.toBe('');
    expect(await tipRows(job.booking.id)).toEqual([]);
    expect(await chargesBesidesService(job)).toEqual([]);
    expect(await cleanerTotal(job)).toEqual({ fTotal: 0, iCount: 0, tips: [] });
    expect((await offer(job)).body.data?.eState).toBe('open');

    // The same amount again is a new check (a new attempt at the gateway); left unanswered, it ends.
    const second = await tip(job, 1500);
    expect(second.body.data?.vClientSecret).not.toBe(first.body.data?.vClientSecret);
    const left = await finish(job, 1500);
    expect(left.status).toBe(400);
    expect(await chargesBesidesService(job)).toEqual([]);

    // A third try with another amount; one waiting for a fourth amount is cancelled by it.
    const waiting = await tip(job, 3000);
    const third = await tip(job, 2000);
    expect(
      gateway
        .authentications()
        .find((each) => each.id === waiting.body.data!.vClientSecret!.split('_secret_')[0])?.state,
    ).toBe('cancelled');
    expect(gateway.authenticate(third.body.data!.vClientSecret!, 'approve')).toBe(true);
    expect((await finish(job, 3000)).status).toBe(409);
    const done = await finish(job, 2000);
    expect(done.status).toBe(200);
    expect((await chargesBesidesService(job)).map((held) => held.capturedCents)).toEqual([2000]);
    expect((await tipRows(job.booking.id)).map((row) => row.amountCents)).toEqual([2000]);
    expect((await checks(job.booking.id)).map((check) => check.status).sort()).toEqual([
      'abandoned',
      'failed',
      'failed',
      'succeeded',
    ]);
    expect(
      gateway.calls
        .filter((made) => made.operation === 'chargeSavedCard')
        .map((made) => made.idempotencyKey)
        .filter((key) => key?.startsWith(`booking-${job.booking.uniqueCode}-tip`)),
    ).toEqual([
      `booking-${job.booking.uniqueCode}-tip`,
      `booking-${job.booking.uniqueCode}-tip-2`,
      `booking-${job.booking.uniqueCode}-tip-3`,
      `booking-${job.booking.uniqueCode}-tip-4`,
    ]);
  });

  it('cancels a check left unanswered for over 30 minutes, charging nothing', async () => {
    const job = await completedJob({ card: CHECKED_CARD });
    const asked = await tip(job, 1300);
    const intentId = asked.body.data!.vClientSecret!.split('_secret_')[0];
    clock.advance(31 * 60_000);
    const report = await authorizeDueBookings(server.app.appContext, clock());
    expect(report.abandoned).toContain(job.booking.id);
    expect((await checks(job.booking.id)).map((check) => check.status)).toEqual(['abandoned']);
    expect(gateway.authentications().find((each) => each.id === intentId)?.state).toBe('cancelled');
    expect(gateway.authenticate(asked.body.data!.vClientSecret!, 'approve')).toBe(false);
    expect((await finish(job, 1300)).status).toBe(409);
    expect(await tipRows(job.booking.id)).toEqual([]);
    expect(await chargesBesidesService(job)).toEqual([]);
    clock.advance(-31 * 60_000);
    customerCookie = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
  });

  it('works through the booking link as for a signed-in customer', async () => {
    const job = await completedJob({ card: CHECKED_CARD });
    const token = await linkTo(job.booking.id);
    const asked = await call<Offer>(server.app, LINK_ADD, { token, iAmountCents: 2500 });
    expect(asked.status).toBe(200);
    gateway.authenticate(asked.body.data!.vClientSecret!, 'approve');
    const done = await call<Offer>(server.app, LINK_ADD, {
      token,
      iAmountCents: 2500,
      bAuthenticated: true,
    });
    expect(done.status).toBe(200);
    expect(done.body.data?.eState).toBe('tipped');
    expect((await tipRows(job.booking.id)).map((row) => row.amountCents)).toEqual([2500]);
  });

  it('answers 409 when no check waits, 400 to a malformed flag, charging nothing', async () => {
    const job = await completedJob({ card: CHECKED_CARD });
    const none = await finish(job, 1000);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(
      'No bank check is waiting for a tip of $10.00 on this booking. Please choose your tip again.',
    );
    const asked = await tip(job, 1000);
    gateway.authenticate(asked.body.data!.vClientSecret!, 'approve');
    for (const flag of ['yes', 1, null]) {
      const bad = await call(
        server.app,
        ADD,
        { iBookingId: job.booking.id, iAmountCents: 1000, bAuthenticated: flag },
        { cookie: customerCookie },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.message).not.toBe('');
    }
    expect((await finish(job, 99)).status).toBe(400);
    expect(await tipRows(job.booking.id)).toEqual([]);
    expect(await chargesBesidesService(job)).toEqual([]);
  });

  it('answers 404 to another customer finishing it, 401 signed out, and the tip still waits', async () => {
    const job = await completedJob({ card: CHECKED_CARD });
    const asked = await tip(job, 1200);
    gateway.authenticate(asked.body.data!.vClientSecret!, 'approve');
    const other = await newActiveCustomer(server.app, server.database.db);
    const otherCookie = (await logIn(server.app, other.email, other.password)).cookie;
    expect((await finish(job, 1200, otherCookie)).status).toBe(404);
    expect((await finish(job, 1200, job.cleaner.cookie)).status).toBe(403);
    const anonymous = await call(server.app, ADD, {
      iBookingId: job.booking.id,
      iAmountCents: 1200,
      bAuthenticated: true,
    });
    expect(anonymous.status).toBe(401);
    const wrongLink = await call(server.app, LINK_ADD, {
      token: 'q3Jx0v3m1yS2bq1Wb8aL0dZl3Ff6cGk9tR4uYp7hN2E',
      iAmountCents: 1200,
      bAuthenticated: true,
    });
    expect(wrongLink.status).toBe(404);
    expect(await tipRows(job.booking.id)).toEqual([]);
    expect(await chargesBesidesService(job)).toEqual([]);
    expect((await finish(job, 1200)).status).toBe(200);
    expect((await chargesBesidesService(job)).map((held) => held.capturedCents)).toEqual([1200]);
  });
});
