import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, cancellationPolicies, operatorActions } from '#server/db/schema.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { demoOperator } from '#server/db/seed/accounts.ts';
import {
  call,
  demoContractorEmail,
  logIn,
  manualClock,
  newActiveCustomer,
  type CallOptions,
} from '../support/accounts.ts';
import { contractorIdOf, createBooking } from '../support/bookings.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { bookingById, pay } from '../support/payments.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * The console's cancellation-policy editor (issue 42, decision 127): an operator reads the
 * versions and publishes a new one; a refused version writes nothing; only operators may; and a
 * new version reaches only bookings confirmed after it, each quoting its fee by its own version.
 */

type Fee = { kind: 'none' | 'cleanerPay' | 'priceShare'; hours?: number; percent?: number };
type Tier = { fromHoursBefore: number; untilHoursBefore: number; fee: Fee };
type Version = {
  version: number;
  freeMinutesAfterBooking: number;
  tiers: Tier[];
  effectiveAt: string;
  publishedBy: string | null;
};
type Versions = { versions: Version[] };
type Quote = { kind: string; why: string | null; feeCents: number; policyVersion: number | null };

const READ = '/api/admin/cancellation-policy';
const PUBLISH = '/api/admin/cancellation-policy/publish';
const QUOTE = '/api/customer/cancellation_quote';
const HOUR = 60 * 60 * 1000;
const FRENCH = { 'x-mapleshine-locale': 'fr-CA' };

const FIRST_TIERS: Tier[] = [
  { fromHoursBefore: 24, untilHoursBefore: 2, fee: { kind: 'cleanerPay', hours: 1 } },
  { fromHoursBefore: 2, untilHoursBefore: 0, fee: { kind: 'priceShare', percent: 50 } },
];

const clock = manualClock(new Date('2026-11-22T15:00:00Z'));
let server: TestApp;
let operator: string;

beforeAll(async () => {
  server = await startTestApp({ clock, payments: testGateway(clock) });
  operator = (await logInAsDemoOperator(server.app)).cookie;
});
afterAll(() => server.close());

const post = <Data = Versions>(url: string, body: unknown, options: CallOptions = {}) =>
  call<Data>(server.app, url, body, options);
const asOperator = <Data = Versions>(url: string, body: unknown, headers = {}) =>
  post<Data>(url, body, { cookie: operator, headers });

async function written() {
  const db = server.database.db;
  const [policies] = await db.select({ n: count() }).from(cancellationPolicies);
  const [actions] = await db.select({ n: count() }).from(operatorActions);
  return { policies: policies?.n, actions: actions?.n };
}

async function inForce(): Promise<Version> {
  const answer = await asOperator(READ, {});
  expect(answer.status).toBe(200);
  return answer.body.data!.versions[0]!;
}

describe('reading the policy', () => {
  it('answers version 1, set up by its migration, as the one in force', async () => {
    const answer = await asOperator(READ, {});
    expect(answer.status).toBe(200);
    expect(answer.body.data?.versions).toEqual([
      {
        version: 1,
        freeMinutesAfterBooking: 10,
        tiers: FIRST_TIERS,
        effectiveAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string,
        publishedBy: null,
      },
    ]);
  });
});

