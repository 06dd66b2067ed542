import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { findContractorEmail, findContractorScope } from '../db/shared-queries/jobs.ts';
import { findBookingById, type OperatorBookingRow } from './operator-bookings.queries.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';
import { cancelInTransaction } from '../bookings/index.ts';
import {
  assertTransition,
  handBack,
  jobHandedBackMail,
  jobNotices,
  refusalFor,
} from '../jobs/index.ts';
import { notify } from '../notifications/index.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { revokeBookingLinks } from '../db/shared-queries/booking-links.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordOperatorAction } from './audit-log.ts';
import { adminBookingPage, ADMIN_BOOKING_NOT_FOUND } from './booking-page.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { localeOfContractor } from '../db/shared-queries/locales.ts';
import { consoleAnswers } from './texts.ts';

export const BOOKING_CANCELLED_FOR_CUSTOMER = consoleAnswers.bookingCancelled;
export const JOB_HANDED_BACK_FOR_CLEANER = consoleAnswers.jobHandedBack;
export const BOOKING_LINKS_ENDED = consoleAnswers.bookingLinksEnded;

/** The values the audit log keeps before and after a booking action. */
export function auditValues(booking: OperatorBookingRow) {
  return {
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    contractorId: booking.contractorId,
  };
}

export async function lockedBooking(tx: Database, bookingId: number) {
  const booking = await findBookingById(tx, bookingId, { lock: true });
  if (!booking) throw new NotFoundError(ADMIN_BOOKING_NOT_FOUND);
  return booking;
}

async function afterwards(tx: Database, bookingId: number) {
  const after = await findBookingById(tx, bookingId);
  if (!after) throw new Error(`booking ${bookingId} vanished inside its own transaction`);
  return after;
}

/**
 * Cancels a booking on the customer's behalf: the same move, release of the hold, notifications
 * and e-mail as the customer's own cancel, plus the audit entry, in one transaction.
 */
export async function cancelBookingForCustomer(
  context: AppContext,
  operatorId: number,
  bookingId: number,
) {
  await inTransaction(context.db, async (tx) => {
    const booking = await lockedBooking(tx, bookingId);
    await cancelInTransaction(context, tx, booking, 'operator');
    await recordOperatorAction(tx, {
      operatorId,
      action: 'booking.cancel',
      subjectType: 'booking',
      subjectId: booking.bookingNo,
      before: auditValues(booking),
      after: auditValues(await afterwards(tx, booking.id)),
    });
  });
  return adminBookingPage(context.db, bookingId);
}

/**
 * Hands an accepted job back from its cleaner before it starts: it opens to the city's other
 * cleaners, the customer hears that a new cleaner is being found (as when the cleaner does it),
 * and the cleaner is told.
 */
export async function handBackForCleaner(
  context: AppContext,
  operatorId: number,
  bookingId: number,
) {
  await inTransaction(context.db, async (tx) => {
    const booking = await lockedBooking(tx, bookingId);
    assertTransition(booking.status, 'job.handBack');
    const scope =
      booking.contractorId === null ? null : await findContractorScope(tx, booking.contractorId);
    if (!scope) throw new ConflictError(refusalFor('job.handBack'));
    await handBack(context, tx, scope, booking, 'operator');
    await notify(
      tx,
      { recipient: 'Contractor', contractorId: scope.id },
      {
        bookingId: booking.id,
        text: (locale) => {
          const words = jobNotices(locale);
          return {
            title: words.handedBackTitle,
            message: formatMessage(locale, words.handedBackMessage, {
              bookingNo: booking.bookingNo,
            }),
          };
        },
      },
    );
    await recordOperatorAction(tx, {
      operatorId,
      action: 'job.handBack',
      subjectType: 'booking',
      subjectId: booking.bookingNo,
      before: auditValues(booking),
      after: auditValues(await afterwards(tx, booking.id)),
    });
    const email = await findContractorEmail(tx, scope.id);
    if (email !== null) {
      const locale = await localeOfContractor(tx, scope.id);
      await addToOutbox(tx, jobHandedBackMail(email, locale, booking.bookingNo));
    }
  });
  return adminBookingPage(context.db, bookingId);
}

/**
 * Stops every link to the booking's page that its e-mails carried (issue 40), say for a customer
 * whose e-mail was forwarded to someone else; the audit entry keeps how many still worked.
 */
export async function endBookingLinks(context: AppContext, operatorId: number, bookingId: number) {
  await inTransaction(context.db, async (tx) => {
    const booking = await lockedBooking(tx, bookingId);
    const ended = await revokeBookingLinks(tx, booking.id, context.clock());
    await recordOperatorAction(tx, {
      operatorId,
      action: 'booking.endLinks',
      subjectType: 'booking',
      subjectId: booking.bookingNo,
      before: { workingLinks: ended },
      after: { workingLinks: 0 },
    });
  });
  return adminBookingPage(context.db, bookingId);
}
