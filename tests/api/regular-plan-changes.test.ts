import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, planEvents, regularPlans, settings } from '#server/db/schema.ts';
import { call, newActiveCustomer } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import {
  HOUR_MS,
  as,
  forgetOperator,
  ledgerRows,
  ledgerWorld,
  type LedgerWorld,
} from '../support/ledger.ts';
import {
  eventsOf,
  planFromBooking,
  planRow,
  visitsOf,
  writeVisits,
} from '../support/plan-fixtures.ts';
import { addDays } from '#shared/regular-plans.ts';

/*
 * A customer's changes of a regular cleaning (issue 45, decision 145): each asked of the plan's
 * machine, priced first under each visit's cancellation policy, confirmed with the total shown
 * (409 when it changed), each visit cancelled by the ordinary customer cancel (fee and ledger),
 * and recorded in plan_events. Plans are made by tests/support/plan-fixtures.ts.
 */

const PLANS = '/api/customer/plans';
const PLAN = '/api/customer/plan';
const QUOTE = '/api/customer/plan/change-quote';
const SKIP = '/api/customer/plan/skip';
const PAUSE = '/api/customer/plan/pause';
const RESUME = '/api/customer/plan/resume';
const CHANGE = '/api/customer/plan/change';
const END = '/api/customer/plan/end';

type Visit = {
  iBookingId: number;
  vBookingNo: string;
  dDate: string;
  vDate: string;
  eState: string;
  iPriceCents: number;
  bSkippable: boolean;
};
type Page = {
  vUniqueCode: string;
  eStatus: string;
  iEveryWeeks: number;
  iWeekday: number;
  vSchedule: string;
  vCleaner: string | null;
  dNextVisit: string | null;
  vResumesOn: string | null;
  aVisits: Visit[];
  aPast: Visit[];
  aHistory: { vEvent: string; vWhat: string; eActor: string }[];
  aOffered: string[];
  iMaxPauseWeeks: number;
};
type Quote = {
  aCancels: { iBookingId: number; iFeeCents: number; vFee: string }[];
  iTotalFeeCents: number;
  vTotalFee: string;
  vWhat: string;
};

let world: LedgerWorld;
const db = () => world.server.database.db;
const app = () => world.server.app;

beforeAll(async () => {
  forgetOperator();
  world = await ledgerWorld();
});
afterAll(() => world.server.close());

type Person = Awaited<ReturnType<typeof newActiveCustomer>>;

/**
 * A plan every 2 weeks for a new customer in Edmonton: its first visit `startsInHours` ahead
 * (accepted by a cleaner of its own when `accepted`), on the saved card under policy 1, and its
 * later visits written 5 weeks ahead.
 */
async function newPlan(options: { startsInHours?: number; accepted?: boolean } = {}) {
  const person = await newActiveCustomer(app(), db());
  const cleaner = options.accepted
    ? await newContractor(app(), db(), { city: 'Edmonton', logIn: false, fullName: 'Maya Singh' })
    : null;
  const row = await createBooking(db(), {
    status: options.accepted ? 'assigned' : 'authorized',
    customerEmail: person.email,
    ...(cleaner ? { contractorEmail: cleaner.email } : {}),
    startsInHours: options.startsInHours ?? 72,
    now: world.clock(),
  });
  await db()
    .update(bookings)
    .set({
      paymentStatus: 'cardSaved',
      gatewayPaymentId: null,
      cancellationPolicyVersion: 1,
      confirmedAt: new Date(world.clock().getTime() - 7 * 24 * HOUR_MS),
    })
    .where(eq(bookings.id, row.id));
  const plan = await planFromBooking(db(), row.id, { everyWeeks: 2, at: world.clock() });
  await writeVisits(db(), plan.id, addDays(row.localDate!, 35));
  return { person, plan, first: row, cleaner };
}

function asCustomer<Data>(person: Person, url: string, body: unknown) {
  return as<Data>(world, person, url, body);
}

async function pageOf(person: Person, code: string): Promise<Page> {
  const answer = await asCustomer<Page>(person, PLAN, { vUniqueCode: code });
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data!;
}

async function quoteOf(person: Person, body: Record<string, unknown>): Promise<Quote> {
  const answer = await asCustomer<Quote>(person, QUOTE, body);
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data!;
}

