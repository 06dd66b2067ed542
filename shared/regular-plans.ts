/**
 * Regular cleanings (issue 45): the frequencies a plan may have and the rhythm of its visits,
 * shared by the wizard, the plan's pages and the server's scheduler.
 */

/** Every week, every 2 weeks, every 4 weeks. */
export const PLAN_FREQUENCIES = [1, 2, 4] as const;
export type EveryWeeks = (typeof PLAN_FREQUENCIES)[number];

export function isEveryWeeks(value: unknown): value is EveryWeeks {
  return PLAN_FREQUENCIES.some((weeks) => weeks === value);
}

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The local date `days` after `date` (YYYY-MM-DD; calendar days, so no daylight-saving shift). */
export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/**
 * The local dates (YYYY-MM-DD) a plan's visits are due on from `from` through `through`, both
 * included: the anchor and every `everyWeeks` weeks from it, forwards only. Dates are counted in
 * whole calendar days, so a visit stays on its weekday across daylight-saving changes and month
 * ends; the server turns each date and the plan's window into instants in the city's time zone.
 */
export function visitDatesBetween(
  anchorDate: string,
  everyWeeks: EveryWeeks,
  from: string,
  through: string,
): string[] {
  const step = everyWeeks * 7;
  const anchor = dayNumber(anchorDate);
  const first = Math.max(anchor, dayNumber(from));
  const offset = (((first - anchor) % step) + step) % step;
  const dates: string[] = [];
  for (
    let day = offset === 0 ? first : first + step - offset;
    day <= dayNumber(through);
    day += step
  ) {
    dates.push(dateOfDay(day));
  }
  return dates;
}
