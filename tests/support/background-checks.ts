/** Background checks for tests (decision 134): dates around a clock's today. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar date `days` from `now` ("YYYY-MM-DD"). */
export function dayFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** A clear check done a month before `now`, expiring in about a year. */
export function aClearCheck(now: Date = new Date()) {
  return {
    provider: 'Sterling Backcheck',
    checkedOn: dayFrom(now, -30),
    result: 'clear' as const,
    expiresOn: dayFrom(now, 335),
  };
}
