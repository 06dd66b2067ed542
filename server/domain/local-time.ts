/**
 * The city's wall clock. A booking's date and hours are the city's (spec: "today" is the city's
 * today); they become UTC instants through the city's IANA time zone, daylight saving included.
 * The conversions are Temporal's (temporal-polyfill, which defers to a native Temporal once the
 * runtime has one), on the runtime's own time-zone data: decision 092.
 */

import { Temporal } from 'temporal-polyfill';

const HOUR_SLOT = /^(1[0-2]|[1-9]):00(AM|PM)$/;

/** "9:00AM" → 540; "12:00AM" → 0; "11:00PM" → 1380. Null for anything else. */
export function slotToMinutes(slot: string): number | null {
  const match = HOUR_SLOT.exec(slot);
  if (!match) return null;
  const hour12 = Number(match[1]) % 12;
  return (hour12 + (match[2] === 'PM' ? 12 : 0)) * 60;
}

/** 540 → "9:00AM"; 810 → "1:30PM"; minutes past midnight of the same day only. */
export function minutesToClock(minutes: number): string {
  const hours24 = Math.floor(minutes / 60) % 24;
  const mins = minutes % 60;
  const suffix = hours24 < 12 ? 'AM' : 'PM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(mins).padStart(2, '0')}${suffix}`;
}

/*
 * Converting through a zone is the slowest step of a quote (five conversions each), and its
 * answers never change: the conversions below are remembered. localNow reads whole minutes, so
 * one lookup per zone and second answers every localNow of that second.
 */
const MAX_REMEMBERED = 10_000;

/** A bounded memo: forgets everything once full, since keys can come from requests. */
function remembered<Value>() {
  const values = new Map<string, Value>();
  return (key: string, compute: () => Value): Value => {
    let value = values.get(key);
    if (value === undefined) {
      if (values.size >= MAX_REMEMBERED) values.clear();
      value = compute();
      values.set(key, value);
    }
    return value;
  };
}

type LocalNow = { date: string; minutes: number };
const rememberedNow = remembered<LocalNow>();
const rememberedInstant = remembered<number>();

/** The city's date ("YYYY-MM-DD") and minutes past midnight at an instant. */
export function localNow(timeZone: string, instant: Date): LocalNow {
  const second = Math.floor(instant.getTime() / 1000);
  const known = rememberedNow(`${timeZone} ${second}`, () => {
    // One plain date-time: each field read on a ZonedDateTime looks the offset up again.
    const wall = Temporal.Instant.fromEpochMilliseconds(instant.getTime())
      .toZonedDateTimeISO(timeZone)
      .toPlainDateTime();
    return { date: wall.toPlainDate().toString(), minutes: wall.hour * 60 + wall.minute };
  });
  // A copy: callers may change what they are given.
  return { ...known };
}

/**
 * The UTC instant of a wall-clock time in a zone. When clocks fall back the hour happens twice
 * and the later one is taken; when they spring forward a missing time moves past the gap
 * (2:00AM becomes 3:00AM), as a clock on the wall would. Both are Temporal's
 * `disambiguation: 'later'`. Minutes past 1440 run into the next day. A date that is not on the
 * calendar (2026-02-30) is a RangeError: callers check dates with isCalendarDate first.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  return new Date(
    rememberedInstant(
      `${timeZone} ${date} ${minutes}`,
      () =>
        Temporal.PlainDate.from(date)
          .toPlainDateTime()
          .add({ minutes })
          .toZonedDateTime(timeZone, { disambiguation: 'later' }).epochMilliseconds,
    ),
  );
}

/** A real calendar date in YYYY-MM-DD form (2026-02-30 is not). */
export function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return (
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day
  );
}

// Building a formatter costs far more than using one: the two below are built once.
const longDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const weekdayName = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', weekday: 'long' });

/** "November 24, 2026": a local date as the spec writes dates. */
export function dateText(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

/** "Saturday, November 28, 2026": a suggested day, named so it is not misread. */
export function weekdayDateText(date: string): string {
  return `${weekdayName.format(new Date(`${date}T00:00:00Z`))}, ${dateText(date)}`;
}

/** "9:00AM on November 28, 2026": an instant on the city's clock and calendar. */
export function clockOnDateText(instant: Date, timeZone: string): string {
  const local = localNow(timeZone, instant);
  return `${minutesToClock(local.minutes)} on ${dateText(local.date)}`;
}
