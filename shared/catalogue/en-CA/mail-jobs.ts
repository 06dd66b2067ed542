/**
 * What a cleaner reads about their jobs (server/jobs, decision 105): the e-mails when they accept
 * or complete one or an operator hands one back for them, and the in-app notifications about
 * jobs. Pay, days and times come in formatted in the cleaner's language.
 */

export const jobLines = {
  bookingNumber: 'Booking number: {bookingNo}',
  service: 'Service: {service}',
  city: 'City: {city}',
  date: 'Date: {day}',
  time: 'Time: {window} ({hours, plural, one {# hour} other {# hours}})',
  address: 'Address: {address}',
};

export const jobPay = {
  earn: 'You earn {amount}.',
  earned: 'You earned {amount}.',
  /** Spec §1 and §9: what the hiring pages promise about when a cleaner is paid. */
  paidWithin: 'You are paid within 48 hours of completing the job.',
};

export const jobAccepted = {
  subject: 'Job {bookingNo} is yours',
  body: `Hi {name},

You accepted this job:

{lines}

{pay}{paidWithin}

{contact}

MapleShine`,
  contactOnJob: "The customer's contact details are on the job in your MapleShine jobs.",
  contactFrom:
    "The customer's contact details and the street address show on the job in your MapleShine jobs from {when}.",
};

export const jobCompleted = {
  subject: 'Job {bookingNo} is complete',
  body: `Hi {name},

Thank you for completing this job:

{lines}

{pay}{paidWithin}

MapleShine`,
};

export const jobHandedBack = {
  subject: 'Job {bookingNo} was handed back',
  body: `Hello,

MapleShine has handed back job {bookingNo} for you: it is no longer yours, and that time is free again.

MapleShine`,
};

/** The cleaners' in-app notifications about jobs. */
export const jobNotices = {
  openAgainTitle: 'A job is open again',
  openAgainMessage: '{service} in {city} on {when} (booking {bookingNo}) is open again.',
  acceptIfItSuits: 'Accept it from your jobs if it suits you.',
  aCleaning: 'A cleaning',
  yourCity: 'your city',
  when: '{date} at {time}',
  whenUnknown: 'the booked day',
  cancelledTitle: 'Job cancelled',
  cancelledMessage:
    '{by, select, customer {The customer} other {MapleShine, for the customer,}} cancelled job {bookingNo} ({what}). That time is free again.',
  cancelledWhat: '{service} on {day} at {time}',
  cleaning: 'cleaning',
  accessNotesTitle: 'Access notes changed',
  accessNotesMessage:
    'The customer changed the access notes of job {bookingNo}. They show on the job with the contact details.',
  reviewTitle: 'New review: {rating, plural, one {# star} other {# stars}}',
  reviewMessage:
    '{author} rated job {bookingNo} {rating, plural, one {# star} other {# stars}} out of 5.',
  newTimeTitle: 'A job has a new time',
  newTimeMessage:
    '{service} in {city} (booking {bookingNo}) is now on {time} and still needs a cleaner. Accept it from your jobs if it suits you.',
  handedBackTitle: 'Job handed back',
  handedBackMessage: 'MapleShine handed back job {bookingNo} for you. That time is free again.',
};
