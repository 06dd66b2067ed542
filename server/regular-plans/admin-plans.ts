/*
 * The console's plans (issue 45, decision 145): the list by status, one plan with its visits and
 * history, and an operator's pause (weeks and a reason, audited as plan.pause). An operator's
 * pause cancels the visits inside it free of charge, as an operator's cancel of a booking does.
 */
import type { AppContext } from '../context.ts';
import { recordOperatorAction } from '../console/index.ts';
import { InvalidError, NotFoundError } from '../domain/errors.ts';
import { firstNameOf, fullNameOf } from '../domain/person-names.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { inTransaction } from '../platform/transaction.ts';
import {
  ADMIN_PLAN_PAGE_SIZE,
  adminPlanPage,
  customerOfPlan,
  eventsOfPlan,
  findPlanById,
  nextVisitDates,
  visitsOfPlan,
  type PlanRow,
} from './plan-changes.queries.ts';
import { applyPlanChange, planEventWhat, weekdayOf } from './plan-changes.ts';
import { planChangeRefusals } from './plan-changes-texts.ts';

export async function adminPlanList(
  context: AppContext,
  query: { status?: PlanRow['status'] | undefined; page?: number | undefined },
  locale: Locale,
) {
  const page = query.page ?? 1;
  const { rows, total } = await adminPlanPage(context.db, {
    ...(query.status ? { status: query.status } : {}),
    page,
  });
  const next = await nextVisitDates(
    context.db,
    rows.map((row) => row.plan.id),
  );
  return {
    items: rows.map((row) => ({
      id: row.plan.id,
      customer: fullNameOf(`${row.customerFirst} ${row.customerLast}`.trim(), locale),
      customerEmail: row.customerEmail,
      city: row.cityName,
      everyWeeks: row.plan.everyWeeks,
      status: row.plan.status,
      cleaner: row.cleanerName ? firstNameOf(row.cleanerName, locale) : null,
      nextVisit: row.plan.status === 'ended' ? null : (next.get(row.plan.id) ?? null),
    })),
    total,
    page,
    perPage: ADMIN_PLAN_PAGE_SIZE,
  };
}

export async function adminPlanGet(context: AppContext, planId: number, locale: Locale) {
  const place = await findPlanById(context.db, planId);
  if (!place) throw new NotFoundError(planChangeRefusals.notFound);
  const { plan } = place;
  const [customer, visits, events, next] = await Promise.all([
    customerOfPlan(context.db, plan.customerId),
    visitsOfPlan(context.db, plan.id),
    eventsOfPlan(context.db, plan.id),
    nextVisitDates(context.db, [plan.id]),
  ]);
  return {
    plan: {
      id: plan.id,
      uniqueCode: plan.uniqueCode,
      customer: customer ? fullNameOf(`${customer.first} ${customer.last}`.trim(), locale) : '',
      customerEmail: customer?.email ?? '',
      city: place.cityName,
      everyWeeks: plan.everyWeeks,
      status: plan.status,
      cleaner: fullNameOf(place.cleanerName, locale),
      nextVisit: plan.status === 'ended' ? null : (next.get(plan.id) ?? null),
      weekday: weekdayOf(plan.anchorDate),
      fromMinutes: plan.fromMinutes,
      untilMinutes: plan.untilMinutes,
      anchorDate: plan.anchorDate,
      resumesOn: plan.resumesOn,
      discountPercent: plan.discountPercent,
      createdAt: plan.createdAt.toISOString(),
    },
    visits: visits.map((visit) => ({
      bookingId: visit.id,
      bookingNo: visit.bookingNo,
      date: visit.localDate ?? visit.planVisitDate ?? '',
      status: visit.status,
      skipped: visit.skippedAt !== null,
      totalCents: visit.totalCents,
    })),
    history: events.map((event) => ({
      event: event.event,
      what: planEventWhat(event, locale),
      actor: event.actor,
      details: event.details,
      at: event.at.toISOString(),
    })),
  };
}

/** An operator pauses a plan (the customer asked by phone, say): audited with the reason. */
export async function adminPlanPause(
  context: AppContext,
  operatorId: number,
  input: { planId: number; weeks: number; reason: string },
  locale: Locale,
) {
  const reason = input.reason.trim();
  if (!reason) throw new InvalidError(planChangeRefusals.reasonRequired);
  await inTransaction(context.db, async (tx) => {
    const place = await findPlanById(tx, input.planId, { lock: true });
    if (!place) throw new NotFoundError(planChangeRefusals.notFound);
    const before = { status: place.plan.status, resumesOn: place.plan.resumesOn };
    await applyPlanChange(
      context,
      tx,
      place,
      { kind: 'pause', weeks: input.weeks },
      { actor: 'operator', details: { reason } },
    );
    const after = await findPlanById(tx, input.planId);
    await recordOperatorAction(tx, {
      operatorId,
      action: 'plan.pause',
      subjectType: 'plan',
      subjectId: String(input.planId),
      before,
      after: {
        status: after?.plan.status ?? null,
        resumesOn: after?.plan.resumesOn ?? null,
        weeks: input.weeks,
        reason,
      },
    });
  });
  return adminPlanGet(context, input.planId, locale);
}
