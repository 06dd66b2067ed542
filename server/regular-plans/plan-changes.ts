/*
 * A customer's changes of a regular cleaning (issue 45, decision 145): skip one visit, pause the
 * plan, resume it, change its frequency or day, end it. Each change is asked of the plan's machine
 * first (machines/regular-plan.machine.ts), priced before it is confirmed (the visits it cancels,
 * each with its fee under its own cancellation policy, from server/bookings'
 * cancellationQuoteNow), and made in one transaction: the fee total the customer saw must still
 * be the total (409 otherwise, nothing changes), each visit is cancelled by the ordinary customer
 * cancel (fee, ledger, news), the plan is updated so the visit writer writes its new rhythm, and
 * the change is recorded in plan_events.
 */
import { HOLIDAY_NAMES, statutoryHolidayOn } from './statutory-holidays.ts';
import {
  nextPlanStatus,
  offeredPlanChanges,
  type PlanStatus,
  type RegularPlanEventType,
  type VisitState,
} from '#machines/regular-plan.machine.ts';
import {
  addDays,
  isEveryWeeks,
  visitDatesBetween,
  type EveryWeeks,
} from '#shared/regular-plans.ts';
import { formatMomentIn, formatWeekdayDay } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import {
  cancelInTransaction,
  cancellationQuoteNow,
  type CancellationQuote,
} from '../bookings/index.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { planRules } from '../db/shared-queries/plan-rules.ts';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.ts';
import { localNow } from '../domain/local-time.ts';
import { firstNameOf } from '../domain/person-names.ts';
import { clockWindow, money } from '../platform/mail/compose.ts';
import { inTransaction } from '../platform/transaction.ts';
import {
  eventsOfPlan,
  findOwnPlan,
  freeVisitPlace,
  markSkipped,
  nextVisitDates,
  pastVisits,
  plansOfCustomer,
  recordPlanEvent,
  upcomingVisits,
  updatePlan,
  type PlanEventRow,
  type PlanRow,
  type PlanWithPlace,
  type VisitRow,
} from './plan-changes.queries.ts';
import { planChangeRefusals, planWordsIn } from './plan-changes-texts.ts';
import { HOLIDAY_ASKED_EVENT, holidayAskedHistory } from './holiday-cleaner.ts';

/** A change the customer can price and make. */
export type PlanChange =
  | { kind: 'skip'; bookingId: number }
  | { kind: 'pause'; weeks: number }
  | { kind: 'change'; everyWeeks?: number; weekday?: number }
  | { kind: 'end' };

const machineEventOf: Record<PlanChange['kind'] | 'resume', RegularPlanEventType> = {
  skip: 'visit.skip',
  pause: 'plan.pause',
  change: 'plan.change',
  end: 'plan.end',
  resume: 'plan.resume',
};

/** A visit's state, in the machine's words where it has them. */
export type VisitView = VisitState | 'inProgress' | 'completed' | 'cancelled';

export function visitStateOf(visit: VisitRow): VisitView {
  if (visit.skippedAt !== null) return 'skipped';
  switch (visit.status) {
    case 'cancelled':
      return 'cancelled';
    case 'completed':
      return 'completed';
    case 'inProgress':
      return 'inProgress';
    case 'assigned':
      return 'assigned';
    default:
      return visit.paymentStatus === 'authorized' ? 'held' : 'scheduled';
  }
}

/** The weekday of a local date, 0 for Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The first date on or after `from` that falls on `weekday`. */
function onOrAfter(from: string, weekday: number): string {
  return addDays(from, (weekday - weekdayOf(from) + 7) % 7);
}

/** The city's today. */
function todayOf(context: Pick<AppContext, 'clock'>, place: PlanWithPlace): string {
  return localNow(place.timeZone, context.clock()).date;
}

/** The machine's answer, or 409 in the customer's words. */
function assertAllowed(plan: PlanRow, event: RegularPlanEventType, visit?: VisitView): PlanStatus {
  if (visit === 'inProgress' || visit === 'completed' || visit === 'cancelled') {
    throw new ConflictError(planChangeRefusals.visitStarted);
  }
  const next = nextPlanStatus(plan.status, event, visit ?? 'scheduled');
  if (next !== null) return next;
  if (plan.status === 'ended') throw new ConflictError(planChangeRefusals.planEnded);
  if (event === 'plan.resume') throw new ConflictError(planChangeRefusals.notPaused);
  if (event === 'plan.pause') throw new ConflictError(planChangeRefusals.alreadyPaused);
  throw new ConflictError(planChangeRefusals.skipRefused);
}

