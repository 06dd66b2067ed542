import type { Database } from '../db/database.ts';
import { findNewsBooking } from './booking-news.queries.ts';
import { newsTexts } from './news-messages.ts';
import { bookingFacts, sendNews, type NewsContext } from './teller.ts';

/**
 * Tells the customer of a refund (payment.refund: the booking stays completed, so it is no move
 * of moveBooking's), in the refund's transaction: the e-mail with the booking link, and a
 * notification for an account.
 */
export async function tellRefund(
  tx: Database,
  bookingId: number,
  refund: { amountCents: number; full: boolean },
  context: Pick<NewsContext, 'publicUrl' | 'catalog'>,
): Promise<void> {
  const row = await findNewsBooking(tx, bookingId);
  if (!row) throw new Error(`Booking ${bookingId} vanished inside its refund.`);
  const facts = await bookingFacts(tx, row, context.catalog);
  await sendNews(
    tx,
    row,
    context,
    (locale, link) => newsTexts.refunded(locale, facts, refund.amountCents, refund.full, link),
    [newsTexts.refundedNotice(facts, refund.amountCents)],
  );
}
