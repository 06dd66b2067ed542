const longDate = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long' });

/** English-Canada month-name dates (spec §9): 'November 22, 2026'. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
