/*
 * One cleaner for a regular cleaning, the cleaner's side (issue 45, decision 144): accepting
 * every visit of a plan, leaving it, and the plans they clean. Lock order: the plan's row, then
 * the cleaner's (the accept's own), then the visit's (its compare-and-set), so an "Accept every
 * visit" and a plain accept of the same visit cannot both win.
 */
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { cities, contractors, type bookings } from '../db/schema.ts';
import { canTakeNow } from '../db/shared-queries/job-takers.ts';
import { firstNameOf } from '../domain/person-names.ts';
import { findContractorScope } from '../db/shared-queries/jobs.ts';
import { selectJob } from '../db/shared-queries/job-views.ts';
import { localeOfBooking } from '../db/shared-queries/locales.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';
import { minutesToClock } from '../domain/local-time.ts';
import {
  acceptJobIn,
  contractorJobOnWire,
  handBack,
  refusingDoubleBooking,
  takeJob,
} from '../jobs/index.ts';
import { notify } from '../notifications/index.ts';
import { clockText, composeMail, day } from '../platform/mail/compose.ts';
import { inTransaction } from '../platform/transaction.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { eq } from 'drizzle-orm';
import {
  heldVisitsAfter,
  hoursCoverPlan,
  lockPlan,
  nextVisitsOf,
  openVisitsOf,
  planIdOfBooking,
  plansOfCleaner,
  recordPlanEvent,
  setPlanCleaner,
} from './plan-cleaner.queries.ts';
import { tellPlanAccepted } from './plan-accepted-news.ts';
import { askCleanerAboutHoliday } from './holiday-cleaner.ts';
import { planCleanerRefusals, planCleanerTexts } from './texts-cleaner.ts';

/** Visits further away than this go back to the board when their cleaner leaves the plan. */
export const LEAVE_KEEPS_WITHIN_MS = 48 * 60 * 60 * 1000;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** "9:00AM" / "9 h": the refusal's window in the reader's language. */
const clockIn = (minutes: number) => (locale: Locale) => clockText(minutes, locale);

/**
 * The cleaner accepts the plan's visit `bookingId` through the ordinary accept (every check) and
 * becomes the plan's cleaner, when the plan has none and their weekly hours hold its weekday and
 * whole window; then its other open visits they can take are given to them, and they are asked
 * about those on a statutory holiday (holiday-cleaner.ts). Any refusal leaves
 * nothing written.
 */
export function acceptPlan(
  context: AppContext,
  contractorId: number,
  bookingId: number,
  /** The reader's language, for the customer's name in the job answered. */
  locale: Locale = 'en-CA',
) {
  return refusingDoubleBooking(() =>
    inTransaction(context.db, async (tx) => {
      const planId = await planIdOfBooking(tx, bookingId);
      const plan = planId === null ? null : await lockPlan(tx, planId);
      // Every accept of the plan's visits is told to the customer once, below (decision 148).
      const accepted = await acceptJobIn(context, tx, contractorId, bookingId, {
        customerToldByCaller: true,
      });
      if (plan === null) throw new ConflictError(planCleanerRefusals.notAPlanVisit);
      if (plan.contractorId !== null || plan.status === 'ended') {
        throw new ConflictError(planCleanerRefusals.hasCleaner);
      }
      if (!(await hoursCoverPlan(tx, contractorId, plan))) {
        throw new ConflictError(
          planCleanerRefusals.hoursDoNotCover.with({
            weekday: weekdayOf(plan.anchorDate),
            from: clockIn(plan.fromMinutes),
            until: clockIn(plan.untilMinutes),
          }),
        );
      }
      const now = context.clock();
      await setPlanCleaner(tx, plan.id, contractorId, now);
      await recordPlanEvent(
        tx,
        plan.id,
        'cleanerAccepted',
        'cleaner',
        { contractorId, bookingId },
        now,
      );
      const [cleaner] = await tx
        .select({ id: contractors.id, fullName: contractors.fullName })
        .from(contractors)
        .where(eq(contractors.id, contractorId));
      const assigned: Visit[] = [];
      for (const visit of await openVisitsOf(tx, plan.id, bookingId, now)) {
        if (!cleaner || !(await canTakeNow(tx, visit.id, contractorId, now))) continue;
        await takeJob(context, tx, cleaner, visit, 'scheduler', { customerToldByCaller: true });
        assigned.push(visit);
      }
      await tellPlanAccepted(context, tx, plan, cleaner?.fullName ?? '', [
        accepted.booking,
        ...assigned,
      ]);
      // Each of their visits on a statutory holiday asks them ahead, once per visit.
      for (const visitId of [bookingId, ...assigned.map((visit) => visit.id)]) {
        await askCleanerAboutHoliday(context, tx, visitId, contractorId, now);
      }
      // Read again: the job now names its plan's cleaner.
      const row = await selectJob(tx, bookingId);
      if (!row) throw new Error(`booking ${bookingId} vanished inside its own transaction`);
      return {
        job: contractorJobOnWire(row, now, locale),
        assigned: assigned.map((visit) => visit.id),
      };
    }),
  );
}

