/*
 * The operators' rules for regular cleanings (issue 45), kept in `settings` under the Operations
 * group like the other booking rules: the discount of each frequency, fixed on a plan when it is
 * bought, and how many weeks a customer may pause a plan at once.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { PLAN_FREQUENCIES, type EveryWeeks } from '../../../shared/regular-plans.ts';
import type { Database } from '../database.ts';
import { settings } from '../schema.ts';

export const PLAN_DISCOUNT_SETTING: Record<EveryWeeks, string> = {
  1: 'planDiscountWeekly',
  2: 'planDiscountEvery2Weeks',
  4: 'planDiscountEvery4Weeks',
};
export const PLAN_MAX_PAUSE_SETTING = 'planMaxPauseWeeks';

/** Until an operator changes them: 15 % weekly, 10 % every 2 weeks, 5 % every 4 weeks. */
export const DEFAULT_PLAN_DISCOUNTS: Record<EveryWeeks, number> = { 1: 15, 2: 10, 4: 5 };
export const MAX_PLAN_DISCOUNT = 50;
export const DEFAULT_PLAN_MAX_PAUSE_WEEKS = 8;
export const MAX_PLAN_PAUSE_WEEKS = 26;

/** A whole percent the console may save, or null. */
export function discountPercentOrNull(value: unknown): number | null {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value <= MAX_PLAN_DISCOUNT
    ? value
    : null;
}

/** Whole weeks the console may save as the longest pause, or null. */
export function pauseWeeksOrNull(value: unknown): number | null {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= MAX_PLAN_PAUSE_WEEKS
    ? value
    : null;
}

export type PlanRules = { discounts: Record<EveryWeeks, number>; maxPauseWeeks: number };

/** Today's rules, each falling back to its default when unset or unreadable. */
export async function planRules(db: Database): Promise<PlanRules> {
  const names = [...Object.values(PLAN_DISCOUNT_SETTING), PLAN_MAX_PAUSE_SETTING];
  const rows = await db
    .select({ name: settings.name, value: settings.value })
    .from(settings)
    .where(and(inArray(settings.name, names), eq(settings.groupName, 'Operations')));
  const stored = new Map(rows.map((row) => [row.name, Number(row.value)]));
  const discounts = { ...DEFAULT_PLAN_DISCOUNTS };
  for (const weeks of PLAN_FREQUENCIES) {
    discounts[weeks] =
      discountPercentOrNull(stored.get(PLAN_DISCOUNT_SETTING[weeks])) ??
      DEFAULT_PLAN_DISCOUNTS[weeks];
  }
  return {
    discounts,
    maxPauseWeeks:
      pauseWeeksOrNull(stored.get(PLAN_MAX_PAUSE_SETTING)) ?? DEFAULT_PLAN_MAX_PAUSE_WEEKS,
  };
}

/** Saves the rules (already checked with discountPercentOrNull and pauseWeeksOrNull). */
export async function savePlanRules(tx: Database, rules: PlanRules): Promise<void> {
  const values = [
    ...PLAN_FREQUENCIES.map((weeks) => ({
      name: PLAN_DISCOUNT_SETTING[weeks],
      value: String(rules.discounts[weeks]),
    })),
    { name: PLAN_MAX_PAUSE_SETTING, value: String(rules.maxPauseWeeks) },
  ];
  for (const value of values) {
    await tx
      .insert(settings)
      .values({ ...value, groupName: 'Operations' })
      .onConflictDoUpdate({ target: settings.name, set: { value: value.value } });
  }
}