async function planEventCount() {
  return (await db().select().from(planEvents)).length;
}

describe('who may read and change a plan', () => {
  it('answers 401 to the anonymous, 403 to a cleaner and 404 for another customer’s plan', async () => {
    const { plan, first } = await newPlan();
    const code = plan.uniqueCode;
    const bodies: [string, unknown][] = [
      [PLANS, {}],
      [PLAN, { vUniqueCode: code }],
      [QUOTE, { vUniqueCode: code, eChange: 'end' }],
      [SKIP, { vUniqueCode: code, iBookingId: first.id, iShownFeeCents: 0 }],
      [PAUSE, { vUniqueCode: code, iWeeks: 1, iShownFeeCents: 0 }],
      [RESUME, { vUniqueCode: code }],
      [CHANGE, { vUniqueCode: code, iEveryWeeks: 4, iShownFeeCents: 0 }],
      [END, { vUniqueCode: code, iShownFeeCents: 0 }],
    ];
    const cleaner = await newContractor(app(), db(), { city: 'Edmonton', logIn: true });
    const stranger = await newActiveCustomer(app(), db());
    for (const [url, body] of bodies) {
      expect((await call(app(), url, body)).status, url).toBe(401);
      expect((await call(app(), url, body, { cookie: cleaner.cookie! })).status, url).toBe(403);
      if (url !== PLANS) {
        const answer = await call(app(), url, body, { cookie: stranger.cookie });
        expect(answer.status, url).toBe(404);
      }
    }
    const strangers = await call<Page[]>(app(), PLANS, {}, { cookie: stranger.cookie });
    expect(strangers.body.data).toEqual([]);
    expect((await planRow(db(), plan.id)).status).toBe('active');
    expect((await visitsOf(db(), plan.id)).every((visit) => visit.status === 'authorized')).toBe(
      true,
    );
  });

  it('refuses junk with 400 and writes nothing', async () => {
    const { person, plan, first } = await newPlan();
    const code = plan.uniqueCode;
    const before = await planEventCount();
    for (const [url, body] of [
      [QUOTE, { vUniqueCode: code, eChange: 'skip' }],
      [QUOTE, { vUniqueCode: code, eChange: 'pause' }],
      [QUOTE, { vUniqueCode: code, eChange: 'change' }],
      [QUOTE, { vUniqueCode: code, eChange: 'change', iEveryWeeks: 2 }],
      [QUOTE, { vUniqueCode: code, eChange: 'later' }],
      [SKIP, { vUniqueCode: code, iBookingId: first.id }],
      [SKIP, { vUniqueCode: code, iBookingId: 'first', iShownFeeCents: 0 }],
      [PAUSE, { vUniqueCode: code, iWeeks: 0, iShownFeeCents: 0 }],
      [PAUSE, { vUniqueCode: code, iWeeks: 1.5, iShownFeeCents: 0 }],
      [CHANGE, { vUniqueCode: code, iShownFeeCents: 0 }],
      [CHANGE, { vUniqueCode: code, iEveryWeeks: 3, iShownFeeCents: 0 }],
      [CHANGE, { vUniqueCode: code, iWeekday: 7, iShownFeeCents: 0 }],
      [END, { vUniqueCode: code, iShownFeeCents: -1 }],
      [END, { vUniqueCode: '', iShownFeeCents: 0 }],
      [END, { vUniqueCode: code, iShownFeeCents: 0, iPlanId: plan.id }],
    ] as const) {
      const answer = await asCustomer(person, url, body);
      expect(answer.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body.message.length).toBeGreaterThan(5);
    }
    expect(await planEventCount()).toBe(before);
    expect((await planRow(db(), plan.id)).status).toBe('active');
  });
});

