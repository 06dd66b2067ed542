import { InvalidError } from '../domain/errors.ts';
import { isCalendarDate, localNow, slotToMinutes } from '../domain/local-time.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { Said } from '../domain/said.ts';
import { clockValue } from '../domain/said-values.ts';
import { quoteRefusals } from './texts.ts';

/** Spec §5: the latest Until is 11:00PM (1380 minutes). */
export const LATEST_UNTIL_MINUTES = 23 * 60;
/** How far ahead a cleaning can be booked: prices and cleaners' calendars do not reach further. */
export const MAX_DAYS_AHEAD = 365;
const HOUR = 60;

export const windowMessages = {
  date: quoteRefusals.date,
  pastDate: quoteRefusals.pastDate,
  farDate: quoteRefusals.farDate,
  from: quoteRefusals.from,
  until: quoteRefusals.until,
  pastFrom: quoteRefusals.pastFrom,
  untilAfterFrom: quoteRefusals.untilAfterFrom,
  latestUntil: quoteRefusals.latestUntil,
};

/** "3" or "3.5": hours are always whole or half. */
export function hoursText(minutes: number): string {
  const hours = minutes / HOUR;
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The last day that can be booked from `today`: worked out once a day, not on every quote. */
let lastBookable = { today: '', last: '' };
function lastBookableFrom(today: string): string {
  if (lastBookable.today !== today) lastBookable = { today, last: addDays(today, MAX_DAYS_AHEAD) };
  return lastBookable.last;
}

/**
 * The day and hours the customer chose, checked against the city's wall clock. `earliestFrom`
 * is the current minute when the day is today (a start must be later), else -1.
 */
export function checkWindow(
  chosen: { vDate: string; vFrom: string; vUntill: string },
  timeZone: string,
  now: Date,
) {
  const from = slotToMinutes(chosen.vFrom);
  if (from === null) throw new InvalidError(windowMessages.from);
  const until = slotToMinutes(chosen.vUntill);
  if (until === null) throw new InvalidError(windowMessages.until);
  if (!isCalendarDate(chosen.vDate)) throw new InvalidError(windowMessages.date);

  const today = localNow(timeZone, now);
  if (chosen.vDate < today.date) throw new InvalidError(windowMessages.pastDate);
  if (chosen.vDate > lastBookableFrom(today.date)) {
    throw new InvalidError(windowMessages.farDate);
  }
  const isToday = chosen.vDate === today.date;
  if (isToday && from <= today.minutes) throw new InvalidError(windowMessages.pastFrom);
  if (until <= from) throw new InvalidError(windowMessages.untilAfterFrom);
  if (until > LATEST_UNTIL_MINUTES) throw new InvalidError(windowMessages.latestUntil);
  return { from, until, earliestFrom: isToday ? today.minutes : -1 };
}

/** Days from `date` to the last day that can be booked (MAX_DAYS_AHEAD from today). */
export function daysUntilLastBookable(date: string, timeZone: string, now: Date): number {
  const last = lastBookableFrom(localNow(timeZone, now).date);
  const days = (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000;
  return Math.max(0, Math.round(days));
}

const roundUpToHour = (minutes: number) => Math.ceil(minutes / HOUR) * HOUR;

/** Says how long a window the cleaning needs, with an example of hourly slots that fits it. */
export function windowTooShortMessage(
  estimatedMinutes: number,
  from: number,
  earliestFrom: number,
): Said {
  const english = hoursText(estimatedMinutes);
  const hours = (locale: Locale) => (locale === 'en-CA' ? english : english.replace('.', ','));
  let start = from;
  let end = roundUpToHour(from + estimatedMinutes);
  if (end > LATEST_UNTIL_MINUTES) {
    start = Math.floor((LATEST_UNTIL_MINUTES - estimatedMinutes) / HOUR) * HOUR;
    end = roundUpToHour(start + estimatedMinutes);
  }
  if (start < 0) return quoteRefusals.windowTooShort.with({ hours });
  const example = { hours, from: clockValue(start), until: clockValue(end) };
  return start > earliestFrom
    ? quoteRefusals.windowTooShortExample.with(example)
    : quoteRefusals.windowTooShortOtherDay.with(example);
}
