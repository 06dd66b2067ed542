import type { Database } from '../db/database.ts';
import type { MailAttachment } from '../platform/mail/mailer.ts';

/**
 * The files the completion e-mail carries: the one spot they come from. The PDF receipt issued
 * in the capture (issue 40's receipts) is attached here; until it exists the e-mail has none,
 * and nothing stands in for it.
 */
export function completionAttachments(
  _tx: Database,
  _bookingId: number,
): Promise<MailAttachment[]> {
  return Promise.resolve([]);
}
