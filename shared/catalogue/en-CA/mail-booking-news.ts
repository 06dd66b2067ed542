/**
 * What the customer reads about their booking's moves (server/booking-news, decision 105): the
 * e-mails, paragraph by paragraph (each e-mail is its greeting, paragraphs, the booking's link
 * and the signature, blank lines between), and the in-app notifications. Dates, times and money
 * come in formatted in the reader's language, times on the city's clock.
 */

export const parts = {
  greeting: 'Hi {name},',
  seeYourBooking: 'See your booking: {link}',
  signature: 'MapleShine',
  /** What was booked: the service, its day and window when it has them. */
  what: '{service}',
  whatOnDay: '{service} on {day}',
  whatOnDayWindow: '{service} on {day}, {window}',
  /** The short form the notifications use. */
  whenShort: 'on {date} at {time}',
  whenUnknown: 'on the booked day',
  /** Who, when the customer is not told a name. */
  yourCleaner: 'Your cleaner',
  /** The service, for a booking that has none recorded. */
  cleaning: 'cleaning',
};

export const accepted = {
  subject: '{cleaner} will clean for your MapleShine booking {bookingNo}',
  intro: 'Good news: {cleaner} accepted your booking {bookingNo} ({what}).',
  about: 'About {cleaner}:',
  ratingNone: 'Rating: no reviews yet',
  rating: 'Rating: {average} out of 5 ({count, plural, one {# review} other {# reviews}})',
  jobsDone: 'Cleanings done with MapleShine: {count}',
  photo: 'Photo: {url}',
  nothingCharged: 'Nothing is charged yet: your card is charged only once the cleaning is done.',
  noticeTitle: 'Your cleaner is booked',
  noticeMessage: '{cleaner} will clean {street} {when} (booking {bookingNo}).',
};

export const started = {
  subject: 'Your MapleShine cleaning {bookingNo} has started',
  intro: '{cleaner} started your cleaning {bookingNo} ({what}) at {startedAt}.',
  startedAtUnknown: 'the booked time',
  next: 'We will let you know when it is complete.',
  noticeTitle: 'Your cleaning has started',
  noticeMessage: '{cleaner} has started your cleaning (booking {bookingNo}).',
};

export const completed = {
  subject: 'Your MapleShine cleaning {bookingNo} is complete',
  intro:
    '{cleaner} finished your cleaning {bookingNo} ({what}). Thank you for choosing MapleShine.',
  charged: 'Your card was charged {amount}, the amount held.',
  chargedHeld: 'Your card was charged the amount held.',
  review: 'How did it go? You can leave a review of the cleaning from your booking.',
  noticeTitle: 'Your cleaning is complete',
  noticeMessage:
    '{cleaner} has finished your cleaning (booking {bookingNo}). How did it go? Leave a review from your bookings.',
};

export const completedUnpaid = {
  subject: 'About the payment for your MapleShine cleaning {bookingNo}',
  intro: 'Your cleaning {bookingNo} ({what}) is complete. Thank you for choosing MapleShine.',
  problem:
    'We could not take the payment: {problem, select, expired {the hold on your card was no longer in place, so nothing was charged} other {your card could not be charged}}. We will contact you shortly to arrange it; there is nothing you need to do until then.',
  noticeTitle: 'About your payment',
  noticeMessage:
    'We could not take the payment for booking {bookingNo}. We will contact you about payment.',
};