type Cancel = { visit: VisitRow; quote: CancellationQuote };

/** What a change does: the visits it cancels (each with its fee) and the plan afterwards. */
type Outcome = {
  cancels: Cancel[];
  totalFeeCents: number;
  planAfter: Partial<PlanRow>;
  event: string;
  details: Record<string, unknown>;
  /** The sentence the dialog shows above the list. */
  what: (locale: Locale) => string;
};

/** Cancels priced now; a visit under way (closed) cannot be cancelled and is left alone. */
async function priced(context: AppContext, tx: Database, visits: VisitRow[]): Promise<Cancel[]> {
  const cancels: Cancel[] = [];
  for (const visit of visits) {
    if (visit.status === 'inProgress') continue;
    const quote = await cancellationQuoteNow(context, tx, visit.id);
    if (quote.kind !== 'closed') cancels.push({ visit, quote });
  }
  return cancels;
}

function scheduleIn(locale: Locale, everyWeeks: number, weekday: number): string {
  const words = planWordsIn(locale);
  const weekdayName = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 1 + weekday)),
  );
  const template = everyWeeks === 1 ? words.every1 : everyWeeks === 2 ? words.every2 : words.every4;
  return formatMessage(locale, template, { weekday: weekdayName });
}

/** What the change would do now, read in the change's own transaction. */
async function outcomeOf(
  context: AppContext,
  tx: Database,
  place: PlanWithPlace,
  change: PlanChange,
): Promise<Outcome> {
  const { plan } = place;
  const today = todayOf(context, place);
  const visits = await upcomingVisits(tx, plan.id, { lock: true });
  const now = context.clock();
  switch (change.kind) {
    case 'skip': {
      const visit = visits.find((each) => each.id === change.bookingId);
      if (!visit) throw new NotFoundError(planChangeRefusals.visitNotFound);
      assertAllowed(plan, machineEventOf.skip, visitStateOf(visit));
      const cancels = await priced(context, tx, [visit]);
      const [only] = cancels;
      if (!only) throw new ConflictError(planChangeRefusals.visitStarted);
      return {
        cancels,
        totalFeeCents: only.quote.feeCents,
        planAfter: {},
        event: 'skipped',
        details: {
          bookingId: visit.id,
          bookingNo: visit.bookingNo,
          date: visit.localDate,
          feeCents: only.quote.feeCents,
        },
        what: (locale) => planWordsIn(locale).whatSkip,
      };
    }
    case 'pause': {
      const { maxPauseWeeks } = await planRules(tx);
      if (!Number.isInteger(change.weeks) || change.weeks < 1 || change.weeks > maxPauseWeeks) {
        throw new InvalidError(planChangeRefusals.pauseTooLong.with({ max: maxPauseWeeks }));
      }
      assertAllowed(plan, machineEventOf.pause);
      const resumesOn = addDays(today, change.weeks * 7);
      const inside = visits.filter(
        (visit) => visit.localDate !== null && visit.localDate < resumesOn,
      );
      const cancels = await priced(context, tx, inside);
      const total = sum(cancels);
      return {
        cancels,
        totalFeeCents: total,
        planAfter: { status: 'paused', pausedAt: now, resumesOn },
        event: 'paused',
        details: { weeks: change.weeks, resumesOn, ...cancelledDetails(cancels, total) },
        what: (locale) =>
          formatMessage(locale, planWordsIn(locale).whatPause, {
            weeks: change.weeks,
            date: formatWeekdayDay(resumesOn, locale),
          }),
      };
    }
    case 'change': {
      const everyWeeks = change.everyWeeks ?? plan.everyWeeks;
      const weekday = change.weekday ?? weekdayOf(plan.anchorDate);
      if (
        !isEveryWeeks(everyWeeks) ||
        !Number.isInteger(weekday) ||
        weekday < 0 ||
        weekday > 6 ||
        (everyWeeks === plan.everyWeeks && weekday === weekdayOf(plan.anchorDate))
      ) {
        throw new InvalidError(planChangeRefusals.nothingToChange);
      }
      assertAllowed(plan, machineEventOf.change);
      // The new rhythm starts at the first visit still to come (or tomorrow, or the day a
      // paused plan resumes), on the new weekday; written visits off that rhythm are cancelled.
      const tomorrow = addDays(today, 1);
      const start = plan.resumesOn && plan.resumesOn > tomorrow ? plan.resumesOn : tomorrow;
      const firstWritten = visits
        .flatMap((visit) =>
          visit.status !== 'inProgress' && visit.planVisitDate !== null
            ? [visit.planVisitDate]
            : [],
        )
        .filter((date) => date >= start)
        .sort()[0];
      const from = firstWritten ?? start;
      const anchorDate = onOrAfter(from, weekday);
      const offRhythm = visits.filter(
        (visit) =>
          visit.planVisitDate !== null &&
          visit.planVisitDate >= from &&
          visitDatesBetween(anchorDate, everyWeeks, visit.planVisitDate, visit.planVisitDate)
            .length === 0,
      );
      const cancels = await priced(context, tx, offRhythm);
      const total = sum(cancels);
      return {
        cancels,
        totalFeeCents: total,
        // The writer writes from the day after visitsWrittenThrough: from the new anchor on (a
        // visit already written on the new rhythm is kept; its unique place makes a rewrite a no-op).
        planAfter: {
          everyWeeks,
          anchorDate,
          visitsWrittenThrough: addDays(from, -1),
        },
        event: 'changed',
        details: {
          everyWeeks: [plan.everyWeeks, everyWeeks],
          weekday: [weekdayOf(plan.anchorDate), weekday],
          anchorDate,
          ...cancelledDetails(cancels, total),
        },
        what: (locale) =>
          formatMessage(locale, planWordsIn(locale).whatChange, {
            date: formatWeekdayDay(anchorDate, locale),
            schedule: scheduleIn(locale, everyWeeks, weekday),
          }),
      };
    }
    case 'end': {
      assertAllowed(plan, machineEventOf.end);
      const cancels = await priced(context, tx, visits);
      const total = sum(cancels);
      return {
        cancels,
        totalFeeCents: total,
        planAfter: { status: 'ended', endedAt: now, resumesOn: null },
        event: 'ended',
        details: cancelledDetails(cancels, total),
        what: (locale) => planWordsIn(locale).whatEnd,
      };
    }
  }
}

