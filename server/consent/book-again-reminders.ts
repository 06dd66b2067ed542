/*
 * The book-again reminder (issue 44, decision 142): promotional, so only to a customer who
 * consents to `bookAgain`. BOOK_AGAIN_AFTER_DAYS after their latest completed booking, when
 * nothing else is booked, one e-mail in their language with a link to book that cleaning again;
 * `bookings.book_again_mailed_at` marks it written, once per completed booking, in the
 * transaction that writes it. A daily run (queue `marketing.book-again`) sends what is due.
 */
import type { AppContext } from '../context.ts';
import { day, pageUrl } from '../platform/mail/compose.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { inTransaction } from '../platform/transaction.ts';
import { bookingsDueBookAgain, claimBookAgainReminder } from './consent.queries.ts';
import { sendPromotionalMail } from './promotional-mail.ts';
import { promotionalTexts } from './texts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days after a completion the reminder is due. */
export const BOOK_AGAIN_AFTER_DAYS = 28;
/**
 * Days after that it may still go: runs missed for days still send it, and a customer who opts
 * in long after their last cleaning is not mailed about it out of the blue.
 */
export const BOOK_AGAIN_WINDOW_DAYS = 14;

export type BookAgainReport = {
  sent: number[];
  failed: { bookingId: number; error: unknown }[];
};

/** Not sent after all (consent withdrawn meanwhile): the claim is rolled back with it. */
class NotSent extends Error {}

function remindOne(
  context: Pick<AppContext, 'db' | 'clock' | 'publicUrl'>,
  due: { bookingId: number; userId: number },
) {
  return inTransaction(context.db, async (tx) => {
    const claimed = await claimBookAgainReminder(tx, due.bookingId, context.clock());
    if (!claimed) return false;
    const sent = await sendPromotionalMail(tx, context, due.userId, 'bookAgain', (to) => {
      const texts = promotionalTexts(to.locale).bookAgain;
      const values = {
        firstName: to.firstName,
        day: claimed.localDate ? day(claimed.localDate, to.locale) : '',
        link: pageUrl(context.publicUrl, `/book-again/${claimed.id}`, to.locale),
      };
      return {
        subject: formatMessage(to.locale, texts.subject, values),
        text: formatMessage(to.locale, texts.body, values),
      };
    });
    if (!sent) throw new NotSent();
    return true;
  }).catch((error: unknown) => {
    if (error instanceof NotSent) return false;
    throw error;
  });
}

/**
 * Writes every book-again reminder due at the clock's now; each in its own transaction, so one
 * failure stops no other (the next run tries it again).
 */
export async function sendBookAgainReminders(
  context: Pick<AppContext, 'db' | 'clock' | 'publicUrl'>,
): Promise<BookAgainReport> {
  const now = context.clock().getTime();
  const report: BookAgainReport = { sent: [], failed: [] };
  const due = await bookingsDueBookAgain(context.db, {
    from: new Date(now - (BOOK_AGAIN_AFTER_DAYS + BOOK_AGAIN_WINDOW_DAYS) * DAY_MS),
    until: new Date(now - BOOK_AGAIN_AFTER_DAYS * DAY_MS),
  });
  for (const each of due) {
    try {
      if (await remindOne(context, each)) report.sent.push(each.bookingId);
    } catch (error) {
      report.failed.push({ bookingId: each.bookingId, error });
    }
  }
  return report;
}
