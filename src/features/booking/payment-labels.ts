/**
 * The payment stage's labels (the same keys on the home page and /book-now), with the English
 * defaults shown when the label list lacks a key. `{amount}` in PAY is the price to pay.
 */
export const paymentLabelDefaults = {
  PAYMENT_HEADING: 'Payment Details',
  PAYMENT_SUBHEADING: 'Your card is only charged once your cleaning is complete.',
  CARDHOLDER_NAME_LABEL: 'Cardholder Name',
  CARDHOLDER_NAME_PLACEHOLDER: 'Name as it appears on the card',
  CARD_LABEL: 'Card Details',
  TERMS_LABEL: 'I agree to the Terms and Conditions and the Privacy Policy.',
  HAVE_COUPON_LABEL: 'I have a coupon',
  COUPON_CODE_LABEL: 'Coupon Code',
  COUPON_CODE_PLACEHOLDER: 'Enter your coupon code',
  APPLY_COUPON: 'Apply',
  SUBTOTAL_LABEL: 'Subtotal',
  DISCOUNT_LABEL: 'Discount',
  TAX_LABEL: 'Tax',
  AMOUNT_DUE_LABEL: 'Total',
  PAY: 'Pay {amount}',
  CANCELLATION_NOTE:
    'Cancel before your cleaner starts and you pay nothing: any hold on your card is released.',
  SECURE_PAYMENT_NOTE:
    'Card details go straight to our secure payment provider; MapleShine never stores your card number.',
};

export type PaymentLabels = typeof paymentLabelDefaults;

/** The label slug of the page that hosts the wizard: the home block or /book-now. */
export function paymentLabelSlug(fromPath: '/' | '/book-now'): 'home' | 'book-now' {
  return fromPath === '/' ? 'home' : 'book-now';
}