function sum(cancels: Cancel[]): number {
  return cancels.reduce((total, each) => total + each.quote.feeCents, 0);
}

function cancelledDetails(cancels: Cancel[], feeCents: number) {
  return { cancelled: cancels.map((each) => each.visit.bookingNo), feeCents };
}

async function ownPlan(
  tx: Database,
  customerId: number,
  code: string,
  lock: boolean,
): Promise<PlanWithPlace> {
  const place = await findOwnPlan(tx, customerId, code, { lock });
  if (!place) throw new NotFoundError(planChangeRefusals.notFound);
  return place;
}

/** openapi.yaml `PlanChangeQuote`. */
export type PlanChangeQuote = {
  aCancels: {
    iBookingId: number;
    vBookingNo: string;
    vDate: string;
    iFeeCents: number;
    vFee: string;
  }[];
  iTotalFeeCents: number;
  vTotalFee: string;
  vWhat: string;
};

function quoteOnWire(outcome: Outcome, locale: Locale): PlanChangeQuote {
  return {
    aCancels: outcome.cancels.map(({ visit, quote }) => ({
      iBookingId: visit.id,
      vBookingNo: visit.bookingNo,
      vDate: visit.localDate ? formatWeekdayDay(visit.localDate, locale) : '',
      iFeeCents: quote.feeCents,
      vFee: money(quote.feeCents, locale),
    })),
    iTotalFeeCents: outcome.totalFeeCents,
    vTotalFee: money(outcome.totalFeeCents, locale),
    vWhat: outcome.what(locale),
  };
}

/** What the change would cost now; nothing changes. */
export async function planChangeQuote(
  context: AppContext,
  customerId: number,
  code: string,
  change: PlanChange,
  locale: Locale,
): Promise<PlanChangeQuote> {
  return inTransaction(context.db, async (tx) => {
    const place = await ownPlan(tx, customerId, code, false);
    return quoteOnWire(await outcomeOf(context, tx, place, change), locale);
  });
}

