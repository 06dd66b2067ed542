/*
 * One cleaner for a regular cleaning (issue 45, decision 144): the API's answers and refusals,
 * what the customer and the plan's cleaner are told when a visit goes to the board or the
 * cleaner leaves, and the cleaner's screens (the board's "Accept every visit", the dashboard's
 * "Regular customers").
 */

/** Refusals (4xx). */
export const planCleanerRefusals = {
  planNotFound: 'Regular cleaning not found.',
  notAPlanVisit: 'This job is a one-time cleaning. Use Accept to take it.',
  hasCleaner: 'This regular cleaning already has a cleaner. You can still accept this visit alone.',
  hoursDoNotCover:
    'Your working hours don’t cover {weekday, select, 0 {Sundays} 1 {Mondays} 2 {Tuesdays} 3 {Wednesdays} 4 {Thursdays} 5 {Fridays} other {Saturdays}} {from} – {until}. Change your hours to accept every visit.',
};

/** Answers (2xx). */
export const planCleanerAnswers = {
  planAccepted: 'You accepted every visit of this regular cleaning.',
  planLeft: 'You no longer clean this regular cleaning.',
  plansListed: 'Your regular customers.',
};

/** Why the usual cleaner cannot come, as the customer reads it: never a private detail. */
export const customerReasons = {
  notAvailable: 'is not available that day',
  notTaking: 'is not taking cleanings for now',
};

/** Why a visit went to the board, as the plan's cleaner reads it. */
export const cleanerReasons = {
  dayOff: 'it falls on one of your days off',
  paused: 'your account is paused',
  overCap: 'you already have as many jobs that day as your daily limit',
  outsideHours: 'it is outside your working hours',
  busy: 'you cannot take it then (another job at that time, or your background check)',
};

/** The customer's in-app notice and e-mail: their usual cleaner cannot come to one visit. */
export const cannotComeNotice = {
  title: 'Your usual cleaner cannot come on {date}',
  message:
    '{name} {reason}. Your regular cleaning {bookingNo} on {date} is open to our other cleaners, and we will let you know as soon as one accepts.',
};

export const cannotComeMail = {
  subject: 'Your cleaning on {date} needs another cleaner',
  body: `Hello {customer},

{name}, your usual cleaner, {reason}. Your regular cleaning {bookingNo} on {date} at {time} stays on: it is open to our other cleaners in {city}, and we will let you know as soon as one accepts.

Your other visits are not changed. Nothing is charged until a cleaning is done.

The MapleShine team`,
};

/** The plan's cleaner's in-app notice: a visit of their regular customer went to the board. */
export const visitToBoardNotice = {
  title: 'A visit of your regular customer went to the board',
  message:
    'We could not give you {customer}’s cleaning {bookingNo} on {date}: {reason}. It is open to other cleaners; you can still accept it from your jobs if it suits you.',
};

/** The customer's notice and e-mail when the plan's cleaner stops cleaning it. */
export const cleanerLeftNotice = {
  title: 'Your regular cleaner has stopped',
  message:
    '{name} no longer cleans your regular cleaning. {count, plural, =0 {Your plan goes on, and its next visits are open to our other cleaners.} one {Your visit on {dates} is open to our other cleaners, and we will let you know as soon as one accepts.} other {Your visits on {dates} are open to our other cleaners, and we will let you know as soon as one accepts each.}}',
};

export const cleanerLeftMail = {
  subject: '{name} no longer cleans your regular cleaning',
  body: `Hello {customer},

{name} no longer cleans your regular cleaning. {count, plural, =0 {Your plan goes on, and its next visits are open to our other cleaners.} one {Your visit on {dates} is open to our other cleaners in {city}, and we will let you know as soon as one accepts.} other {Your visits on {dates} are open to our other cleaners in {city}, and we will let you know as soon as one accepts each.}}

Visits in the next 48 hours stay with {name}. Nothing is charged until a cleaning is done.

The MapleShine team`,
};

/** The city's cleaners' notice of a regular cleaning's visit that is open. */
export const visitOpenNotice = {
  title: 'New job: {service} in {city}',
  message:
    '{service} in {city} on {when} (booking {bookingNo}), a visit of a regular cleaning every {everyWeeks, plural, one {week} other {# weeks}}. Accept it if it suits you.',
};

/** The cleaner's screens. */
export const planCleanerTexts = {
  REGULAR: 'Regular: every {everyWeeks, plural, one {week} other {# weeks}}',
  YOUR_REGULAR: 'Your regular customer',
  ACCEPT_EVERY_VISIT: 'Accept every visit',
  CONFIRM_TITLE: 'Accept every visit?',
  CONFIRM_LINE:
    'You will clean this home every {everyWeeks, plural, one {week} other {# weeks}} on {weekday, select, 0 {Sundays} 1 {Mondays} 2 {Tuesdays} 3 {Wednesdays} 4 {Thursdays} 5 {Fridays} other {Saturdays}}, {from} – {until}.',
  CONFIRM_NOTE:
    'Each visit is given to you when your hours, days off and daily limit allow it; otherwise it goes to the board and the customer is told.',
  CONFIRM: 'Accept every visit',
  CANCEL: 'Cancel',
  CLOSE: 'Close',
  ACCEPTED_TOAST: 'You accepted every visit of this regular cleaning.',
  SECTION_TITLE: 'Regular customers',
  SECTION_EMPTY:
    'No regular customers yet. Accept every visit of a regular cleaning to see it here.',
  PLAN_WHEN:
    'Every {everyWeeks, plural, one {week} other {# weeks}} on {weekday, select, 0 {Sundays} 1 {Mondays} 2 {Tuesdays} 3 {Wednesdays} 4 {Thursdays} 5 {Fridays} other {Saturdays}}, {from} – {until}',
  NEXT_VISITS: 'Next visits: {dates}',
  NO_NEXT_VISITS: 'No visits of yours are written yet.',
  STOP: 'Stop cleaning this plan',
  STOP_NAMED: 'Stop cleaning this plan: {name}, {city}',
  STOP_TITLE: 'Stop cleaning this plan?',
  STOP_LINE:
    'Your visits more than 48 hours away go back to the board and {name} is told. Visits in the next 48 hours stay yours.',
  STOP_CONFIRM: 'Stop cleaning this plan',
  STOPPED_TOAST: 'You no longer clean this regular cleaning.',
  LOAD_ERROR: 'We could not load your regular customers. Please try again.',
};
