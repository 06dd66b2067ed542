import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, operatorActions } from '#server/db/schema.ts';
import { call, newActiveCustomer } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import {
  HOUR_MS,
  asOperator,
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
 * The console's plans (issue 45, decision 145): the list by status, a plan's page with its visits
 * and history, and an operator's pause with a reason, audited, whose cancels cost the customer
 * nothing (an operator's cancel waives the fee).
 */

const LIST = '/api/admin/plans/list';
const GET = '/api/admin/plans/get';
const PAUSE = '/api/admin/plans/pause';

type Row = {
  id: number;
  customer: string;
  city: string;
  everyWeeks: number;
  status: string;
  cleaner: string | null;
  nextVisit: string | null;
};
type ListPage = { items: Row[]; total: number; page: number; perPage: number };
type PlanPage = {
  plan: Row & { resumesOn: string | null; anchorDate: string };
  visits: { bookingId: number; status: string; date: string }[];
  history: { event: string; what: string; actor: string; details: Record<string, unknown> }[];
};

let world: LedgerWorld;
const db = () => world.server.database.db;
const app = () => world.server.app;

beforeAll(async () => {
  forgetOperator();
  world = await ledgerWorld();
});
afterAll(() => world.server.close());

async function newPlan(startsInHours = 20) {
  const person = await newActiveCustomer(app(), db());
  const cleaner = await newContractor(app(), db(), { city: 'Edmonton', logIn: false });
  const row = await createBooking(db(), {
    status: 'assigned',
    customerEmail: person.email,
    contractorEmail: cleaner.email,
    startsInHours,
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
  const plan = await planFromBooking(db(), row.id, { everyWeeks: 1, at: world.clock() });
  await writeVisits(db(), plan.id, addDays(row.localDate!, 35));
  return { person, plan, first: row };
}

describe('the console’s plans', () => {
  it('answers 401 to the anonymous and 403 to a customer', async () => {
    const { person, plan } = await newPlan(72);
    for (const [url, body] of [
      [LIST, {}],
      [GET, { planId: plan.id }],
      [PAUSE, { planId: plan.id, weeks: 1, reason: 'Asked by phone.' }],
    ] as const) {
      expect((await call(app(), url, body)).status, url).toBe(401);
      expect((await call(app(), url, body, { cookie: person.cookie })).status, url).toBe(403);
    }
    expect((await planRow(db(), plan.id)).status).toBe('active');
  });

  it('lists plans by status and shows one with its visits and history', async () => {
    const { plan, first } = await newPlan(72);
    const all = await asOperator<ListPage>(world, LIST, {});
    expect(all.status).toBe(200);
    const row = all.body.data!.items.find((each) => each.id === plan.id);
    expect(row).toMatchObject({
      customer: 'Chloé Martin',
      city: 'Edmonton',
      everyWeeks: 1,
      status: 'active',
      nextVisit: first.localDate,
    });
    const paused = await asOperator<ListPage>(world, LIST, { status: 'paused' });
    expect(paused.body.data!.items.map((each) => each.id)).not.toContain(plan.id);
    const page = await asOperator<PlanPage>(world, GET, { planId: plan.id });
    expect(page.status).toBe(200);
    expect(page.body.data!.visits).toHaveLength(6);
    expect(page.body.data!.history).toMatchObject([
      { event: 'created', what: 'Started the regular cleaning', actor: 'customer' },
    ]);
    expect((await asOperator(world, GET, { planId: 999_999 })).status).toBe(404);
    expect((await asOperator(world, LIST, { status: 'sleeping' })).status).toBe(400);
  });

  it('pauses a plan with a reason: the visits inside are cancelled free, the audit log and the plan’s history say so', async () => {
    const { plan, first } = await newPlan(20);
    const missing = await asOperator(world, PAUSE, { planId: plan.id, weeks: 2, reason: '   ' });
    expect(missing.status).toBe(400);
    const tooLong = await asOperator(world, PAUSE, { planId: plan.id, weeks: 9, reason: 'Away.' });
    expect(tooLong.status).toBe(400);
    expect((await planRow(db(), plan.id)).status).toBe('active');

    const paused = await asOperator<PlanPage>(world, PAUSE, {
      planId: plan.id,
      weeks: 2,
      reason: 'The customer called: away for two weeks.',
    });
    expect(paused.status, paused.body.message).toBe(200);
    expect(paused.body.data!.plan).toMatchObject({ status: 'paused', resumesOn: '2026-11-15' });
    const visits = await visitsOf(db(), plan.id);
    const inside = visits.filter((visit) => visit.localDate! < '2026-11-15');
    expect(inside.length).toBe(2);
    expect(inside.every((visit) => visit.status === 'cancelled')).toBe(true);
    // The first visit was inside its fee window with a cleaner: an operator's cancel waives it.
    expect(
      (await ledgerRows(world, first.id)).filter((entry) => entry.kind === 'cancellationFee'),
    ).toEqual([]);
    const [event] = (await eventsOf(db(), plan.id)).slice(-1);
    expect(event).toMatchObject({
      event: 'paused',
      actor: 'operator',
      details: { weeks: 2, feeCents: 0, reason: 'The customer called: away for two weeks.' },
    });
    const [audit] = await db()
      .select()
      .from(operatorActions)
      .where(eq(operatorActions.subjectId, String(plan.id)));
    expect(audit).toMatchObject({ action: 'plan.pause', subjectType: 'plan' });
    const again = await asOperator(world, PAUSE, { planId: plan.id, weeks: 1, reason: 'Again.' });
    expect(again.status).toBe(409);
  });
});
