/*
 * The day-before reminder (issue 40): once per booking, about 24 hours before its start, the
 * customer of a paid booking that is not cancelled gets an e-mail (and, with an account, a
 * notification): the date and time window in the city's zone, the address, what to prepare and
 * how to cancel. `reminded_at` marks it sent, in the transaction that writes it.
 */
import type { Database } from '../db/database.ts';
import { firstNameOf } from '../domain/person-names.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { inTransaction } from '../platform/transaction.ts';
import {
  bookingIdsToRemind,
  findCleanerCard,
  findNewsBooking,
  lockBookingForReminder,
  markReminded,
} from './booking-news.queries.ts';
import { newsTexts } from './news-messages.ts';
import { bookingFacts, sendNews, type NewsContext } from './teller.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Reminded from 24 hours before the start… */
export const REMIND_BEFORE_MS = 24 * HOUR_MS;
/** …until 12 hours before it: a run missed for hours still reminds, and a later one does not. */
export const REMIND_UNTIL_MS = 12 * HOUR_MS;
/** A booking made less than a day before its start was just confirmed: no reminder. */
export const BOOKED_AHEAD_MS = 24 * HOUR_MS;

export type RemindersReport = {
  reminded: number[];
  failed: { bookingId: number; error: unknown }[];
};

function remindOne(context: NewsContext & { db: Database }, bookingId: number) {
  return inTransaction(context.db, async (tx) => {
    const locked = await lockBookingForReminder(tx, bookingId);
    if (!locked || locked.remindedAt !== null) return false;
    if (locked.status !== 'authorized' && locked.status !== 'assigned') return false;
    const row = await findNewsBooking(tx, bookingId);
    if (!row) return false;
    const cleaner =
      row.booking.contractorId === null
        ? null
        : await findCleanerCard(tx, row.booking.contractorId);
    const first = (locale: Locale) => (cleaner ? firstNameOf(cleaner.fullName, locale) : null);
    const facts = await bookingFacts(tx, row, context.catalog);
    await sendNews(
      tx,
      row,
      context,
      (locale, link) => newsTexts.reminder(locale, facts, first(locale), link),
      [newsTexts.reminderNotice(facts)],
    );
    await markReminded(tx, bookingId, context.clock());
    return true;
  });
}

/**
 * Reminds every paid, not cancelled booking starting in the next 12 to 24 hours that was booked
 * at least a day ahead and not reminded yet; each in its own transaction, so one failure stops
 * no other (the next run tries it again).
 */
export async function sendDayBeforeReminders(
  context: NewsContext & { db: Database },
): Promise<RemindersReport> {
  const now = context.clock().getTime();
  const report: RemindersReport = { reminded: [], failed: [] };
  const due = await bookingIdsToRemind(context.db, {
    from: new Date(now + REMIND_UNTIL_MS),
    until: new Date(now + REMIND_BEFORE_MS),
    bookedAheadMs: BOOKED_AHEAD_MS,
  });
  for (const bookingId of due) {
    try {
      if (await remindOne(context, bookingId)) report.reminded.push(bookingId);
    } catch (error) {
      report.failed.push({ bookingId, error });
    }
  }
  return report;
}
