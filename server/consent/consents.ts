/*
 * A person's consent to promotional e-mail (issue 44, decision 142): given at registration or in
 * the profile, withdrawn in the profile or by an unsubscribe link, each change a row (when, how,
 * and the wording they agreed to), so the history stays.
 */
import type { Locale } from '#shared/i18n/locale.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { NotFoundError } from '../domain/errors.ts';
import { limits } from '../platform/rate-limit.ts';
import { inTransaction } from '../platform/transaction.ts';
import {
  currentTopics,
  grantConsent,
  TOPICS,
  userOfUnsubscribeKey,
  withdrawConsent,
  type Topic,
} from './consent.queries.ts';
import { consentRefusals, consentTexts } from './texts.ts';

export type { Topic };
export type Preferences = Record<Topic, boolean>;

/** The box of the registration form, ticked: both topics, with the box's wording as shown. */
export async function grantAtRegistration(
  tx: Database,
  userId: number,
  locale: Locale,
  at: Date,
): Promise<void> {
  const wording = consentTexts(locale).consentWordings.registration;
  for (const topic of TOPICS) {
    await grantConsent(tx, { userId, topic, at, via: 'registration', wording });
  }
}

export async function preferencesOf(db: Database, userId: number): Promise<Preferences> {
  const current = await currentTopics(db, userId);
  return { bookAgain: current.has('bookAgain'), offers: current.has('offers') };
}

/**
 * The profile's switch: on records a consent with the switch's wording in the page's language,
 * off withdraws the current one; either is nothing when it is already so.
 */
export async function setPreference(
  context: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  topic: Topic,
  wanted: boolean,
  locale: Locale,
): Promise<Preferences> {
  return inTransaction(context.db, async (tx) => {
    const at = context.clock();
    if (wanted) {
      const wording = consentTexts(locale).consentWordings[topic];
      await grantConsent(tx, { userId, topic, at, via: 'profile', wording });
    } else {
      await withdrawConsent(tx, userId, topic, at, 'profile');
    }
    return preferencesOf(tx, userId);
  });
}

/** The shape of the keys this server makes (domain/codes.ts randomToken: 32 bytes, base64url). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Unsubscribes whoever the key names from the topic, without signing in: from the page's button
 * (`unsubscribeLink`) or a mail client's one-click POST (`listUnsubscribe`). Again is no error.
 * A key that names nobody writes nothing and is refused; only such misses count against the
 * caller's address, so a mail provider unsubscribing many people is never slowed.
 */
export async function unsubscribe(
  context: Pick<AppContext, 'db' | 'clock' | 'rateLimits'>,
  key: string,
  topic: Topic | 'all',
  via: 'unsubscribeLink' | 'listUnsubscribe',
  ip: string,
): Promise<void> {
  const attempt = await context.rateLimits.reserve(limits.unsubscribeMissesPerIp(ip));
  const userId = KEY_PATTERN.test(key) ? await userOfUnsubscribeKey(context.db, key) : null;
  if (userId === null) throw new NotFoundError(consentRefusals.unknownLink);
  await context.rateLimits.release(attempt);
  // CASL lets a person stop every kind of a sender's promotional mail at once (s. 11(2)).
  for (const each of topic === 'all' ? TOPICS : [topic]) {
    await withdrawConsent(context.db, userId, each, context.clock(), via);
  }
}
