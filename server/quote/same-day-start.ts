import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { InvalidError } from '../domain/errors.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { insertUser } from '../db/shared-queries/accounts.ts';
import { findUserWithCustomer, insertDraftBooking } from '../db/shared-queries/booking-quote.ts';
import { insertCustomer } from '../db/shared-queries/profiles.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { isGuestLoginEmail, newGuestLoginEmail } from '../domain/guest-logins.ts';
import { normalizeEmail, evenAnswer, storedName, storedPhone } from '../accounts/index.ts';
import { recordCode } from '../domain/codes.ts';
import { limits } from '../platform/rate-limit.ts';
import { inTransaction } from '../platform/transaction.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { localeOfUser } from '../db/shared-queries/locales.ts';
import { mailMessages } from '../platform/mail/messages.ts';
import { quoteAnswers, quoteRefusals } from './texts.ts';

export const BOOKING_STARTED = quoteAnswers.bookingStarted;
export const OPERATORS_DO_NOT_BOOK = quoteRefusals.operatorsDoNotBook;

/**
 * A lead is the login a same-day booking creates for an e-mail nobody registered: no password
 * can match the empty hash and it is not activated, so nobody can log in with it until the
 * person registers (which turns it into a real account and keeps its bookings). A guest login
 * (decision 087) is a lead at an address nobody holds, so it never becomes an account.
 */
export const LEAD_PASSWORD_HASH = '';

export function isLead(user: { passwordHash: string; activatedAt: Date | null }): boolean {
  return user.passwordHash === LEAD_PASSWORD_HASH && user.activatedAt === null;
}

export type SameDayStartInput = { vFullName: string; vEmail: string; vMobile: string };

/** "Amelia de la Cruz" → Amelia / de la Cruz: the first word is the first name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  return space === -1
    ? { firstName: name, lastName: '' }
    : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/** The contact details typed, and the language the booking is made in. */
type Contact = { fullName: string; mobile: string; locale: Locale };

/** A customer profile, named as typed, for a login that has none yet. */
function newCustomer(tx: Database, userId: number, contact: Contact): Promise<number> {
  return insertCustomer(tx, {
    userId,
    uniqueCode: recordCode('cus'),
    ...splitFullName(contact.fullName),
    mobile: contact.mobile,
  });
}

/**
 * A login no password matches and nobody can activate (see LEAD_PASSWORD_HASH), in the language
 * its first booking is made in: it keeps that language if its owner registers over it.
 */
function insertLead(tx: Database, email: string, locale: Locale): Promise<number> {
  return insertUser(tx, { email, passwordHash: LEAD_PASSWORD_HASH, activatedAt: null, locale });
}

/**
 * The customer a booking belongs to: a new lead for an e-mail nobody uses, the lead an earlier
 * booking left, or the caller's own login. The e-mail of someone else's account gets a guest
 * booking (decision 087): a customer and login of its own, so nothing is added to that account
 * (decision 024) and nothing of it is shown, while the answer is the one every e-mail gets, so
 * nobody learns which e-mails have accounts. The account's owner is e-mailed instead.
 */
async function customerForEmail(
  tx: Database,
  context: AppContext,
  email: string,
  contact: Contact,
  callerUserId: number | null,
): Promise<number> {
  const existing = await findUserWithCustomer(tx, email);
  if (!existing) return newCustomer(tx, await insertLead(tx, email, contact.locale), contact);
  if (existing.userId === callerUserId) {
    // Only the operator themself learns this: a console login never becomes a customer's too
    // (decision 047), so a console session is only ever an operator's.
    if (existing.operatorId) throw new InvalidError(OPERATORS_DO_NOT_BOOK);
    return existing.customerId ?? newCustomer(tx, existing.userId, contact);
  }
  // A guest login's address is nobody's: typed, it joins none of its bookings and gets no mail.
  const someones = !isGuestLoginEmail(email);
  if (isLead(existing) && someones) {
    return existing.customerId ?? newCustomer(tx, existing.userId, contact);
  }
  if (someones) {
    // The account's owner reads it in their account's language, not the caller's.
    const locale = await localeOfUser(tx, existing.userId);
    await addToOutbox(
      tx,
      existing.operatorId
        ? mailMessages.bookingWithOperatorAddress(email, locale)
        : mailMessages.bookingWithYourAddress(email, locale, context.publicUrl),
    );
  }
  return newCustomer(tx, await insertLead(tx, newGuestLoginEmail(), contact.locale), contact);
}

/**
 * Starts a same-day booking with the contact details. A signed-in customer owns it; otherwise
 * the lead of that e-mail (created if need be), the caller's own login when the e-mail is
 * theirs, or, for the e-mail of someone else's account, a guest login of its own.
 */
export async function startSameDayBooking(
  context: AppContext,
  input: SameDayStartInput,
  caller: { ip: string; userId: number | null; customerId: number | null; locale: Locale },
): Promise<string> {
  const fullName = storedName(input.vFullName);
  const email = normalizeEmail(input.vEmail);
  await context.rateLimits.consume(
    limits.bookingStartsPerEmail(email),
    limits.bookingStartsPerIp(caller.ip),
  );
  const mobile = storedPhone(input.vMobile);

  const start = () =>
    inTransaction(context.db, async (tx) => {
      const customerId =
        caller.customerId ??
        (await customerForEmail(
          tx,
          context,
          email,
          { fullName, mobile, locale: caller.locale },
          caller.userId,
        ));
      return insertDraftBooking(tx, {
        uniqueCode: recordCode('bkg'),
        customerId,
        fullName,
        email,
        mobile,
        contactLocale: caller.locale,
      });
    });
  const startOnce = async () => {
    try {
      return (await start()).uniqueCode;
    } catch (error) {
      // Two first bookings for one new e-mail at once: the loser finds the winner's lead.
      if (!isUniqueViolation(error)) throw error;
      return (await start()).uniqueCode;
    }
  };
  // A signed-in customer's booking is theirs whatever e-mail is typed. Otherwise the e-mail
  // decides the writes (a new lead, an existing one, a guest login and its owner's e-mail), and a
  // caller timing the answers would tell which e-mails have accounts (issue 38).
  return caller.customerId === null ? evenAnswer(context.evenAnswerMs, startOnce) : startOnce();
}
