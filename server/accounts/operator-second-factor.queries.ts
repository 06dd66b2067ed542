import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { operatorRecoveryCodes, operators } from '../db/schema.ts';

export type OperatorSecondFactor = {
  id: number;
  totpSecret: string | null;
  totpEnabledAt: Date | null;
  totpLastStep: number | null;
};

export async function findOperatorSecondFactor(
  db: Database,
  operatorId: number,
): Promise<OperatorSecondFactor | undefined> {
  const [row] = await db
    .select({
      id: operators.id,
      totpSecret: operators.totpSecret,
      totpEnabledAt: operators.totpEnabledAt,
      totpLastStep: operators.totpLastStep,
    })
    .from(operators)
    .where(eq(operators.id, operatorId));
  return row;
}

/** A new secret, not yet in use; only while none is (an enabled one is never replaced here). */
export async function setPendingTotpSecret(db: Database, operatorId: number, secret: string) {
  const rows = await db
    .update(operators)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(and(eq(operators.id, operatorId), isNull(operators.totpEnabledAt)))
    .returning({ id: operators.id });
  return rows.length === 1;
}

/**
 * Takes the time step of a right code, once: true only for the first caller whose step is later
 * than the last one taken, so two requests racing with one code cannot both pass.
 */
export async function takeTotpStep(db: Database, operatorId: number, step: number) {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operators.id, operatorId),
        or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
      ),
    )
    .returning({ id: operators.id });
  return rows.length === 1;
}

export async function enableTotp(db: Database, operatorId: number, at: Date) {
  await db
    .update(operators)
    .set({ totpEnabledAt: at })
    .where(and(eq(operators.id, operatorId), isNull(operators.totpEnabledAt)));
}

/** Replaces an operator's recovery codes with these (their hashes). */
export async function replaceRecoveryCodes(db: Database, operatorId: number, hashes: string[]) {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  await db
    .insert(operatorRecoveryCodes)
    .values(hashes.map((codeHash) => ({ operatorId, codeHash })));
}

/** Uses up an unused recovery code of the operator; true if there was one. */
export async function useRecoveryCode(db: Database, operatorId: number, hash: string, at: Date) {
  const rows = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, hash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return rows.length === 1;
}
