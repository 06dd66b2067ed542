/*
 * English defaults of the same-day wizard's labels (the 'home' and 'book-now' slugs carry the same
 * keys), shown when the label API has no text for a key.
 */
export const sameDayLabelDefaults = {
  SAME_DAY_HEADING: 'find a same-day cleaner now',
  FULL_NAME_LABEL: 'Full Name',
  FULL_NAME_PLACEHOLDER: 'Enter your full name',
  EMAIL_LABEL: 'Email',
  EMAIL_PLACEHOLDER: 'you@example.ca',
  PHONE_LABEL: 'Phone',
  PHONE_PLACEHOLDER: '10-digit phone number',
  CONTINUE: 'Continue',
  PRIVACY_NOTE:
    'We use your details only to arrange your cleaning and keep you updated about it. See our Privacy Policy.',

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
  TAX_LABEL: 'Tax',
  FINAL_PRICE_LABEL: 'Final Price',
  BOOK_NOW: 'Book Now',
  MODIFY: 'Modify',

  CONTACT_LOADER: 'Setting up your booking…',
  AVAILABILITY_LOADER: 'A cleaner is available! Preparing your quote…',
  BOOKING_LOADER: 'Reserving your cleaning…',
};

export type SameDayLabels = typeof sameDayLabelDefaults;

/** Fills a label's `{name}`-style places. */
export function fillLabel(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (place, key: string) => values[key] ?? place);
}
