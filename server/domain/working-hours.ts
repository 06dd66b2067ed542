import { InvalidError } from './errors.ts';
import { dateText, isCalendarDate } from './local-time.ts';
import * as en from '#shared/catalogue/en-CA/api-jobs.ts';
import * as fr from '#shared/catalogue/fr-CA/api-jobs.ts';
import { formatDay } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { type Said, sayings } from './said.ts';
import { clockValue, type LocaleText } from './said-values.ts';

/**
 * A cleaner's working hours as the person writes them (decision 044): weekly ranges of local
 * time, days off (both ends included) and at most how many jobs a day.
 */
export type WeeklyRange = { iWeekday: number; vFrom: string; vUntil: string };
export type DayOffRange = { dFrom: string; dUntil: string };
export type WorkingHoursInput = {
  aWeek: WeeklyRange[];
  aDaysOff: DayOffRange[];
  iDailyJobCap: number;
};

export const EARLIEST_START = '06:00';
export const LATEST_END = '23:00';
export const MIN_DAILY_JOB_CAP = 1;
export const MAX_DAILY_JOB_CAP = 6;

/** What a new cleaner starts with, until they confirm or change it: Monday to Friday, 9 to 5. */
export const DEFAULT_WEEK: WeeklyRange[] = [1, 2, 3, 4, 5].map((iWeekday) => ({
  iWeekday,
  vFrom: '09:00',
  vUntil: '17:00',
}));
export const DEFAULT_DAILY_JOB_CAP = 2;

/** The default week as rows are stored: weekday and local "HH:MM" times. */
export function defaultWeekRows() {
  return DEFAULT_WEEK.map((range) => ({
    weekday: range.iWeekday,
    from: range.vFrom,
    until: range.vUntil,
  }));
}

const refusals = sayings(en.workingHoursRefusals, fr.workingHoursRefusals);
const weekdayKeys = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

/** A weekday's name in the reader's language ("one day" when there is none). */
const weekdayName = (weekday: number) => (locale: Locale) =>
  (locale === 'fr-CA' ? fr : en).weekdayNames[weekdayKeys[weekday] ?? 'oneDay'];

/** The working hours' refusals, in the caller's language (api-jobs.ts, decision 104). */
export const workingHoursMessages = {
  ...refusals,
  overlap: (weekday: number) => refusals.overlap.with({ day: weekdayName(weekday) }),
};