/**
 * Makes the change the customer confirmed, with the total fee they were shown: the visits are
 * cancelled as their own cancel, each with its fee, then the plan is updated and the change
 * recorded. `actor` is who asked (an operator's pause cancels free of charge).
 */
export async function applyPlanChange(
  context: AppContext,
  tx: Database,
  place: PlanWithPlace,
  change: PlanChange,
  who:
    | { actor: 'customer'; shownFeeCents: number }
    | { actor: 'operator'; details: Record<string, unknown> },
): Promise<void> {
  const outcome = await outcomeOf(context, tx, place, change);
  if (who.actor === 'customer' && outcome.totalFeeCents !== who.shownFeeCents) {
    throw new ConflictError(
      planChangeRefusals.feeChanged.with({
        fee: (locale) => money(outcome.totalFeeCents, locale),
        shown: (locale) => money(who.shownFeeCents, locale),
      }),
    );
  }
  const now = context.clock();
  for (const { visit, quote } of outcome.cancels) {
    if (who.actor === 'customer') {
      await cancelInTransaction(context, tx, visit, 'customer', quote.feeCents);
    } else {
      await cancelInTransaction(context, tx, visit, 'operator');
    }
  }
  if (change.kind === 'skip') {
    await markSkipped(tx, change.bookingId, now);
  } else {
    await freeVisitPlace(
      tx,
      outcome.cancels.map((each) => each.visit.id),
    );
  }
  await updatePlan(tx, place.plan.id, { ...outcome.planAfter, updatedAt: now });
  const details =
    who.actor === 'operator'
      ? { ...outcome.details, feeCents: 0, ...who.details }
      : outcome.details;
  await recordPlanEvent(tx, {
    planId: place.plan.id,
    event: outcome.event,
    actor: who.actor,
    details,
    at: now,
  });
}

/** The customer's change, confirmed with the total fee they saw; answers the plan's page. */
export async function changeOwnPlan(
  context: AppContext,
  customerId: number,
  code: string,
  change: PlanChange,
  shownFeeCents: number,
  locale: Locale,
): Promise<PlanPage> {
  await inTransaction(context.db, async (tx) => {
    const place = await ownPlan(tx, customerId, code, true);
    await applyPlanChange(context, tx, place, change, { actor: 'customer', shownFeeCents });
  });
  return ownPlanPage(context, customerId, code, locale);
}

/** A paused plan runs again now: the writer writes its visits from tomorrow on. */
export async function resumeOwnPlan(
  context: AppContext,
  customerId: number,
  code: string,
  locale: Locale,
): Promise<PlanPage> {
  await inTransaction(context.db, async (tx) => {
    const place = await ownPlan(tx, customerId, code, true);
    const { plan } = place;
    assertAllowed(plan, machineEventOf.resume);
    const today = todayOf(context, place);
    const now = context.clock();
    const written = plan.visitsWrittenThrough;
    await updatePlan(tx, plan.id, {
      status: 'active',
      pausedAt: null,
      resumesOn: null,
      visitsWrittenThrough: written !== null && written < today ? written : today,
      updatedAt: now,
    });
    await recordPlanEvent(tx, {
      planId: plan.id,
      event: 'resumed',
      actor: 'customer',
      details: { resumesOnWas: plan.resumesOn },
      at: now,
    });
  });
  return ownPlanPage(context, customerId, code, locale);
}

/** openapi.yaml `PlanSummary`. */
export type PlanSummary = {
  vUniqueCode: string;
  eStatus: PlanStatus;
  iEveryWeeks: EveryWeeks;
  iWeekday: number;
  vSchedule: string;
  vWindow: string;
  vCity: string;
  vCleaner: string | null;
  vNextVisit: string | null;
  dNextVisit: string | null;
  vResumesOn: string | null;
  iDiscountPercent: number;
};