describe('refusing a version that breaks a rule', () => {
  const tier = (fromHoursBefore: number, untilHoursBefore: number, fee: Fee): Tier => ({
    fromHoursBefore,
    untilHoursBefore,
    fee,
  });
  const cleanerPay = (hours: number): Fee => ({ kind: 'cleanerPay', hours });
  const share = (percent: number): Fee => ({ kind: 'priceShare', percent });
  const refused: [string, Record<string, unknown>, number, string][] = [
    [
      'a tier that ends before it starts',
      { tiers: [tier(2, 24, cleanerPay(1)), tier(24, 0, share(50))] },
      400,
      'Tier 1 must start further from the cleaning than it ends, for example from 24 to 2 hours before the start.',
    ],
    [
      'a gap between tiers',
      { tiers: [tier(48, 24, cleanerPay(1)), tier(12, 0, share(50))] },
      400,
      'Tier 2 must start where tier 1 ends (24 hours before the start), so the tiers run in order with no gap or overlap.',
    ],
    [
      'overlapping tiers',
      { tiers: [tier(24, 2, cleanerPay(1)), tier(6, 0, share(50))] },
      400,
      'Tier 2 must start where tier 1 ends (2 hours before the start), so the tiers run in order with no gap or overlap.',
    ],
    [
      'a last tier ending before the start',
      { tiers: [tier(24, 2, cleanerPay(1))] },
      400,
      'The last tier must end at the start of the cleaning (0 hours before), since cancelling is no longer possible once it starts.',
    ],
    [
      'hours of pay left out',
      { tiers: [tier(24, 0, { kind: 'cleanerPay' })] },
      400,
      'Tier 1 charges hours of the cleaner’s pay: please give how many, from 0.25 to 8.',
    ],
    [
      'hours of pay that are not quarter hours',
      { tiers: [tier(24, 0, cleanerPay(1.1))] },
      400,
      'Tier 1: please give the hours of the cleaner’s pay in quarter hours (0.25, 0.5, 0.75, 1 and so on).',
    ],
    [
      'a percentage left out',
      { tiers: [tier(24, 0, { kind: 'priceShare' })] },
      400,
      'Tier 1 charges a share of the price before tax: please give the percentage, from 1 to 100.',
    ],
    [
      'a percentage on a fee of hours',
      { tiers: [tier(24, 0, { kind: 'cleanerPay', hours: 1, percent: 10 })] },
      400,
      'Tier 1: give hours only for a fee of the cleaner’s pay, a percentage only for a share of the price, and neither for a tier without a fee.',
    ],
    [
      'an amount on a tier without a fee',
      { tiers: [tier(24, 2, { kind: 'none', hours: 1 }), tier(2, 0, share(50))] },
      400,
      'Tier 1: give hours only for a fee of the cleaner’s pay, a percentage only for a share of the price, and neither for a tier without a fee.',
    ],
    [
      'the rules already in force',
      { tiers: FIRST_TIERS },
      400,
      'This is the policy already in force (version 1), so nothing was published.',
    ],
    [
      'a percentage above 100',
      { tiers: [tier(24, 0, share(101))] },
      400,
      '`tiers.0.fee.percent` must be at most 100.',
    ],
    [
      'more than 8 hours of pay',
      { tiers: [tier(24, 0, cleanerPay(9))] },
      400,
      '`tiers.0.fee.hours` must be at most 8.',
    ],
    [
      'a tier starting at the start',
      { tiers: [tier(0, 0, share(50))] },
      400,
      '`tiers.0.fromHoursBefore` must be at least 1.',
    ],
    [
      'a tier farther than a week',
      { tiers: [tier(169, 0, share(50))] },
      400,
      '`tiers.0.fromHoursBefore` must be at most 168.',
    ],
    [
      'a fee of a kind the policy does not have',
      { tiers: [tier(24, 0, { kind: 'flat' } as unknown as Fee)] },
      400,
      '`tiers.0.fee.kind` must be one of: none, cleanerPay, priceShare.',
    ],
    [
      'free minutes above an hour',
      { freeMinutesAfterBooking: 61 },
      400,
      '`freeMinutesAfterBooking` must be at most 60.',
    ],
    [
      'more than five tiers',
      {
        tiers: [
          tier(72, 48, share(10)),
          tier(48, 24, share(20)),
          tier(24, 12, share(30)),
          tier(12, 6, share(40)),
          tier(6, 2, share(50)),
          tier(2, 0, share(60)),
        ],
      },
      400,
      'Please keep to 5 tiers.',
    ],
    [
      'a version edited from an older one',
      { basedOnVersion: 0, tiers: [tier(48, 0, share(20))] },
      409,
      'Another operator published version 1 while you were editing. Nothing was published: please look at the version in force and publish again.',
    ],
  ];

  it.each(refused)(
    'refuses %s with a clear message and writes nothing',
    async (_, change, status, message) => {
      const before = await written();
      const answer = await asOperator(PUBLISH, {
        basedOnVersion: 1,
        freeMinutesAfterBooking: 10,
        tiers: FIRST_TIERS,
        ...change,
      });
      expect(answer.status).toBe(status);
      expect(answer.body.message).toBe(message);
      expect(await written()).toEqual(before);
    },
  );

  it('says the refusal in French to a French console', async () => {
    const answer = await asOperator(
      PUBLISH,
      {
        basedOnVersion: 1,
        freeMinutesAfterBooking: 10,
        tiers: [{ fromHoursBefore: 24, untilHoursBefore: 2, fee: { kind: 'none' } }],
      },
      FRENCH,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Le dernier palier doit se terminer au début du ménage (0\u00a0heure avant), puisqu’on ne peut plus annuler une fois le ménage commencé.',
    );
  });
});

describe('who may read and publish', () => {
  it('refuses a customer, a cleaner and nobody, and publishes nothing', async () => {
    const before = await written();
    const customer = await newActiveCustomer(server.app, server.database.db);
    const cleaner = await logIn(server.app, demoContractorEmail('Edmonton'));
    const body = { basedOnVersion: 1, freeMinutesAfterBooking: 5, tiers: [] };
    for (const url of [READ, PUBLISH]) {
      const payload = url === READ ? {} : body;
      expect((await post(url, payload, { cookie: customer.cookie })).status).toBe(403);
      expect((await post(url, payload, { cookie: cleaner.cookie })).status).toBe(403);
      expect((await post(url, payload)).status).toBe(401);
    }
    expect(await written()).toEqual(before);
  });
});

