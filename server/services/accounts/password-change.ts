import type { AppContext } from '../../context.ts';
import { findUserByEmail, setPasswordHash } from '../../db/queries/accounts.ts';
import { deleteUserSessions } from '../../db/queries/sessions.ts';
import { InvalidError } from '../../domain/errors.ts';
import { assertAcceptablePassword, hashPassword, passwordMatches } from '../../domain/passwords.ts';
import { tokenHash } from '../../domain/codes.ts';
import { mailMessages } from '../mail/messages.ts';
import { addToOutbox } from '../../db/queries/outbox.ts';
import { limits } from '../rate-limit.ts';
import { inTransaction } from '../transaction.ts';
import { PASSWORDS_DIFFER } from './password-reset.ts';

export const PASSWORD_CHANGED = 'Your password has been changed.';
export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect.';
export const SAME_PASSWORD = 'The new password must be different from the current one.';

type Caller = { userId: number; email: string; sessionToken: string };

/**
 * Sets a new password for the signed-in person once they prove they know the current one, so a
 * session left open on a shared computer cannot lock the owner out. Wrong guesses are limited
 * per account; the caller's session stays and every other session ends.
 */
export async function changePassword(
  context: AppContext,
  caller: Caller,
  input: { vCurrentPassword: string; vPassword: string; vConfirmPassword: string },
) {
  if (input.vConfirmPassword !== input.vPassword) throw new InvalidError(PASSWORDS_DIFFER);
  assertAcceptablePassword(input.vPassword);

  const wrongGuesses = limits.formPerEmail('change-password-failure', caller.email);
  await context.rateLimits.assertUnder(wrongGuesses);
  const user = await findUserByEmail(context.db, caller.email);
  if (!user || !(await passwordMatches(user.passwordHash, input.vCurrentPassword))) {
    await context.rateLimits.record(wrongGuesses);
    throw new InvalidError(CURRENT_PASSWORD_WRONG);
  }
  if (input.vPassword === input.vCurrentPassword) throw new InvalidError(SAME_PASSWORD);

  const passwordHash = await hashPassword(input.vPassword);
  await inTransaction(context.db, async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await deleteUserSessions(tx, user.id, tokenHash(caller.sessionToken));
    await addToOutbox(tx, mailMessages.passwordChanged(caller.email, context.publicUrl));
  });
}