async function summaryOf(
  context: AppContext,
  place: PlanWithPlace,
  nextVisit: string | null,
  locale: Locale,
): Promise<PlanSummary> {
  const { plan } = place;
  const names = await context.catalog.namesIn(locale);
  const everyWeeks = isEveryWeeks(plan.everyWeeks) ? plan.everyWeeks : 2;
  return {
    vUniqueCode: plan.uniqueCode,
    eStatus: plan.status,
    iEveryWeeks: everyWeeks,
    iWeekday: weekdayOf(plan.anchorDate),
    vSchedule: scheduleIn(locale, everyWeeks, weekdayOf(plan.anchorDate)),
    vWindow: clockWindow(plan.fromMinutes, plan.untilMinutes, locale),
    vCity: names.city(place.cityName),
    vCleaner: place.cleanerName ? firstNameOf(place.cleanerName, locale) : null,
    vNextVisit: nextVisit ? formatWeekdayDay(nextVisit, locale) : null,
    dNextVisit: nextVisit,
    vResumesOn:
      plan.status === 'paused' && plan.resumesOn ? formatWeekdayDay(plan.resumesOn, locale) : null,
    iDiscountPercent: plan.discountPercent,
  };
}

/** The customer's plans (the dashboard's section). */
export async function ownPlans(
  context: AppContext,
  customerId: number,
  locale: Locale,
): Promise<PlanSummary[]> {
  const places = await plansOfCustomer(context.db, customerId);
  const next = await nextVisitDates(
    context.db,
    places.map((place) => place.plan.id),
  );
  return Promise.all(
    places.map((place) =>
      summaryOf(
        context,
        place,
        place.plan.status === 'ended' ? null : (next.get(place.plan.id) ?? null),
        locale,
      ),
    ),
  );
}

/** openapi.yaml `PlanVisit`. */
export type PlanVisit = {
  iBookingId: number;
  vBookingNo: string;
  vBookingCode: string;
  dDate: string;
  vDate: string;
  vWindow: string;
  iPriceCents: number;
  vPrice: string;
  eState: VisitView;
  vState: string;
  vHoliday: string | null;
  bSkippable: boolean;
};

function visitOnWire(
  plan: PlanRow,
  provinceCode: string,
  visit: VisitRow,
  locale: Locale,
): PlanVisit {
  const state = visitStateOf(visit);
  const words = planWordsIn(locale);
  const date = visit.localDate ?? visit.planVisitDate ?? '';
  return {
    iBookingId: visit.id,
    vBookingNo: visit.bookingNo,
    vBookingCode: visit.uniqueCode,
    dDate: date,
    vDate: date ? formatWeekdayDay(date, locale) : '',
    vWindow:
      visit.fromMinutes === null
        ? ''
        : clockWindow(visit.fromMinutes, visit.fromMinutes + (visit.estimatedMinutes ?? 0), locale),
    iPriceCents: visit.totalCents ?? 0,
    vPrice: money(visit.totalCents ?? 0, locale),
    eState: state,
    vState: words[state],
    vHoliday: holidayNameOn(provinceCode, date, locale),
    bSkippable:
      plan.status !== 'ended' &&
      (state === 'scheduled' || state === 'held' || state === 'assigned'),
  };
}

/** The statutory holiday of the plan's province a visit falls on, in the reader's words. */
function holidayNameOn(provinceCode: string, date: string, locale: Locale): string | null {
  const holiday = date ? statutoryHolidayOn(provinceCode, date) : null;
  return holiday ? HOLIDAY_NAMES[holiday.key][locale] : null;
}

/** What one change of a plan did, in the reader's words (the customer's page and the console). */
export function planEventWhat(event: PlanEventRow, locale: Locale): string {
  const words = planWordsIn(locale);
  const details = event.details;
  const date = (value: unknown) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? formatWeekdayDay(value, locale)
      : '';
  let what: string;
  switch (event.event) {
    case 'created':
      what = words.created;
      break;
    case 'skipped':
      what = formatMessage(locale, words.skippedEvent, { date: date(details.date) });
      break;
    case 'paused':
      what = formatMessage(locale, words.pausedEvent, { date: date(details.resumesOn) });
      break;
    case 'resumed':
      what = words.resumedEvent;
      break;
    case 'changed': {
      const every = Array.isArray(details.everyWeeks) ? Number(details.everyWeeks[1]) : 2;
      const weekday = Array.isArray(details.weekday) ? Number(details.weekday[1]) : 0;
      what = formatMessage(locale, words.changedEvent, {
        schedule: scheduleIn(locale, every, weekday),
      });
      break;
    }
    case 'ended':
      what = words.endedEvent;
      break;
    case 'cleanerAccepted':
      what = words.cleanerAcceptedEvent;
      break;
    case 'cleanerLeft':
      what = words.cleanerLeftEvent;
      break;
    case HOLIDAY_ASKED_EVENT:
      what = holidayAskedHistory(details, locale);
      break;
    default:
      what = words.otherEvent;
  }
  const fee = typeof details.feeCents === 'number' ? details.feeCents : 0;
  if (fee > 0) what = formatMessage(locale, words.feeTaken, { what, fee: money(fee, locale) });
  return what;
}

