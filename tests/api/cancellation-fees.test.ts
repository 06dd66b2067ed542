import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingCancellationFees,
  bookings,
  cancellationPolicies,
  notifications,
} from '#server/db/schema.ts';
import { issueBookingLink } from '#server/db/shared-queries/booking-links.ts';
import { PaymentUnavailable, type PaymentGateway } from '#server/payments/gateway.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { FIRST_CANCELLATION_POLICY } from '#shared/cancellation-policy.ts';
import { formatMomentIn, plainSpaces } from '#shared/i18n/format.ts';
import {
  call,
  demoContractorEmail,
  latestMail,
  logIn,
  newActiveCustomer,
  type CallOptions,
} from '../support/accounts.ts';
import { createBooking, type BookingFixture } from '../support/bookings.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Cancellation with a fee known in advance (issue 42, decision 117): the quote at the tier edges
 * (24 h and 2 h before the start, one second either side) in four zones and on both
 * daylight-saving days, the fee taken exactly as shown (part of the hold, the rest released; or
 * the saved card), a changed fee refused with nothing changed, and who may ask.
 */

type Quote = {
  kind: 'free' | 'fee' | 'closed';
  why: string | null;
  feeCents: number;
  feeTaxCents: number;
  taxName: string;
  changesAt: string | null;
  changesAtText: string | null;
  timeZone: string;
  policyVersion: number | null;
};

const QUOTE = '/api/customer/cancellation_quote';
const CANCEL = '/api/customer/cancel_booking';
const LINK_QUOTE = '/api/booking-link/cancellation_quote';
const LINK_CANCEL = '/api/booking-link/cancel';
const ADMIN_CANCEL = '/api/admin/bookings/cancel';
const PUBLIC_URL = 'https://mapleshine.example';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

let now = new Date('2026-11-22T15:00:00Z').getTime();
const clock = () => new Date(now);
const setClock = (instant: Date | number) => {
  now = typeof instant === 'number' ? instant : instant.getTime();
};
const gateway = testGateway(clock);
let captureOutage = false;
const payments: PaymentGateway = {
  ...gateway,
  capture: (request) =>
    captureOutage ? Promise.reject(new PaymentUnavailable()) : gateway.capture(request),
};
let server: TestApp;
let owner: { cookie: string; email: string; password: string };
let stranger: { cookie: string; email: string; password: string };

beforeAll(async () => {
  server = await startTestApp({ clock, payments, publicUrl: PUBLIC_URL });
  const first = await newActiveCustomer(server.app, server.database.db);
  owner = { cookie: first.cookie, email: first.email, password: first.password };
  const second = await newActiveCustomer(server.app, server.database.db);
  stranger = { cookie: second.cookie, email: second.email, password: second.password };
});
afterAll(() => server.close());

function post<Data = unknown>(url: string, body: unknown, options: CallOptions = {}) {
  return call<Data>(server.app, url, body, options);
}

/**
 * A call of a signed-in customer's; a session ended by the days the clock jumped is signed in
 * again, as the customer would.
 */
async function as<Data>(
  who: { cookie: string; email: string; password: string },
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const answer = await post<Data>(url, body, { cookie: who.cookie, headers });
  if (answer.status !== 401) return answer;
  who.cookie = (await logIn(server.app, who.email, who.password)).cookie;
  return post<Data>(url, body, { cookie: who.cookie, headers });
}

const asOwner = <Data = Quote>(url: string, body: unknown) => as<Data>(owner, url, body);

let day = 0;
/**
 * An assigned booking of the owner's confirmed under policy 1 a week ago, with a live hold of its
 * total on the test gateway (which lasts 7 days); each starts 5 hours after the last, between 1
 * and 6 days ahead, so one cleaner per city holds them all.
 */
async function confirmedBooking(
  fixture: BookingFixture & { hold?: 'live' | 'savedCard' | 'none'; policy?: number | null } = {},
) {
  day += 1;
  const row = await createBooking(server.database.db, {
    status: 'assigned',
    customerEmail: owner.email,
    startsInHours: 30 + day * 5,
    now: clock(),
    ...fixture,
  });
  const set: Partial<typeof bookings.$inferInsert> = {
    cancellationPolicyVersion: fixture.policy === undefined ? 1 : fixture.policy,
    confirmedAt: new Date(now - 7 * 24 * HOUR),
  };
  const hold = fixture.hold ?? 'live';
  if (hold === 'live') {
    const placed = await gateway.authorize({
      amountCents: row.totalCents ?? 0,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: `booking-${row.uniqueCode}`,
      description: row.bookingNo,
      customerEmail: row.email,
    });
    Object.assign(set, {
      paymentStatus: 'authorized',
      gatewayPaymentId: placed.paymentId,
    });
  } else if (hold === 'savedCard') {
    Object.assign(set, {
      paymentStatus: 'cardSaved',
      paymentMethodId: 'pm_card_visa',
      gatewayPaymentId: null,
    });
  }
  const [updated] = await server.database.db
    .update(bookings)
    .set(set)
    .where(eq(bookings.id, row.id))
    .returning();
  return updated!;
}

