import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import {
  activateUser,
  endAccountTokens,
  findAccountToken,
  findUserByEmail,
  insertAccountToken,
  setPasswordHash,
  useAccountToken,
} from '../db/shared-queries/accounts.ts';
import { deleteUserSessions } from '../db/shared-queries/sessions.ts';
import { InvalidError } from '../domain/errors.ts';
import { passwordHolderOfLink } from './link-holders.queries.ts';
import { assertAcceptablePassword, hashPassword } from '../domain/passwords.ts';
import { PASSWORD_MIN_LENGTH } from '#shared/password-rules.ts';
import { randomToken, tokenHash } from '../domain/codes.ts';
import { mailMessages } from '../platform/mail/messages.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { limits } from '../platform/rate-limit.ts';
import { inTransaction } from '../platform/transaction.ts';
import { normalizeEmail } from './email.ts';
import { evenAnswer } from './even-answer.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import { localeOfUser } from '../db/shared-queries/locales.ts';
import { pageUrl } from '../platform/mail/compose.ts';
import { accountAnswers, accountRefusals } from './texts.ts';

export const RESET_VALID_MS = 60 * 60 * 1000;
export const RESET_REQUESTED = accountAnswers.resetRequested;
export const RESET_INVALID = accountRefusals.resetInvalid;
/** The page of a used, expired or unknown link says this instead of showing the form. */
export const RESET_LINK_USABLE = accountAnswers.resetLinkUsable;
export const RESET_USED = accountRefusals.resetUsed;
export const PASSWORDS_DIFFER = accountRefusals.passwordsDiffer;

/** E-mails a reset link when the account exists; the caller cannot tell whether it does. */
export async function requestPasswordReset(context: AppContext, rawEmail: string, ip: string) {
  const email = normalizeEmail(rawEmail);
  await context.rateLimits.consume(
    limits.formPerIp('forgot-password', ip),
    limits.formPerEmail('forgot-password', email),
  );
  await evenAnswer(context.evenAnswerMs, async () => {
    const user = await findUserByEmail(context.db, email);
    if (!user) return;
    await inTransaction(context.db, async (tx) => {
      const locale = await localeOfUser(tx, user.id);
      const link = await createPasswordLink(tx, context, user.id, RESET_VALID_MS, locale);
      await addToOutbox(tx, mailMessages.passwordReset(email, locale, link));
    });
  });
}

/**
 * A single-use link to /reset-password for the user. It also serves a customer who booked
 * without an account (a lead) to choose a first password, so how long it lives is a parameter.
 * It ends the user's older reset links: only the newest one mailed works (issue 38).
 */
export async function createPasswordLink(
  db: Database,
  context: Pick<AppContext, 'clock' | 'publicUrl'>,
  userId: number,
  validMs: number = RESET_VALID_MS,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  const token = randomToken();
  await endAccountTokens(db, userId, context.clock(), 'password_reset');
  await insertAccountToken(db, {
    tokenHash: tokenHash(token),
    userId,
    purpose: 'password_reset',
    expiresAt: new Date(context.clock().getTime() + validMs),
  });
  return pageUrl(context.publicUrl, `/reset-password/${token}`, locale);
}

/**
 * Whether a reset link can still set a password, asked when its page opens; nothing is spent.
 * A usable link tells its form the minimum length of the password it sets (decision 084).
 */
export async function checkPasswordLink(context: AppContext, code: string, ip: string) {
  await context.rateLimits.consume(limits.formPerIp('reset-password-check', ip));
  const token = await findAccountToken(
    context.db,
    tokenHash(code),
    'password_reset',
    context.clock(),
  );
  if (!token?.live) throw new InvalidError(RESET_USED);
  const holder = await passwordHolderOfLink(context.db, tokenHash(code));
  return { passwordMinLength: PASSWORD_MIN_LENGTH[holder] };
}

/**
 * Sets the new password with a live reset code, once. Every session and every other link of
 * the account ends, and an account that was never activated is activated: the link proved the
 * e-mail is theirs.
 */
export async function resetPassword(
  context: AppContext,
  input: { vUniqueCode: string; vPassword: string; vConfirmPassword?: string | undefined },
  ip: string,
) {
  await context.rateLimits.consume(limits.formPerIp('reset-password', ip));
  if (input.vConfirmPassword !== undefined && input.vConfirmPassword !== input.vPassword) {
    throw new InvalidError(PASSWORDS_DIFFER);
  }
  // An operator's first password and their forgotten one come through here (decision 084).
  const holder = await passwordHolderOfLink(context.db, tokenHash(input.vUniqueCode));
  assertAcceptablePassword(input.vPassword, holder);
  const passwordHash = await hashPassword(input.vPassword);
  await inTransaction(context.db, async (tx) => {
    const now = context.clock();
    const userId = await useAccountToken(tx, tokenHash(input.vUniqueCode), 'password_reset', now);
    if (userId === null) throw new InvalidError(RESET_INVALID);
    await setPasswordHash(tx, userId, passwordHash);
    await activateUser(tx, userId, now);
    await deleteUserSessions(tx, userId);
    await endAccountTokens(tx, userId, now);
  });
}
