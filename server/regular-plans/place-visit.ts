/*
 * Where a regular cleaning's newly written visit goes (issue 45, decision 144): to the plan's
 * cleaner when they can take it under every rule of the job board, else to the board like any
 * paid booking, the customer told why in plain words and the cleaner told in the app. The
 * visit writer calls it once per visit, in the visit's transaction.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { bookings, contractors, type regularPlans } from '../db/schema.ts';
import { canTakeNow, cleanersWhoCanTake } from '../db/shared-queries/job-takers.ts';
import { lockContractor, offerOfJob } from '../db/shared-queries/offered-hours.ts';
import { recordAnnouncement } from '../db/shared-queries/job-announcements.ts';
import { localeOfBooking } from '../db/shared-queries/locales.ts';
import { firstNameOf } from '../domain/person-names.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { selectJob, type JobRow } from '../db/shared-queries/job-views.ts';
import { takeJob } from '../jobs/index.ts';
import { notify } from '../notifications/index.ts';
import { clockText, composeMail, day } from '../platform/mail/compose.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { askCleanerAboutHoliday } from './holiday-cleaner.ts';
import { planCleanerTexts } from './texts-cleaner.ts';

export type PlanRow = typeof regularPlans.$inferSelect;
type Plan = PlanRow;
export type PlaceContext = Pick<AppContext, 'catalog' | 'publicUrl' | 'clock'>;

/** Why the plan's cleaner cannot take a visit: the customer hears it in plain words only. */
export type CannotTake = 'paused' | 'dayOff' | 'overCap' | 'outsideHours' | 'busy';

export type Placement = { assignedTo: number } | { toBoard: CannotTake | null };

async function visitRow(tx: Database, bookingId: number): Promise<JobRow> {
  const row = await selectJob(tx, bookingId);
  if (!row) throw new Error(`visit ${bookingId} vanished inside its own transaction`);
  return row;
}

/** Which rule keeps the cleaner from the visit, read after the board's rule said no. */
async function whyNot(tx: Database, contractorId: number, bookingId: number): Promise<CannotTake> {
  const [cleaner] = await tx
    .select({ status: contractors.status, pausedAt: contractors.pausedAt })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  if (!cleaner || cleaner.status !== 'Approved' || cleaner.pausedAt !== null) return 'paused';
  const offer = await offerOfJob(tx, contractorId, bookingId);
  if (offer?.dayOff) return 'dayOff';
  if (offer && !offer.underCap) return 'overCap';
  if (offer && !offer.insideHours) return 'outsideHours';
  return 'busy';
}

/**
 * Places a plan's visit (an open, paid `bookings` row of the plan): assigned to the plan's
 * cleaner as the scheduler's accept (their pay fixed, the accept's news) when they could take
 * it from the board now (and asked about it when it falls on a statutory holiday); otherwise announced to the city's cleaners who can, as a newly paid
 * booking is, and, when the plan has a cleaner, the customer (notice and e-mail) and the
 * cleaner (notice) are told why.
 */
export async function placeVisit(
  context: PlaceContext,
  tx: Database,
  plan: Plan,
  visitBookingId: number,
  now: Date,
): Promise<Placement> {
  const cleanerId = plan.contractorId;
  if (cleanerId !== null) {
    // The accept's lock order: the cleaner's row first, so this takes turns with a change of
    // their hours, a pause and their own accepts (decisions 044, 053).
    await lockContractor(tx, cleanerId);
    if (await canTakeNow(tx, visitBookingId, cleanerId, now)) {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, visitBookingId));
      const [cleaner] = await tx
        .select({ id: contractors.id, fullName: contractors.fullName })
        .from(contractors)
        .where(eq(contractors.id, cleanerId));
      if (booking && cleaner) {
        await takeJob(context, tx, cleaner, booking, 'scheduler');
        // On a statutory holiday, the cleaner is asked ahead whether they keep it (once).
        await askCleanerAboutHoliday(context, tx, visitBookingId, cleanerId, now);
        return { assignedTo: cleanerId };
      }
    }
    const reason = await whyNot(tx, cleanerId, visitBookingId);
    await announceVisit(context, tx, plan, visitBookingId, now);
    await tellCannotCome(context, tx, plan, cleanerId, visitBookingId, reason);
    return { toBoard: reason };
  }
  await announceVisit(context, tx, plan, visitBookingId, now);
  return { toBoard: null };
}

