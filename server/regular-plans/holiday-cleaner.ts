/*
 * A regular cleaning's visit on a statutory holiday of its province, the plan's cleaner's side
 * (issue 45): when such a visit becomes theirs (placed with them by the visit writer, or taken
 * with "Accept every visit"), the cleaner is asked ahead, in the app and by e-mail in their
 * language, whether they keep it or hand that one visit back (the job's Reject). Told once per
 * visit and cleaner: the ask is recorded as the plan's event `holidayAsked`, read under the
 * plan's lock that both callers hold.
 */
import { and, eq, sql } from 'drizzle-orm';
import * as en from '#shared/catalogue/en-CA/plan-holiday-cleaner.ts';
import * as fr from '#shared/catalogue/fr-CA/plan-holiday-cleaner.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import type { Database } from '../db/database.ts';
import { planEvents } from '../db/schema.ts';
import { firstNameOf } from '../domain/person-names.ts';
import {
  findBookingWithZone,
  findContractorEmail,
  findContractorScope,
} from '../db/shared-queries/jobs.ts';
import { localeOfContractor } from '../db/shared-queries/locales.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { notify } from '../notifications/index.ts';
import { catalogue } from '../i18n/index.ts';
import { clockText, composeMail, weekdayDay } from '../platform/mail/compose.ts';
import type { PlaceContext } from './place-visit.ts';
import { HOLIDAY_NAMES, statutoryHolidayOn } from './statutory-holidays.ts';

const words = catalogue(en, fr);

/** The plan's event that records the ask (details: bookingId, contractorId, holiday, date). */
export const HOLIDAY_ASKED_EVENT = 'holidayAsked';

/** The history's line for the event, in the reader's language. */
export function holidayAskedHistory(details: Record<string, unknown>, locale: Locale): string {
  const date = typeof details.date === 'string' ? details.date : '';
  const key = details.holiday;
  const holiday =
    typeof key === 'string' && key in HOLIDAY_NAMES
      ? HOLIDAY_NAMES[key as keyof typeof HOLIDAY_NAMES][locale]
      : '';
  return formatMessage(locale, words(locale).holidayCleanerHistory.asked, {
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? weekdayDay(date, locale) : '',
    holiday,
  });
}

async function alreadyAsked(tx: Database, planId: number, visitId: number, contractorId: number) {
  const [row] = await tx
    .select({ id: planEvents.id })
    .from(planEvents)
    .where(
      and(
        eq(planEvents.planId, planId),
        eq(planEvents.event, HOLIDAY_ASKED_EVENT),
        sql`${planEvents.details} ->> 'bookingId' = ${String(visitId)}`,
        sql`${planEvents.details} ->> 'contractorId' = ${String(contractorId)}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Asks the cleaner `contractorId` about the plan visit `visitId` when it is theirs (assigned to
 * them) and falls on a statutory holiday of its city's province, unless they were asked about
 * it already. In the caller's transaction, which holds the plan's row. Answers whether it asked.
 */
export async function askCleanerAboutHoliday(
  context: PlaceContext,
  tx: Database,
  visitId: number,
  contractorId: number,
  now: Date,
): Promise<boolean> {
  const found = await findBookingWithZone(tx, visitId);
  if (!found || found.provinceCode === null || found.cityName === null) return false;
  const visit = { ...found.booking, provinceCode: found.provinceCode, cityName: found.cityName };
  if (
    visit.planId === null ||
    visit.localDate === null ||
    visit.status !== 'assigned' ||
    visit.contractorId !== contractorId
  ) {
    return false;
  }
  const holiday = statutoryHolidayOn(visit.provinceCode, visit.localDate);
  if (!holiday) return false;
  if (await alreadyAsked(tx, visit.planId, visitId, contractorId)) return false;
  await tx.insert(planEvents).values({
    planId: visit.planId,
    event: HOLIDAY_ASKED_EVENT,
    actor: 'scheduler',
    details: { bookingId: visitId, contractorId, holiday: holiday.key, date: holiday.date },
    at: now,
  });

  const localDate = visit.localDate;
  const values = (locale: Locale) => ({
    date: weekdayDay(localDate, locale),
    holiday: HOLIDAY_NAMES[holiday.key][locale],
    customer: firstNameOf(visit.fullName, locale),
    bookingNo: visit.bookingNo,
  });
  await notify(
    tx,
    { recipient: 'Contractor', contractorId },
    {
      bookingId: visitId,
      text: (locale) => {
        const notice = words(locale).holidayCleanerNotice;
        return {
          title: formatMessage(locale, notice.title, values(locale)),
          message: formatMessage(locale, notice.message, values(locale)),
        };
      },
    },
  );
  const email = await findContractorEmail(tx, contractorId);
  if (email !== null) {
    const locale = await localeOfContractor(tx, contractorId);
    const names = await context.catalog.namesIn(locale, tx);
    const cleaner = await findContractorScope(tx, contractorId);
    await addToOutbox(
      tx,
      composeMail(email, locale, words(locale).holidayCleanerMail, {
        ...values(locale),
        name: firstNameOf(cleaner?.fullName ?? '', locale),
        time: visit.fromMinutes === null ? '' : clockText(visit.fromMinutes, locale),
        city: names.city(visit.cityName) ?? visit.cityName,
      }),
    );
  }
  return true;
}
