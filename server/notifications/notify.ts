/*
 * The writing side of notifications: a service that changes a booking tells the people it
 * concerns, in the same transaction, each in their own language (decision 105): the caller gives
 * the notice as a function of the language, and the recipient's account decides which. The
 * reading side (a person's own feed, marked as viewed) is `inbox.ts`.
 */
import type { Locale } from '#shared/i18n/locale.ts';
import type { Database } from '../db/database.ts';
import { notifications } from '../db/schema.ts';
import { localeOfContractor, localeOfCustomer } from '../db/shared-queries/locales.ts';

export type NotificationTarget =
  { recipient: 'Customer'; customerId: number } | { recipient: 'Contractor'; contractorId: number };

/** A notification's words in a language. */
export type NoticeText = { title: string; message: string };

/** The language a notification's recipient reads: their account's. */
export function localeOfTarget(tx: Database, target: NotificationTarget): Promise<Locale> {
  return target.recipient === 'Customer'
    ? localeOfCustomer(tx, target.customerId)
    : localeOfContractor(tx, target.contractorId);
}

/**
 * What a notification says: `text`, its words in the language asked (what the product writes;
 * a text naming the booking's service, city or extras gets them in that language from the
 * catalog's names, decision 116), or words already written (a test's fixture).
 */
export type NoticeContent = { bookingId: number | null } & (
  { text: (locale: Locale) => NoticeText } | NoticeText
);

async function textOf(
  tx: Database,
  target: NotificationTarget,
  text: (locale: Locale) => NoticeText,
): Promise<NoticeText> {
  return text(await localeOfTarget(tx, target));
}

/** Tells one person about a booking event, in their language; written in the event's transaction. */
export async function notify(tx: Database, target: NotificationTarget, content: NoticeContent) {
  const { title, message } = 'text' in content ? await textOf(tx, target, content.text) : content;
  const { bookingId } = content;
  await tx.insert(notifications).values({
    recipient: target.recipient,
    customerId: target.recipient === 'Customer' ? target.customerId : null,
    contractorId: target.recipient === 'Contractor' ? target.contractorId : null,
    bookingId,
    title,
    message,
  });
}
