/*
 * A paid booking no cleaner accepts (issue 40, decision 098). At its deadline, the customer is
 * told once, by e-mail with a link to the booking's page (and a notification when they have an
 * account), with the nearest times a cleaner is free; at its start, a booking still unaccepted
 * lapses (booking.expire) and its card hold is released as a cancel releases it. The scheduler
 * runs `runUnacceptedBookings` every minute (server/platform/queue/job-queue.ts); tests call it
 * with their own clock.
 */
import type { AppContext } from '../context.ts';
import { issueBookingLink } from '../db/shared-queries/booking-links.ts';
import { unacceptedDeadlineHours } from '../db/shared-queries/booking-rules.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { isGuestLoginEmail } from '../domain/guest-logins.ts';
import { moveBooking, movedBy } from '../jobs/index.ts';
import { notify } from '../notifications/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import { isLead } from '../quote/index.ts';
import { paymentAfterCancel, releaseHold } from './cancellation.ts';
import { movable, nearestFreeTimes } from './other-times.ts';
import { lockUnaccepted, markTold, openStartedBy, untoldStartingBy } from './unaccepted.queries.ts';
import { unacceptedMails, unacceptedTexts } from './unaccepted-messages.ts';
import { localeOfBooking } from '../db/shared-queries/locales.ts';

const HOUR_MS = 60 * 60 * 1000;
/** How many free times the notice names (the booking's page offers more). */
const TIMES_IN_NOTICE = 3;

/**
 * When a paid booking must have a cleaner by (decision 098). Normally `hours` before its start.
 * A booking whose time was chosen (paid, or moved) later than that, a same-day booking, gets
 * half the time between that moment and its start, but never later than one hour before the
 * start. For a 14:00 start with the default 12 hours: paid at 8:00, the deadline is 11:00;
 * paid at 12:30, 13:00 (halfway would be 13:15); paid at 13:30, 13:00, so the next run tells
 * the customer at once.
 */
export function acceptDeadline(startsAt: Date, chosenAt: Date | null, hours: number): Date {
  const start = startsAt.getTime();
  const standard = start - hours * HOUR_MS;
  if (chosenAt === null || chosenAt.getTime() <= standard) return new Date(standard);
  const halfway = chosenAt.getTime() + (start - chosenAt.getTime()) / 2;
  return new Date(Math.min(halfway, start - HOUR_MS));
}

type JobContext = Pick<AppContext, 'db' | 'payments' | 'publicUrl' | 'clock' | 'catalog'>;

export type UnacceptedReport = {
  /** Customers told at the deadline, by booking. */
  told: number[];
  /** Bookings that lapsed at their start, holds released. */
  expired: number[];
  /** Left as they were (the gateway unreachable, say); the next run tries them again. */
  failed: { bookingId: number; error: unknown }[];
};

/** Tells the customer of one booking, in its own transaction, its row locked: once, ever. */
function tellOne(context: JobContext, bookingId: number, hours: number, now: Date) {
  return inTransaction(context.db, async (tx) => {
    const row = await lockUnaccepted(tx, bookingId);
    const b = row?.booking;
    if (
      !row ||
      !b ||
      b.status !== 'authorized' ||
      b.contractorId !== null ||
      b.unacceptedToldAt !== null ||
      b.startsAt === null ||
      b.startsAt <= now ||
      b.localDate === null ||
      b.fromMinutes === null ||
      b.estimatedMinutes === null ||
      acceptDeadline(b.startsAt, b.timeChosenAt, hours) > now
    ) {
      return false;
    }
    const booking = movable(row);
    await markTold(tx, b.id, now);
    const offered = await nearestFreeTimes(tx, booking, now, TIMES_IN_NOTICE);
    // The customer's language (decision 105): a lead's or guest's is the one they booked in.
    const locale = await localeOfBooking(tx, b.id);
    // Named in the customer's language (decision 116), as the notice of an account is written.
    const names = await context.catalog.namesIn(locale, tx);
    const facts = {
      bookingNo: b.bookingNo,
      fullName: b.fullName,
      email: b.email,
      serviceName: names.service(booking.serviceName),
      time: {
        localDate: b.localDate,
        fromMinutes: b.fromMinutes,
        untilMinutes: b.fromMinutes + b.estimatedMinutes,
      },
      totalCents: b.totalCents ?? 0,
      held: b.paymentStatus === 'authorized',
      offered,
      link: await issueBookingLink(tx, b.id, context.publicUrl, locale),
    };
    // A lead or a guest has no account to read a notification in: the e-mail is theirs.
    if (!isLead(row) && !isGuestLoginEmail(row.loginEmail)) {
      await notify(
        tx,
        { recipient: 'Customer', customerId: b.customerId },
        { bookingId: b.id, text: unacceptedTexts.noticeForCustomer(facts) },
      );
    }
    await addToOutbox(tx, unacceptedMails.notice(locale, facts));
    return true;
  });
}

/**
 * Lets one booking lapse at its start, in its own transaction, its row locked: the
 * compare-and-set move first, then the release of a live hold (a saved card never held needs
 * none), with the customer cancel's idempotency key. An unreachable gateway rolls it all back
 * for the next run, so a lapsed booking never keeps a live hold.
 */
function expireOne(context: JobContext, bookingId: number, now: Date) {
  return inTransaction(context.db, async (tx) => {
    const row = await lockUnaccepted(tx, bookingId);
    const b = row?.booking;
    if (
      !b ||
      b.status !== 'authorized' ||
      b.contractorId !== null ||
      b.startsAt === null ||
      b.startsAt > now
    ) {
      return false;
    }
    await moveBooking(
      tx,
      b,
      'booking.expire',
      { cancelledAt: now, paymentStatus: paymentAfterCancel(b.paymentStatus) },
      movedBy(context, 'scheduler'),
    );
    if (b.paymentStatus === 'authorized' && b.gatewayPaymentId) {
      await releaseHold(context, b.gatewayPaymentId, b.uniqueCode, {
        tx,
        bookingId: b.id,
        at: now,
      });
    }
    return true;
  });
}

/**
 * One run: lapses every open booking whose start has come, then tells every customer whose
 * booking passed its deadline. Safe to run on two servers at once: each booking is decided
 * under its row lock, and the lifecycle's compare-and-set lets one of them win. One booking's
 * failure never stops the others.
 */
export async function runUnacceptedBookings(
  context: JobContext,
  now: Date,
): Promise<UnacceptedReport> {
  const report: UnacceptedReport = { told: [], expired: [], failed: [] };
  for (const bookingId of await openStartedBy(context.db, now)) {
    try {
      if (await expireOne(context, bookingId, now)) report.expired.push(bookingId);
    } catch (error) {
      report.failed.push({ bookingId, error });
    }
  }
  const hours = await unacceptedDeadlineHours(context.db);
  const soon = new Date(now.getTime() + hours * HOUR_MS);
  for (const candidate of await untoldStartingBy(context.db, now, soon)) {
    if (candidate.startsAt === null) continue;
    if (acceptDeadline(candidate.startsAt, candidate.timeChosenAt, hours) > now) continue;
    try {
      if (await tellOne(context, candidate.id, hours, now)) report.told.push(candidate.id);
    } catch (error) {
      report.failed.push({ bookingId: candidate.id, error });
    }
  }
  return report;
}
