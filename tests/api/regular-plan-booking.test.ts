/**
 * Buying a regular cleaning (issue 45, decision 143): the quote's frequency and price per visit,
 * the payment that writes the plan, the coupon a plan refuses, and the operators' rules.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { operatorActions, notifications, planEvents, regularPlans } from '#server/db/schema.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  demoContractorEmail,
  logIn,
  manualClock,
} from '../support/accounts.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { pay } from '../support/payments.ts';
import {
  bookingByCode,
  edmontonDeepClean,
  GIFT_COUPON,
  schedule,
  startBooking,
} from '../support/same-day.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type PlanQuote = {
  final_price: number;
  total_price: number;
  discount?: number;
  plan?: {
    iEveryWeeks: number;
    discount_percent: number;
    subtotal: number;
    discount: number;
    tax: number;
    total: number;
    vFrom: string;
    vUntill: string;
    vFirstDate: string;
    vNextDate: string;
  };
};

let server: TestApp | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** The clock two days before a Tuesday's cleaning in Edmonton (2026-11-24). */
async function setUp(start = new Date('2026-11-22T15:00:00Z')) {
  const clock = manualClock(start);
  server = await startTestApp({ clock });
  return { server, clock, db: server.database.db, app: server.app };
}

async function quotePlan(
  setup: Awaited<ReturnType<typeof setUp>>,
  everyWeeks: number | undefined,
  overrides: Record<string, unknown> = {},
) {
  const code = await startBooking(setup.app);
  const details = await edmontonDeepClean(setup.db, {
    ...(everyWeeks === undefined ? {} : { iEveryWeeks: everyWeeks }),
    ...overrides,
  });
  const answer = await schedule(setup.app, code, details);
  return {
    code,
    answer: answer as unknown as { status: number; body: PlanQuote & { message: string } },
  };
}

describe('the quote of a regular cleaning', () => {
  it('answers the price per visit with each frequency’s discount, and stores the choice', async () => {
    const setup = await setUp();
    const once = await quotePlan(setup, undefined);
    expect(once.answer.status).toBe(200);
    expect(once.answer.body.plan).toBeUndefined();
    expect((await bookingByCode(setup.db, once.code)).planEveryWeeks).toBeNull();

    for (const [weeks, percent] of [
      [1, 15],
      [2, 10],
      [4, 5],
    ] as const) {
      const { code, answer } = await quotePlan(setup, weeks);
      expect(answer.status).toBe(200);
      const plan = answer.body.plan;
      expect(plan).toMatchObject({
        iEveryWeeks: weeks,
        discount_percent: percent,
        subtotal: once.answer.body.total_price,
        vFrom: '9:00AM',
        vFirstDate: '2026-11-24',
      });
      const discountCents = Math.round(once.answer.body.total_price * percent);
      expect(Math.round((plan?.discount ?? 0) * 100)).toBe(discountCents);
      // The first visit is priced as every visit: the same total, on the booking too.
      expect(answer.body.final_price).toBe(plan?.total);
      expect(answer.body.final_price).toBeLessThan(once.answer.body.final_price);
      const booking = await bookingByCode(setup.db, code);
      expect(booking.planEveryWeeks).toBe(weeks);
      expect(booking.discountCents).toBe(discountCents);
      expect(plan?.vNextDate).toBe(
        weeks === 1 ? '2026-12-01' : weeks === 2 ? '2026-12-08' : '2026-12-22',
      );
    }
  });

  it('clears the choice when a later quote is one time', async () => {
    const setup = await setUp();
    const { code } = await quotePlan(setup, 2);
    const again = await schedule(setup.app, code, await edmontonDeepClean(setup.db));
    expect(again.status).toBe(200);
    const booking = await bookingByCode(setup.db, code);
    expect(booking.planEveryWeeks).toBeNull();
    expect(booking.discountCents).toBe(0);
  });

  it('refuses a frequency that is none, and writes nothing', async () => {
    const setup = await setUp();
    for (const bad of [3, 0, '2', 8, -1]) {
      const { code, answer } = await quotePlan(setup, bad as number);
      expect(answer.status).toBe(400);
      const booking = await bookingByCode(setup.db, code);
      expect(booking.status).toBe('draft');
      expect(booking.planEveryWeeks).toBeNull();
      expect(booking.subtotalCents).toBeNull();
    }
  });

  it('refuses a coupon on a plan with a clear message, in both languages', async () => {
    const setup = await setUp();
    const { code, answer } = await quotePlan(setup, 2);
    const body = {
      vUniqueCode: code,
      amount: answer.body.total_price,
      coupon_code: 'WELCOME10',
      iCityId: (await bookingByCode(setup.db, code)).cityId,
    };
    const refused = await call(setup.app, GIFT_COUPON, body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Coupons apply to one-time cleanings. A regular cleaning already has its own discount on every visit.',
    );
    const french = await call(setup.app, GIFT_COUPON, body, {
      headers: { 'x-mapleshine-locale': 'fr-CA' },
    });
    expect(french.body.message).toMatch(/^Les coupons s’appliquent aux ménages ponctuels/);
    const booking = await bookingByCode(setup.db, code);
    const paid = await pay(setup.app, booking, { coupon_code: 'WELCOME10' });
    expect(paid.status).toBe(400);
    expect(await setup.db.select().from(regularPlans)).toEqual([]);
  });
});

