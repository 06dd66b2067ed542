/*
 * Regular cleanings' changes (issue 45, decision 145): what the API says about a customer's
 * plans and their changes, and the words of the plan's summary and history.
 */

/** Refusals (4xx). */
export const planChangeRefusals = {
  notFound: 'No such regular cleaning.',
  visitNotFound: 'That visit is not one of this regular cleaning’s upcoming visits.',
  visitStarted: 'That visit has started or is over, so it can no longer be skipped.',
  pauseTooLong: 'A regular cleaning can be paused for 1 to {max} weeks at a time.',
  pauseWeeksMissing: 'Please choose for how many weeks to pause.',
  nothingToChange: 'Please choose a new frequency or day.',
  feeChanged:
    'This change now costs {fee} in cancellation fees (it was {shown} when you looked). Nothing was changed: please look again and confirm.',
  planEnded: 'This regular cleaning has ended, so it can no longer change.',
  notPaused: 'This regular cleaning is not paused.',
  alreadyPaused: 'This regular cleaning is already paused.',
  skipRefused: 'This visit cannot be skipped.',
  reasonRequired: 'Please write down why the plan is paused.',
};

/** Answers (200). */
export const planChangeAnswers = {
  plans: 'Your regular cleanings.',
  plan: 'Your regular cleaning.',
  quote: 'What this change costs.',
  skipped: 'The visit is skipped.',
  paused: 'Your regular cleaning is paused until {date}.',
  resumed: 'Your regular cleaning is running again.',
  changed: 'Your regular cleaning is changed.',
  ended: 'Your regular cleaning has ended.',
  pausedByOperator: 'The plan is paused.',
};

/** The words of a plan on the page. */
export const planWords = {
  every1: 'Every week on {weekday}',
  every2: 'Every 2 weeks on {weekday}',
  every4: 'Every 4 weeks on {weekday}',
  scheduled: 'On the saved card',
  held: 'Paid, waiting for a cleaner',
  assigned: 'Cleaner assigned',
  inProgress: 'In progress',
  completed: 'Done',
  skipped: 'Skipped',
  cancelled: 'Cancelled',
  whatSkip: 'Skipping this visit cancels it; the next visits stay as they are.',
  whatPause:
    'Pausing for {weeks, plural, one {# week} other {# weeks}} cancels the visits until {date}; the plan resumes on its own then.',
  whatChange:
    'From {date}: {schedule}. The visits already planned that no longer fit are cancelled.',
  whatEnd: 'Ending the plan cancels every upcoming visit; no more visits are planned.',
  byCustomer: 'You',
  byOperator: 'MapleShine',
  byCleaner: 'Your cleaner',
  byScheduler: 'MapleShine',
  created: 'Started the regular cleaning',
  skippedEvent: 'Skipped the visit of {date}',
  pausedEvent: 'Paused until {date}',
  resumedEvent: 'Resumed the regular cleaning',
  changedEvent: 'Changed to: {schedule}',
  endedEvent: 'Ended the regular cleaning',
  cleanerAcceptedEvent: 'Accepted every visit',
  cleanerLeftEvent: 'Stopped cleaning the regular cleaning',
  otherEvent: 'Changed the regular cleaning',
  feeTaken: '{what} ({fee} in cancellation fees)',
};
