import type { Locale } from './locale.ts';
import { dayAsDate, writeLongDay } from './written-days.ts';
import { writeDollars, writeNumber } from './written-numbers.ts';

/*
 * The one formatting module (decision 102): money, days, times, windows, percentages and postal
 * codes in en-CA and fr-CA, for the web app and the server alike, so a page rendered on the server
 * and hydrated in the browser never disagree. Different ICU builds put different invisible spaces
 * in French numbers and times (U+00A0, U+202F, U+2009): every result here uses U+00A0 only.
 * Times of day are written by hand, not by Intl: the spec writes "9:00AM", and browsers disagree
 * on the space before a.m. (research §1.4). Nothing here throws; a value that is not one gives ''.
 */

const NBSP = '\u00a0';

/** One kind of invisible space in every result. */
function steadySpaces(text: string): string {
  return text.replace(/[\u202f\u2009\u00a0]/g, NBSP);
}

/** The same text with its invisible spaces written as plain ones, for comparing in tests. */
export function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u2009\u00a0]/g, ' ');
}

// Formatters cost far more to build than to use: each is built once per language and zone.
const built = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = built.get(key) as F | undefined;
  if (!format) {
    format = make();
    built.set(key, format);
  }
  return format;
}

/** Dollars and cents: `$1,234.56` in English, `1 234,56 $` in French (written-numbers.ts). */
export function formatMoney(amount: number | string, locale: Locale): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (typeof amount === 'string' && amount.trim() === '') return '';
  if (!Number.isFinite(value)) return '';
  return writeDollars(value, locale);
}

