/**
 * What the API answers while a cleaning is quoted and booked (decision 104): the choices, the
 * window, the free cleaners, coupons. Said in the caller's language (server/domain/said.ts).
 */

/** Refusals (4xx). */
export const quoteRefusals = {
  bookingNotFound: 'Booking not found.',
  service: 'Please select the service.',
  city: 'Please select the city.',
  residence: 'Please select the type of residence.',
  extras: 'Please select extras from the list.',
  bedrooms: 'Please select the total number of bedrooms.',
  bathrooms: 'Please select the total number of bathrooms.',
  wrongCity: '{postalCode} is not in {cityName}. Please check the city or the postal code.',
  date: 'Please select the date',
  pastDate: 'Please select a date that is not in the past.',
  farDate: 'Please select a date within the next 12 months.',
  from: 'Please Select a From time.',
  until: 'Please Select an Until time.',
  pastFrom: 'Please select a From time later than the current time.',
  untilAfterFrom: 'Until time must be greater than From time.',
  latestUntil: 'Until time must be 11:00PM or earlier.',
  windowTooShort:
    'This cleaning takes about {hours} hours, so please choose a window of at least {hours} hours.',
  windowTooShortExample:
    'This cleaning takes about {hours} hours, so please choose a window of at least {hours} hours (for example {from} to {until}).',
  windowTooShortOtherDay:
    'This cleaning takes about {hours} hours, so please choose a window of at least {hours} hours (for example {from} to {until} on another day).',
  noCleanerOtherDay:
    'No cleaner is free in {cityName} at that time. Please choose another day — mornings usually have more openings.',
  noCleanerLaterThatDay:
    'No cleaner is free in {cityName} at that time. Please choose another time: a cleaner is free from {clock} that day.',
  noCleanerNextDay:
    'No cleaner is free in {cityName} at that time. Please choose another day: the next free cleaner is on {day} from {clock}.',
  operatorsDoNotBook:
    'A console account cannot book a cleaning. Please book with a customer account.',
  couponInvalid: 'This coupon code is invalid.',
  checkAvailabilityFirst: 'Please check availability first.',
  priceChanged: 'The price has changed. Please check availability again.',
};

/** Successes' sentences. */
export const quoteAnswers = {
  quoted: 'Good news: a cleaner is available for your cleaning.',
  quoteEmailed: 'We have e-mailed you the quote.',
  bookingStarted: 'Thank you. Please tell us about the cleaning.',
  couponApplied: 'Your coupon has been applied.',
};
