/*
 * The same-day wizard's labels (the 'home' and 'book-now' slugs carry the same keys), with the
 * English defaults of shared/catalogue/en-CA shown when the label API has no text for a key.
 */
import { sameDayBookingLabels } from '#shared/catalogue/en-CA/booking.ts';

export { sameDayBookingLabels as sameDayLabelDefaults };

export type SameDayLabels = typeof sameDayBookingLabels;

/** Fills a label's `{name}`-style places. */
export function fillLabel(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (place, key: string) => values[key] ?? place);
}
