import type { AppContext } from '../context.ts';
import {
  deadlineHoursOrNull,
  MAX_UNACCEPTED_DEADLINE_HOURS,
  MIN_UNACCEPTED_DEADLINE_HOURS,
  saveUnacceptedDeadlineHours,
  UNACCEPTED_DEADLINE_SETTING,
  unacceptedDeadlineHours,
} from '../db/shared-queries/booking-rules.ts';
import { InvalidError } from '../domain/errors.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordOperatorAction } from './audit-log.ts';
import { consoleAnswers, consoleRefusals } from './texts.ts';

export const bookingRulesMessages = {
  hours: consoleRefusals.deadlineHours.with({
    min: String(MIN_UNACCEPTED_DEADLINE_HOURS),
    max: String(MAX_UNACCEPTED_DEADLINE_HOURS),
  }),
  saved: (hours: number) => consoleAnswers.bookingRulesSaved.with({ hours }),
};

export type BookingRules = { iUnacceptedDeadlineHours: number };

/** The operators' booking rules (decision 098). */
export async function bookingRules(context: Pick<AppContext, 'db'>): Promise<BookingRules> {
  return { iUnacceptedDeadlineHours: await unacceptedDeadlineHours(context.db) };
}

/** Saves the rules with their audit entry, in one transaction. */
export async function saveBookingRules(
  context: Pick<AppContext, 'db'>,
  operatorId: number,
  input: BookingRules,
): Promise<BookingRules> {
  const hours = deadlineHoursOrNull(input.iUnacceptedDeadlineHours);
  if (hours === null) throw new InvalidError(bookingRulesMessages.hours);
  return inTransaction(context.db, async (tx) => {
    const before = await unacceptedDeadlineHours(tx);
    await saveUnacceptedDeadlineHours(tx, hours);
    await recordOperatorAction(tx, {
      operatorId,
      action: 'setting.save',
      subjectType: 'setting',
      subjectId: UNACCEPTED_DEADLINE_SETTING,
      before: { hours: before },
      after: { hours },
    });
    return { iUnacceptedDeadlineHours: hours };
  });
}
