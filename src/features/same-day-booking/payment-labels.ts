import { sameDayPaymentLabels } from '#shared/catalogue/en-CA/booking.ts';

/**
 * The payment stage's labels (the same keys on the home page and /book-now), with the English
 * defaults of shared/catalogue/en-CA. `{amount}` in PAY is the price to pay.
 */
export { sameDayPaymentLabels as paymentLabelDefaults };

export type PaymentLabels = typeof sameDayPaymentLabels;

/** The label slug of the page that hosts the wizard: the home block or /book-now. */
export function paymentLabelSlug(fromPath: '/' | '/book-now'): 'home' | 'book-now' {
  return fromPath === '/' ? 'home' : 'book-now';
}
