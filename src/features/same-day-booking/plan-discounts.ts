import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/client.ts';
import { companySettingsQuery } from '../../api/queries.ts';

export type EveryWeeks = 1 | 2 | 4;
export const EVERY_WEEKS: readonly EveryWeeks[] = [1, 2, 4];

/** The settings' names of the operators' discounts (server/db/shared-queries/plan-rules.ts). */
const DISCOUNT_SETTING: Record<EveryWeeks, string> = {
  1: 'planDiscountWeekly',
  2: 'planDiscountEvery2Weeks',
  4: 'planDiscountEvery4Weeks',
};

/**
 * Each frequency's whole percent off (issue 45), as the company settings' answer carries it;
 * null for one the answer does not name (or before it arrives).
 */
export function usePlanDiscounts(): Record<EveryWeeks, number | null> {
  const client = useApiClient();
  const { data } = useQuery(companySettingsQuery(client, 'Company'));
  const percentOf = (weeks: EveryWeeks) => {
    const value = Number(data?.[DISCOUNT_SETTING[weeks]]);
    return data && Number.isFinite(value) && data[DISCOUNT_SETTING[weeks]] !== undefined
      ? value
      : null;
  };
  return { 1: percentOf(1), 2: percentOf(2), 4: percentOf(4) };
}

/** The weekday of a date (YYYY-MM-DD) in the page's language: 'Friday', 'vendredi'. */
export function weekdayOf(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
