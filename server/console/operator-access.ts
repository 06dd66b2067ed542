/*
 * Disabling an operator from the console, and enabling them again (decision 085). A disabled
 * operator's sessions end in the transaction that disables them (their next call is refused on
 * every server: the deleted rows are announced, decision 064), and their login is refused.
 */
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import {
  findOperatorWithEmail,
  lockActiveOperatorIds,
  setOperatorDisabledAt,
} from '../db/shared-queries/operators.ts';
import { deleteUserSessions } from '../db/shared-queries/sessions.ts';
import { ConflictError, InvalidError, NotFoundError, ForbiddenError } from '../domain/errors.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordOperatorAction } from './audit-log.ts';
import { consoleRefusals } from './texts.ts';

/**
 * A disabled operator's login, once the password is right (a wrong one answers as for anyone),
 * and a call of theirs that raced their disabling.
 */
export const ACCOUNT_DISABLED = consoleRefusals.accountDisabled.english;
export const OPERATOR_NOT_FOUND = consoleRefusals.operatorNotFound.english;
export const CANNOT_DISABLE_SELF = consoleRefusals.cannotDisableSelf.english;
export const LAST_ACTIVE_OPERATOR = consoleRefusals.lastActiveOperator;
export const alreadyDisabled = (email: string) =>
  consoleRefusals.operatorAlreadyDisabled.with({ email });
export const notDisabled = (email: string) => consoleRefusals.operatorNotDisabled.with({ email });
export const operatorDisabled = (email: string) =>
  `Disabled ${email}; their sessions have ended and they can no longer log in.`;
export const operatorEnabled = (email: string) => `Enabled ${email}; they can log in again.`;

type By = { operatorId: number };

/**
 * The rules of disabling, read in `db`: asked once before the operator's code is taken (a refusal
 * spends no code and writes nothing) and again in the transaction that disables, under the lock
 * of the active operators' rows, where two operators disabling each other at once take turns.
 */
async function disableRefusal(db: Database, by: By, operatorId: number, locked: boolean) {
  const active = locked ? await lockActiveOperatorIds(db) : null;
  const target = await findOperatorWithEmail(db, operatorId);
  if (!target) return new NotFoundError(consoleRefusals.operatorNotFound);
  if (target.id === by.operatorId) return new InvalidError(consoleRefusals.cannotDisableSelf);
  if (target.disabledAt) return new ConflictError(alreadyDisabled(target.email));
  if (active) {
    // Disabled by another while this request ran (each disabling the other at once): the caller
    // acts for nobody now, and the one they would disable is the last.
    if (!active.includes(by.operatorId)) return new ForbiddenError(consoleRefusals.accountDisabled);
    if (active.length < 2) return new ConflictError(LAST_ACTIVE_OPERATOR);
  }
  return { target };
}

/** Refuses what `disableOperator` would refuse, writing nothing; call it before taking the code. */
export async function assertOperatorCanBeDisabled(
  context: Pick<AppContext, 'db'>,
  by: By,
  operatorId: number,
) {
  const outcome = await disableRefusal(context.db, by, operatorId, false);
  if (outcome instanceof Error) throw outcome;
}

/** Disables another operator: their sessions end, their login is refused, the log keeps it. */
export function disableOperator(
  context: Pick<AppContext, 'db' | 'clock'>,
  by: By,
  operatorId: number,
): Promise<string> {
  return inTransaction(context.db, async (tx) => {
    const outcome = await disableRefusal(tx, by, operatorId, true);
    if (outcome instanceof Error) throw outcome;
    const { target } = outcome;
    if (!(await setOperatorDisabledAt(tx, target.id, context.clock()))) {
      throw new ConflictError(alreadyDisabled(target.email));
    }
    await deleteUserSessions(tx, target.userId);
    await recordOperatorAction(tx, {
      operatorId: by.operatorId,
      action: 'operator.disable',
      subjectType: 'operator',
      subjectId: target.email,
      before: { state: 'Active' },
      after: { state: 'Disabled' },
    });
    return operatorDisabled(target.email);
  });
}

/** Refuses what `enableOperator` would refuse, writing nothing; call it before taking the code. */
export async function assertOperatorCanBeEnabled(
  context: Pick<AppContext, 'db'>,
  operatorId: number,
) {
  const target = await findOperatorWithEmail(context.db, operatorId);
  if (!target) throw new NotFoundError(consoleRefusals.operatorNotFound);
  if (!target.disabledAt) throw new ConflictError(notDisabled(target.email));
}

/** Lets a disabled operator log in again; they start with a new login, as everyone does. */
export function enableOperator(
  context: Pick<AppContext, 'db'>,
  by: By,
  operatorId: number,
): Promise<string> {
  return inTransaction(context.db, async (tx) => {
    const target = await findOperatorWithEmail(tx, operatorId);
    if (!target) throw new NotFoundError(consoleRefusals.operatorNotFound);
    if (!(await setOperatorDisabledAt(tx, target.id, null))) {
      throw new ConflictError(notDisabled(target.email));
    }
    await recordOperatorAction(tx, {
      operatorId: by.operatorId,
      action: 'operator.enable',
      subjectType: 'operator',
      subjectId: target.email,
      before: { state: 'Disabled' },
      after: { state: 'Active' },
    });
    return operatorEnabled(target.email);
  });
}
