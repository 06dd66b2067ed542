import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { onlyRow } from './rows.ts';
import { operators } from '../schema.ts';

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