describe('the customer’s plans and a plan’s page', () => {
  it('lists the plan with its schedule, window, city and next visit, and shows its visits and history', async () => {
    const { person, plan, first } = await newPlan({ accepted: true });
    await db()
      .update(regularPlans)
      .set({ contractorId: first.contractorId })
      .where(eq(regularPlans.id, plan.id));
    const list = await asCustomer<Page[]>(person, PLANS, {});
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    const [summary] = list.body.data!;
    expect(summary).toMatchObject({
      vUniqueCode: plan.uniqueCode,
      eStatus: 'active',
      iEveryWeeks: 2,
      vSchedule: 'Every 2 weeks on Wednesday',
      vCleaner: 'Maya',
      dNextVisit: first.localDate,
    });
    const page = await pageOf(person, plan.uniqueCode);
    expect(page.aVisits.map((visit) => visit.dDate)).toEqual([
      first.localDate,
      addDays(first.localDate!, 14),
      addDays(first.localDate!, 28),
    ]);
    expect(page.aVisits.map((visit) => visit.eState)).toEqual([
      'assigned',
      'scheduled',
      'scheduled',
    ]);
    expect(page.aHistory.map((entry) => entry.vWhat)).toEqual(['Started the regular cleaning']);
    expect(page.aOffered).toEqual(['pause', 'change', 'end']);
    expect(page.iMaxPauseWeeks).toBe(8);

    const french = await call<Page>(
      app(),
      PLAN,
      { vUniqueCode: plan.uniqueCode },
      { cookie: person.cookie, headers: { 'x-mapleshine-locale': 'fr-CA' } },
    );
    expect(french.body.data?.vSchedule).toBe('Toutes les 2 semaines le mercredi');
  });
});

