import { and, eq } from 'drizzle-orm';
import type { PasswordHolder } from '#shared/password-rules.ts';
import type { Database } from '../db/database.ts';
import { accountTokens, operators } from '../db/schema.ts';

/**
 * Whose password a reset link sets, for the rules it must meet (decision 084): an operator's, or
 * a customer's or cleaner's. An unknown link is a member's: its reset is refused in any case.
 */
export async function passwordHolderOfLink(
  db: Database,
  tokenHash: string,
): Promise<PasswordHolder> {
  const rows = await db
    .select({ operatorId: operators.id })
    .from(accountTokens)
    .innerJoin(operators, eq(operators.userId, accountTokens.userId))
    .where(
      and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, 'password_reset')),
    );
  return rows.length > 0 ? 'operator' : 'member';
}
