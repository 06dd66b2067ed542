import {
  formatClock,
  formatDayOfInstant,
  formatMoney,
  formatWeekdayDay,
} from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { clockOnDateText, localNow, minutesToClock, weekdayDateText } from './local-time.ts';

/*
 * Values put into a catalogue message that are written differently in each language (decision
 * 104): English keeps the words the server has always said (the spec's "9:00AM", tests hold them
 * to the letter), French takes shared/i18n/format.ts.
 */

/** A value written for the language it is read in. */
export type LocaleText = (locale: Locale) => string;

const inEnglishOr =
  (english: () => string, other: LocaleText): LocaleText =>
  (locale) =>
    locale === 'en-CA' ? english() : other(locale);

/** "9:00AM on November 28, 2026" / "28 novembre 2026 à 9 h", on the city's clock. */
export function clockOnDateValue(instant: Date, timeZone: string): LocaleText {
  return inEnglishOr(
    () => clockOnDateText(instant, timeZone),
    (locale) =>
      `${formatDayOfInstant(instant, timeZone, locale)} à ${formatClock(localNow(timeZone, instant).minutes, locale)}`,
  );
}

/** "Saturday, November 28, 2026" / "samedi 28 novembre 2026". */
export function weekdayDateValue(date: string): LocaleText {
  return inEnglishOr(
    () => weekdayDateText(date),
    (locale) => formatWeekdayDay(date, locale),
  );
}

/** "2:00PM" / "14 h". */
export function clockValue(minutes: number): LocaleText {
  return inEnglishOr(
    () => minutesToClock(minutes),
    (locale) => formatClock(minutes, locale),
  );
}

/** "$1,234.56" / "1 234,56 $". */
export function moneyValue(cents: number): LocaleText {
  return (locale) => formatMoney(cents / 100, locale);
}
