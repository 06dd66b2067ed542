import { use } from 'react';
import type { TaxLine } from '#machines/same-day-booking.machine.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { formatPercent } from '#shared/i18n/format.ts';
import { useLocale } from '../../../i18n/locale-context.tsx';
import { quebecBlockTexts } from './quebec-terms.tsx';

export type TaxRow = { label: string; amount: number };

/**
 * The rows of a price's taxes (decision 110): where there are two or more (Quebec's GST and QST),
 * each on its own row with its rate, "QST (9.975%)" / "TVQ (9,975 %)"; otherwise null, and the
 * price shows its one tax row by the quote's name as it always has.
 */
export function useTaxRows(lines: TaxLine[] | undefined): TaxRow[] | null {
  const locale = useLocale();
  if (!lines || lines.length < 2) return null;
  // Read only where there are lines to name: a price with one tax never waits for this module.
  // The same promise on every render (not "loaded ?? use(…)"), so `use` is called on each one.
  const labels = use(quebecBlockTexts(locale)).labels.taxLineLabels;
  return lines.map((line) => {
    const name = labels[line.name as keyof typeof labels] ?? line.name;
    const rate = formatPercent(line.rate / 100, locale);
    return { label: formatMessage(locale, labels.LINE, { name, rate }), amount: line.amount };
  });
}
