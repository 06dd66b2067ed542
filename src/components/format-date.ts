import { frenchDayWithOrdinal } from '#shared/i18n/french-first-of-month.ts';
import type { Locale } from '#shared/i18n/locale.ts';

/*
 * Dates as the spec writes them in English ('November 22, 2026'); each function takes the page's
 * language as its last parameter ('en-CA' when left out) and writes French ('22 novembre 2026')
 * with the same Intl formats (a long date has no invisible space to steady). The console's
 * moments (formatDateTime, formatDateTimeIn) are English only: a French page writes a moment with
 * `useFormat().momentIn`, so these pages' shared chunk stays within its budget.
 */

const frenchDates = new Map<string, Intl.DateTimeFormat>();

/** 'long' dates in French, in a zone (the reader's when none): '22 novembre 2026'. */
function frenchLongDate(date: Date, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = frenchDates.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone });
    } catch {
      return '';
    }
    frenchDates.set(key, format);
  }
  // The first of a month is an ordinal in French: « 1er décembre 2026 », by the shared rule.
  return frenchDayWithOrdinal(format.formatToParts(date));
}

function frenchLongDateOf(isoDate: string, timeZone?: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? '' : frenchLongDate(date, timeZone);
}

// Built on first use, like the dollar formatter: they cost the first paint of pages without dates.
let longDate: Intl.DateTimeFormat | undefined;
let calendarDate: Intl.DateTimeFormat | undefined;

let longDateInUtc: Intl.DateTimeFormat | undefined;

/** English-Canada month-name dates (spec §9): 'November 22, 2026'. */
export function formatLongDate(isoDate: string, locale: Locale = 'en-CA'): string {
  if (locale !== 'en-CA') return frenchLongDateOf(isoDate);
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime())
    ? ''
    : (longDate ??= new Intl.DateTimeFormat('en-CA', { dateStyle: 'long' })).format(date);
}

/**
 * The date of a moment as read in a given zone: a day that starts at midnight somewhere (the
 * console's week, at head office) is written as that day wherever the reader is.
 */
export function formatLongDateIn(
  isoDate: string,
  timeZone: string,
  locale: Locale = 'en-CA',
): string {
  if (locale !== 'en-CA') return frenchLongDateOf(isoDate, timeZone);
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone }).format(date);
}

/** The same date as read in UTC: what a server, which cannot know the visitor's zone, shows. */
export function formatLongDateInUtc(isoDate: string, locale: Locale = 'en-CA'): string {
  if (locale !== 'en-CA') return frenchLongDateOf(isoDate, 'UTC');
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime())
    ? ''
    : (longDateInUtc ??= new Intl.DateTimeFormat('en-CA', {
        dateStyle: 'long',
        timeZone: 'UTC',
      })).format(date);
}

/**
 * A day without a time (`YYYY-MM-DD`, e.g. a booking's day in its city) in the same format. Read
 * as UTC so the browser's own zone cannot move it to the day before.
 */
export function formatCalendarDate(day: string, locale: Locale = 'en-CA'): string {
  if (locale !== 'en-CA') return frenchLongDateOf(`${day}T00:00:00Z`, 'UTC');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? ''
    : (calendarDate ??= new Intl.DateTimeFormat('en-CA', {
        dateStyle: 'long',
        timeZone: 'UTC',
      })).format(date);
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