describe('paying for a regular cleaning', () => {
  it('holds the first visit, keeps the card and writes the plan in the same step', async () => {
    const setup = await setUp();
    const { code } = await quotePlan(setup, 2);
    const quoted = await bookingByCode(setup.db, code);
    const answer = await pay(setup.app, quoted);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.ePaymentStatus).toBe('authorized');
    expect(answer.body.data?.oPlan).toEqual({ iEveryWeeks: 2, vNextDate: '2026-12-08' });

    const plans = await setup.db.select().from(regularPlans);
    expect(plans).toHaveLength(1);
    const plan = plans[0];
    const paid = await bookingByCode(setup.db, code);
    expect(plan).toMatchObject({
      status: 'active',
      everyWeeks: 2,
      discountPercent: 10,
      firstBookingId: paid.id,
      cityId: paid.cityId,
      anchorDate: '2026-11-24',
      fromMinutes: 540,
      untilMinutes: paid.untilMinutes,
      paymentMethodId: paid.paymentMethodId,
      cancellationPolicyVersion: paid.cancellationPolicyVersion,
      visitsWrittenThrough: '2026-11-24',
    });
    expect(plan?.uniqueCode).toMatch(/^pln_[\w-]{16}$/);
    expect(paid).toMatchObject({
      status: 'authorized',
      paymentStatus: 'authorized',
      planId: plan?.id,
      planVisitDate: '2026-11-24',
      discountCents: Math.round((paid.subtotalCents ?? 0) * 0.1),
    });
    // The card is kept for the later visits (the test gateway's saved card reference).
    expect(paid.paymentMethodId).not.toBeNull();
    const events = await setup.db
      .select()
      .from(planEvents)
      .where(eq(planEvents.planId, plan?.id ?? 0));
    expect(events).toEqual([expect.objectContaining({ event: 'created', actor: 'customer' })]);
    const notices = await setup.db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, paid.id));
    expect(notices.map((notice) => notice.title)).toContain('Regular cleaning');
  });

  it('saves the card for a first visit more than 5 days away, and writes the plan', async () => {
    const setup = await setUp();
    const { code } = await quotePlan(setup, 4, { vDate: '2026-12-04' });
    const answer = await pay(setup.app, await bookingByCode(setup.db, code));
    expect(answer.status).toBe(200);
    expect(answer.body.data?.ePaymentStatus).toBe('cardSaved');
    const [plan] = await setup.db.select().from(regularPlans);
    const paid = await bookingByCode(setup.db, code);
    expect(plan).toMatchObject({ everyWeeks: 4, discountPercent: 5, anchorDate: '2026-12-04' });
    expect(plan?.paymentMethodId).toBe(paid.paymentMethodId);
    expect(paid.paymentStatus).toBe('cardSaved');
  });

  it('writes no plan for a one-time cleaning', async () => {
    const setup = await setUp();
    const { code } = await quotePlan(setup, undefined);
    const answer = await pay(setup.app, await bookingByCode(setup.db, code));
    expect(answer.status).toBe(200);
    expect(answer.body.data?.oPlan).toBeUndefined();
    expect(await setup.db.select().from(regularPlans)).toEqual([]);
    expect((await bookingByCode(setup.db, code)).planId).toBeNull();
  });

  it('names the plan in the confirmation e-mail', async () => {
    const setup = await setUp();
    const { code } = await quotePlan(setup, 2);
    const quoted = await bookingByCode(setup.db, code);
    await pay(setup.app, quoted);
    const { outbox } = await import('#server/db/schema.ts');
    const mails = await setup.db.select().from(outbox).where(eq(outbox.toAddress, quoted.email));
    const confirmation = mails.find((mail) => mail.subject.includes('is confirmed'));
    expect(confirmation?.textBody).toContain('Regular cleaning: every 2 weeks');
    expect(confirmation?.textBody).toContain('Tuesday, December 8, 2026');
  });
});

