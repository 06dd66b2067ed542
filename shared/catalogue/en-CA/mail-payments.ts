/**
 * What a payment tells people (server/payments, decision 105): the booking's confirmation, the
 * new-job e-mails to cleaners, the saved card's bank check, and their notifications. Money, days
 * and times come in formatted in the reader's language.
 */

export const paymentParts = {
  greeting: 'Hi {name},',
  signature: 'MapleShine',
  /** The cleaning's start: "9:00AM on Tuesday, November 24, 2026". */
  startOn: '{time} on {day}',
  earn: 'You earn {amount}.',
};

/** The booking's summary in its confirmation e-mail. */
export const bookingSummary = {
  bookingNumber: 'Booking number: {bookingNo}',
  service: 'Service: {service}',
  date: 'Date: {day}',
  time: 'Time: {window} ({hours, plural, one {# hour} other {# hours}})',
  address: 'Address: {address}',
  city: 'City: {city}',
  extras: 'Extras: {extras}',
  noExtras: 'none',
  cleaning: 'Cleaning: {amount}',
  discount: 'Coupon discount: -{amount}',
  /** A regular cleaning's visit (decision 148): `{percent}` is "10%". */
  planDiscount: 'Regular cleaning discount ({percent}): -{amount}',
  tax: '{tax}: {amount}',
  taxName: 'Tax',
  total: 'Total: {amount} CAD',
};

export const confirmation = {
  subject: 'Your MapleShine booking {bookingNo} is confirmed',
  body: `Hi {name},

Thank you for booking with MapleShine. Your cleaning is confirmed; we will let you know when a cleaner accepts it.

{summary}

{card}

The attached calendar file ({calendarFile}) adds the cleaning to your calendar.{account}

{seeYourBooking}

MapleShine`,
  cardSaved:
    'Your card is saved. We place a hold of {amount} on it 24 hours before the cleaning and charge it only when the cleaning is done.',
  cardHeld:
    'We have placed a hold of {amount} on your card. It is charged only when the cleaning is done, and released if the booking is cancelled.',
  setPassword: `Set a password to see your bookings:

{link}

The link works once and expires in 7 days.`,
};

export const newJob = {
  subject: 'New job in {city}: {service} on {day}',
  body: `Hi {name},

A new job in {city} fits your working hours:

Booking number: {bookingNo}
Service: {service}
Date: {day}
Time: {window} ({hours, plural, one {# hour} other {# hours}})

{pay}The first cleaner to accept it gets it: open Jobs in your MapleShine dashboard to accept it.

MapleShine`,
};

export const newJobs = {
  subject: '{count} new jobs in {city} fit your working hours',
  body: `Hi {name},

{count} new jobs in {city} fit your working hours:

{lines}

The first cleaner to accept a job gets it: open Jobs in your MapleShine dashboard to accept them.

MapleShine`,
  line: '- {bookingNo}: {service} on {day}, {window} ({hours, plural, one {# hour} other {# hours}}).',
  lineWithPay:
    '- {bookingNo}: {service} on {day}, {window} ({hours, plural, one {# hour} other {# hours}}). You earn {amount}.',
};

export const cardNeedsConfirmation = {
  subject: 'Please confirm your card for MapleShine booking {bookingNo}',
  body: `Hi {name},

We went to place the hold of {amount} on your saved card for your {service} on {day} at {time} (booking {bookingNo}), and your bank asks you to confirm the card first.

Confirm it here (it takes a minute, with your bank's usual check):

{link}

Please do it before {deadline}. Until then nothing is held on your card; if the card is not confirmed by then, the booking is cancelled and nothing is charged.

MapleShine`,
};

/** The booking's calendar event, attached to the confirmation and downloaded after paying. */
export const calendarEvent = {
  title: 'MapleShine {service} ({bookingNo})',
  description:
    'Booking {bookingNo}: {service} in {city}. Your cleaner arrives at the start of this window.',
};

/** The in-app notifications of a payment. */
export const paymentNotices = {
  newJobTitle: 'New job in {city}',
  newJobMessage: '{service} on {day} at {time} ({hours, plural, one {# hour} other {# hours}}).',
  newJobOpen: 'Open Jobs to accept it.',
  bookingConfirmedTitle: 'Booking confirmed',
  bookingConfirmedMessage:
    'Your {service} on {day} at {time} is booked ({bookingNo}). {card} We will tell you when a cleaner accepts it.',
  bookingConfirmedCardSaved: 'We will place the hold on your card 24 hours before the cleaning.',
  bookingConfirmedCardHeld:
    'The amount is held on your card and charged when the cleaning is done.',
  cardNeedsConfirmationTitle: 'Please confirm your card',
  cardNeedsConfirmationMessage:
    'Your bank asks you to confirm your card before we hold {amount} for {bookingNo} ({service} on {day}). Open the link in our e-mail to confirm it before the cleaning starts, or the booking is cancelled.',
  cardConfirmedTitle: 'Card confirmed',
  cardConfirmedMessage:
    'Thank you: your bank confirmed your card, and {amount} is now held for {bookingNo}. It is charged only when the cleaning is done.',
  cardNotHeldTitle: 'Job cancelled',
  cardNotHeldMessage:
    "Job {bookingNo} ({service} on {day} at {time}) is cancelled: the customer's card could not be held. That time is free again.",
};