/** Moves a booking's start (and its end with it) to an exact instant. */
async function startAt(bookingId: number, startsAt: Date) {
  const [row] = await server.database.db
    .update(bookings)
    .set({
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * HOUR),
      blockedUntil: new Date(startsAt.getTime() + 4 * HOUR),
    })
    .where(eq(bookings.id, bookingId))
    .returning();
  return row!;
}

async function rowOf(id: number) {
  const [row] = await server.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

async function feeRowsOf(bookingId: number) {
  return server.database.db
    .select()
    .from(bookingCancellationFees)
    .where(eq(bookingCancellationFees.bookingId, bookingId));
}

/** One hour of the booking's cleaner's pay, and half its price before tax: the two tiers' fees. */
function feesOf(row: typeof bookings.$inferSelect) {
  const hourly = ((row.contractorPayCents ?? 0) * 60) / (row.estimatedMinutes ?? 1);
  const taxable = (row.subtotalCents ?? 0) - row.discountCents;
  const taxOf = (fee: number) =>
    Math.round((fee * (row.taxCents ?? 0)) / (taxable + (row.taxCents ?? 0)));
  const firstTier = Math.round(hourly);
  const secondTier = Math.round(taxable / 2);
  return {
    firstTier,
    firstTierTax: taxOf(firstTier),
    secondTier,
    secondTierTax: taxOf(secondTier),
  };
}

async function quoteAt(bookingId: number, instant: number) {
  setClock(instant);
  const answer = await asOwner(QUOTE, { iBookingId: bookingId });
  expect(answer.status).toBe(200);
  return answer.body.data!;
}

const zones = [
  ['Lower Mainland', 'America/Vancouver'],
  ['Edmonton', 'America/Edmonton'],
  ['Winnipeg', 'America/Winnipeg'],
  ['Toronto', 'America/Toronto'],
] as const;

describe.each(zones)('the tier edges for a cleaning in %s', (city, timeZone) => {
  it('is free until 24 hours before, one hour of pay from then, half the price from 2 hours before', async () => {
    setClock(new Date('2026-11-22T15:00:00Z'));
    const row = await confirmedBooking({ city });
    const start = row.startsAt!.getTime();
    const fees = feesOf(row);

    expect(await quoteAt(row.id, start - 24 * HOUR - SECOND)).toEqual({
      kind: 'free',
      why: 'earlyEnough',
      feeCents: 0,
      feeTaxCents: 0,
      taxName: 'GST',
      changesAt: new Date(start - 24 * HOUR).toISOString(),
      // The moment written by the server on the address's clock (decision 129).
      changesAtText: formatMomentIn(new Date(start - 24 * HOUR), timeZone, 'en-CA'),
      timeZone,
      policyVersion: 1,
    });
    for (const instant of [
      start - 24 * HOUR,
      start - 24 * HOUR + SECOND,
      start - 2 * HOUR - SECOND,
    ]) {
      expect(await quoteAt(row.id, instant)).toMatchObject({
        kind: 'fee',
        feeCents: fees.firstTier,
        feeTaxCents: fees.firstTierTax,
        changesAt: new Date(start - 2 * HOUR).toISOString(),
        timeZone,
      });
    }
    for (const instant of [start - 2 * HOUR, start - 2 * HOUR + SECOND]) {
      expect(await quoteAt(row.id, instant)).toMatchObject({
        kind: 'fee',
        feeCents: fees.secondTier,
        feeTaxCents: fees.secondTierTax,
        changesAt: new Date(start).toISOString(),
      });
    }
  });

  it('charges the first tier’s fee one second before 2 hours, exactly as shown', async () => {
    setClock(new Date('2026-11-22T15:00:00Z'));
    const row = await confirmedBooking({ city });
    const fees = feesOf(row);
    setClock(row.startsAt!.getTime() - 2 * HOUR - SECOND);

    const answer = await asOwner(CANCEL, { iBookingId: row.id, iFeeCents: fees.firstTier });

    expect(answer.status).toBe(200);
    expect(gateway.holdOf(row.gatewayPaymentId!)).toMatchObject({
      state: 'captured',
      capturedCents: fees.firstTier,
    });
  });
});

describe('the tier edges on a daylight-saving day', () => {
  const days = [
    // Clocks spring forward at 2:00 on 8 March 2026: 24 h before 9:00 EDT is 8:00 EST.
    ['Toronto', 'spring forward', '2026-03-08T09:00:00-04:00', '2026-03-07T08:00:00-05:00'],
    // Clocks fall back at 2:00 on 1 November 2026 in Ontario (Alberta, which fell back here
    // before, keeps UTC−6 since 2026: decision 137): 24 h before 9:00 EST is 10:00 EDT.
    ['Toronto', 'fall back', '2026-11-01T09:00:00-05:00', '2026-10-31T10:00:00-04:00'],
  ] as const;

  it.each(days)(
    'counts 24 elapsed hours in %s across the %s',
    async (city, _change, startIso, dayBeforeIso) => {
      setClock(new Date(new Date(startIso).getTime() - 10 * 24 * HOUR));
      const created = await confirmedBooking({ city });
      const row = await startAt(created.id, new Date(startIso));
      const start = row.startsAt!.getTime();
      const feeFrom = new Date(dayBeforeIso).getTime();
      expect(feeFrom).toBe(start - 24 * HOUR);

      expect(await quoteAt(row.id, feeFrom - SECOND)).toMatchObject({
        kind: 'free',
        changesAt: new Date(feeFrom).toISOString(),
      });
      expect(await quoteAt(row.id, feeFrom)).toMatchObject({ kind: 'fee' });
      expect(await quoteAt(row.id, feeFrom + SECOND)).toMatchObject({ kind: 'fee' });
      const fees = feesOf(row);
      expect(await quoteAt(row.id, start - 2 * HOUR - SECOND)).toMatchObject({
        feeCents: fees.firstTier,
      });
      expect(await quoteAt(row.id, start - 2 * HOUR)).toMatchObject({ feeCents: fees.secondTier });
      expect(await quoteAt(row.id, start - 2 * HOUR + SECOND)).toMatchObject({
        feeCents: fees.secondTier,
      });
    },
  );
});

describe('cancelling inside a fee tier', () => {
  it('takes exactly the fee shown from the hold, releases the rest, records it for the cleaner and says so', async () => {
    setClock(new Date('2026-11-22T15:00:00Z'));
    const row = await confirmedBooking();
    const fees = feesOf(row);
    setClock(row.startsAt!.getTime() - 5 * HOUR);
    const quote = (await asOwner(QUOTE, { iBookingId: row.id })).body.data!;
    expect(quote.feeCents).toBe(fees.firstTier);

    const answer = await asOwner(CANCEL, { iBookingId: row.id, iFeeCents: quote.feeCents });

    expect(answer.status).toBe(200);
    const hold = gateway.holdOf(row.gatewayPaymentId!);
    expect(hold).toMatchObject({ state: 'captured', capturedCents: fees.firstTier });
    expect(hold!.amountCents - hold!.capturedCents).toBe((row.totalCents ?? 0) - fees.firstTier);
    expect(await rowOf(row.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'released' });
    expect(await feeRowsOf(row.id)).toEqual([
      expect.objectContaining({
        amountCents: fees.firstTier,
        taxCents: fees.firstTierTax,
        taxName: 'GST',
        cleanerCents: fees.firstTier,
        contractorId: row.contractorId,
        policyVersion: 1,
        takenFrom: 'hold',
        gatewayPaymentId: row.gatewayPaymentId,
      }),
    ]);
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    const mail = await latestMail(server.database.db, owner.email);
    expect(mail?.textBody).toContain(
      `A cancellation fee of ${dollars(fees.firstTier)} was taken from the hold on your card; it includes GST of ${dollars(fees.firstTierTax)}. The rest of the hold has been released. The whole fee goes to your cleaner.`,
    );
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, row.id));
    expect(told.map((notice) => notice.title)).toContain('Job cancelled: the fee is yours');
    expect(
      told.find((notice) => notice.title === 'Job cancelled: the fee is yours')?.message,
    ).toContain(`the cancellation fee of ${dollars(fees.firstTier)} is paid to you in full`);
  });

  it('refuses a fee other than the server’s with 409 and the new fee, and changes nothing', async () => {
    setClock(new Date('2026-11-22T15:00:00Z'));
    const row = await confirmedBooking();
    const fees = feesOf(row);
    // Shown one second before the 2-hour edge; confirmed one second after it.
    setClock(row.startsAt!.getTime() - 2 * HOUR + SECOND);
    const calls = gateway.calls.length;

    for (const body of [
      { iBookingId: row.id, iFeeCents: fees.firstTier },
      { iBookingId: row.id },
    ]) {
      const answer = await asOwner(CANCEL, body);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toContain(
        `The cancellation fee is now $${(fees.secondTier / 100).toFixed(2)}`,
      );
    }
    expect(gateway.calls.length).toBe(calls);
    expect(await rowOf(row.id)).toEqual(row);
    expect(await feeRowsOf(row.id)).toEqual([]);
    expect(gateway.holdOf(row.gatewayPaymentId!)).toMatchObject({ state: 'held' });
  });

  it('charges a saved card the fee when there is no hold', async () => {
    setClock(new Date('2026-11-22T15:00:00Z'));
    const row = await confirmedBooking({ hold: 'savedCard' });
    const fees = feesOf(row);
    setClock(row.startsAt!.getTime() - HOUR);

    const answer = await asOwner(CANCEL, { iBookingId: row.id, iFeeCents: fees.secondTier });

    expect(answer.status).toBe(200);
    const [fee] = await feeRowsOf(row.id);
    expect(fee).toMatchObject({ amountCents: fees.secondTier, takenFrom: 'savedCard' });
    expect(gateway.holdOf(fee!.gatewayPaymentId)).toMatchObject({
      state: 'captured',
      capturedCents: fees.secondTier,
    });
    const mail = await latestMail(server.database.db, owner.email);
    expect(mail?.textBody).toContain('was charged to your saved card; it includes GST of');
  });

  it('leaves everything as it was when the gateway cannot take the fee', async () => {
    setClock(new Date('2026-11-22T15:00:00Z'));
    const row = await confirmedBooking();
    const fees = feesOf(row);
    setClock(row.startsAt!.getTime() - 3 * HOUR);
    captureOutage = true;
    try {
      const answer = await asOwner(CANCEL, { iBookingId: row.id, iFeeCents: fees.firstTier });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        'We could not take the cancellation fee from your card right now, so the booking is not cancelled yet. Please try again.',
      );
    } finally {
      captureOutage = false;
    }
    expect(await rowOf(row.id)).toEqual(row);
    expect(await feeRowsOf(row.id)).toEqual([]);
    expect(gateway.holdOf(row.gatewayPaymentId!)).toMatchObject({ state: 'held' });
  });

  it('says the fee in French to a French reader', async () => {
    setClock(new Date('2026-11-22T15:00:00Z'));
    const row = await confirmedBooking();
    setClock(row.startsAt!.getTime() - 2 * HOUR + SECOND);
    const answer = await as(
      owner,
      CANCEL,
      { iBookingId: row.id, iFeeCents: 1 },
      { 'x-mapleshine-locale': 'fr-CA' },
    );
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^Les frais d’annulation sont maintenant de /);
  });
});

