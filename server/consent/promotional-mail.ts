/*
 * The one way promotional e-mail is written (issue 44, decision 142; CASL). It writes nothing
 * unless the person consents to the topic now and their account is open; it gives them an
 * unsubscribe key the first time, and every such e-mail carries the one-click unsubscribe headers
 * (RFC 8058) and a link to the unsubscribe page at its end. Transactional mail (bookings,
 * receipts, security) never comes here and never asks for consent.
 */
import { pathInLocale, type Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import type { Database } from '../db/database.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { randomToken } from '../domain/codes.ts';
import { currentTopics, lockRecipient, setUnsubscribeKey, type Topic } from './consent.queries.ts';
import { promotionalTexts } from './texts.ts';

/** The API's address a mail client posts to (List-Unsubscribe); the key and topic in its query. */
export const ONE_CLICK_PATH = '/api/email/unsubscribe/one-click';
/** The web app's page a person opens from the e-mail's link. */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';

export type PromotionalRecipient = { email: string; locale: Locale; firstName: string };
export type PromotionalMail = { subject: string; text: string };

const query = (key: string, topic: Topic) =>
  `k=${encodeURIComponent(key)}&t=${encodeURIComponent(topic)}`;

export function oneClickUrl(publicUrl: string, key: string, topic: Topic): string {
  return `${publicUrl}${ONE_CLICK_PATH}?${query(key, topic)}`;
}

export function unsubscribePageUrl(
  publicUrl: string,
  key: string,
  topic: Topic,
  locale: Locale,
): string {
  return `${publicUrl}${pathInLocale(UNSUBSCRIBE_PAGE, locale)}?${query(key, topic)}`;
}

/**
 * Writes a promotional e-mail about `topic` to the account, in its language, inside the caller's
 * transaction; `compose` writes its subject and body. Answers false, writing nothing, when the
 * person does not consent to the topic now or the account is closed.
 */
export async function sendPromotionalMail(
  tx: Database,
  context: { publicUrl: string },
  userId: number,
  topic: Topic,
  compose: (recipient: PromotionalRecipient) => PromotionalMail,
): Promise<boolean> {
  // Locked, so a withdrawal or a closure committing meanwhile is seen before the mail is written.
  const person = await lockRecipient(tx, userId);
  if (!person || person.closedAt !== null) return false;
  if (!(await currentTopics(tx, userId)).has(topic)) return false;
  let key = person.unsubscribeKey;
  if (key === null) {
    key = randomToken();
    await setUnsubscribeKey(tx, userId, key);
  }
  const locale = person.locale;
  const mail = compose({ email: person.email, locale, firstName: person.firstName ?? '' });
  const footer = formatMessage(locale, promotionalTexts(locale).footer[topic], {
    link: unsubscribePageUrl(context.publicUrl, key, topic, locale),
  });
  await addToOutbox(tx, {
    to: person.email,
    locale,
    subject: mail.subject,
    text: `${mail.text}\n\n--\n${footer}`,
    category: 'promotional',
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(context.publicUrl, key, topic)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  return true;
}
