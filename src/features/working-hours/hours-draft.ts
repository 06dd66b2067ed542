/*
 * The working-hours screen's draft: the week as seven day plans (so a day switched off keeps its
 * ranges until it is switched on again), days off and the daily cap, with the reducer the screen
 * edits it through and the request the API reads. Pure: the screen and the tests share it.
 */
import type { DayOffRange, WeeklyRange, WorkingHours, WorkingHoursRequest } from './types.ts';

export type TimeRange = { from: string; until: string };
export type DayPlan = { works: boolean; ranges: TimeRange[] };
export type HoursDraft = { week: DayPlan[]; daysOff: DayOffRange[]; dailyCap: number };

/** iWeekday of the API: 0 = Sunday … 6 = Saturday (their names are the catalogue's). */
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** A working week reads Monday first, as Canadian work schedules do. */
export const WEEKDAYS_IN_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const EARLIEST = '06:00';
export const LATEST = '23:00';
export const DAILY_CAPS = [1, 2, 3, 4, 5, 6] as const;

const STEP_MINUTES = 30;

function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

function timeOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Every half hour the contract allows, 06:00 to 23:00. */
export const HALF_HOURS: readonly string[] = Array.from(
  { length: (minutesOf(LATEST) - minutesOf(EARLIEST)) / STEP_MINUTES + 1 },
  (_, step) => timeOf(minutesOf(EARLIEST) + step * STEP_MINUTES),
);

/** A range whose start is not before its end: its fields are marked while the server says why. */
export function isBackwards(range: TimeRange): boolean {
  return minutesOf(range.from) >= minutesOf(range.until);
}

function emptyWeek(): DayPlan[] {
  return WEEKDAYS.map(() => ({ works: false, ranges: [] }));
}

export function draftOf(hours: Pick<WorkingHours, 'aWeek' | 'aDaysOff' | 'iDailyJobCap'>) {
  const week = emptyWeek();
  for (const range of hours.aWeek) {
    const day = week[range.iWeekday];
    if (!day) continue;
    day.works = true;
    day.ranges.push({ from: range.vFrom, until: range.vUntil });
  }
  for (const day of week) day.ranges.sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
  return {
    week,
    daysOff: [...hours.aDaysOff].sort((a, b) => a.dFrom.localeCompare(b.dFrom)),
    dailyCap: hours.iDailyJobCap,
  } satisfies HoursDraft;
}

/** The body of check and update: only the days switched on carry their ranges. */
export function requestOf(draft: HoursDraft): WorkingHoursRequest {
  const aWeek: WeeklyRange[] = draft.week.flatMap((day, iWeekday) =>
    day.works
      ? day.ranges.map((range) => ({ iWeekday, vFrom: range.from, vUntil: range.until }))
      : [],
  );
  return { aWeek, aDaysOff: draft.daysOff, iDailyJobCap: draft.dailyCap };
}

export type Preset = 'weekdays' | 'evenings' | 'weekends';

const presetDays: Record<Preset, { days: number[]; range: TimeRange }> = {
  weekdays: { days: [1, 2, 3, 4, 5], range: { from: '09:00', until: '17:00' } },
  evenings: { days: [1, 2, 3, 4, 5], range: { from: '17:00', until: '21:00' } },
  weekends: { days: [0, 6], range: { from: '09:00', until: '17:00' } },
};

/** A fresh range after the day's last one: two hours later, within the day's latest end. */
function nextRange(ranges: TimeRange[]): TimeRange {
  const last = ranges.at(-1);
  if (!last) return { from: '09:00', until: '17:00' };
  const from = Math.min(minutesOf(last.until) + 60, minutesOf(LATEST) - 2 * STEP_MINUTES);
  return { from: timeOf(from), until: timeOf(Math.min(from + 120, minutesOf(LATEST))) };
}

export type DraftAction =
  | { type: 'day.toggle'; weekday: number; works: boolean }
  | { type: 'range.change'; weekday: number; index: number; field: keyof TimeRange; time: string }
  | { type: 'range.add'; weekday: number }
  | { type: 'range.remove'; weekday: number; index: number }
  | { type: 'preset.apply'; preset: Preset }
  | { type: 'daysOff.add'; range: DayOffRange }
  | { type: 'daysOff.remove'; index: number }
  | { type: 'cap.change'; cap: number };

function changeDay(draft: HoursDraft, weekday: number, change: (day: DayPlan) => DayPlan) {
  return {
    ...draft,
    week: draft.week.map((day, index) => (index === weekday ? change(day) : day)),
  };
}

export function draftReducer(draft: HoursDraft, action: DraftAction): HoursDraft {
  switch (action.type) {
    case 'day.toggle':
      return changeDay(draft, action.weekday, (day) => ({
        works: action.works,
        // A day switched on with nothing kept gets a usual day to start from.
        ranges: action.works && day.ranges.length === 0 ? [nextRange([])] : day.ranges,
      }));
    case 'range.change':
      return changeDay(draft, action.weekday, (day) => ({
        ...day,
        ranges: day.ranges.map((range, index) =>
          index === action.index ? { ...range, [action.field]: action.time } : range,
        ),
      }));
    case 'range.add':
      return changeDay(draft, action.weekday, (day) => ({
        works: true,
        ranges: [...day.ranges, nextRange(day.ranges)],
      }));
    case 'range.remove':
      return changeDay(draft, action.weekday, (day) => {
        const ranges = day.ranges.filter((_, index) => index !== action.index);
        // Removing a day's last range is saying it is not worked.
        return { works: ranges.length > 0 && day.works, ranges };
      });
    case 'preset.apply': {
      const { days, range } = presetDays[action.preset];
      return {
        ...draft,
        week: WEEKDAYS.map((weekday) =>
          days.includes(weekday) ? { works: true, ranges: [range] } : { works: false, ranges: [] },
        ),
      };
    }
    case 'daysOff.add':
      return {
        ...draft,
        daysOff: [...draft.daysOff, action.range].sort((a, b) => a.dFrom.localeCompare(b.dFrom)),
      };
    case 'daysOff.remove':
      return { ...draft, daysOff: draft.daysOff.filter((_, index) => index !== action.index) };
    case 'cap.change':
      return { ...draft, dailyCap: action.cap };
  }
}

/** Whether a calendar day (YYYY-MM-DD) falls in one of the draft's days off. */
export function isDayOff(daysOff: DayOffRange[], day: string): boolean {
  return daysOff.some((range) => range.dFrom <= day && day <= range.dUntil);
}