describe('a booking moved later', () => {
  it('counts its tiers from the earliest start it had: moving never dodges a fee', async () => {
    setClock(new Date('2026-11-22T15:00:00Z'));
    const row = await confirmedBooking();
    const firstStart = row.startsAt!;
    // Moved three days later (decision 121 keeps the earliest start for the fee window).
    const moved = await startAt(row.id, new Date(firstStart.getTime() + 72 * HOUR));
    await server.database.db
      .update(bookings)
      .set({ feeWindowStartsAt: firstStart })
      .where(eq(bookings.id, row.id));
    const fees = feesOf(moved);

    expect(await quoteAt(row.id, firstStart.getTime() - 24 * HOUR - 1000)).toMatchObject({
      kind: 'free',
      changesAt: new Date(firstStart.getTime() - 24 * HOUR).toISOString(),
    });
    expect(await quoteAt(row.id, firstStart.getTime() - 23 * HOUR)).toMatchObject({
      kind: 'fee',
      feeCents: fees.firstTier,
    });
    expect(await quoteAt(row.id, firstStart.getTime() - HOUR)).toMatchObject({
      kind: 'fee',
      feeCents: fees.secondTier,
    });
  });
});

describe('free cancellations', () => {
  it('is free within 10 minutes of booking, even inside a fee tier', async () => {
    setClock(new Date('2026-11-22T15:00:00Z'));
    const row = await confirmedBooking();
    setClock(row.startsAt!.getTime() - 5 * HOUR);
    await server.database.db
      .update(bookings)
      .set({ confirmedAt: new Date(now - 9 * MINUTE) })
      .where(eq(bookings.id, row.id));
    expect((await asOwner(QUOTE, { iBookingId: row.id })).body.data).toMatchObject({
      kind: 'free',
      why: 'justBooked',
      changesAt: new Date(now + MINUTE).toISOString(),
    });
    const answer = await asOwner(CANCEL, { iBookingId: row.id, iFeeCents: 0 });
    expect(answer.status).toBe(200);
    expect(gateway.holdOf(row.gatewayPaymentId!)).toMatchObject({ state: 'released' });
    expect(await feeRowsOf(row.id)).toEqual([]);
  });

  it('is free while no cleaner has accepted', async () => {
    setClock(new Date('2026-11-22T15:00:00Z'));
    const row = await confirmedBooking({ status: 'authorized' });
    setClock(row.startsAt!.getTime() - HOUR);
    expect((await asOwner(QUOTE, { iBookingId: row.id })).body.data).toMatchObject({
      kind: 'free',
      why: 'notAccepted',
      feeCents: 0,
    });
    expect((await asOwner(CANCEL, { iBookingId: row.id })).status).toBe(200);
  });

  it('keeps a booking confirmed before policies existed free of charge', async () => {
    setClock(new Date('2026-11-22T15:00:00Z'));
    const row = await confirmedBooking({ policy: null });
    setClock(row.startsAt!.getTime() - HOUR);
    expect((await asOwner(QUOTE, { iBookingId: row.id })).body.data).toMatchObject({
      kind: 'free',
      why: 'noPolicy',
      policyVersion: null,
    });
  });

  it('keeps a booking’s own policy when a newer one is saved', async () => {
    setClock(new Date('2026-11-22T15:00:00Z'));
    const row = await confirmedBooking();
    await server.database.db.insert(cancellationPolicies).values({
      version: 2,
      rules: {
        freeMinutesAfterBooking: 0,
        tiers: [
          { fromHoursBefore: 72, untilHoursBefore: 0, fee: { kind: 'priceShare', share: 1 } },
        ],
      },
    });
    try {
      setClock(row.startsAt!.getTime() - 48 * HOUR);
      expect((await asOwner(QUOTE, { iBookingId: row.id })).body.data).toMatchObject({
        kind: 'free',
        policyVersion: 1,
      });
    } finally {
      await server.database.db
        .delete(cancellationPolicies)
        .where(eq(cancellationPolicies.version, 2));
    }
  });

  it('is closed once the cleaning has started', async () => {
    setClock(new Date('2026-11-22T15:00:00Z'));
    const row = await createBooking(server.database.db, {
      status: 'inProgress',
      customerEmail: owner.email,
      startedMinutesAgo: 30,
      now: clock(),
      city: 'Ottawa',
    });
    expect((await asOwner(QUOTE, { iBookingId: row.id })).body.data).toMatchObject({
      kind: 'closed',
      feeCents: 0,
    });
  });
});

