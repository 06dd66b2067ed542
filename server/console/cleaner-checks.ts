/*
 * Recording background checks from the console (decision 134): the one that approves an
 * application, in the approval's transaction, and an approved cleaner's renewal on their page.
 * The rules (valid, current, what a check does to a pause) are server/background-checks/'s.
 */
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.ts';
import type { Said } from '../domain/said.ts';
import { inTransaction } from '../platform/transaction.ts';
import {
  checkAnswers,
  checkRefusals,
  checkTexts,
  insertCheck,
  liftCheckPause,
  lockCleanerForCheck,
  pauseForCheck,
  todayIn,
  validCheck,
  type CheckInput,
} from '../background-checks/index.ts';
import { recordOperatorAction } from './audit-log.ts';
import { alertOtherOperatorsOfHeldJobs } from './paused-cleaner-alert.ts';
import { consoleRefusals } from './texts.ts';

/**
 * Writes the check that approves an application, in the approval's transaction: it must be
 * clear (a check that is not clear approves no one), valid, and current in the cleaner's city.
 */
export async function recordApprovalCheck(
  tx: Database,
  entry: { operatorId: number; contractorId: number; check: CheckInput; now: Date },
) {
  const cleaner = await lockCleanerForCheck(tx, entry.contractorId);
  if (!cleaner) throw new NotFoundError(consoleRefusals.applicationNotFound);
  const check = validCheck(entry.check, todayIn(cleaner.timeZone, entry.now));
  if (check.result !== 'clear') throw new InvalidError(checkRefusals.notClearCannotApprove);
  const row = await insertCheck(tx, {
    contractorId: entry.contractorId,
    ...check,
    recordedBy: entry.operatorId,
  });
  await recordOperatorAction(tx, {
    operatorId: entry.operatorId,
    action: 'cleaner.check',
    subjectType: 'cleaner',
    subjectId: String(entry.contractorId),
    before: null,
    after: { checkId: row.id, ...check, outcome: 'approved' },
  });
  return row;
}

/**
 * An approved cleaner's renewed check, from their page in the console. A clear one lifts a pause
 * their check made (an operator's own pause stays); one that is not clear pauses them, and the
 * other operators are e-mailed the jobs they still hold, as for any pause.
 */
export function recordCheck(
  context: AppContext,
  operatorId: number,
  input: { contractorId: number; check: CheckInput },
): Promise<Said> {
  return inTransaction(context.db, async (tx) => {
    const now = context.clock();
    const cleaner = await lockCleanerForCheck(tx, input.contractorId);
    if (!cleaner) throw new NotFoundError(consoleRefusals.cleanerNotFound);
    const check = validCheck(input.check, todayIn(cleaner.timeZone, now));
    if (cleaner.status !== 'Approved') throw new ConflictError(checkRefusals.onlyApproved);
    const row = await insertCheck(tx, {
      contractorId: cleaner.id,
      ...check,
      recordedBy: operatorId,
    });
    let outcome: 'recorded' | 'resumed' | 'paused' = 'recorded';
    if (check.result === 'clear') {
      if (await liftCheckPause(tx, cleaner.id)) outcome = 'resumed';
    } else if (await pauseForCheck(tx, cleaner.id, 'checkNotClear', now)) {
      outcome = 'paused';
    }
    await recordOperatorAction(tx, {
      operatorId,
      action: 'cleaner.check',
      subjectType: 'cleaner',
      subjectId: String(cleaner.id),
      before: { pausedAt: cleaner.pausedAt?.toISOString() ?? null },
      after: { checkId: row.id, ...check, outcome },
    });
    if (outcome === 'paused') {
      await alertOtherOperatorsOfHeldJobs(context, tx, {
        operatorId,
        contractorId: cleaner.id,
        reason: checkTexts('en-CA').checkConsoleTexts.PAUSED_CHECK_NOT_CLEAR,
        now,
      });
    }
    const name = { name: cleaner.fullName };
    if (outcome === 'resumed') return checkAnswers.recordedAndResumed.with(name);
    if (outcome === 'paused') return checkAnswers.recordedAndPaused.with(name);
    return checkAnswers.recorded.with(name);
  });
}
