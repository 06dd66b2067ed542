import type { AppContext } from '../context.ts';
import {
  activateUser,
  findAccountToken,
  findUserByEmail,
  insertAccountToken,
  insertUser,
  useAccountToken,
} from '../db/shared-queries/accounts.ts';
import { insertCustomer } from '../db/shared-queries/profiles.ts';
import { ConflictError, InvalidError } from '../domain/errors.ts';
import { assertAcceptablePassword, hashPassword } from '../domain/passwords.ts';
import { isLead } from '../quote/index.ts';
import { randomToken, recordCode, tokenHash } from '../domain/codes.ts';
import { mailMessages } from '../platform/mail/messages.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { limits } from '../platform/rate-limit.ts';
import { inTransaction } from '../platform/transaction.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { normalizeEmail } from './email.ts';
import { evenAnswer } from './even-answer.ts';
import { createPasswordLink } from './password-reset.ts';
import { storedName, storedPhone } from './person-fields.ts';
import { localeOfUser } from '../db/shared-queries/locales.ts';
import { pageUrl } from '../platform/mail/compose.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import { accountRefusals } from './texts.ts';
import { grantAtRegistration } from '../consent/index.ts';

export const ACTIVATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;
export const ACTIVATION_INVALID = accountRefusals.activationInvalid;
export const ALREADY_ACTIVE = accountRefusals.alreadyActive;

export type Registration = {
  vFirstName: string;
  vLastName: string;
  vEmail: string;
  vMobile: string;
  vPassword: string;
  /** The unticked box, ticked: promotional e-mail with consent (issue 44, decision 142). */
  bEmailOffers?: boolean;
};

/**
 * Creates an inactive customer and e-mails the link that activates it. An address that has an
 * account, or a guest's bookings, gets the same answer and changes nothing (decision 076): its
 * owner is e-mailed instead, to log in, or to choose a password for the guest's account, so
 * nobody learns which addresses have accounts or takes over a guest's before its owner does.
 */
/** `locale`: the language of the page the person registered on (decision 103). */
export async function registerCustomer(
  context: AppContext,
  input: Registration,
  ip: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  const email = normalizeEmail(input.vEmail);
  await context.rateLimits.consume(
    limits.formPerIp('register', ip),
    limits.formPerEmail('register', email),
  );
  assertAcceptablePassword(input.vPassword, 'member');
  const passwordHash = await hashPassword(input.vPassword);
  const token = randomToken();
  const firstName = storedName(input.vFirstName);
  const profile = {
    firstName,
    lastName: storedName(input.vLastName),
    mobile: storedPhone(input.vMobile),
  };

  const register = () =>
    inTransaction(context.db, async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing && isLead(existing)) {
        const theirs = await localeOfUser(tx, existing.id);
        const link = await createPasswordLink(
          tx,
          context,
          existing.id,
          ACTIVATION_VALID_MS,
          theirs,
        );
        await addToOutbox(tx, mailMessages.registrationOverBookings(email, theirs, link));
        return;
      }
      if (existing) {
        const theirs = await localeOfUser(tx, existing.id);
        await addToOutbox(tx, mailMessages.alreadyRegistered(email, theirs, context.publicUrl));
        return;
      }
      const userId = await insertUser(tx, { email, passwordHash, activatedAt: null, locale });
      await insertCustomer(tx, { userId, uniqueCode: recordCode('cus'), ...profile });
      // Only a new account's box counts: an address that has one changes nothing above.
      if (input.bEmailOffers === true) {
        await grantAtRegistration(tx, userId, locale, context.clock());
      }
      await insertAccountToken(tx, {
        tokenHash: tokenHash(token),
        userId,
        purpose: 'activation',
        expiresAt: new Date(context.clock().getTime() + ACTIVATION_VALID_MS),
      });
      // The new account's language is the page's it registered on.
      const link = pageUrl(context.publicUrl, `/account-activation/${token}`, locale);
      await addToOutbox(tx, mailMessages.activation(email, locale, firstName, link));
    });
  await evenAnswer(context.evenAnswerMs, async () => {
    try {
      await register();
    } catch (error) {
      // A registration of the same new address committed first: this one finds it taken, and
      // is answered as every registration of a known address is.
      if (!isUniqueViolation(error)) throw error;
    }
  });
}

/** Turns an account active with the single-use code of its activation e-mail. */
export async function activateAccount(context: AppContext, code: string) {
  await inTransaction(context.db, async (tx) => {
    const now = context.clock();
    const hash = tokenHash(code);
    // A second click on the e-mail's link, or one after a password reset activated the account,
    // is no mistake. Only someone holding the code learns this, and nothing else.
    const token = await findAccountToken(tx, hash, 'activation', now);
    if (token?.accountActive) throw new ConflictError(ALREADY_ACTIVE);
    const userId = await useAccountToken(tx, hash, 'activation', now);
    if (userId === null) throw new InvalidError(ACTIVATION_INVALID);
    await activateUser(tx, userId, now);
  });
}