describe('through the booking’s link', () => {
  it('quotes and cancels with the fee shown, as the signed-in customer does', async () => {
    setClock(new Date('2026-11-22T15:00:00Z'));
    const row = await confirmedBooking();
    const fees = feesOf(row);
    const url = await issueBookingLink(server.database.db, row.id, PUBLIC_URL);
    const token = url.slice(`${PUBLIC_URL}/booking-link/`.length);
    setClock(row.startsAt!.getTime() - 10 * HOUR);

    const quote = await post<Quote>(LINK_QUOTE, { token });
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject({ kind: 'fee', feeCents: fees.firstTier });
    const page = await post<{ cancellation: Quote }>('/api/booking-link', { token });
    expect(page.body.data?.cancellation).toEqual(quote.body.data);

    expect((await post(LINK_CANCEL, { token, iFeeCents: fees.firstTier - 1 })).status).toBe(409);
    const cancelled = await post<{ status: string; moneyText: string }>(LINK_CANCEL, {
      token,
      iFeeCents: fees.firstTier,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      moneyText: `A cancellation fee of $${(fees.firstTier / 100).toFixed(2)} (tax included) was charged.`,
    });
    expect(gateway.holdOf(row.gatewayPaymentId!)).toMatchObject({ capturedCents: fees.firstTier });
  });

  it('opens nothing for a wrong token', async () => {
    for (const token of ['not-a-link', 'Zq3xV9-live_token_of_43_characters_0123456789']) {
      const answer = await post(LINK_QUOTE, { token });
      expect(answer.status).toBe(404);
    }
  });
});

