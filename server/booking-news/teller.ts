/*
 * The one place that tells people about a booking's moves (issue 40). moveBooking
 * (server/jobs/lifecycle.ts) records each move and calls `tellMove` in the move's transaction;
 * the news is written in a savepoint, so a failure to compose it never blocks or undoes the move:
 * it is logged without the statement's values and the move stays untold (`told_at` null) until
 * the retry job (`tellUntoldMoves`) tells it. The e-mails go through the outbox, which retries
 * their delivery; the notifications are written only for a customer with a real account.
 */
import type { JobLifecycleEventType } from '#machines/job-lifecycle.machine.ts';
import type { Database } from '../db/database.ts';
import { withoutQueryValues } from '../db/errors.ts';
import { countOwnJobsByStatus, ratingSummary } from '../db/shared-queries/contractor-stats.ts';
import { issueBookingLink } from '../db/shared-queries/booking-links.ts';
import type { CatalogReads } from '../catalog/index.ts';
import { cancellationFeeOf } from '../db/shared-queries/cancellation-policy.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { isGuestLoginEmail } from '../domain/guest-logins.ts';
import { firstNameOf } from '../domain/person-names.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { clockOnDay } from '../platform/mail/compose.ts';
import type { Clock } from '../platform/clock.ts';
import type { MailAttachment, ComposedMail } from '../platform/mail/mailer.ts';
import { inTransaction } from '../platform/transaction.ts';
import { notify } from '../notifications/index.ts';
import { completionAttachments } from './completion-attachments.ts';
import {
  findChange,
  findCleanerCard,
  hasLaterChange,
  findNewsBooking,
  markChangeTold,
  untoldChangeIds,
  type ChangeRow,
  type NewsBookingRow,
} from './booking-news.queries.ts';
import {
  newsTexts,
  type BookingFacts,
  type CancelledBy,
  type CleanerFacts,
  type LocalNotice,
  type MoneyBefore,
  yourCleaner,
} from './news-messages.ts';
import { newsOfEvents } from './news-table.ts';
import type { MovedPrice } from './news-messages.ts';

export type NewsLog = (line: string, error: unknown) => void;

/** What telling a move needs besides the database. */
export type NewsContext = {
  publicUrl: string;
  clock: Clock;
  /** The cached catalog: the booking's names in the reader's language (decision 116). */
  catalog: Pick<CatalogReads, 'namesIn'>;
  /** Where a failure to tell is written; the server's error log by default. */
  log?: NewsLog | undefined;
  /**
   * What the bank said when it declined a saved card's hold (payment.fail): told the first time
   * only, since it is kept nowhere.
   */
  bankSaid?: string | undefined;
  /**
   * A customer's move of the booking (booking.move, decision 121): the price before and after and
   * whether a new hold was placed, for the e-mail's price line. Told the first time only.
   */
  moved?: MovedPrice | undefined;
};

const defaultLog: NewsLog = (line, error) => console.error(line, withoutQueryValues(error));

/** Whether the teller writes this event's news at the move (the others' service writes it). */
export function toldAtTheMove(event: JobLifecycleEventType): boolean {
  return newsOfEvents[event]?.writtenBy === 'the teller';
}

/**
 * What the customer's news says of the booking, its service and city named in the customer's
 * language (decision 116): the mail and an account's notices are both written in it.
 */
export async function bookingFacts(
  tx: Database,
  row: NewsBookingRow,
  catalog: NewsContext['catalog'],
): Promise<BookingFacts> {
  const { booking } = row;
  const names = await catalog.namesIn(newsLocale(row), tx);
  return {
    bookingNo: booking.bookingNo,
    fullName: booking.fullName,
    email: booking.email,
    serviceName: names.service(row.serviceName),
    cityName: names.city(row.cityName ?? ''),
    localDate: booking.localDate,
    fromMinutes: booking.fromMinutes,
    estimatedMinutes: booking.estimatedMinutes,
    address: booking.unit ? `${booking.unit}, ${booking.address}` : booking.address,
    street: booking.address,
    totalCents: booking.totalCents,
  };
}

/**
 * A real account the customer signs in to: not a lead the same-day form made (no password,
 * never activated), and so never a guest login (decision 087). Only they read notifications.
 */
export function hasRealAccount(row: NewsBookingRow): boolean {
  const lead = row.passwordHash === '' && row.activatedAt === null;
  return !lead && !isGuestLoginEmail(row.loginEmail);
}

/**
 * The language the customer's news is written in (decision 105): their account's, or for a lead
 * or a guest the language the booking was made in.
 */
export function newsLocale(row: NewsBookingRow): Locale {
  return hasRealAccount(row) ? row.accountLocale : row.booking.contactLocale;
}

