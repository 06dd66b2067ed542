import { and, asc, count, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { COMMAND_LINE_PASSWORD_HASH } from '../../domain/command-line-actor.ts';
import type { Database } from '../database.ts';
import { onlyRow } from './rows.ts';
import { operators, users } from '../schema.ts';

export async function insertOperator(
  db: Database,
  values: { userId: number; uniqueCode: string; fullName: string },
) {
  return onlyRow(await db.insert(operators).values(values).returning());
}

export async function findOperatorByUserId(db: Database, userId: number) {
  const rows = await db.select().from(operators).where(eq(operators.userId, userId));
  return rows[0] ?? null;
}

/**
 * Operators who are people, with `users` joined: not the command line's actors (decision 086),
 * who sign in nowhere, are told nothing and are not counted as the console's operators.
 */
export const isPerson = () => ne(users.passwordHash, COMMAND_LINE_PASSWORD_HASH);

/**
 * Every active operator's name and sign-in address: who is told when the console needs a look. A
 * disabled operator (decision 085) is told nothing more.
 */
export async function operatorAddresses(db: Database) {
  return db
    .select({
      id: operators.id,
      fullName: operators.fullName,
      email: users.email,
      locale: users.locale,
    })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(and(isNull(operators.disabledAt), isPerson()))
    .orderBy(asc(operators.id));
}

/** One operator who is a person, with their sign-in address and state, or null. */
export async function findOperatorWithEmail(db: Database, operatorId: number) {
  const rows = await db
    .select({
      id: operators.id,
      userId: operators.userId,
      fullName: operators.fullName,
      email: users.email,
      disabledAt: operators.disabledAt,
    })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(and(eq(operators.id, operatorId), isPerson()));
  return rows[0] ?? null;
}

/**
 * The ids of the active operators, their rows locked until the transaction ends: two operators
 * disabling each other at once take turns, and the second sees the first's change (decision 085).
 */
export async function lockActiveOperatorIds(tx: Database): Promise<number[]> {
  const rows = await tx
    .select({ id: operators.id })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(and(isNull(operators.disabledAt), isPerson()))
    .orderBy(asc(operators.id))
    .for('update', { of: operators });
  return rows.map((row) => row.id);
}

/** Disables (a time) or enables again (null) an operator; false when it was already so. */
export async function setOperatorDisabledAt(
  tx: Database,
  operatorId: number,
  disabledAt: Date | null,
): Promise<boolean> {
  const rows = await tx
    .update(operators)
    .set({ disabledAt })
    .where(
      and(
        eq(operators.id, operatorId),
        disabledAt === null ? isNotNull(operators.disabledAt) : isNull(operators.disabledAt),
      ),
    )
    .returning({ id: operators.id });
  return rows.length === 1;
}

export async function countOperators(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(isPerson());
  return row?.n ?? 0;
}