describe('who may ask', () => {
  it('answers 404 to another customer, 403 to a cleaner and 401 to nobody, and cancels nothing', async () => {
    setClock(new Date('2026-11-22T15:00:00Z'));
    const row = await confirmedBooking();
    setClock(row.startsAt!.getTime() - 5 * HOUR);
    const cleaner = await logIn(server.app, demoContractorEmail('Edmonton'));

    expect((await as(stranger, QUOTE, { iBookingId: row.id })).status).toBe(404);
    expect((await as(stranger, CANCEL, { iBookingId: row.id, iFeeCents: 0 })).status).toBe(404);
    expect((await post(QUOTE, { iBookingId: row.id }, { cookie: cleaner.cookie })).status).toBe(
      403,
    );
    expect((await post(QUOTE, { iBookingId: row.id })).status).toBe(401);
    expect(await rowOf(row.id)).toEqual(row);
  });

  it('refuses bad input with a clear message', async () => {
    const answers = [
      await asOwner(QUOTE, {}),
      await asOwner(QUOTE, { iBookingId: 'x' }),
      await asOwner(CANCEL, { iBookingId: 1, iFeeCents: -1 }),
      await asOwner(CANCEL, { iBookingId: 1, iFeeCents: 1.5 }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).not.toBe('');
    }
  });
});

