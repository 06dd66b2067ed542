/**
 * The city's wall clock. A booking's date and hours are the city's (spec: "today" is the city's
 * today); they become UTC instants through the city's IANA time zone, daylight saving included.
 */

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

// Building a formatter costs far more than using one, and a quote uses several: one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsIn(timeZone: string, instant: Date) {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/*
 * formatToParts is the slowest step of a quote (five calls each), and its answers never change:
 * the conversions below are remembered. The parts resolve to whole seconds, so one lookup per
 * zone and second answers every localNow of that second.
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
    const p = partsIn(timeZone, instant);
    const date = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
    return { date, minutes: p.hour * 60 + p.minute };
  });
  // A copy: callers may change what they are given.
  return { ...known };
}

const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000;

/** The zone's offset (local minus UTC, in ms) at an instant. */
function offsetAt(timeZone: string, instant: number): number {
  const p = partsIn(timeZone, new Date(instant));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - instant;
}

/**
 * The UTC instant of a wall-clock time in a zone. When clocks fall back the hour happens twice
 * and the later one is taken; when they spring forward a missing time moves past the gap
 * (2:00AM becomes 3:00AM), as a clock on the wall would.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  return new Date(
    rememberedInstant(`${timeZone} ${date} ${minutes}`, () =>
      wallClockToInstant(date, minutes, timeZone),
    ),
  );
}

function wallClockToInstant(date: string, minutes: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, minutes);
  // A zone changes offset at most once in a day, so the offsets 12 hours either side cover it.
  const offsetBefore = offsetAt(timeZone, wallAsUtc - TWELVE_HOURS_MS);
  const offsetAfter = offsetAt(timeZone, wallAsUtc + TWELVE_HOURS_MS);
  const matching = [offsetBefore, offsetAfter]
    .map((offset) => wallAsUtc - offset)
    .filter((instant) => instant + offsetAt(timeZone, instant) === wallAsUtc);
  if (matching.length > 0) return Math.max(...matching);
  return wallAsUtc - offsetBefore;
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

/** "November 24, 2026": a local date as the spec writes dates. */
export function dateText(date: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "Saturday, November 28, 2026": a suggested day, named so it is not misread. */
export function weekdayDateText(date: string): string {
  const weekday = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', weekday: 'long' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return `${weekday}, ${dateText(date)}`;
}

/** "9:00AM on November 28, 2026": an instant on the city's clock and calendar. */
export function clockOnDateText(instant: Date, timeZone: string): string {
  const local = localNow(timeZone, instant);
  return `${minutesToClock(local.minutes)} on ${dateText(local.date)}`;
}
