/*
 * Regular cleanings when an account closes and in its data export (issue 45, decision 145): a
 * customer's closure ends their plans (plan_events 'ended', actor customer) before their bookings,
 * the visits among them, are cancelled by the closure under their policies; the export lists each
 * plan with its frequency, status, dates and events.
 */
import type { Database } from '../db/database.ts';
import { plansWithEventsOf, recordPlanEvent, updatePlan } from './plan-changes.queries.ts';

/** Ends the customer's running and paused plans, so no visit is written after the closure. */
export async function endPlansForClosure(
  tx: Database,
  customerId: number,
  at: Date,
): Promise<number> {
  let ended = 0;
  for (const { plan } of await plansWithEventsOf(tx, customerId)) {
    if (plan.status === 'ended') continue;
    await updatePlan(tx, plan.id, { status: 'ended', endedAt: at, resumesOn: null, updatedAt: at });
    await recordPlanEvent(tx, {
      planId: plan.id,
      event: 'ended',
      actor: 'customer',
      details: { accountClosed: true },
      at,
    });
    ended += 1;
  }
  return ended;
}

/** The customer's plans that a closure would end (the preview's list). */
export async function runningPlansOf(db: Database, customerId: number) {
  const plans = await plansWithEventsOf(db, customerId);
  return plans.filter(({ plan }) => plan.status !== 'ended').map(({ plan }) => plan);
}

/** The customer's plans as the data export writes them: no other person's data. */
export async function plansForExport(db: Database, customerId: number) {
  const plans = await plansWithEventsOf(db, customerId);
  return plans.map(({ plan, events }) => ({
    everyWeeks: plan.everyWeeks,
    status: plan.status,
    discountPercent: plan.discountPercent,
    anchorDate: plan.anchorDate,
    fromMinutes: plan.fromMinutes,
    untilMinutes: plan.untilMinutes,
    createdAt: plan.createdAt.toISOString(),
    pausedAt: plan.pausedAt?.toISOString() ?? null,
    resumesOn: plan.resumesOn,
    endedAt: plan.endedAt?.toISOString() ?? null,
    events: events.map((event) => ({
      event: event.event,
      actor: event.actor,
      details: event.details,
      at: event.at.toISOString(),
    })),
  }));
}

export type PlanExport = Awaited<ReturnType<typeof plansForExport>>[number];
