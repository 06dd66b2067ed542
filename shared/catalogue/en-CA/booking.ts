/*
 * The same-day booking block (the 'home' and 'book-now' slugs carry the same keys), /book-now
 * and the thank-you page. A text with `{name}`, `{window}` or `{amount}` is completed by the
 * page (the customer's name, the confirmed cleaning window, the price to pay).
 */

import { accessNotesLabels } from './access-notes.ts';
import { BOOK_NOW_LABEL, sameDayHeadingLabels } from './same-day-heading.ts';

/** Stages 1 to 3 of the same-day wizard and the loaders between them. */
export const sameDayWizardLabels = {
  // Stage 1: contact form
  ...sameDayHeadingLabels,
  FULL_NAME_LABEL: 'Full Name',
  FULL_NAME_PLACEHOLDER: 'Enter your full name',
  EMAIL_LABEL: 'Email',
  EMAIL_PLACEHOLDER: 'you@example.ca',
  PHONE_LABEL: 'Phone',
  PHONE_PLACEHOLDER: '10-digit phone number',
  CONTINUE: 'Continue',
  PRIVACY_NOTE:
    'We use your details only to arrange your cleaning and keep you updated about it. See our Privacy Policy.',

  // Stage 2: details form
  DETAILS_HEADING: "{name}, you're almost there!",
  DETAILS_SUBHEADING: 'Tell us about your home and when you would like your cleaner to come.',
  RESIDENCE_TYPE_LABEL: 'Type of Residence',
  RESIDENCE_TYPE_PLACEHOLDER: 'Select residence type',
  BEDROOMS_LABEL: 'Bedrooms',
  BEDROOMS_PLACEHOLDER: 'Select bedrooms',
  BATHROOMS_LABEL: 'Bathrooms',
  BATHROOMS_PLACEHOLDER: 'Select bathrooms',
  SERVICE_LABEL: 'Service',
  SERVICE_PLACEHOLDER: 'Select a service',
  EXTRAS_LABEL: 'Extras',
  EXTRAS_PLACEHOLDER: 'Add extras (optional)',
  EXTRAS_HELP: 'Each extra adds time to your estimate.',
  CITY_LABEL: 'City',
  CITY_PLACEHOLDER: 'Select your city',
  UNIT_LABEL: 'Apt/Unit',
  UNIT_PLACEHOLDER: 'e.g. Unit 1204 (optional)',
  ADDRESS_LABEL: 'Full Address',
  ADDRESS_PLACEHOLDER: 'Start typing your street address',
  POSTAL_CODE_LABEL: 'Postal Code',
  POSTAL_CODE_PLACEHOLDER: 'e.g. T5J 1W4',
  SAVED_ADDRESS_LABEL: 'Saved addresses',
  SAVED_ADDRESS_PLACEHOLDER: 'Choose one of your addresses',
  SAVE_ADDRESS_LABEL: 'Save this address to my address book',
  // The optional access notes (decision 100)
  ...accessNotesLabels,
  DATE_LABEL: 'Date',
  DATE_PLACEHOLDER: 'Select a date',
  FROM_TIME_LABEL: 'From',
  FROM_TIME_PLACEHOLDER: 'Start time',
  UNTIL_TIME_LABEL: 'Until',
  UNTIL_TIME_PLACEHOLDER: 'End time',
  TIME_WINDOW_HELP:
    'Your cleaner starts at the From time and finishes by the Until time, so leave enough time for the whole clean.',
  CHECK_AVAILABILITY: 'Check Availability',
  BACK: 'Back',

  // Stage 3: quote summary
  AVAILABILITY_SUCCESS_HEADING: 'Great news, a cleaner is available!',
  AVAILABILITY_SUCCESS_TEXT:
    'A cleaner can come {window}. Review your quote and select Book Now to reserve it.',
  SUMMARY_HEADING: 'Your Cleaning Summary',
  CLEANING_WINDOW_LABEL: 'Cleaning Window',
  DATE_AND_ADDRESS_LABEL: 'Date & Address',
  SUMMARY_SERVICE_LABEL: 'Service',
  ADD_ONS_LABEL: 'Add-ons',
  NO_ADD_ONS: 'None',
  ESTIMATED_HOURS_LABEL: 'Estimated Hours',
  PRICE_PER_HOUR_LABEL: 'Price per Hour',
  TOTAL_PRICE_LABEL: 'Total Price',
  FINAL_PRICE_LABEL: 'Final Price',
  BOOK_NOW: BOOK_NOW_LABEL,
  MODIFY: 'Modify',

  // The loaders between stages (their text is what a screen reader announces)
  CONTACT_LOADER: 'Setting up your booking…',
  AVAILABILITY_LOADER: 'A cleaner is available! Preparing your quote…',
  BOOKING_LOADER: 'Reserving your cleaning…',
};

/** Stage 4: the payment form. */
export const sameDayPaymentLabels = {
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

export const sameDayBookingLabels = { ...sameDayWizardLabels, ...sameDayPaymentLabels };

export const bookNowLabels = {
  BANNER_HEADING: 'Book a Cleaning',
  BANNER_SUBHEADING:
    'Same-day or next-day cleaning from vetted, background-checked cleaners. One-time, no contract.',
  ...sameDayBookingLabels,
};

export const thankYouLabels = {
  HEADING: 'Thank you for your booking!',
  DESCRIPTION_ONE:
    "Your cleaning is booked. We've e-mailed your confirmation with the date, time window, address and total.",
  DESCRIPTION_TWO:
    'Your card is only charged once your cleaner completes the job. If your plans change, cancel before your cleaner starts and you pay nothing.',
  CONTINUE: 'Continue',
};