function photoUrl(publicUrl: string, imagePath: string | null): string | null {
  if (!imagePath) return null;
  if (/^https?:\/\//.test(imagePath)) return imagePath;
  return `${publicUrl}${imagePath.startsWith('/') ? '' : '/'}${imagePath}`;
}

async function cleanerFacts(tx: Database, contractorId: number, publicUrl: string) {
  const card = await findCleanerCard(tx, contractorId);
  if (!card) return null;
  const rating = await ratingSummary(tx, contractorId);
  const jobs = await countOwnJobsByStatus(tx, contractorId);
  const facts: CleanerFacts = {
    fullName: card.fullName,
    photoUrl: photoUrl(publicUrl, card.imagePath),
    rating,
    jobsDone: jobs.completed ?? 0,
  };
  return { fullName: card.fullName, facts };
}

/**
 * Writes one piece of news in the customer's language: the e-mail (with a new booking link to
 * the page in that language) and, for an account, the notices.
 */
export async function sendNews(
  tx: Database,
  row: NewsBookingRow,
  context: Pick<NewsContext, 'publicUrl'>,
  compose: (locale: Locale, link: string) => ComposedMail,
  notices: LocalNotice[],
) {
  const locale = newsLocale(row);
  const link = await issueBookingLink(tx, row.booking.id, context.publicUrl, locale);
  await addToOutbox(tx, compose(locale, link));
  if (!hasRealAccount(row)) return;
  for (const notice of notices) {
    await notify(
      tx,
      { recipient: 'Customer', customerId: row.booking.customerId },
      { bookingId: row.booking.id, text: notice },
    );
  }
}

function cancelledBy(change: ChangeRow): CancelledBy {
  if (change.event === 'payment.fail') return 'bank';
  if (change.event === 'booking.expire') return 'nobodyAccepted';
  return change.actor === 'operator' ? 'operator' : 'customer';
}

function moneyBefore(change: ChangeRow): MoneyBefore {
  if (change.paymentStatusBefore === 'authorized') return 'held';
  // A saved card waiting for the bank's check (decision 099) was never held either.
  if (
    change.paymentStatusBefore === 'cardSaved' ||
    change.paymentStatusBefore === 'needsAuthentication'
  ) {
    return 'cardSaved';
  }
  return 'nothing';
}

/** The booking's cleaner as the customer is told of them (a hand-back reads the change's). */
async function cleanerOf(tx: Database, row: NewsBookingRow, publicUrl: string) {
  const id = row.booking.contractorId;
  return id === null ? null : cleanerFacts(tx, id, publicUrl);
}

/** The messages of the completion e-mail: one spot for its attachments (the receipt). */
async function tellCompletion(
  tx: Database,
  row: NewsBookingRow,
  context: NewsContext,
  cleaner: Awaited<ReturnType<typeof cleanerOf>>,
) {
  const facts = await bookingFacts(tx, row, context.catalog);
  const status = row.booking.paymentStatus;
  const notice = (locale: Locale) =>
    newsTexts.completedNotice(facts, cleaner?.fullName ?? yourCleaner(locale))(locale);
  if (status === 'expired' || status === 'failed') {
    await sendNews(
      tx,
      row,
      context,
      (locale, link) => newsTexts.completedUnpaid(locale, facts, status, link),
      [notice, newsTexts.unpaidNotice(facts)],
    );
    return;
  }
  const attachments: MailAttachment[] = await completionAttachments(tx, row.booking.id);
  await sendNews(
    tx,
    row,
    context,
    (locale, link) =>
      newsTexts.completed(
        locale,
        facts,
        cleaner ? firstNameOf(cleaner.fullName, locale) : yourCleaner(locale),
        link,
        attachments,
      ),
    [notice],
  );
}

/**
 * The composers, one per event the teller tells. An object (not bare functions) so a test can make
 * one fail and watch the move go ahead untold.
 */
export const composers = {
  async compose(tx: Database, change: ChangeRow, context: NewsContext): Promise<void> {
    const row = await findNewsBooking(tx, change.bookingId);
    if (!row) throw new Error(`Booking ${change.bookingId} has no row to tell about.`);
    const facts = await bookingFacts(tx, row, context.catalog);
    const event = change.event as JobLifecycleEventType;
    switch (event) {
      case 'job.accept': {
        const cleaner = await cleanerOf(tx, row, context.publicUrl);
        if (!cleaner) throw new Error(`Booking ${facts.bookingNo} was accepted by nobody.`);
        await sendNews(
          tx,
          row,
          context,
          (locale, link) => newsTexts.accepted(locale, facts, cleaner.facts, link),
          [newsTexts.acceptedNotice(facts, cleaner.fullName)],
        );
        return;
      }
      case 'job.start': {
        const cleaner = await cleanerOf(tx, row, context.publicUrl);
        const { startedAt } = row.booking;
        const zone = row.timeZone;
        await sendNews(
          tx,
          row,
          context,
          (locale, link) =>
            newsTexts.started(
              locale,
              facts,
              cleaner ? firstNameOf(cleaner.fullName, locale) : yourCleaner(locale),
              startedAt && zone ? clockOnDay(startedAt, zone, locale) : null,
              link,
            ),
          [
            (locale) =>
              newsTexts.startedNotice(facts, cleaner?.fullName ?? yourCleaner(locale))(locale),
          ],
        );
        return;
      }
      case 'job.complete':
        await tellCompletion(tx, row, context, await cleanerOf(tx, row, context.publicUrl));
        return;
      case 'job.handBack': {
        const gone =
          change.contractorIdBefore === null
            ? null
            : await findCleanerCard(tx, change.contractorIdBefore);
        const first = (locale: Locale) => (gone ? firstNameOf(gone.fullName, locale) : null);
        await sendNews(
          tx,
          row,
          context,
          (locale, link) => newsTexts.handedBack(locale, facts, first(locale), link),
          [newsTexts.handedBackNotice(facts, gone?.fullName ?? null)],
        );
        return;
      }
      case 'booking.cancel':
      case 'payment.fail':
      case 'booking.expire': {
        const by = cancelledBy(change);
        const money = moneyBefore(change);
        const bankSaid = context.bankSaid ?? null;
        // A fee taken by the customer's cancel (decision 117) is what became of the money.
        const fee =
          change.event === 'booking.cancel' ? await cancellationFeeOf(tx, row.booking.id) : null;
        await sendNews(
          tx,
          row,
          context,
          (locale, link) => newsTexts.cancelled(locale, facts, by, money, link, bankSaid, fee),
          [newsTexts.cancelledNotice(facts, by, money, fee)],
        );
        return;
      }
      case 'booking.move':
      case 'booking.reopen': {
        // A reopened booking has no cleaner any more: its e-mail says one is being found.
        const cleaner = await cleanerOf(tx, row, context.publicUrl);
        const move = {
          price: context.moved ?? null,
          cleanerName: cleaner?.fullName ?? null,
        };
        await sendNews(
          tx,
          row,
          context,
          (locale, link) => newsTexts.moved(locale, facts, link, move),
          [newsTexts.movedNotice(facts)],
        );
        return;
      }
      case 'booking.quote':
      case 'booking.authorize':
      case 'payment.refund':
        return;
    }
  },
};

/**
 * Tells one recorded move, in a savepoint of the caller's transaction: answers whether it was
 * told. On failure the savepoint is rolled back (no half-written news), the failure is logged
 * without the statement's values, and the move stays untold for the retry job.
 */
export async function tellMove(
  tx: Database,
  change: ChangeRow,
  context: NewsContext,
): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      await composers.compose(savepoint, change, context);
      await markChangeTold(savepoint, change.id, context.clock());
    });
    return true;
  } catch (error) {
    (context.log ?? defaultLog)(
      // eslint-disable-next-line mapleshine/text-in-catalogue -- the server's log, read by developers
      `Could not tell the ${change.event} of booking ${change.bookingId} (change ${change.id}); the retry job will.`,
      error,
    );
    return false;
  }
}

export type UntoldReport = { told: number[]; failed: number[]; outdated: number[] };

/**
 * The retry job: tells every move whose news failed, oldest first, each in its own transaction
 * with its row locked (a second server's run skips it), so each is told exactly once. A move the
 * booking has since moved on from is not told (a cleaner's acceptance after they handed the job
 * back would mislead): it is marked told unsent, and the later move's news is what the customer
 * gets.
 */
export async function tellUntoldMoves(
  context: NewsContext & { db: Database },
  limit = 200,
): Promise<UntoldReport> {
  const report: UntoldReport = { told: [], failed: [], outdated: [] };
  for (const id of await untoldChangeIds(context.db, limit)) {
    const outcome = await inTransaction(context.db, async (tx) => {
      const change = await findChange(tx, id, { lock: true });
      if (!change || change.toldAt !== null) return null;
      if (await hasLaterChange(tx, change)) {
        await markChangeTold(tx, change.id, context.clock());
        return 'outdated' as const;
      }
      return (await tellMove(tx, change, context)) ? ('told' as const) : ('failed' as const);
    });
    if (outcome !== null) report[outcome].push(id);
  }
  return report;
}
