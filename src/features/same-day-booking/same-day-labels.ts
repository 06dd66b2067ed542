/*
 * The same-day wizard's labels (the 'home' and 'book-now' slugs carry the same keys), with the
 * catalogue's texts of the page's language (shared/catalogue/<locale>/booking.ts) shown when the
 * label API has no text for a key.
 */
import type { sameDayBookingLabels } from '#shared/catalogue/en-CA/booking.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import { useLabels } from '../../api/use-labels.ts';
import { useTexts } from '../../i18n/texts.ts';
import { bookingTexts } from './booking-texts.ts';

export type SameDayLabels = Translation<typeof sameDayBookingLabels>;

/** The wizard's labels of a page slug ('home', 'book-now') in the page's language. */
export function useSameDayLabels(slug: string): SameDayLabels {
  return useLabels(slug, useTexts(bookingTexts).sameDayBookingLabels);
}

/** Fills a label's `{name}`-style places. */
export function fillLabel(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (place, key: string) => values[key] ?? place);
}
