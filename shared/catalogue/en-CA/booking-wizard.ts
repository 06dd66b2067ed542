/*
 * The same-day wizard's texts that are not page labels (operators do not edit them): what the
 * screen reader hears while a stage loads, the form's own checks, the date picker's buttons, the
 * test-mode card field, the thank-you page's booking and the payment's own messages (decision 107).
 * `{name}` marks a value the page fills in; money, days and times arrive formatted.
 */

export const wizardTexts = {
  LOADING_FORM: 'Loading the booking form',
  LOADING_DETAILS: 'Loading your details',
  FORM_LOAD_ERROR: 'We could not load the booking form. Please try again.',
  TRY_AGAIN: 'Try again',
  UNREACHABLE: 'We could not reach MapleShine. Please check your connection and try again.',
  FAILED: 'Something went wrong.',
  /** The words of PRIVACY_NOTE and TERMS_LABEL that link to their pages. */
  PRIVACY_LINK: 'Privacy Policy',
  TERMS_LINK: 'Terms and Conditions',
  /** A bedroom or bathroom count in its list (1 to 8). */
  BEDROOM_OPTION: '{count, plural, other {#}}',
  BATHROOM_OPTION: '{count, plural, other {#}}',
  PREVIOUS_MONTH: 'Previous month',
  NEXT_MONTH: 'Next month',
  /** The summary's window: `{date}` a day, `{from}` and `{until}` times of day. */
  WINDOW: 'on {date} from {from} to {until}',
  WINDOW_AS_GIVEN: 'on {date}, {window}',
  HOURS: '{hours} hours',
};

/** The details form's checks (spec §5), the server's own sentences in English. */
export const detailsErrors = {
  RESIDENCE_REQUIRED: 'Please select the type of residence.',
  SERVICE_REQUIRED: 'Please select the service.',
  CITY_REQUIRED: 'Please select the city.',
  BEDROOMS_REQUIRED: 'Please select the total number of bedrooms.',
  BATHROOMS_REQUIRED: 'Please select the total number of bathrooms.',
  ADDRESS_REQUIRED: 'Full Address is Required.',
  ADDRESS_TOO_LONG: 'Full Address cannot exceed 255 characters.',
  DATE_REQUIRED: 'Please select the date',
  FROM_REQUIRED: 'Please Select a From time.',
  UNTIL_REQUIRED: 'Please Select an Until time.',
  UNTIL_AFTER_FROM: 'Until time must be greater than From time.',
  /** shared/postal-code.ts's sentences, which the server says too. */
  POSTAL_CODE_REQUIRED: 'Postal Code is Required.',
  POSTAL_CODE_FORMAT: 'Please enter a valid postal code, like T5J 1W4.',
  POSTAL_CODE_WRONG_CITY:
    '{postalCode} is not in {city}. Please check the city or the postal code.',
};

/** The payment stage's own messages and the test-mode card field (Stripe's words). */
export const paymentTexts = {
  PAYING: 'Loading...',
  /** The payment form's own checks (machines/card-payment.machine.ts cardPaymentMessages). */
  CARDHOLDER_NAME_REQUIRED: "Please enter the cardholder's name.",
  TERMS_REQUIRED: 'Please accept the terms.',
  COUPON_NOT_APPLIED: 'Please apply your coupon code first to receive your discount.',
  COUPON_EMPTY: 'Please Enter Coupon Code.',
  /** The coupon box's own refusals (machines/coupon.machine.ts). */
  COUPON_REQUIRED: 'Please Enter the Coupon Code.',
  COUPON_INVALID: 'This coupon code is invalid.',
  PRICE_BREAKDOWN: 'Price breakdown',
  /** The card-payment machine's own sentence (cardPaymentMessages.unknown). */
  PAYMENT_FAILED: 'Your payment could not be processed. Please try again.',
  CARD_PAYMENTS_UNAVAILABLE: 'The card could not be processed right now. Please try again.',
  CARD_FIELD_NOT_READY: 'The card field is still loading. Please try again in a moment.',
  LOADING_CARD_FIELD: 'Loading the secure card field',
  TEST_MODE: 'Test mode',
  TEST_MODE_NOTE: 'No real card is charged. Use a Stripe test card such as 4242 4242 4242 4242.',
  CARD_NUMBER_LABEL: 'Card number',
  EXPIRY_LABEL: 'Expiry date (MM/YY)',
  EXPIRY_PLACEHOLDER: 'MM/YY',
  CVC_LABEL: 'CVC',
  NUMBER_INCOMPLETE: 'Your card number is incomplete.',
  NUMBER_INVALID: 'Your card number is invalid.',
  NUMBER_UNKNOWN: "Use one of Stripe's test card numbers.",
  EXPIRY_INCOMPLETE: "Your card's expiration date is incomplete.",
  EXPIRY_INVALID: "Your card's expiration date is invalid.",
  EXPIRY_PAST: "Your card's expiration date is in the past.",
  CVC_INCOMPLETE: "Your card's security code is incomplete.",
};

/** The thank-you page's booking (spec §2), with Add to calendar. */
export const bookedTexts = {
  HEADING: 'Your booking',
  BOOKING_NUMBER: 'Booking number',
  SERVICE: 'Service',
  DATE: 'Date',
  TIME: 'Time',
  TIME_VALUE: 'From {from} Until {until}',
  ADDRESS: 'Address',
  AMOUNT_HELD: 'Amount held',
  PAYMENT: 'Payment',
  CARD_SAVED: 'Card saved; {amount} will be held 24 hours before your cleaning',
  ADD_TO_CALENDAR: 'Add to calendar',
};
