/**
 * The plans' scheduler (issue 45, decision 143; queue `plans.visits`): writes each running plan's
 * visits for the weeks ahead, each an ordinary paid booking on the saved card, and places it.
 * A re-run writes nothing more (the unique index bookings_plan_visit), so two servers or a run
 * right after the hourly one are harmless.
 */
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { addDays, isEveryWeeks, visitDatesBetween } from '#shared/regular-plans.ts';
import { formatWeekdayDay } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import * as en from '#shared/catalogue/en-CA/api-plan-booking.ts';
import * as fr from '#shared/catalogue/fr-CA/api-plan-booking.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import {
  bookingStatusChanges,
  bookings,
  cities,
  planEvents,
  regularPlans,
  services,
} from '../db/schema.ts';
import { issueBookingLink } from '../db/shared-queries/booking-links.ts';
import { localeOfBooking } from '../db/shared-queries/locales.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { recordCode } from '../domain/codes.ts';
import { localNow, zonedInstant } from '../domain/local-time.ts';
import { notify } from '../notifications/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import { priceWithTaxes, TRAVEL_BUFFER_MINUTES } from '../quote/index.ts';
import { planDiscountCents } from './plan-price.ts';
import { placeVisit, type PlanRow } from './place-visit.ts';
import { HOLIDAY_NAMES, statutoryHolidayOn, type StatutoryHoliday } from './statutory-holidays.ts';

/**
 * How far ahead visits are written: five weeks, so a plan every 4 weeks always shows its next
 * visit, and a weekly one its next five (each held 24 hours before it, one at a time).
 */
export const VISIT_HORIZON_DAYS = 35;

const MINUTE_MS = 60_000;

export type VisitsReport = {
  written: { planId: number; bookingId: number; date: string }[];
  resumed: number[];
  failed: { planId: number; error: unknown }[];
};

type WriterContext = Pick<AppContext, 'db' | 'catalog' | 'publicUrl' | 'clock'>;

/** The plans that may have visits to write: active, or paused until a day that has come. */
async function plansToWrite(db: Database) {
  return db
    .select({ id: regularPlans.id })
    .from(regularPlans)
    .where(or(eq(regularPlans.status, 'active'), eq(regularPlans.status, 'paused')))
    .orderBy(regularPlans.id);
}

/** Writes every running plan's due visits, each plan in its own transaction. */
export async function writeDueVisits(context: WriterContext, now: Date): Promise<VisitsReport> {
  const report: VisitsReport = { written: [], resumed: [], failed: [] };
  for (const { id } of await plansToWrite(context.db)) {
    try {
      await inTransaction(context.db, (tx) => writePlanVisits(context, tx, id, now, report));
    } catch (error) {
      report.failed.push({ planId: id, error });
    }
  }
  return report;
}

/** The visit the next one copies: the plan's latest by date, whatever became of it. */
async function latestVisit(tx: Database, planId: number) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.planId, planId), isNotNull(bookings.planVisitDate)))
    .orderBy(desc(bookings.planVisitDate))
    .limit(1);
  return row ?? null;
}