/** openapi.yaml `PlanHistoryEntry`: one change in the reader's words. */
function historyOnWire(event: PlanEventRow, timeZone: string, locale: Locale) {
  const words = planWordsIn(locale);
  const by =
    event.actor === 'customer'
      ? words.byCustomer
      : event.actor === 'cleaner'
        ? words.byCleaner
        : event.actor === 'operator'
          ? words.byOperator
          : words.byScheduler;
  return {
    vEvent: event.event,
    eActor: by,
    vWhat: planEventWhat(event, locale),
    vAt: formatMomentIn(event.at, timeZone, locale),
  };
}

/** openapi.yaml `PlanPage`. */
export type PlanPage = PlanSummary & {
  aVisits: PlanVisit[];
  aPast: PlanVisit[];
  aHistory: ReturnType<typeof historyOnWire>[];
  aOffered: ('pause' | 'resume' | 'change' | 'end')[];
  iMaxPauseWeeks: number;
};

export async function planPageOf(
  context: AppContext,
  db: Database,
  place: PlanWithPlace,
  locale: Locale,
): Promise<PlanPage> {
  const { plan } = place;
  const [upcoming, past, events, rules] = await Promise.all([
    upcomingVisits(db, plan.id),
    pastVisits(db, plan.id),
    eventsOfPlan(db, plan.id),
    planRules(db),
  ]);
  const next = plan.status === 'ended' ? null : (upcoming[0]?.localDate ?? null);
  const offered = offeredPlanChanges(plan.status).map(
    (event) => event.slice('plan.'.length) as 'pause' | 'resume' | 'change' | 'end',
  );
  return {
    ...(await summaryOf(context, place, next, locale)),
    aVisits: upcoming.map((visit) => visitOnWire(plan, place.provinceCode, visit, locale)),
    aPast: past.map((visit) => visitOnWire(plan, place.provinceCode, visit, locale)),
    aHistory: events.map((event) => historyOnWire(event, place.timeZone, locale)),
    aOffered: offered,
    iMaxPauseWeeks: rules.maxPauseWeeks,
  };
}

/** One of the customer's plans; another's is 404. */
export async function ownPlanPage(
  context: AppContext,
  customerId: number,
  code: string,
  locale: Locale,
): Promise<PlanPage> {
  const place = await ownPlan(context.db, customerId, code, false);
  return planPageOf(context, context.db, place, locale);
}

/** The request's change, or 400 when it names none it can be. */
export function changeOfRequest(body: {
  eChange: 'skip' | 'pause' | 'change' | 'end';
  iBookingId?: number | undefined;
  iWeeks?: number | undefined;
  iEveryWeeks?: number | undefined;
  iWeekday?: number | undefined;
}): PlanChange {
  switch (body.eChange) {
    case 'skip':
      if (body.iBookingId === undefined) throw new InvalidError(planChangeRefusals.visitNotFound);
      return { kind: 'skip', bookingId: body.iBookingId };
    case 'pause':
      if (body.iWeeks === undefined) throw new InvalidError(planChangeRefusals.pauseWeeksMissing);
      return { kind: 'pause', weeks: body.iWeeks };
    case 'change':
      if (body.iEveryWeeks === undefined && body.iWeekday === undefined) {
        throw new InvalidError(planChangeRefusals.nothingToChange);
      }
      return {
        kind: 'change',
        ...(body.iEveryWeeks === undefined ? {} : { everyWeeks: body.iEveryWeeks }),
        ...(body.iWeekday === undefined ? {} : { weekday: body.iWeekday }),
      };
    case 'end':
      return { kind: 'end' };
  }
}
