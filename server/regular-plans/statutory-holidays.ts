/**
 * The statutory (general, public) holidays of each province MapleShine serves, for any year
 * (issue 45, decision 143): a plan's visit written on one asks the customer ahead.
 *
 * Sources, as of 2026 (the provinces' employment-standards lists of paid general holidays):
 * - Alberta, Employment Standards Code s. 25 and alberta.ca "General holidays and general holiday
 *   pay": New Year's Day, Alberta Family Day, Good Friday, Victoria Day, Canada Day, Labour Day,
 *   Thanksgiving Day, Remembrance Day, Christmas Day. (Heritage Day, Easter Monday, Boxing Day
 *   and Truth and Reconciliation are optional there, not statutory.)
 * - British Columbia, Employment Standards Act s. 1 "statutory holiday" and gov.bc.ca
 *   "Statutory holidays in B.C.": New Year's Day, Family Day, Good Friday, Victoria Day, Canada
 *   Day, B.C. Day, Labour Day, National Day for Truth and Reconciliation (since 2023),
 *   Thanksgiving Day, Remembrance Day, Christmas Day.
 * - Manitoba, Employment Standards Code s. 21 and gov.mb.ca "General holidays": New Year's Day,
 *   Louis Riel Day, Good Friday, Victoria Day, Canada Day, Labour Day, National Day for Truth and
 *   Reconciliation (since 2023), Thanksgiving Day, Christmas Day. (Remembrance Day falls under
 *   Manitoba's Remembrance Day Act, not the Code's general holidays; Terry Fox Day is a civic
 *   holiday.)
 * - Ontario, Employment Standards Act, 2000, s. 1 "public holiday" and ontario.ca "Public
 *   holidays": New Year's Day, Family Day, Good Friday, Victoria Day, Canada Day, Labour Day,
 *   Thanksgiving Day, Christmas Day, Boxing Day. (The August Civic Holiday is not one.)
 * - Quebec, Act respecting labour standards s. 60 and the National Holiday Act, and
 *   cnesst.gouv.qc.ca "Jours fériés": New Year's Day, Good Friday (or Easter Monday, at the
 *   employer's choice: Good Friday is named here), National Patriots' Day (the Monday before
 *   May 25), Fête nationale (June 24, St-Jean-Baptiste), Canada Day, Labour Day, Thanksgiving
 *   Day, Christmas Day.
 *
 * Each holiday is its own date: where a law moves the day off when the date is a Sunday, the
 * cleaning would still fall on the holiday itself, which is what the customer is asked about.
 */

import * as en from '#shared/catalogue/en-CA/api-plan-booking.ts';
import * as fr from '#shared/catalogue/fr-CA/api-plan-booking.ts';

export type ServedProvince = 'AB' | 'BC' | 'MB' | 'ON' | 'QC';

export type HolidayKey = keyof typeof en.planHolidays;

export type StatutoryHoliday = { key: HolidayKey; date: string };

/** Each holiday's name, in the reader's language (the catalogue's planHolidays). */
export const HOLIDAY_NAMES: Record<HolidayKey, { 'en-CA': string; 'fr-CA': string }> =
  Object.fromEntries(
    Object.keys(en.planHolidays).map((key) => [
      key,
      {
        'en-CA': en.planHolidays[key as HolidayKey],
        'fr-CA': fr.planHolidays[key as HolidayKey],
      },
    ]),
  ) as Record<HolidayKey, { 'en-CA': string; 'fr-CA': string }>;