describe('an operator’s cancel', () => {
  it('waives the fee: the hold is released in full and no fee is recorded', async () => {
    setClock(new Date('2026-11-22T15:00:00Z'));
    const row = await confirmedBooking();
    setClock(row.startsAt!.getTime() - 5 * HOUR);
    const operator = await logInAsDemoOperator(server.app);

    const answer = await post(ADMIN_CANCEL, { bookingId: row.id }, { cookie: operator.cookie });

    expect(answer.status).toBe(200);
    expect(gateway.holdOf(row.gatewayPaymentId!)).toMatchObject({
      state: 'released',
      capturedCents: 0,
    });
    expect(await feeRowsOf(row.id)).toEqual([]);
  });
});

it('starts from the first policy, stored as version 1', async () => {
  const rows = await server.database.db.select().from(cancellationPolicies);
  expect(rows).toHaveLength(1);
  const { version, ...rules } = FIRST_CANCELLATION_POLICY;
  expect(rows[0]).toMatchObject({ version, rules });
});

describe('the quote step’s line', () => {
  const TERMS = '/api/cleaning/cancellation_terms';
  const terms = (code: string, locale = 'en-CA') =>
    server.app.inject({
      method: 'POST',
      url: TERMS,
      headers: {
        'content-type': 'application/json',
        vuniquecode: code,
        'x-mapleshine-locale': locale,
      },
      payload: {},
    });

  it('says until when cancelling stays free once a cleaner accepts, in the address’s zone', async () => {
    setClock(new Date('2026-11-22T15:00:00Z'));
    const row = await createBooking(server.database.db, {
      status: 'quoted',
      customerEmail: owner.email,
      startsInHours: 72,
      now: clock(),
      city: 'Winnipeg',
    });
    const answer = await terms(row.uniqueCode);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      freeUntil: new Date(row.startsAt!.getTime() - 24 * HOUR).toISOString(),
      // Written by the server, which placed the start (decision 129); Manitoba keeps UTC−5, CDT,
      // all year since 2026-10-31 (decision 137).
      freeUntilText: 'November 24, 2026 at 10:00AM CDT',
      timeZone: 'America/Winnipeg',
      policyVersion: 1,
    });
    const french = (await terms(row.uniqueCode, 'fr-CA')).json().data.freeUntilText;
    expect(plainSpaces(french)).toBe('24 novembre 2026 à 10 h HAC');

    setClock(row.startsAt!.getTime() - 5 * HOUR);
    expect((await terms(row.uniqueCode)).json().data).toMatchObject({
      freeUntil: null,
      freeUntilText: null,
    });
  });

  it('answers 404 for a code that names no booking and 400 for a malformed one', async () => {
    expect((await terms('bkg_nothing_here')).statusCode).toBe(404);
    expect((await terms('not a code!')).statusCode).toBe(400);
  });
});