function whenOf(row: JobRow, locale: Locale): string {
  const { localDate, fromMinutes } = row.booking;
  if (localDate === null || fromMinutes === null) return '';
  return `${day(localDate, locale)}, ${clockText(fromMinutes, locale)}`;
}

/**
 * Announces an open visit to the city's cleaners who could take it now (the board's rule,
 * decision 057): a notice each, and the new-job digest's e-mail (decision 061).
 */
export async function announceVisit(
  context: PlaceContext,
  tx: Database,
  plan: Plan,
  visitBookingId: number,
  now: Date,
) {
  const row = await visitRow(tx, visitBookingId);
  const namesIn = await context.catalog.namesByLocale(tx);
  for (const cleaner of await cleanersWhoCanTake(tx, visitBookingId, now)) {
    await notify(
      tx,
      { recipient: 'Contractor', contractorId: cleaner.id },
      {
        bookingId: visitBookingId,
        text: (locale) => {
          const words = planCleanerTexts(locale).visitOpenNotice;
          const names = namesIn(locale);
          const values = {
            service: names.service(row.serviceName) ?? row.serviceName ?? '',
            city: names.city(row.cityName) ?? row.cityName ?? '',
            when: whenOf(row, locale),
            bookingNo: row.booking.bookingNo,
            everyWeeks: plan.everyWeeks,
          };
          return {
            title: formatMessage(locale, words.title, values),
            message: formatMessage(locale, words.message, values),
          };
        },
      },
    );
    await recordAnnouncement(tx, cleaner.id, visitBookingId, now);
  }
}

/** The customer's plain reason: a day off, the cap, hours or another job all read the same. */
function customerReason(reason: CannotTake, locale: Locale): string {
  const words = planCleanerTexts(locale).customerReasons;
  if (reason === 'paused') return words.notTaking;
  return words.notAvailable;
}

/** The customer (notice and e-mail) and the plan's cleaner (notice): this visit went to the board. */
async function tellCannotCome(
  context: PlaceContext,
  tx: Database,
  plan: Plan,
  cleanerId: number,
  visitBookingId: number,
  reason: CannotTake,
) {
  const row = await visitRow(tx, visitBookingId);
  const [cleaner] = await tx
    .select({ fullName: contractors.fullName })
    .from(contractors)
    .where(eq(contractors.id, cleanerId));
  const name = firstNameOf(cleaner?.fullName, await localeOfBooking(tx, visitBookingId));
  const customer =
    firstNameOf(row.booking.fullName, await localeOfBooking(tx, visitBookingId)) ||
    row.customerFirstName;
  const { localDate, fromMinutes } = row.booking;
  const dateIn = (locale: Locale) => (localDate === null ? '' : day(localDate, locale));
  await notify(
    tx,
    { recipient: 'Customer', customerId: plan.customerId },
    {
      bookingId: visitBookingId,
      text: (locale) => {
        const words = planCleanerTexts(locale).cannotComeNotice;
        const values = {
          name,
          reason: customerReason(reason, locale),
          bookingNo: row.booking.bookingNo,
          date: dateIn(locale),
        };
        return {
          title: formatMessage(locale, words.title, values),
          message: formatMessage(locale, words.message, values),
        };
      },
    },
  );
  const locale = await localeOfBooking(tx, visitBookingId);
  const names = await context.catalog.namesIn(locale, tx);
  await addToOutbox(
    tx,
    composeMail(row.booking.email, locale, planCleanerTexts(locale).cannotComeMail, {
      customer,
      name,
      reason: customerReason(reason, locale),
      bookingNo: row.booking.bookingNo,
      date: dateIn(locale),
      time: fromMinutes === null ? '' : clockText(fromMinutes, locale),
      city: names.city(row.cityName) ?? row.cityName ?? '',
    }),
  );
  await notify(
    tx,
    { recipient: 'Contractor', contractorId: cleanerId },
    {
      bookingId: visitBookingId,
      text: (reader) => {
        const words = planCleanerTexts(reader).visitToBoardNotice;
        const values = {
          customer,
          bookingNo: row.booking.bookingNo,
          date: dateIn(reader),
          reason: planCleanerTexts(reader).cleanerReasons[reason],
        };
        return {
          title: formatMessage(reader, words.title, values),
          message: formatMessage(reader, words.message, values),
        };
      },
    },
  );
}