/** Which holidays each province keeps, and from which year a newer one counts. */
const PROVINCE_HOLIDAYS: Record<ServedProvince, { key: HolidayKey; since?: number }[]> = {
  AB: [
    { key: 'newYear' },
    { key: 'familyDay', since: 1990 },
    { key: 'goodFriday' },
    { key: 'victoriaDay' },
    { key: 'canadaDay' },
    { key: 'labourDay' },
    { key: 'thanksgiving' },
    { key: 'remembranceDay' },
    { key: 'christmas' },
  ],
  BC: [
    { key: 'newYear' },
    { key: 'familyDay', since: 2013 },
    { key: 'goodFriday' },
    { key: 'victoriaDay' },
    { key: 'canadaDay' },
    { key: 'bcDay' },
    { key: 'labourDay' },
    { key: 'truthAndReconciliation', since: 2023 },
    { key: 'thanksgiving' },
    { key: 'remembranceDay' },
    { key: 'christmas' },
  ],
  MB: [
    { key: 'newYear' },
    { key: 'louisRielDay', since: 2008 },
    { key: 'goodFriday' },
    { key: 'victoriaDay' },
    { key: 'canadaDay' },
    { key: 'labourDay' },
    { key: 'truthAndReconciliation', since: 2023 },
    { key: 'thanksgiving' },
    { key: 'christmas' },
  ],
  ON: [
    { key: 'newYear' },
    { key: 'familyDay', since: 2008 },
    { key: 'goodFriday' },
    { key: 'victoriaDay' },
    { key: 'canadaDay' },
    { key: 'labourDay' },
    { key: 'thanksgiving' },
    { key: 'christmas' },
    { key: 'boxingDay' },
  ],
  QC: [
    { key: 'newYear' },
    { key: 'goodFriday' },
    { key: 'patriotsDay', since: 2003 },
    { key: 'stJeanBaptiste' },
    { key: 'canadaDay' },
    { key: 'labourDay' },
    { key: 'thanksgiving' },
    { key: 'christmas' },
  ],
};

const pad = (value: number) => String(value).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** 0 = Sunday … 6 = Saturday, of a Gregorian date. */
function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The nth (1-based) `weekday` of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  const first = weekdayOf(year, month, 1);
  return iso(year, month, 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7);
}

const MONDAY = 1;

/** Easter Sunday (Gregorian; the anonymous algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

function daysBefore(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/** The Monday before May 25 (Victoria Day, and Quebec's National Patriots' Day). */
function mondayBeforeMay25(year: number): string {
  const weekday = weekdayOf(year, 5, 24);
  return iso(year, 5, 24 - ((weekday - MONDAY + 7) % 7));
}

function dateOf(key: HolidayKey, year: number): string {
  switch (key) {
    case 'newYear':
      return iso(year, 1, 1);
    case 'familyDay':
    case 'louisRielDay':
      return nthWeekday(year, 2, MONDAY, 3);
    case 'goodFriday':
      return daysBefore(easterSunday(year), 2);
    case 'victoriaDay':
    case 'patriotsDay':
      return mondayBeforeMay25(year);
    case 'stJeanBaptiste':
      return iso(year, 6, 24);
    case 'canadaDay':
      return iso(year, 7, 1);
    case 'bcDay':
      return nthWeekday(year, 8, MONDAY, 1);
    case 'labourDay':
      return nthWeekday(year, 9, MONDAY, 1);
    case 'truthAndReconciliation':
      return iso(year, 9, 30);
    case 'thanksgiving':
      return nthWeekday(year, 10, MONDAY, 2);
    case 'remembranceDay':
      return iso(year, 11, 11);
    case 'christmas':
      return iso(year, 12, 25);
    case 'boxingDay':
      return iso(year, 12, 26);
  }
}

export function isServedProvince(code: string): code is ServedProvince {
  return code in PROVINCE_HOLIDAYS;
}

/** The province's statutory holidays of a year, by date. A province not served has none. */
export function statutoryHolidays(provinceCode: string, year: number): StatutoryHoliday[] {
  if (!isServedProvince(provinceCode)) return [];
  return PROVINCE_HOLIDAYS[provinceCode]
    .filter((holiday) => holiday.since === undefined || year >= holiday.since)
    .map((holiday) => ({ key: holiday.key, date: dateOf(holiday.key, year) }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The holiday on a local date (YYYY-MM-DD) in the province, or null. */
export function statutoryHolidayOn(provinceCode: string, date: string): StatutoryHoliday | null {
  const year = Number(date.slice(0, 4));
  return statutoryHolidays(provinceCode, year).find((holiday) => holiday.date === date) ?? null;
}
