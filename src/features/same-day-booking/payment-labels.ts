import type { sameDayPaymentLabels } from '#shared/catalogue/en-CA/booking.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import { useLabels } from '../../api/use-labels.ts';
import { useTexts } from '../../i18n/texts.ts';
import { bookingTexts } from './booking-texts.ts';

/**
 * The payment stage's labels (the same keys on the home page and /book-now), with the catalogue's
 * texts of the page's language. `{amount}` in PAY is the price to pay.
 */
export type PaymentLabels = Translation<typeof sameDayPaymentLabels>;

export function usePaymentLabels(slug: 'home' | 'book-now'): PaymentLabels {
  return useLabels(slug, useTexts(bookingTexts).sameDayPaymentLabels);
}

/** The label slug of the page that hosts the wizard: the home block or /book-now. */
export function paymentLabelSlug(fromPath: '/' | '/book-now'): 'home' | 'book-now' {
  return fromPath === '/' ? 'home' : 'book-now';
}
