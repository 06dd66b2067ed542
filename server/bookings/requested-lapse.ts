/*
 * When the cleaner a customer asked for (book again, decision 120) has not accepted by
 * `requestedUntil`: with "or anyone available" the job is now on every free cleaner's board
 * (job-takers.ts lets them see it from that moment) and they are told through the new-job
 * digest; without it the customer is told in the app that their cleaner has not accepted yet,
 * and the job stays that cleaner's until decision 098's deadline and lapse. Each booking is
 * handled once (`requestLapsedAt`), under its row lock; the scheduler runs this with the
 * unaccepted bookings every minute.
 */
import { and, asc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookings, contractors } from '../db/schema.ts';
import { firstNameOf } from '../domain/person-names.ts';
import { cleanersWhoCanTake } from '../db/shared-queries/job-takers.ts';
import { recordAnnouncement } from '../db/shared-queries/job-announcements.ts';
import { notify } from '../notifications/index.ts';
import { clockText, day } from '../platform/mail/compose.ts';
import { inTransaction } from '../platform/transaction.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import * as en from '#shared/catalogue/en-CA/book-again.ts';
import * as fr from '#shared/catalogue/fr-CA/book-again.ts';
import * as leftoversEn from '#shared/catalogue/en-CA/booking-status-lines.ts';
import * as leftoversFr from '#shared/catalogue/fr-CA/booking-status-lines.ts';

export type RequestLapseReport = { opened: number[]; told: number[] };

/** Open paid bookings whose requested cleaner's time alone with them has passed. */
async function lapsedRequests(db: Database, now: Date) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'authorized'),
        isNull(bookings.contractorId),
        isNotNull(bookings.requestedContractorId),
        isNull(bookings.requestLapsedAt),
        lte(bookings.requestedUntil, now),
        gt(bookings.startsAt, now),
      ),
    )
    .orderBy(asc(bookings.requestedUntil));
  return rows.map((row) => row.id);
}

async function handleOne(db: Database, bookingId: number, now: Date) {
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .select({ booking: bookings, cleanerName: contractors.fullName })
      .from(bookings)
      .leftJoin(contractors, eq(contractors.id, bookings.requestedContractorId))
      .where(eq(bookings.id, bookingId))
      .for('update', { of: bookings });
    const row = rows[0];
    const b = row?.booking;
    if (!b || b.status !== 'authorized' || b.contractorId !== null || b.requestLapsedAt !== null) {
      return null;
    }
    await tx.update(bookings).set({ requestLapsedAt: now }).where(eq(bookings.id, b.id));
    const name = (locale: Locale) => firstNameOf(row.cleanerName, locale);
    const { localDate, fromMinutes } = b;
    const when = (locale: Locale) =>
      localDate === null || fromMinutes === null
        ? ''
        : `${day(localDate, locale)}, ${clockText(fromMinutes, locale)}`;
    if (b.requestedAnyone) {
      for (const cleaner of await cleanersWhoCanTake(tx, b.id, now)) {
        if (cleaner.id === b.requestedContractorId) continue;
        await recordAnnouncement(tx, cleaner.id, b.id, now);
      }
      // The customer is told in the app too; the booking's page says it (decision 128).
      await notify(
        tx,
        { recipient: 'Customer', customerId: b.customerId },
        {
          bookingId: b.id,
          text: (locale) => {
            const words =
              locale === 'fr-CA'
                ? leftoversFr.requestedCleanerOpenedNotice
                : leftoversEn.requestedCleanerOpenedNotice;
            const values = { name: name(locale), bookingNo: b.bookingNo, when: when(locale) };
            return {
              title: formatMessage(locale, words.title, values),
              message: formatMessage(locale, words.message, values),
            };
          },
        },
      );
      return 'opened' as const;
    }
    await notify(
      tx,
      { recipient: 'Customer', customerId: b.customerId },
      {
        bookingId: b.id,
        text: (locale) => {
          const words = locale === 'fr-CA' ? fr.requestedCleanerNotice : en.requestedCleanerNotice;
          const values = { name: name(locale), bookingNo: b.bookingNo, when: when(locale) };
          return {
            title: formatMessage(locale, words.title, values),
            message: formatMessage(locale, words.message, values),
          };
        },
      },
    );
    return 'told' as const;
  });
}

export async function runRequestedCleanerLapses(
  context: { db: Database },
  now: Date,
): Promise<RequestLapseReport> {
  const report: RequestLapseReport = { opened: [], told: [] };
  for (const bookingId of await lapsedRequests(context.db, now)) {
    const outcome = await handleOne(context.db, bookingId, now);
    if (outcome === 'opened') report.opened.push(bookingId);
    if (outcome === 'told') report.told.push(bookingId);
  }
  return report;
}