/** A rate as a percentage: 0.14975 → `14.975%` / `14,975 %`. */
export function formatPercent(rate: number, locale: Locale): string {
  if (!Number.isFinite(rate)) return '';
  const format = cached(
    `percent ${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }),
  );
  return steadySpaces(format.format(rate));
}

/**
 * A plain number: 1234.5 → `1,234.5` / `1 234,5`. Written by hand (written-numbers.ts) while its
 * digits are exact: building the first number formatter loads the language's number data, 80 ms
 * of a job list's first render at full speed (issue 46), and a plural's `#` comes here.
 */
export function formatNumber(value: number, locale: Locale, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return '';
  if (
    Number.isInteger(fractionDigits) &&
    fractionDigits >= 0 &&
    Math.abs(value) * 10 ** fractionDigits <= Number.MAX_SAFE_INTEGER
  ) {
    return writeNumber(value, locale, fractionDigits);
  }
  const format = cached(
    `number ${locale} ${fractionDigits}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits }),
  );
  return steadySpaces(format.format(value));
}

/**
 * A moment's calendar day on `timeZone`'s wall calendar, as `YYYY-MM-DD`: only Intl reads a zone,
 * and its numbers need no locale data to be written (written-days.ts writes the day).
 */
function dayInZone(date: Date, timeZone: string): string {
  const parts = calendarIn(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * A day (YYYY-MM-DD) with its month named: `November 24, 2026` / `24 novembre 2026`, read as UTC
 * and written by hand (written-days.ts); French writes the first of a month « 1er » (OQLF).
 */
export function formatDay(day: string, locale: Locale): string {
  const date = dayAsDate(day);
  return date ? writeLongDay(date, locale, false, true) : '';
}

/**
 * A calendar's day button's name: the day as `formatWeekdayDay` writes it, but the first of a
 * month as the number the button shows (« 1 décembre »), so its visible text is in its name
 * (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export function formatCalendarDayName(day: string, locale: Locale, withWeekday = true): string {
  const date = dayAsDate(day);
  return date ? writeLongDay(date, locale, withWeekday, false) : '';
}

/** A day with its weekday: `Saturday, November 28, 2026` / `samedi 28 novembre 2026`. */
export function formatWeekdayDay(day: string, locale: Locale): string {
  const date = dayAsDate(day);
  return date ? writeLongDay(date, locale, true, true) : '';
}

function validInstant(instant: Date | string): Date | null {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The formatter of a moment's day on `timeZone`'s wall calendar; throws for an unknown zone. */
function calendarIn(timeZone: string): Intl.DateTimeFormat {
  return cached(
    `calendar ${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  );
}

// A known zone's formatter is built once and kept (`cached`), so a page of rows in one city's
// zone asks Intl once; an unknown zone, which only bad data brings, is asked about each time.
function knownZone(timeZone: string): boolean {
  try {
    calendarIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The day of a moment as read in `timeZone` (a city's, head office's): `November 24, 2026`. */
export function formatDayOfInstant(instant: Date | string, timeZone: string, locale: Locale) {
  const date = validInstant(instant);
  if (!date || !knownZone(timeZone)) return '';
  return formatDay(dayInZone(date, timeZone), locale);
}

/** Minutes past midnight on a wall clock: 540 → `9:00AM` / `9 h`; 570 → `9:30AM` / `9 h 30`. */
export function formatClock(minutes: number, locale: Locale): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 24 * 60) return '';
  const hours24 = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, '0');
  if (locale === 'fr-CA') {
    return minute === '00' ? `${hours24}${NBSP}h` : `${hours24}${NBSP}h${NBSP}${minute}`;
  }
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${minute}${hours24 < 12 ? 'AM' : 'PM'}`;
}

/** The API's time of day ('9:00AM', '12:30PM') as minutes past midnight, or null. */
export function slotMinutes(slot: string): number | null {
  const match = /^(1[0-2]|0?[1-9]):([0-5]\d)\s?(AM|PM)$/i.exec(slot.trim());
  if (!match) return null;
  const hours = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === 'PM' ? 12 : 0);
  return hours * 60 + Number(match[2]);
}

/** The API's time of day in a language: '5:00PM' → `5:00PM` / `17 h`. */
export function formatSlot(slot: string, locale: Locale): string {
  const minutes = slotMinutes(slot);
  return minutes === null ? '' : formatClock(minutes, locale);
}

/** A window of two API times: `9:00AM–1:00PM` / `9 h – 13 h`. */
export function formatWindow(from: string, until: string, locale: Locale): string {
  return windowOf(formatSlot(from, locale), formatSlot(until, locale), locale);
}

/** A window of two times of day in minutes after midnight: `9:00AM–1:00PM` / `9 h – 13 h`. */
export function formatMinutesWindow(from: number, until: number, locale: Locale): string {
  return windowOf(formatClock(from, locale), formatClock(until, locale), locale);
}

function windowOf(start: string, end: string, locale: Locale): string {
  if (!start || !end) return '';
  return locale === 'fr-CA' ? `${start}${NBSP}–${NBSP}${end}` : `${start}–${end}`;
}

/** The time of day of a moment on `timeZone`'s wall clock: `9:00AM` / `9 h`. */
export function formatClockOfInstant(
  instant: Date | string,
  timeZone: string,
  locale: Locale,
): string {
  const date = validInstant(instant);
  if (!date || !knownZone(timeZone)) return '';
  const parts = cached(
    `clock ${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        hour: 'numeric',
        minute: 'numeric',
      }),
  ).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? '0');
  return formatClock(part('hour') * 60 + part('minute'), locale);
}

/**
 * A moment on the wall clock of the place it happens, with the zone named:
 * `November 24, 2026 at 9:00AM MST` / `24 novembre 2026 à 9 h HNR`.
 */
export function formatMomentIn(instant: Date | string, timeZone: string, locale: Locale): string {
  const date = validInstant(instant);
  if (!date || !knownZone(timeZone)) return '';
  const parts = cached(
    `moment ${locale} ${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        hourCycle: 'h23',
        hour: 'numeric',
        minute: 'numeric',
        timeZoneName: 'short',
      }),
  ).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const clock = formatClock(Number(part('hour')) * 60 + Number(part('minute')), locale);
  const day = formatDayOfInstant(date, timeZone, locale);
  const zone = part('timeZoneName');
  const joined = locale === 'fr-CA' ? `${day} à ${clock}` : `${day} at ${clock}`;
  return steadySpaces(zone ? `${joined} ${zone}` : joined);
}

/** A Canadian postal code as Canada Post writes it: upper case, one space (`K1A 0B1`). */
export function formatPostalCode(raw: string): string {
  const compact = raw.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact)
    ? `${compact.slice(0, 3)} ${compact.slice(3)}`
    : raw.trim().toUpperCase();
}
