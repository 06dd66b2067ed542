import { asc, count, eq } from 'drizzle-orm';
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

/** Every operator's name and sign-in address: who is told when the console needs a look. */
export async function operatorAddresses(db: Database) {
  return db
    .select({ id: operators.id, fullName: operators.fullName, email: users.email })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .orderBy(asc(operators.id));
}

export async function countOperators(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(operators);
  return row?.n ?? 0;
}
