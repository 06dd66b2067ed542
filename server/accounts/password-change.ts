import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import {
  endAccountTokens,
  findUserByEmail,
  setPasswordHash,
} from '../db/shared-queries/accounts.ts';
import { deleteUserSessions } from '../db/shared-queries/sessions.ts';
import { InvalidError } from '../domain/errors.ts';
import { assertAcceptablePassword, hashPassword, passwordMatches } from '../domain/passwords.ts';
import { tokenHash } from '../domain/codes.ts';
import { mailMessages } from '../platform/mail/messages.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { limits } from '../platform/rate-limit.ts';
import { inTransaction } from '../platform/transaction.ts';
import { PASSWORDS_DIFFER } from './password-reset.ts';
import { localeOfUser } from '../db/shared-queries/locales.ts';
import { accountAnswers, accountRefusals } from './texts.ts';

export const PASSWORD_CHANGED = accountAnswers.passwordChanged;
/** change-password's schema says it for a missing field; the profile updates say it here. */
export const CURRENT_PASSWORD_REQUIRED = accountRefusals.currentPasswordRequired;
export const CURRENT_PASSWORD_WRONG = accountRefusals.currentPasswordWrong;
export const SAME_PASSWORD = accountRefusals.samePassword;

type Caller = { userId: number; email: string; sessionToken: string };

/**
 * Refuses a new password unless the caller proves they know the current one, so a session left
 * open on a shared computer cannot lock the owner out. Wrong guesses are limited per account,
 * counted together for every call that sets a password this way (decision 014, issue 38).
 */
export async function assertPasswordProof(
  context: AppContext,
  caller: Caller,
  currentPassword: string | undefined,
  newPassword: string,
) {
  await assertCurrentPassword(context, caller, currentPassword);
  if (newPassword === currentPassword) throw new InvalidError(SAME_PASSWORD);
}

/**
 * Refuses unless the caller typed their current password: what a password change and closing the
 * account (decision 139) ask first. Wrong guesses count together, per account (decision 014).
 */
export async function assertCurrentPassword(
  context: Pick<AppContext, 'db' | 'rateLimits'>,
  caller: Pick<Caller, 'email'>,
  currentPassword: string | undefined,
) {
  if (!currentPassword) throw new InvalidError(CURRENT_PASSWORD_REQUIRED);
  const wrongGuesses = limits.formPerEmail('change-password-failure', caller.email);
  await context.rateLimits.assertUnder(wrongGuesses);
  const user = await findUserByEmail(context.db, caller.email);
  if (!user || !(await passwordMatches(user.passwordHash, currentPassword))) {
    await context.rateLimits.record(wrongGuesses);
    throw new InvalidError(CURRENT_PASSWORD_WRONG);
  }
}

/**
 * What every proven password change writes, inside the caller's transaction: the new hash, the
 * end of the caller's other sessions and of every link mailed before (issue 38), and the e-mail
 * that tells the owner.
 */
export async function writeChangedPassword(
  tx: Database,
  context: Pick<AppContext, 'clock' | 'publicUrl'>,
  caller: Caller,
  passwordHash: string,
) {
  await setPasswordHash(tx, caller.userId, passwordHash);
  await deleteUserSessions(tx, caller.userId, tokenHash(caller.sessionToken));
  await endAccountTokens(tx, caller.userId, context.clock());
  const locale = await localeOfUser(tx, caller.userId);
  await addToOutbox(tx, mailMessages.passwordChanged(caller.email, locale, context.publicUrl));
}

/**
 * Sets a new password for the signed-in person once they prove they know the current one; an
 * operator's meets the console's rules (decision 084).
 */
export async function changePassword(
  context: AppContext,
  caller: Caller & { operator: object | null },
  input: { vCurrentPassword: string; vPassword: string; vConfirmPassword: string },
) {
  if (input.vConfirmPassword !== input.vPassword) throw new InvalidError(PASSWORDS_DIFFER);
  assertAcceptablePassword(input.vPassword, caller.operator ? 'operator' : 'member');
  await assertPasswordProof(context, caller, input.vCurrentPassword, input.vPassword);

  const passwordHash = await hashPassword(input.vPassword);
  await inTransaction(context.db, (tx) => writeChangedPassword(tx, context, caller, passwordHash));
}