export const cancelled = {
  subject: 'Your MapleShine booking {bookingNo} is cancelled',
  intro: 'Your booking {bookingNo} ({what}) is cancelled. {who}',
  byCustomer: 'You cancelled it.',
  byOperator: 'MapleShine cancelled it on your behalf.',
  byBank:
    'We were to place a hold on your saved card 24 hours before the cleaning, but the card could not be held.',
  byBankSaying:
    'We were to place a hold on your saved card 24 hours before the cleaning, but the card could not be held: {reason}',
  /** Why a saved card's booking is cancelled when the bank's check was never done. */
  cardNeverConfirmed:
    'your bank asked you to confirm the card, and it was not confirmed before the cleaning.',
  byNobodyAccepted:
    'No cleaner accepted it by its start time, so we cancelled it. We are sorry we could not find you a cleaner this time.',
  heldAmount:
    'The hold of {amount} on your card has been released; you will not be charged for this booking.',
  held: 'The hold on your card has been released; you will not be charged for this booking.',
  cardSaved: 'Your saved card will not be charged for this booking.',
  nothing: 'Nothing was charged for this booking.',
  bank: 'The booking is cancelled and nothing was charged. You are welcome to book again with another card.',
  noticeTitle: 'Booking cancelled',
  noticeBank:
    'We could not place the hold on your card for {bookingNo} ({what}), so the booking is cancelled. Nothing was charged. Please book again with another card.',
  noticeMessage: 'Your booking {bookingNo} is cancelled.',
  noticeNobodyAccepted: 'No cleaner accepted it by its start time.',
  noticeHeldAmount: 'The hold of {amount} on your card has been released.',
  noticeHeld: 'The hold on your card has been released.',
  noticeCardSaved: 'Your card will not be charged.',
};

export const handedBack = {
  subject: 'Your MapleShine booking {bookingNo} needs a new cleaner',
  intro:
    '{cleaner} can no longer clean for your booking {bookingNo} ({what}). Your booking stays on: it is open to the other cleaners of {city} again, and we will let you know as soon as one accepts.',
  nothingCharged: 'Nothing has been charged: your card is charged only once the cleaning is done.',
  noticeTitle: 'Your cleaner had to cancel',
  noticeMessage:
    '{cleaner} can no longer clean {when} (booking {bookingNo}). We are finding another cleaner and will let you know as soon as one accepts.',
};

export const moved = {
  subject: 'Your MapleShine booking {bookingNo} is moved',
  intro: 'Your booking {bookingNo} is moved. It is now: {what} ({city} time).',
  same: 'The price and your card stay the same. We will let you know as soon as a cleaner accepts it.',
  noticeTitle: 'Booking moved',
  noticeMessage: 'Your booking {bookingNo} is moved to {when}.',
  /** The new time as the notice says it. */
  when: '{date} at {time}',
  whenUnknown: 'the booked day',
};

export const reminder = {
  subject: 'Reminder: your MapleShine cleaning on {day}',
  intro: 'Your cleaning is coming up:',
  bookingNumber: 'Booking number: {bookingNo}',
  service: 'Service: {service}',
  date: 'Date: {day}',
  time: 'Time: {window} ({hours, plural, one {# hour} other {# hours}}), {city} time',
  timeWithoutHours: 'Time: {window}, {city} time',
  address: 'Address: {address}',
  cleaner: 'Cleaner: {cleaner}',
  cleanerNotConfirmed: 'not confirmed yet; we will let you know as soon as one accepts',
  prepare: 'To get the most from the time booked:',
  clear:
    '- Clear counters, tables and floors of clutter and small items, so every surface can be reached.',
  valuables: '- Put away valuables and anything fragile you would rather not have moved.',
  pets: '- Keep pets in a closed room or crate for the visit, or let us know if that is not possible.',
  access:
    '- Make sure {who} can get in at {from}: be home, or have the entry, buzzer and parking arranged.',
  yourCleaner: 'your cleaner',
  theStart: 'the start',
  supplies:
    '- The cleaner brings the cleaning supplies and equipment; you do not need to provide any.',
  cancel:
    'Need to cancel? Open your booking with the link below and press Cancel before the cleaning starts; nothing is charged for a cancelled booking.',
  noticeTitle: 'Your cleaning is coming up',
  noticeMessage: '{service} {when} ({window}) at {address} (booking {bookingNo}).',
  noticeMessageWithoutWindow: '{service} {when} at {address} (booking {bookingNo}).',
};

export const refunded = {
  subject: 'A refund for your MapleShine booking {bookingNo}',
  intro:
    'We have refunded {amount} of the payment for your booking {bookingNo}{full, select, yes {, the whole amount charged} other {}}. It goes back to the card you paid with and usually shows within 5 to 10 business days.',
  noticeTitle: 'Refund made',
  noticeMessage:
    'We refunded {amount} for booking {bookingNo}. It goes back to the card you paid with.',
};
