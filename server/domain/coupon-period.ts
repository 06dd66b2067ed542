import { localNow, zonedInstant } from './local-time.ts';

// A coupon's dates hold everywhere in Canada: its first day starts in Newfoundland, its last
// day ends on the Pacific coast.
const FIRST_DAY_ZONE = 'America/St_Johns';
const LAST_DAY_ZONE = 'America/Vancouver';

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The instants a coupon valid from its first to its last day (YYYY-MM-DD) works between. */
export function couponPeriod(firstDay: string, lastDay: string | null) {
  return {
    validFrom: zonedInstant(firstDay, 0, FIRST_DAY_ZONE),
    validUntil: lastDay === null ? null : zonedInstant(nextDay(lastDay), 0, LAST_DAY_ZONE),
  };
}

/** The last day (YYYY-MM-DD) of a coupon that works until `validUntil`: couponPeriod read back. */
export function couponLastDay(validUntil: Date): string {
  return localNow(LAST_DAY_ZONE, new Date(validUntil.getTime() - 1)).date;
}