/**
 * The plan's cleaner stops cleaning it: their visits more than 48 hours away go back to the
 * board (the customer told once, with their dates), nearer ones stay theirs. Another cleaner's
 * or an unknown plan is not found.
 */
export function leavePlan(context: AppContext, contractorId: number, planId: number) {
  return inTransaction(context.db, async (tx) => {
    const plan = await lockPlan(tx, planId);
    if (!plan || plan.contractorId !== contractorId) {
      throw new NotFoundError(planCleanerRefusals.planNotFound);
    }
    const scope = await findContractorScope(tx, contractorId);
    if (!scope) throw new NotFoundError(planCleanerRefusals.planNotFound);
    const now = context.clock();
    await setPlanCleaner(tx, plan.id, null, null);
    const far = await heldVisitsAfter(
      tx,
      plan.id,
      contractorId,
      new Date(now.getTime() + LEAVE_KEEPS_WITHIN_MS),
    );
    for (const visit of far) {
      await handBack(context, tx, scope, visit, 'cleaner', true);
    }
    await recordPlanEvent(
      tx,
      plan.id,
      'cleanerLeft',
      'cleaner',
      { contractorId, reopened: far.map((visit) => visit.id) },
      now,
    );
    await tellCleanerLeft(context, tx, plan.customerId, plan.cityId, scope.fullName, far);
    return { reopened: far.map((visit) => visit.id) };
  });
}

type Visit = typeof bookings.$inferSelect;

/** The customer's one notice and e-mail that their cleaner left, with the reopened dates. */
async function tellCleanerLeft(
  context: AppContext,
  tx: Database,
  customerId: number,
  cityId: number,
  cleanerName: string,
  reopened: Visit[],
) {
  const [first] = reopened;
  const datesIn = (locale: Locale) =>
    reopened
      .map((visit) => (visit.localDate === null ? '' : day(visit.localDate, locale)))
      .join('; ');
  await notify(
    tx,
    { recipient: 'Customer', customerId },
    {
      bookingId: first?.id ?? null,
      text: (locale) => {
        const words = planCleanerTexts(locale).cleanerLeftNotice;
        const values = {
          name: firstNameOf(cleanerName, locale),
          count: reopened.length,
          dates: datesIn(locale),
        };
        return {
          title: formatMessage(locale, words.title, values),
          message: formatMessage(locale, words.message, values),
        };
      },
    },
  );
  if (!first) return;
  const locale = await localeOfBooking(tx, first.id);
  const names = await context.catalog.namesIn(locale, tx);
  const [city] = await tx.select({ name: cities.name }).from(cities).where(eq(cities.id, cityId));
  await addToOutbox(
    tx,
    composeMail(first.email, locale, planCleanerTexts(locale).cleanerLeftMail, {
      customer: firstNameOf(first.fullName, locale),
      name: firstNameOf(cleanerName, locale),
      count: reopened.length,
      dates: datesIn(locale),
      city: names.city(city?.name ?? '') ?? city?.name ?? '',
    }),
  );
}

export type PlanOfCleaner = {
  iPlanId: number;
  vFirstName: string;
  vCity: string;
  ePlanStatus: 'active' | 'paused' | 'ended';
  iEveryWeeks: number;
  iWeekday: number;
  vFrom: string;
  vUntill: string;
  visits: { iBookingId: number; vDate: string }[];
};

/**
 * The running plans the signed-in cleaner cleans, with their next visits that are theirs. Only
 * the customer's first name and city: contact details stay with each visit's job, under the
 * rule of assigned jobs (decision 079).
 */
export async function cleanerPlans(
  context: AppContext,
  contractorId: number,
  /** The reader's language: a closed account's name is written in it. */
  locale: Locale = 'en-CA',
) {
  const plans = await plansOfCleaner(context.db, contractorId);
  const visits = await nextVisitsOf(
    context.db,
    plans.map((plan) => plan.id),
    contractorId,
    context.clock(),
  );
  return plans.map((plan): PlanOfCleaner => ({
    iPlanId: plan.id,
    vFirstName: firstNameOf(plan.customerFirstName, locale),
    vCity: plan.cityName,
    ePlanStatus: plan.status,
    iEveryWeeks: plan.everyWeeks,
    iWeekday: weekdayOf(plan.anchorDate),
    vFrom: minutesToClock(plan.fromMinutes),
    vUntill: minutesToClock(plan.untilMinutes),
    visits: visits
      .filter((visit) => visit.planId === plan.id)
      .slice(0, 4)
      .map((visit) => ({ iBookingId: visit.id, vDate: visit.localDate ?? '' })),
  }));
}
