import type { Database } from '../db/database.ts';
import type { MailAttachment } from '../platform/mail/mailer.ts';
import { receiptAttachment } from '../receipts/index.ts';

/**
 * The files the completion e-mail carries: the PDF receipt issued in the capture's transaction
 * (decision 101), which runs before the move's news. A completion whose card could not be
 * charged has no receipt, and its e-mail no file.
 */
export async function completionAttachments(
  tx: Database,
  bookingId: number,
): Promise<MailAttachment[]> {
  const receipt = await receiptAttachment(tx, bookingId);
  return receipt ? [receipt] : [];
}
