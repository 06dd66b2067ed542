/*
 * The details form's day and hours (spec §5, §9): hourly slots from 12:00AM to 11:00PM written as
 * the API writes them ("9:00AM"), and "today" read on the chosen city's wall clock, so a visitor
 * in Toronto booking for Vancouver sees Vancouver's date and hours.
 */

const HOUR = 60;

/** 540 → "9:00AM"; 0 → "12:00AM"; 1380 → "11:00PM". */
export function slotLabel(minutes: number): string {
  const hours24 = Math.floor(minutes / HOUR);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:00${hours24 < 12 ? 'AM' : 'PM'}`;
}

/** Every hourly slot of a day, 12:00AM to 11:00PM. */
export const HOURLY_SLOTS: readonly string[] = Array.from({ length: 24 }, (_, hour) =>
  slotLabel(hour * HOUR),
);

/** "9:00AM" → 540; null for anything that is not an hourly slot. */
export function slotMinutes(slot: string): number | null {
  const match = /^(1[0-2]|[1-9]):00(AM|PM)$/.exec(slot);
  if (!match) return null;
  return ((Number(match[1]) % 12) + (match[2] === 'PM' ? 12 : 0)) * HOUR;
}

export type CityClock = { date: string; minutes: number };

/** The date (YYYY-MM-DD) and minutes past midnight on a zone's wall clock at an instant. */
export function cityClock(now: Date, timeZone?: string): CityClock {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * HOUR + Number(part('minute')),
  };
}

/** The slots still open on a date: for today only those later than the current time. */
export function openSlots(date: string, clock: CityClock): string[] {
  if (date !== clock.date) return [...HOURLY_SLOTS];
  return HOURLY_SLOTS.filter((slot) => (slotMinutes(slot) ?? -1) > clock.minutes);
}
