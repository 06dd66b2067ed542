import type { AppContext } from '../context.ts';
import { findUserByEmail, insertUser } from '../db/shared-queries/accounts.ts';
import { insertOperator } from '../db/shared-queries/operators.ts';
import { randomToken, recordCode } from '../domain/codes.ts';
import { hashPassword } from '../domain/passwords.ts';
import { ADDED_FROM_COMMAND_LINE, tellOperatorsOfNewOperator } from '../console/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import { normalizeEmail } from './email.ts';
import { createPasswordLink } from './password-reset.ts';

/** An operator's first password link lives a week: they may not be at a desk the day it's made. */
export const OPERATOR_LINK_VALID_MS = 7 * 24 * 60 * 60 * 1000;

export const CREATE_OPERATOR_USAGE = 'create-operator <email> [<full name>]';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type CreateOperatorOutcome =
  | { outcome: 'created'; link: string; email: string; fullName: string }
  | { outcome: 'invalid-email' }
  | { outcome: 'taken' };

/**
 * `npm run ops -- create-operator`: an operator account of its own (never added to a customer's
 * or cleaner's login, so a console session is only ever an operator's), activated, with an
 * unguessable password nobody knows and a single-use link to choose one (/reset-password). Every
 * other active operator is e-mailed who added whom and when (decision 085); `addedBy` names the
 * console's operator, and the command line otherwise.
 */
export async function createOperator(
  context: Pick<AppContext, 'db' | 'clock' | 'publicUrl'>,
  rawEmail: string,
  fullName?: string,
  addedBy: string = ADDED_FROM_COMMAND_LINE,
): Promise<CreateOperatorOutcome> {
  const email = normalizeEmail(rawEmail);
  if (!EMAIL_SHAPE.test(email)) return { outcome: 'invalid-email' };
  const passwordHash = await hashPassword(randomToken());
  return inTransaction(context.db, async (tx) => {
    if (await findUserByEmail(tx, email)) return { outcome: 'taken' as const };
    const userId = await insertUser(tx, { email, passwordHash, activatedAt: context.clock() });
    const operator = await insertOperator(tx, {
      userId,
      uniqueCode: recordCode('opr'),
      fullName: fullName?.trim() || (email.split('@')[0] ?? email),
    });
    const link = await createPasswordLink(tx, context, userId, OPERATOR_LINK_VALID_MS);
    await tellOperatorsOfNewOperator(context, tx, {
      email,
      fullName: operator.fullName,
      byName: addedBy,
      at: context.clock(),
    });
    return { outcome: 'created' as const, link, email, fullName: operator.fullName };
  });
}
