import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { bookings } from '../db/schema.ts';
import { selectJob } from '../db/shared-queries/job-views.ts';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.ts';
import { notify } from '../notifications/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import { jobNotices, jobOnWire, type JobOnWire } from '../jobs/index.ts';
import { accessNotesError, normalizeAccessNotes, type AccessNotes } from '#shared/access-notes.ts';
import { findOwnBooking } from './customer-bookings.queries.ts';
import { BOOKING_NOT_FOUND } from './customer-bookings.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { bookingAnswers, bookingRefusals } from './texts.ts';
import { specText } from '../domain/spec-texts.ts';

export const ACCESS_NOTES_SAVED = bookingAnswers.accessNotesSaved;
export const ACCESS_NOTES_CLOSED = bookingRefusals.accessNotesClosed;

/** Statuses in which the cleaning has not started yet: paid, with or without a cleaner. */
const CHANGEABLE = new Set(['authorized', 'assigned']);

/**
 * The customer replaces the access notes of one of their confirmed bookings (decision 100), until
 * the cleaning starts: once started, completed or cancelled, 409 and nothing changes. Another
 * customer's booking, or one never paid for (not in their list), reads as absent. The cleaner
 * holding the job is told in the app that the notes changed, never what they say.
 */
export async function changeAccessNotes(
  context: AppContext,
  customerId: number,
  bookingId: number,
  input: Partial<AccessNotes>,
): Promise<JobOnWire> {
  const refusal = accessNotesError(input);
  if (refusal !== null) throw new InvalidError(specText(refusal));
  const notes = normalizeAccessNotes(input);
  return inTransaction(context.db, async (tx) => {
    const booking = await findOwnBooking(tx, customerId, bookingId, { lock: true });
    if (!booking || booking.paymentStatus === 'none') throw new NotFoundError(BOOKING_NOT_FOUND);
    if (!CHANGEABLE.has(booking.status)) throw new ConflictError(ACCESS_NOTES_CLOSED);
    await tx
      .update(bookings)
      .set({
        accessEntryCode: notes.vEntryCode,
        accessParking: notes.vParking,
        accessPets: notes.vPets,
        accessOther: notes.tOther,
        updatedAt: context.clock(),
      })
      .where(eq(bookings.id, booking.id));
    if (booking.contractorId !== null) {
      await notify(
        tx,
        { recipient: 'Contractor', contractorId: booking.contractorId },
        {
          bookingId: booking.id,
          text: (locale) => {
            const words = jobNotices(locale);
            return {
              title: words.accessNotesTitle,
              message: formatMessage(locale, words.accessNotesMessage, {
                bookingNo: booking.bookingNo,
              }),
            };
          },
        },
      );
    }
    const row = await selectJob(tx, booking.id);
    if (!row) throw new Error('A booking vanished inside its transaction.');
    return jobOnWire(row);
  });
}