describe('skipping a visit', () => {
  it('is free outside the fee window: the visit is cancelled, marked skipped, and nothing charged', async () => {
    const { person, plan } = await newPlan();
    const page = await pageOf(person, plan.uniqueCode);
    const second = page.aVisits[1]!;
    const quote = await quoteOf(person, {
      vUniqueCode: plan.uniqueCode,
      eChange: 'skip',
      iBookingId: second.iBookingId,
    });
    expect(quote.iTotalFeeCents).toBe(0);
    expect(quote.aCancels.map((each) => each.iBookingId)).toEqual([second.iBookingId]);
    const skipped = await asCustomer<Page>(person, SKIP, {
      vUniqueCode: plan.uniqueCode,
      iBookingId: second.iBookingId,
      iShownFeeCents: 0,
    });
    expect(skipped.status, skipped.body.message).toBe(200);
    expect(skipped.body.message).toBe('The visit is skipped.');
    const [row] = await db().select().from(bookings).where(eq(bookings.id, second.iBookingId));
    expect(row?.status).toBe('cancelled');
    expect(row?.skippedAt).not.toBeNull();
    expect(row?.planVisitDate).toBe(second.dDate);
    expect((await ledgerRows(world, second.iBookingId)).map((entry) => entry.kind)).toEqual([]);
    expect(skipped.body.data?.aVisits.map((visit) => visit.iBookingId)).not.toContain(
      second.iBookingId,
    );
    expect(skipped.body.data?.aPast[0]).toMatchObject({
      iBookingId: second.iBookingId,
      eState: 'skipped',
    });
    const events = await eventsOf(db(), plan.id);
    expect(events.at(-1)).toMatchObject({
      event: 'skipped',
      actor: 'customer',
      details: { bookingId: second.iBookingId, feeCents: 0 },
    });
    // A visit skipped once is not skipped again.
    const again = await asCustomer(person, SKIP, {
      vUniqueCode: plan.uniqueCode,
      iBookingId: second.iBookingId,
      iShownFeeCents: 0,
    });
    expect(again.status).toBe(404);
  });

  it('charges the policy’s fee inside the fee window, with the ledger rows the ordinary cancel writes', async () => {
    const { person, plan, first } = await newPlan({ startsInHours: 20, accepted: true });
    // The twin: the same booking, not a plan's visit, cancelled the ordinary way.
    const twin = await createBooking(db(), {
      status: 'assigned',
      customerEmail: person.email,
      contractorEmail: (await newContractor(app(), db(), { city: 'Edmonton', logIn: false })).email,
      startsInHours: 20,
      now: world.clock(),
    });
    await db()
      .update(bookings)
      .set({
        paymentStatus: 'cardSaved',
        gatewayPaymentId: null,
        cancellationPolicyVersion: 1,
        confirmedAt: new Date(world.clock().getTime() - 7 * 24 * HOUR_MS),
        contractorPayCents: first.contractorPayCents,
      })
      .where(eq(bookings.id, twin.id));
    const quote = await quoteOf(person, {
      vUniqueCode: plan.uniqueCode,
      eChange: 'skip',
      iBookingId: first.id,
    });
    expect(quote.iTotalFeeCents).toBeGreaterThan(0);
    expect(quote.iTotalFeeCents).toBe(
      Math.round(((first.contractorPayCents ?? 0) * 60) / (first.estimatedMinutes ?? 1)),
    );
    const skipped = await asCustomer(person, SKIP, {
      vUniqueCode: plan.uniqueCode,
      iBookingId: first.id,
      iShownFeeCents: quote.iTotalFeeCents,
    });
    expect(skipped.status, skipped.body.message).toBe(200);
    const cancelled = await asCustomer(person, '/api/customer/cancel_booking', {
      iBookingId: twin.id,
      iFeeCents: quote.iTotalFeeCents,
    });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    const shape = (rows: Awaited<ReturnType<typeof ledgerRows>>) =>
      rows.map((row) => ({
        kind: row.kind,
        heldCents: row.heldCents,
        customerCents: row.customerCents,
        taxCents: row.taxCents,
        cleanerCents: row.cleanerCents,
        marginCents: row.marginCents,
      }));
    const skippedRows = await ledgerRows(world, first.id);
    expect(skippedRows.map((row) => row.kind)).toContain('cancellationFee');
    expect(shape(skippedRows)).toEqual(shape(await ledgerRows(world, twin.id)));
    expect((await eventsOf(db(), plan.id)).at(-1)?.details).toMatchObject({
      feeCents: quote.iTotalFeeCents,
    });
  });

  it('refuses with 409 when the fee changed since it was shown, and changes nothing', async () => {
    const { person, plan, first } = await newPlan({ startsInHours: 20, accepted: true });
    const answer = await asCustomer(person, SKIP, {
      vUniqueCode: plan.uniqueCode,
      iBookingId: first.id,
      iShownFeeCents: 0,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(
      /^This change now costs \$\d+\.\d\d in cancellation fees \(it was \$0\.00/,
    );
    const [row] = await db().select().from(bookings).where(eq(bookings.id, first.id));
    expect(row?.status).toBe('assigned');
    expect(row?.skippedAt).toBeNull();
  });
});

describe('pausing and resuming', () => {
  it('refuses a pause longer than the operators’ setting, writing nothing', async () => {
    const { person, plan } = await newPlan();
    await db()
      .insert(settings)
      .values({ name: 'planMaxPauseWeeks', value: '3', groupName: 'Operations' })
      .onConflictDoUpdate({ target: settings.name, set: { value: '3' } });
    try {
      const before = await planEventCount();
      const answer = await asCustomer(person, PAUSE, {
        vUniqueCode: plan.uniqueCode,
        iWeeks: 4,
        iShownFeeCents: 0,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        'A regular cleaning can be paused for 1 to 3 weeks at a time.',
      );
      expect(await planEventCount()).toBe(before);
      expect((await planRow(db(), plan.id)).status).toBe('active');
    } finally {
      await db().delete(settings).where(eq(settings.name, 'planMaxPauseWeeks'));
    }
  });

  it('cancels the visits inside the pause, each under its policy, and resumes on the customer’s word', async () => {
    const { person, plan, first } = await newPlan();
    const quote = await quoteOf(person, {
      vUniqueCode: plan.uniqueCode,
      eChange: 'pause',
      iWeeks: 2,
    });
    // Today is November 1: a pause of 2 weeks runs until November 15, so only the first visit
    // (November 4) is inside it.
    expect(quote.aCancels.map((each) => each.iBookingId)).toEqual([first.id]);
    expect(quote.vWhat).toBe(
      'Pausing for 2 weeks cancels the visits until Sunday, November 15, 2026; the plan resumes on its own then.',
    );
    const paused = await asCustomer<Page>(person, PAUSE, {
      vUniqueCode: plan.uniqueCode,
      iWeeks: 2,
      iShownFeeCents: quote.iTotalFeeCents,
    });
    expect(paused.status, paused.body.message).toBe(200);
    expect(paused.body.message).toBe(
      'Your regular cleaning is paused until Sunday, November 15, 2026.',
    );
    const row = await planRow(db(), plan.id);
    expect(row).toMatchObject({ status: 'paused', resumesOn: '2026-11-15' });
    expect(row.pausedAt).not.toBeNull();
    const visits = await visitsOf(db(), plan.id);
    expect(visits.find((visit) => visit.id === first.id)).toMatchObject({
      status: 'cancelled',
      skippedAt: null,
      planVisitDate: null,
    });
    expect(visits.filter((visit) => visit.status === 'authorized')).toHaveLength(2);
    expect(paused.body.data?.aOffered).toEqual(['resume', 'change', 'end']);
    expect(paused.body.data?.vResumesOn).toBe('Sunday, November 15, 2026');
    const twice = await asCustomer(person, PAUSE, {
      vUniqueCode: plan.uniqueCode,
      iWeeks: 1,
      iShownFeeCents: 0,
    });
    expect(twice.status).toBe(409);

    const resumed = await asCustomer<Page>(person, RESUME, { vUniqueCode: plan.uniqueCode });
    expect(resumed.status, resumed.body.message).toBe(200);
    const after = await planRow(db(), plan.id);
    expect(after).toMatchObject({ status: 'active', resumesOn: null, pausedAt: null });
    // The writer writes from tomorrow on: the freed first date is in the past of its rhythm.
    expect(after.visitsWrittenThrough).toBe('2026-11-01');
    expect((await eventsOf(db(), plan.id)).map((event) => event.event)).toEqual([
      'created',
      'paused',
      'resumed',
    ]);
    const notPaused = await asCustomer(person, RESUME, { vUniqueCode: plan.uniqueCode });
    expect(notPaused.status).toBe(409);
  });
});

describe('changing the frequency or the day', () => {
  it('charges exactly what its quote showed, cancels the visits off the new rhythm and moves the anchor', async () => {
    const { person, plan, first } = await newPlan({ startsInHours: 20, accepted: true });
    const quote = await quoteOf(person, {
      vUniqueCode: plan.uniqueCode,
      eChange: 'change',
      iWeekday: 5,
    });
    const visits = await visitsOf(db(), plan.id);
    // Every written visit is on Monday: none fits Fridays.
    expect(quote.aCancels.map((each) => each.iBookingId)).toEqual(visits.map((visit) => visit.id));
    expect(quote.aCancels[0]?.iFeeCents).toBeGreaterThan(0);
    expect(quote.iTotalFeeCents).toBe(quote.aCancels[0]?.iFeeCents);
    const changed = await asCustomer<Page>(person, CHANGE, {
      vUniqueCode: plan.uniqueCode,
      iWeekday: 5,
      iShownFeeCents: quote.iTotalFeeCents,
    });
    expect(changed.status, changed.body.message).toBe(200);
    const fees = (await ledgerRows(world, first.id)).filter(
      (row) => row.kind === 'cancellationFee',
    );
    expect(fees.reduce((sum, row) => sum + row.customerCents, 0)).toBe(quote.iTotalFeeCents);
    const row = await planRow(db(), plan.id);
    expect(row.anchorDate).toBe(addDays(first.localDate!, 4));
    expect(row.visitsWrittenThrough).toBe(addDays(first.localDate!, -1));
    expect(changed.body.data?.vSchedule).toBe('Every 2 weeks on Friday');
    // The writer now writes Fridays.
    const written = await writeVisits(db(), plan.id, addDays(first.localDate!, 35));
    expect(written.map((visit) => visit.localDate)).toEqual([
      addDays(first.localDate!, 4),
      addDays(first.localDate!, 18),
      addDays(first.localDate!, 32),
    ]);
  });

  it('keeps the visits that fit a new frequency and refuses a fee that changed meanwhile', async () => {
    const { person, plan, first } = await newPlan({ startsInHours: 30, accepted: true });
    const quote = await quoteOf(person, {
      vUniqueCode: plan.uniqueCode,
      eChange: 'change',
      iEveryWeeks: 4,
    });
    // From the first visit on, every 4 weeks: the visit 2 weeks later no longer fits.
    const visits = await visitsOf(db(), plan.id);
    expect(quote.aCancels.map((each) => each.iBookingId)).toEqual([visits[1]!.id]);
    expect(quote.iTotalFeeCents).toBe(0);
    const weekday = await quoteOf(person, {
      vUniqueCode: plan.uniqueCode,
      eChange: 'change',
      iWeekday: 5,
    });
    expect(weekday.iTotalFeeCents).toBe(0);
    // The first visit enters its fee window before the customer confirms the day's change.
    world.clock.advance(8 * HOUR_MS);
    const refused = await asCustomer(person, CHANGE, {
      vUniqueCode: plan.uniqueCode,
      iWeekday: 5,
      iShownFeeCents: 0,
    });
    expect(refused.status).toBe(409);
    expect((await planRow(db(), plan.id)).anchorDate).toBe(first.localDate);
    expect((await visitsOf(db(), plan.id)).every((visit) => visit.status !== 'cancelled')).toBe(
      true,
    );
    const changed = await asCustomer(person, CHANGE, {
      vUniqueCode: plan.uniqueCode,
      iEveryWeeks: 4,
      iShownFeeCents: 0,
    });
    expect(changed.status, changed.body.message).toBe(200);
    const after = await visitsOf(db(), plan.id);
    expect(after.map((visit) => visit.status)).toEqual(['assigned', 'cancelled', 'authorized']);
    expect((await planRow(db(), plan.id)).everyWeeks).toBe(4);
  });
});

describe('ending a plan', () => {
  it('cancels every upcoming visit and ends the plan; nothing changes after', async () => {
    const { person, plan } = await newPlan();
    const quote = await quoteOf(person, { vUniqueCode: plan.uniqueCode, eChange: 'end' });
    expect(quote.aCancels).toHaveLength(3);
    const ended = await asCustomer<Page>(person, END, {
      vUniqueCode: plan.uniqueCode,
      iShownFeeCents: quote.iTotalFeeCents,
    });
    expect(ended.status, ended.body.message).toBe(200);
    expect(ended.body.data).toMatchObject({
      eStatus: 'ended',
      aVisits: [],
      aOffered: [],
      dNextVisit: null,
    });
    expect((await visitsOf(db(), plan.id)).every((visit) => visit.status === 'cancelled')).toBe(
      true,
    );
    const row = await planRow(db(), plan.id);
    expect(row.status).toBe('ended');
    expect(row.endedAt).not.toBeNull();
    expect(await writeVisits(db(), plan.id, '2027-03-01')).toEqual([]);
    for (const [url, body] of [
      [END, { vUniqueCode: plan.uniqueCode, iShownFeeCents: 0 }],
      [PAUSE, { vUniqueCode: plan.uniqueCode, iWeeks: 1, iShownFeeCents: 0 }],
      [CHANGE, { vUniqueCode: plan.uniqueCode, iEveryWeeks: 1, iShownFeeCents: 0 }],
    ] as const) {
      const answer = await asCustomer(person, url, body);
      expect(answer.status, url).toBe(409);
      expect(answer.body.message).toBe(
        'This regular cleaning has ended, so it can no longer change.',
      );
    }
  });
});

describe('closing the account', () => {
  it('shows the plans in the preview, then ends them and cancels their visits with the bookings', async () => {
    const { person, plan } = await newPlan();
    const preview = await asCustomer<{
      aPlans: { vUniqueCode: string; iEveryWeeks: number; eStatus: string }[];
      aBookings: { iBookingId: number }[];
      iTotalFeeCents: number;
      aKept: { vKey: string }[];
    }>(person, '/api/account/closure/preview', {});
    expect(preview.status, preview.body.message).toBe(200);
    expect(preview.body.data?.aPlans).toEqual([
      { vUniqueCode: plan.uniqueCode, iEveryWeeks: 2, eStatus: 'active' },
    ]);
    expect(preview.body.data?.aBookings).toHaveLength(3);
    expect(preview.body.data?.aKept.map((line) => line.vKey)).toContain('regularPlans');
    const closed = await asCustomer(person, '/api/account/close', {
      vCurrentPassword: person.password,
      iShownFeeCents: preview.body.data!.iTotalFeeCents,
    });
    expect(closed.status, closed.body.message).toBe(200);
    expect((await planRow(db(), plan.id)).status).toBe('ended');
    expect((await eventsOf(db(), plan.id)).at(-1)).toMatchObject({
      event: 'ended',
      actor: 'customer',
      details: { accountClosed: true },
    });
    expect((await visitsOf(db(), plan.id)).every((visit) => visit.status === 'cancelled')).toBe(
      true,
    );
  });
});
