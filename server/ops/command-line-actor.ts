import { userInfo } from 'node:os';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { findUserByEmail, insertUser } from '../db/shared-queries/accounts.ts';
import { findOperatorByUserId, insertOperator } from '../db/shared-queries/operators.ts';
import { recordCode } from '../domain/codes.ts';
import { COMMAND_LINE_PASSWORD_HASH, commandLineIdentity } from '../domain/command-line-actor.ts';
import { inTransaction } from '../platform/transaction.ts';

/** The operator the command line's audit entries name (decision 086). */
export type CommandLineActor = { operatorId: number; fullName: string };

/** The OS account running the command; the environment's name where the system has none. */
export function currentOsUser(): string {
  try {
    return userInfo().username;
  } catch {
    // A container's uid may have no passwd entry; userInfo() throws there.
    return process.env.USER ?? process.env.LOGNAME ?? 'unknown';
  }
}

async function findActor(db: Database, email: string): Promise<CommandLineActor | null> {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const operator = await findOperatorByUserId(db, user.id);
  if (!operator) throw new Error(`${email} is a login without an operator; it cannot act.`);
  return { operatorId: operator.id, fullName: operator.fullName };
}

/** The OS user's command-line operator, made on their first command. */
export async function commandLineActor(db: Database, osUser: string): Promise<CommandLineActor> {
  const { email, fullName } = commandLineIdentity(osUser);
  const known = await findActor(db, email);
  if (known) return known;
  try {
    return await inTransaction(db, async (tx) => {
      const userId = await insertUser(tx, {
        email,
        passwordHash: COMMAND_LINE_PASSWORD_HASH,
        activatedAt: null,
      });
      const operator = await insertOperator(tx, {
        userId,
        uniqueCode: recordCode('opr'),
        fullName,
      });
      return { operatorId: operator.id, fullName: operator.fullName };
    });
  } catch (error) {
    // The same user's other command made it first.
    if (!isUniqueViolation(error)) throw error;
    const made = await findActor(db, email);
    if (!made) throw error;
    return made;
  }
}
