import { frenchClock } from './format-clock.ts';
import type { Locale } from '#shared/i18n/locale.ts';

/*
 * Dates as the spec writes them in English ('November 22, 2026'); each function takes the page's
 * language as its last parameter ('en-CA' when left out) and writes French ('22 novembre 2026')
 * with the same Intl formats (a long date has no invisible space to steady), and times of day
 * through shared/i18n/format.ts. In a component, `useFormat()` binds the page's language.
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
  return format.format(date);
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
export function formatDateTime(isoDateTime: string, locale: Locale = 'en-CA'): string {
  const date = new Date(isoDateTime);
  if (locale !== 'en-CA') {
    if (Number.isNaN(date.getTime())) return '';
    return `${frenchLongDate(date)} à ${frenchClock(date.getHours(), date.getMinutes())}`;
  }
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
export function formatDateTimeIn(
  isoDateTime: string,
  timeZone: string,
  locale: Locale = 'en-CA',
): string {
  if (locale !== 'en-CA') return frenchMomentIn(isoDateTime, timeZone);
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

/** '24 novembre 2026 à 9 h HNR': a moment on its place's wall clock, in French. */
function frenchMomentIn(isoDateTime: string, timeZone: string): string {
  const date = new Date(isoDateTime);
  if (Number.isNaN(date.getTime())) return '';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('fr-CA', {
      timeZone,
      hourCycle: 'h23',
      hour: 'numeric',
      minute: 'numeric',
      timeZoneName: 'short',
    }).formatToParts(date);
  } catch {
    return formatDateTime(isoDateTime, 'fr-CA');
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const clock = frenchClock(Number(part('hour')), Number(part('minute')));
  const zone = part('timeZoneName');
  return `${frenchLongDate(date, timeZone)} à ${clock}${zone ? ` ${zone}` : ''}`;
}
