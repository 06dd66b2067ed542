/**
 * A retention period as a reader says it (decision 140): days that make whole years are said in
 * years ("1 year", not "365 days"). The privacy page (server) and the console (web app) both
 * format the answer with the catalogue's `retentionPeriodUnits[unit]` and `{ count }`.
 */
export type PeriodUnit = 'hours' | 'days' | 'months' | 'years';

export function periodInWords(period: { amount: number; unit: PeriodUnit }): {
  unit: PeriodUnit;
  count: number;
} {
  if (period.unit === 'days' && period.amount > 0 && period.amount % 365 === 0) {
    return { unit: 'years', count: period.amount / 365 };
  }
  return { unit: period.unit, count: period.amount };
}
