import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { findUserByEmail, insertUser } from '../db/shared-queries/accounts.ts';
import { countOperators, insertOperator } from '../db/shared-queries/operators.ts';
import { recordCode } from '../domain/codes.ts';
import { hashPassword } from '../domain/passwords.ts';
import { inTransaction } from '../platform/transaction.ts';
import { normalizeEmail } from './email.ts';

export type FirstOperatorOutcome =
  | { outcome: 'created'; email: string; password: string }
  /** Someone runs the console already (the demo operator, or one added before). */
  | { outcome: 'exists' }
  /** The address is a customer's or cleaner's: a console session is only ever an operator's. */
  | { outcome: 'taken'; email: string };

/**
 * The console's first operator on a server that seeds no demo operator (decision 071): made with
 * a random password that the first start prints once and keeps in DATA_DIR, as self-hosted
 * systems do, so nobody but whoever started the server can sign in to the console.
 */
export async function createFirstOperator(
  context: Pick<AppContext, 'db' | 'clock'>,
  rawEmail: string,
): Promise<FirstOperatorOutcome> {
  const email = normalizeEmail(rawEmail);
  // Every later start ends here, without spending a password hash.
  if ((await countOperators(context.db)) > 0) return { outcome: 'exists' };
  const password = newFirstOperatorPassword();
  const passwordHash = await hashPassword(password);
  return inTransaction(context.db, async (tx) => {
    // Again inside: two servers starting on one new database make one operator between them.
    if ((await countOperators(tx)) > 0) return { outcome: 'exists' as const };
    if (await findUserByEmail(tx, email)) return { outcome: 'taken' as const, email };
    const userId = await insertUser(tx, { email, passwordHash, activatedAt: context.clock() });
    await insertOperator(tx, { userId, uniqueCode: recordCode('opr'), fullName: 'First operator' });
    return { outcome: 'created' as const, email, password };
  });
}

/**
 * 120 random bits, in letters, digits, - and _: as strong as the session tokens, short to type,
 * and 20 characters, past an operator's minimum of 8 (decision 084).
 */
export function newFirstOperatorPassword(): string {
  return randomBytes(15).toString('base64url');
}
