/**
 * French writes the first of a month as an ordinal, as the OQLF asks: « 1er décembre 2026 ». The
 * one place of the rule, for the shared formatting module (`format.ts`) and the web's date
 * helpers (`src/components/format-date.ts`), which import only this so their pages' chunks stay
 * small: a French day's parts (`Intl.DateTimeFormat#formatToParts`) joined, its day 1 as « 1er ».
 */
export function frenchDayWithOrdinal(parts: readonly Intl.DateTimeFormatPart[]): string {
  return parts
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}