async function writePlanVisits(
  context: WriterContext,
  tx: Database,
  planId: number,
  now: Date,
  report: VisitsReport,
) {
  // The plan's row is locked: a pause, an end or a change of day waits for this run, or this
  // run for it, and then reads what it left.
  const [plan] = await tx
    .select()
    .from(regularPlans)
    .where(eq(regularPlans.id, planId))
    .for('update');
  if (!plan || plan.status === 'ended' || !isEveryWeeks(plan.everyWeeks)) return;
  const [city] = await tx.select().from(cities).where(eq(cities.id, plan.cityId));
  if (!city) return;
  const today = localNow(city.timeZone, now).date;
  let running: PlanRow = plan;
  if (plan.status === 'paused') {
    if (plan.resumesOn === null || plan.resumesOn > today) return;
    const [resumed] = await tx
      .update(regularPlans)
      .set({ status: 'active', pausedAt: null, resumesOn: null, updatedAt: now })
      .where(eq(regularPlans.id, plan.id))
      .returning();
    if (!resumed) return;
    await tx.insert(planEvents).values({
      planId: plan.id,
      event: 'resumed',
      actor: 'scheduler',
      details: { resumesOn: plan.resumesOn },
      at: now,
    });
    report.resumed.push(plan.id);
    running = resumed;
  }

  const through = addDays(today, VISIT_HORIZON_DAYS);
  const from = addDays(plan.visitsWrittenThrough ?? plan.anchorDate, 1);
  if (from > through) return;
  const latest = await latestVisit(tx, plan.id);
  if (!latest || latest.serviceId === null || latest.estimatedMinutes === null) return;
  const [service] = await tx.select().from(services).where(eq(services.id, latest.serviceId));
  if (!service) return;

  for (const date of visitDatesBetween(plan.anchorDate, plan.everyWeeks, from, through)) {
    // A pause's days stay free, and a visit is never written in the past.
    if (plan.resumesOn !== null && date < plan.resumesOn) continue;
    const startsAt = zonedInstant(date, running.fromMinutes, city.timeZone);
    if (startsAt.getTime() <= now.getTime()) continue;
    const endsAt = new Date(startsAt.getTime() + latest.estimatedMinutes * MINUTE_MS);
    const blockedUntil = new Date(endsAt.getTime() + TRAVEL_BUFFER_MINUTES * MINUTE_MS);
    const figures = {
      provinceCode: city.provinceCode,
      serviceSlug: service.slug,
      date,
      estimatedMinutes: latest.estimatedMinutes,
      hourlyRateCents: service.hourlyRateCents,
      discountCents: 0,
    };
    const undiscounted = await priceWithTaxes(tx, figures);
    const price = await priceWithTaxes(tx, {
      ...figures,
      discountCents: planDiscountCents(undiscounted.subtotalCents, running.discountPercent),
    });
    const [visit] = await tx
      .insert(bookings)
      .values({
        uniqueCode: recordCode('bkg'),
        bookingNo: sql`'MS-' || nextval('booking_no_seq')`,
        customerId: plan.customerId,
        status: 'authorized',
        fullName: latest.fullName,
        email: latest.email,
        mobile: latest.mobile,
        contactLocale: latest.contactLocale,
        residenceTypeId: latest.residenceTypeId,
        serviceId: latest.serviceId,
        cityId: plan.cityId,
        bedrooms: latest.bedrooms,
        bathrooms: latest.bathrooms,
        extras: latest.extras,
        extrasMinutes: latest.extrasMinutes,
        unit: latest.unit,
        address: latest.address,
        postalCode: latest.postalCode,
        accessEntryCode: latest.accessEntryCode,
        accessParking: latest.accessParking,
        accessPets: latest.accessPets,
        accessOther: latest.accessOther,
        localDate: date,
        fromMinutes: running.fromMinutes,
        untilMinutes: running.untilMinutes,
        startsAt,
        endsAt,
        blockedUntil,
        estimatedMinutes: latest.estimatedMinutes,
        hourlyRateCents: price.hourlyRateCents,
        subtotalCents: price.subtotalCents,
        discountCents: price.discountCents,
        taxCents: price.taxCents,
        taxName: price.taxName,
        totalCents: price.totalCents,
        cancellationPolicyVersion: running.cancellationPolicyVersion,
        confirmedAt: now,
        timeChosenAt: now,
        paymentStatus: 'cardSaved',
        paymentMethodId: running.paymentMethodId,
        planId: plan.id,
        planVisitDate: date,
      })
      .onConflictDoNothing()
      .returning({ id: bookings.id });
    if (!visit) continue;
    // Its move into the lifecycle, as a payment's: told here (no news of its own).
    await tx.insert(bookingStatusChanges).values({
      bookingId: visit.id,
      event: 'booking.authorize',
      fromStatus: 'quoted',
      toStatus: 'authorized',
      actor: 'scheduler',
      paymentStatusBefore: 'none',
      at: now,
      toldAt: now,
    });
    report.written.push({ planId: plan.id, bookingId: visit.id, date });
    const holiday = statutoryHolidayOn(city.provinceCode, date);
    if (holiday) await askAboutHoliday(context, tx, plan.customerId, visit.id, holiday, latest);
    await placeVisit(context, tx, running, visit.id, now);
  }
  await tx
    .update(regularPlans)
    .set({ visitsWrittenThrough: through, updatedAt: now })
    .where(eq(regularPlans.id, plan.id));
}

const words = (locale: Locale) => (locale === 'fr-CA' ? fr.planBookingTexts : en.planBookingTexts);

/**
 * A visit on a statutory holiday of the province: the customer is asked ahead, in the app and by
 * e-mail with a link to the visit's page, whether to keep it; it stays booked until they skip it.
 */
async function askAboutHoliday(
  context: WriterContext,
  tx: Database,
  customerId: number,
  visitId: number,
  holiday: StatutoryHoliday,
  contact: { email: string; fullName: string },
) {
  const values = (locale: Locale) => ({
    date: formatWeekdayDay(holiday.date, locale),
    holiday: HOLIDAY_NAMES[holiday.key][locale],
  });
  await notify(
    tx,
    { recipient: 'Customer', customerId },
    {
      bookingId: visitId,
      text: (locale) => ({
        title: words(locale).holidayTitle,
        message: formatMessage(locale, words(locale).holidayNotice, values(locale)),
      }),
    },
  );
  const locale = await localeOfBooking(tx, visitId);
  const link = await issueBookingLink(tx, visitId, context.publicUrl, locale);
  await addToOutbox(tx, {
    to: contact.email,
    locale,
    subject: formatMessage(locale, words(locale).holidaySubject, values(locale)),
    text: formatMessage(locale, words(locale).holidayBody, {
      ...values(locale),
      name: contact.fullName,
      link,
    }),
  });
}

/** The visits a plan has at or after an instant (for tests and the plan's pages). */
export async function visitsOfPlan(db: Database, planId: number) {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.planId, planId))
    .orderBy(bookings.planVisitDate);
}