/** "09:30" → 570, on the hour or half hour only; null otherwise. */
export function clockToMinutes(value: string): number | null {
  const match = /^([01]\d|2[0-3]):(00|30)$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 570 → "09:30". */
export function minutesToHhMm(minutes: number): string {
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${hours}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A checked week range in minutes. */
export type WeekSpan = { weekday: number; from: number; until: number };
export type CheckedWorkingHours = {
  week: WeekSpan[];
  daysOff: { first: string; last: string }[];
  dailyJobCap: number;
};

function checkRange(range: WeeklyRange): WeekSpan {
  const { iWeekday } = range;
  if (!Number.isInteger(iWeekday) || iWeekday < 0 || iWeekday > 6) {
    throw new InvalidError(workingHoursMessages.weekday);
  }
  const from = clockToMinutes(range.vFrom);
  if (from === null) throw new InvalidError(workingHoursMessages.from);
  // 23:00 is the latest end and not a start the pattern allows, so it is read apart.
  const until = range.vUntil === LATEST_END ? 23 * 60 : clockToMinutes(range.vUntil);
  if (until === null) throw new InvalidError(workingHoursMessages.until);
  if (until <= from) throw new InvalidError(workingHoursMessages.order);
  if (from < (clockToMinutes(EARLIEST_START) ?? 0)) {
    throw new InvalidError(workingHoursMessages.earliest);
  }
  if (until > 23 * 60) throw new InvalidError(workingHoursMessages.latest);
  return { weekday: iWeekday, from, until };
}

/** The request's hours, checked and sorted; a plain sentence (400) for the first thing wrong. */
export function checkWorkingHours(input: WorkingHoursInput): CheckedWorkingHours {
  const { iDailyJobCap } = input;
  if (
    !Number.isInteger(iDailyJobCap) ||
    iDailyJobCap < MIN_DAILY_JOB_CAP ||
    iDailyJobCap > MAX_DAILY_JOB_CAP
  ) {
    throw new InvalidError(workingHoursMessages.cap);
  }
  const week = input.aWeek.map(checkRange).sort((a, b) => a.weekday - b.weekday || a.from - b.from);
  week.forEach((range, index) => {
    const before = week[index - 1];
    if (before && before.weekday === range.weekday && range.from < before.until) {
      throw new InvalidError(workingHoursMessages.overlap(range.weekday));
    }
  });
  const daysOff = input.aDaysOff
    .map((range) => {
      if (!isCalendarDate(range.dFrom)) throw new InvalidError(workingHoursMessages.dayOffFrom);
      if (!isCalendarDate(range.dUntil)) throw new InvalidError(workingHoursMessages.dayOffUntil);
      if (range.dUntil < range.dFrom) throw new InvalidError(workingHoursMessages.dayOffOrder);
      return { first: range.dFrom, last: range.dUntil };
    })
    .sort((a, b) => a.first.localeCompare(b.first) || a.last.localeCompare(b.last));
  return { week, daysOff, dailyJobCap: iDailyJobCap };
}

/** A cleaner's job as the conflict check reads it: local date, weekday and minutes. */
export type HeldJob = {
  bookingId: number;
  bookingNo: string;
  serviceName: string;
  date: string;
  weekday: number;
  from: number;
  until: number;
  /** Only upcoming accepted jobs are reported; the others still count towards the day's cap. */
  upcoming: boolean;
};

export type ConflictReason = 'OutsideHours' | 'DayOff' | 'OverDailyCap';
/** A job the hours would not cover, and the sentence that tells the cleaner, in both languages. */
export type HoursConflict = { job: HeldJob; reason: ConflictReason; message: Said };

const conflicts = sayings(en.hoursConflicts, fr.hoursConflicts);

/** "Deep Cleaning on November 28, 2026 at 10:00AM" / "Grand ménage du 28 novembre 2026 à 10 h". */
const jobInWords =
  (job: HeldJob): LocaleText =>
  (locale) => {
    const english = locale === 'en-CA';
    return formatMessage(locale, (english ? en : fr).hoursConflicts.job, {
      service: job.serviceName,
      day: english ? dateText(job.date) : formatDay(job.date, locale),
      time: clockValue(job.from)(locale),
    });
  };

function conflictMessage(job: HeldJob, reason: ConflictReason, cap: number): Said {
  const values = { job: jobInWords(job) };
  switch (reason) {
    case 'DayOff':
      return conflicts.dayOff.with(values);
    case 'OutsideHours':
      return conflicts.outsideHours.with(values);
    case 'OverDailyCap':
      return conflicts.overDailyCap.with({ ...values, cap });
  }
}

function reasonFor(
  job: HeldJob,
  hours: CheckedWorkingHours,
  rankThatDay: number,
): ConflictReason | null {
  if (hours.daysOff.some((off) => off.first <= job.date && job.date <= off.last)) return 'DayOff';
  const inside = hours.week.some(
    (range) => range.weekday === job.weekday && range.from <= job.from && job.until <= range.until,
  );
  if (!inside) return 'OutsideHours';
  if (rankThatDay >= hours.dailyJobCap) return 'OverDailyCap';
  return null;
}

/**
 * The cleaner's upcoming accepted jobs the hours would not cover. They are never dropped
 * (issue 25): the screen only warns. Jobs of a day beyond the cap are the later ones.
 */
export function conflictsOf(jobs: HeldJob[], hours: CheckedWorkingHours): HoursConflict[] {
  const sorted = [...jobs].sort((a, b) => a.date.localeCompare(b.date) || a.from - b.from);
  const seenOnDay = new Map<string, number>();
  const conflicts: HoursConflict[] = [];
  for (const job of sorted) {
    const rank = seenOnDay.get(job.date) ?? 0;
    seenOnDay.set(job.date, rank + 1);
    if (!job.upcoming) continue;
    const reason = reasonFor(job, hours, rank);
    if (reason) {
      conflicts.push({ job, reason, message: conflictMessage(job, reason, hours.dailyJobCap) });
    }
  }
  return conflicts;
}
