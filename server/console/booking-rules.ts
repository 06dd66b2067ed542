import type { AppContext } from '../context.ts';
import {
  deadlineHoursOrNull,
  MAX_UNACCEPTED_DEADLINE_HOURS,
  MIN_UNACCEPTED_DEADLINE_HOURS,
  saveUnacceptedDeadlineHours,
  UNACCEPTED_DEADLINE_SETTING,
  unacceptedDeadlineHours,
} from '../db/shared-queries/booking-rules.ts';
import {
  discountPercentOrNull,
  MAX_PLAN_DISCOUNT,
  MAX_PLAN_PAUSE_WEEKS,
  pauseWeeksOrNull,
  planRules,
  savePlanRules,
  type PlanRules,
} from '../db/shared-queries/plan-rules.ts';
import { InvalidError } from '../domain/errors.ts';
import { planBookingAnswers, planBookingRefusals } from '../regular-plans/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordOperatorAction } from './audit-log.ts';
import { consoleAnswers, consoleRefusals } from './texts.ts';

export const bookingRulesMessages = {
  hours: consoleRefusals.deadlineHours.with({
    min: String(MIN_UNACCEPTED_DEADLINE_HOURS),
    max: String(MAX_UNACCEPTED_DEADLINE_HOURS),
  }),
  saved: (hours: number) => consoleAnswers.bookingRulesSaved.with({ hours }),
  discount: planBookingRefusals.discountPercent.with({ min: 0, max: MAX_PLAN_DISCOUNT }),
  pause: planBookingRefusals.pauseWeeks.with({ min: 1, max: MAX_PLAN_PAUSE_WEEKS }),
  /** Said when the save carried the regular cleanings' rules too (decision 143). */
  savedWithPlans: (rules: Required<BookingRules>) =>
    planBookingAnswers.rulesSaved.with({
      hours: rules.iUnacceptedDeadlineHours,
      weekly: rules.iPlanDiscountWeekly,
      every2: rules.iPlanDiscountEvery2Weeks,
      every4: rules.iPlanDiscountEvery4Weeks,
      pause: rules.iPlanMaxPauseWeeks,
    }),
};

/** The rules the console edits; a save may leave the regular cleanings' out (then unchanged). */
export type BookingRules = {
  iUnacceptedDeadlineHours: number;
  iPlanDiscountWeekly?: number | undefined;
  iPlanDiscountEvery2Weeks?: number | undefined;
  iPlanDiscountEvery4Weeks?: number | undefined;
  iPlanMaxPauseWeeks?: number | undefined;
};

function onWire(hours: number, plans: PlanRules): Required<BookingRules> {
  return {
    iUnacceptedDeadlineHours: hours,
    iPlanDiscountWeekly: plans.discounts[1],
    iPlanDiscountEvery2Weeks: plans.discounts[2],
    iPlanDiscountEvery4Weeks: plans.discounts[4],
    iPlanMaxPauseWeeks: plans.maxPauseWeeks,
  };
}

/** The operators' booking rules (decision 098), and the regular cleanings' (decision 143). */
export async function bookingRules(
  context: Pick<AppContext, 'db'>,
): Promise<Required<BookingRules>> {
  return onWire(await unacceptedDeadlineHours(context.db), await planRules(context.db));
}

/** The plan rules a save asks for over today's, or 400 for a value out of bounds. */
function plansAsked(input: BookingRules, today: PlanRules): PlanRules {
  const discount = (value: number | undefined, current: number) => {
    if (value === undefined) return current;
    const checked = discountPercentOrNull(value);
    if (checked === null) throw new InvalidError(bookingRulesMessages.discount);
    return checked;
  };
  let maxPauseWeeks = today.maxPauseWeeks;
  if (input.iPlanMaxPauseWeeks !== undefined) {
    const checked = pauseWeeksOrNull(input.iPlanMaxPauseWeeks);
    if (checked === null) throw new InvalidError(bookingRulesMessages.pause);
    maxPauseWeeks = checked;
  }
  return {
    discounts: {
      1: discount(input.iPlanDiscountWeekly, today.discounts[1]),
      2: discount(input.iPlanDiscountEvery2Weeks, today.discounts[2]),
      4: discount(input.iPlanDiscountEvery4Weeks, today.discounts[4]),
    },
    maxPauseWeeks,
  };
}

/** Whether a save carried any of the regular cleanings' rules. */
export function savesPlanRules(input: BookingRules): boolean {
  return (
    input.iPlanDiscountWeekly !== undefined ||
    input.iPlanDiscountEvery2Weeks !== undefined ||
    input.iPlanDiscountEvery4Weeks !== undefined ||
    input.iPlanMaxPauseWeeks !== undefined
  );
}

/** Saves the rules with their audit entry, in one transaction. */
export async function saveBookingRules(
  context: Pick<AppContext, 'db'>,
  operatorId: number,
  input: BookingRules,
): Promise<Required<BookingRules>> {
  const hours = deadlineHoursOrNull(input.iUnacceptedDeadlineHours);
  if (hours === null) throw new InvalidError(bookingRulesMessages.hours);
  // Checked before anything is written: a bad value writes nothing at all.
  const plans = plansAsked(input, await planRules(context.db));
  return inTransaction(context.db, async (tx) => {
    const before = await unacceptedDeadlineHours(tx);
    const plansBefore = await planRules(tx);
    await saveUnacceptedDeadlineHours(tx, hours);
    await recordOperatorAction(tx, {
      operatorId,
      action: 'setting.save',
      subjectType: 'setting',
      subjectId: UNACCEPTED_DEADLINE_SETTING,
      before: { hours: before },
      after: { hours },
    });
    if (savesPlanRules(input)) {
      await savePlanRules(tx, plans);
      await recordOperatorAction(tx, {
        operatorId,
        action: 'setting.save',
        subjectType: 'setting',
        subjectId: 'planRules',
        before: { discounts: plansBefore.discounts, maxPauseWeeks: plansBefore.maxPauseWeeks },
        after: { discounts: plans.discounts, maxPauseWeeks: plans.maxPauseWeeks },
      });
    }
    return onWire(hours, savesPlanRules(input) ? plans : plansBefore);
  });
}