describe('publishing a new version', () => {
  it('publishes it, audited, and a booking confirmed before keeps its version and fee', async () => {
    const db = server.database.db;
    const customer = await newActiveCustomer(server.app, db);
    const contractorId = await contractorIdOf(db, demoContractorEmail('Edmonton'));

    // Confirmed (paid) under version 1.
    const earlier = await createBooking(db, {
      status: 'quoted',
      customerEmail: customer.email,
      startsInHours: 49,
      now: clock(),
    });
    expect((await pay(server.app, earlier)).status).toBe(200);
    expect((await bookingById(db, earlier.id)).cancellationPolicyVersion).toBe(1);

    const before = await written();
    const rules = {
      freeMinutesAfterBooking: 0,
      tiers: [
        { fromHoursBefore: 48, untilHoursBefore: 0, fee: { kind: 'priceShare', percent: 25 } },
      ],
    };
    const published = await asOperator(PUBLISH, { basedOnVersion: 1, ...rules });
    expect(published.status).toBe(200);
    expect(published.body.message).toBe(
      'Published version 2. It applies to bookings confirmed from now on; bookings already confirmed keep their own version.',
    );
    expect(published.body.data?.versions.map((entry) => entry.version)).toEqual([2, 1]);
    expect(published.body.data?.versions[0]).toEqual({
      version: 2,
      ...rules,
      effectiveAt: clock().toISOString(),
      publishedBy: demoOperator.fullName,
    });
    expect(await inForce()).toEqual(published.body.data?.versions[0]);
    expect(await written()).toEqual({
      policies: (before.policies ?? 0) + 1,
      actions: (before.actions ?? 0) + 1,
    });
    const [audit] = await db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.subjectId, 'cancellation_policy'));
    expect(audit).toMatchObject({
      action: 'setting.save',
      subjectType: 'setting',
      before: { version: 1, freeMinutesAfterBooking: 10 },
      after: {
        version: 2,
        freeMinutesAfterBooking: 0,
        tiers: [
          { fromHoursBefore: 48, untilHoursBefore: 0, fee: { kind: 'priceShare', share: 0.25 } },
        ],
      },
    });

    // Confirmed under version 2, starting four hours later the same day.
    const later = await createBooking(db, {
      status: 'quoted',
      customerEmail: customer.email,
      startsInHours: 53,
      now: clock(),
    });
    expect((await pay(server.app, later)).status).toBe(200);
    expect((await bookingById(db, later.id)).cancellationPolicyVersion).toBe(2);
    expect((await bookingById(db, earlier.id)).cancellationPolicyVersion).toBe(1);

    // Both accepted by Edmonton's cleaner; each quoted 30 hours before its own start.
    for (const row of [earlier, later]) {
      await db
        .update(bookings)
        .set({ status: 'assigned', contractorId, contractorPayCents: 9000 })
        .where(eq(bookings.id, row.id));
    }
    const quoteAt = async (row: typeof earlier) => {
      clock.advance(row.startsAt!.getTime() - 30 * HOUR - clock().getTime());
      const { cookie } = await logIn(server.app, customer.email, customer.password);
      const answer = await post<Quote>(QUOTE, { iBookingId: row.id }, { cookie });
      expect(answer.status).toBe(200);
      return answer.body.data!;
    };
    // Version 1: 30 hours ahead is before its first tier (24 h), so free.
    expect(await quoteAt(earlier)).toMatchObject({
      kind: 'free',
      why: 'earlyEnough',
      feeCents: 0,
      policyVersion: 1,
    });
    // Version 2: within its 48-hour tier, a quarter of the price before tax.
    const taxable = (later.subtotalCents ?? 0) - later.discountCents;
    expect(await quoteAt(later)).toMatchObject({
      kind: 'fee',
      feeCents: Math.round(taxable / 4),
      policyVersion: 2,
    });
  });

  it('answers in French to a French console', async () => {
    operator = (await logInAsDemoOperator(server.app)).cookie;
    const current = await inForce();
    const answer = await asOperator(
      PUBLISH,
      { basedOnVersion: current.version, freeMinutesAfterBooking: 10, tiers: FIRST_TIERS },
      FRENCH,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      `La version ${current.version + 1} est publiée. Elle s’applique aux réservations confirmées à partir de maintenant\u00a0; les réservations déjà confirmées gardent leur propre version.`,
    );
    expect(answer.body.data?.versions[0]).toMatchObject({
      version: current.version + 1,
      tiers: FIRST_TIERS,
    });
  });
});