describe('the operators’ rules for regular cleanings', () => {
  it('are read and saved with the booking rules, audited, and a bad value writes nothing', async () => {
    const setup = await setUp();
    const { cookie } = await logInAsDemoOperator(setup.app);
    const saved = await call(
      setup.app,
      '/api/admin/booking-rules/save',
      {
        iUnacceptedDeadlineHours: 12,
        iPlanDiscountWeekly: 20,
        iPlanDiscountEvery2Weeks: 12,
        iPlanDiscountEvery4Weeks: 0,
        iPlanMaxPauseWeeks: 6,
      },
      { cookie },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      iUnacceptedDeadlineHours: 12,
      iPlanDiscountWeekly: 20,
      iPlanDiscountEvery2Weeks: 12,
      iPlanDiscountEvery4Weeks: 0,
      iPlanMaxPauseWeeks: 6,
    });
    expect(saved.body.message).toBe(
      'Booking rules saved: 12 hours to accept; plans 20 % weekly, 12 % every 2 weeks, 0 % every 4 weeks; pauses up to 6 weeks.',
    );
    const audits = await setup.db
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.subjectId, 'planRules'));
    expect(audits).toHaveLength(1);

    // The quote follows the new rule at once.
    const { answer } = await quotePlan(setup, 1);
    expect(answer.body.plan?.discount_percent).toBe(20);

    for (const bad of [
      { iPlanDiscountWeekly: 51 },
      { iPlanDiscountEvery2Weeks: -1 },
      { iPlanDiscountEvery4Weeks: 2.5 },
      { iPlanMaxPauseWeeks: 0 },
      { iPlanMaxPauseWeeks: 27 },
    ]) {
      const refused = await call(
        setup.app,
        '/api/admin/booking-rules/save',
        { iUnacceptedDeadlineHours: 24, ...bad },
        { cookie },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/plan/i);
    }
    const read = await call(setup.app, '/api/admin/booking-rules', {}, { cookie });
    expect(read.body.data).toEqual(saved.body.data);
    expect(
      await setup.db
        .select()
        .from(operatorActions)
        .where(eq(operatorActions.subjectId, 'planRules')),
    ).toHaveLength(1);
  });

  it('are not a customer’s or a cleaner’s to read or change', async () => {
    const setup = await setUp();
    const body = { iUnacceptedDeadlineHours: 12, iPlanDiscountWeekly: 40 };
    const anonymous = await call(setup.app, '/api/admin/booking-rules/save', body);
    expect(anonymous.status).toBe(401);
    for (const email of [DEMO_CUSTOMER_EMAIL, demoContractorEmail('Edmonton')]) {
      const { cookie } = await logIn(setup.app, email);
      const read = await call(setup.app, '/api/admin/booking-rules', {}, { cookie });
      expect([401, 403]).toContain(read.status);
      const save = await call(setup.app, '/api/admin/booking-rules/save', body, { cookie });
      expect([401, 403]).toContain(save.status);
    }
    const { answer } = await quotePlan(setup, 1);
    expect(answer.body.plan?.discount_percent).toBe(15);
  });
});
