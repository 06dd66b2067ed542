/**
 * Buying a plan (issue 45, decision 143): the payment of a quoted booking with
 * `plan_every_weeks` writes the plan in its own transaction, with the booking as its first visit.
 */
import { eq } from 'drizzle-orm';
import { formatWeekdayDay } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { addDays, isEveryWeeks, type EveryWeeks } from '#shared/regular-plans.ts';
import * as en from '#shared/catalogue/en-CA/api-plan-booking.ts';
import * as fr from '#shared/catalogue/fr-CA/api-plan-booking.ts';
import type { Database } from '../db/database.ts';
import { bookings, planEvents, regularPlans } from '../db/schema.ts';
import { planRules } from '../db/shared-queries/plan-rules.ts';
import { recordCode } from '../domain/codes.ts';
import type { ComposedMail } from '../platform/mail/mailer.ts';

/** The plan a quoted booking is paid for: its frequency and the discount of today's rules. */
export type PaidPlan = { everyWeeks: EveryWeeks; discountPercent: number };

/** The plan of a quoted booking, or null for a one-time cleaning. */
export async function paidPlanOf(
  tx: Database,
  planEveryWeeks: number | null,
): Promise<PaidPlan | null> {
  if (!isEveryWeeks(planEveryWeeks)) return null;
  const rules = await planRules(tx);
  return { everyWeeks: planEveryWeeks, discountPercent: rules.discounts[planEveryWeeks] };
}

export type FirstVisit = {
  id: number;
  customerId: number;
  cityId: number;
  localDate: string;
  fromMinutes: number;
  untilMinutes: number;
};

/**
 * Writes the plan of a booking just paid: status active, the discount and cancellation policy
 * fixed now, the rhythm anchored on the booking's date and window; the booking becomes its first
 * visit, and the plan's history starts with 'created' by the customer. In the payment's
 * transaction, so a payment undone leaves no plan.
 */
export async function startPlan(
  tx: Database,
  visit: FirstVisit,
  plan: PaidPlan,
  card: { paymentMethodId: string; cancellationPolicyVersion: number | null },
  now: Date,
): Promise<{ id: number; uniqueCode: string }> {
  const [row] = await tx
    .insert(regularPlans)
    .values({
      uniqueCode: recordCode('pln'),
      customerId: visit.customerId,
      status: 'active',
      everyWeeks: plan.everyWeeks,
      discountPercent: plan.discountPercent,
      firstBookingId: visit.id,
      cityId: visit.cityId,
      anchorDate: visit.localDate,
      fromMinutes: visit.fromMinutes,
      untilMinutes: visit.untilMinutes,
      paymentMethodId: card.paymentMethodId,
      cancellationPolicyVersion: card.cancellationPolicyVersion,
      // The first visit is the booking itself: the writer starts the day after it.
      visitsWrittenThrough: visit.localDate,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: regularPlans.id, uniqueCode: regularPlans.uniqueCode });
  if (!row) throw new Error(`The plan of booking ${visit.id} was not written.`);
  await tx
    .update(bookings)
    .set({ planId: row.id, planVisitDate: visit.localDate })
    .where(eq(bookings.id, visit.id));
  await tx.insert(planEvents).values({
    planId: row.id,
    event: 'created',
    actor: 'customer',
    details: {
      everyWeeks: plan.everyWeeks,
      discountPercent: plan.discountPercent,
      firstBookingId: visit.id,
    },
    at: now,
  });
  return row;
}

const words = (locale: Locale) => (locale === 'fr-CA' ? fr.planBookingTexts : en.planBookingTexts);

/** "every 2 weeks" in the reader's language. */
export function frequencyText(everyWeeks: EveryWeeks, locale: Locale): string {
  const w = words(locale);
  return everyWeeks === 1 ? w.everyWeek : everyWeeks === 2 ? w.every2Weeks : w.every4Weeks;
}

/** The date of the visit after the first. */
export function nextVisitDate(firstDate: string, everyWeeks: EveryWeeks): string {
  return addDays(firstDate, everyWeeks * 7);
}

/** The customer's notice that their plan is set, in their language. */
export function planStartedNotice(plan: PaidPlan, firstDate: string) {
  return (locale: Locale) => ({
    title: words(locale).planStartedTitle,
    message: formatMessage(locale, words(locale).planStarted, {
      frequency: frequencyText(plan.everyWeeks, locale),
      next: formatWeekdayDay(nextVisitDate(firstDate, plan.everyWeeks), locale),
    }),
  });
}

/** The confirmation e-mail with the plan's paragraph before its signature. */
export function withPlanParagraph(
  mail: ComposedMail,
  plan: PaidPlan,
  firstDate: string,
): ComposedMail {
  const { locale } = mail;
  const paragraph = formatMessage(locale, words(locale).planInMail, {
    frequency: frequencyText(plan.everyWeeks, locale),
    next: formatWeekdayDay(nextVisitDate(firstDate, plan.everyWeeks), locale),
    percent: plan.discountPercent,
  });
  const parts = mail.text.split('\n\n');
  parts.splice(Math.max(parts.length - 1, 0), 0, paragraph);
  return { ...mail, text: parts.join('\n\n') };
}
