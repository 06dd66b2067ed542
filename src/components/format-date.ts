import type { Locale } from '#shared/i18n/locale.ts';
import { writeLongDay } from '#shared/i18n/written-days.ts';

/*
 * Dates as the spec writes them in English ('November 22, 2026'); each function takes the page's
 * language as its last parameter ('en-CA' when left out) and writes French ('22 novembre 2026').
 * Days are written by hand (written-days.ts); a moment read in a named zone is format.ts's
 * `formatDayOfInstant`. The console's
 * moments (formatDateTime, formatDateTimeIn) are English only: a French page writes a moment with
 * `useFormat().momentIn`, so these pages' shared chunk stays within its budget.
 */

/**
 * Month-name dates in the reader's zone (spec §9): 'November 22, 2026' / '22 novembre 2026',
 * written by hand from the browser's own calendar day (written-days.ts): no Intl formatter to
 * build while a page comes alive.
 */
export function formatLongDate(isoDate: string, locale: Locale = 'en-CA'): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  const readersDay = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  return writeLongDay(readersDay, locale, false, true);
}

/** The same date as read in UTC: what a server, which cannot know the visitor's zone, shows. */
export function formatLongDateInUtc(isoDate: string, locale: Locale = 'en-CA'): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? '' : writeLongDay(date, locale, false, true);
}

/**
 * A day without a time (`YYYY-MM-DD`, e.g. a booking's day in its city) in the same format. Read
 * as UTC so the browser's own zone cannot move it to the day before; a day the calendar does not
 * have (February 30) is not one.
 */
export function formatCalendarDate(day: string, locale: Locale = 'en-CA'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return '';
  return writeLongDay(date, locale, false, true);
}

let dateTime: Intl.DateTimeFormat | undefined;

/** A moment in the reader's zone, for the console's logs: 'November 24, 2026, 3:05 p.m.'. */
export function formatDateTime(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  return Number.isNaN(date.getTime())
    ? ''
    : (dateTime ??= new Intl.DateTimeFormat('en-CA', {
        dateStyle: 'long',
        timeStyle: 'short',
      })).format(date);
}

const inZone = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment on the wall clock of the place it happens, with the zone named:
 * 'November 24, 2026 at 9:00 a.m. MST'. A booking starts at its city's time, whoever reads it.
 */
export function formatDateTimeIn(isoDateTime: string, timeZone: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return '';
  let format = inZone.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
      });
    } catch {
      return formatDateTime(isoDateTime);
    }
    inZone.set(timeZone, format);
  }
  return format.format(date);
}
