/**
 * The console's Operators, Mail and background jobs, and Site speed screens (decision 052): what
 * `npm run ops` does besides approving, coupons and bookings.
 */
export const operatorsLabels = {
  HEADING: 'Operators',
  INTRO:
    'Who can use this console. A new operator is e-mailed a link to choose their password; it works once and for 7 days.',
  LIST_NAME: 'Operators',
  ADD: 'Add an operator',
  NAME: 'Name',
  EMAIL: 'E-mail',
  ADDED: 'Added',
  LAST_SIGN_IN: 'Last signed in',
  NOT_KNOWN: 'Not known',
  EMPTY: 'No operator yet.',
  DIALOG_TITLE: 'Add an operator',
  DIALOG_INTRO:
    'They get an account of their own: an e-mail that already has a customer or cleaner account cannot be used.',
  EMAIL_FIELD: 'Their e-mail',
  FULL_NAME_FIELD: 'Full name (optional)',
  FULL_NAME_HINT: 'Left empty, the part of the e-mail before @ is used.',
  SUBMIT: 'Add operator',
  CANCEL: 'Cancel',
  CLOSE: 'Close',
  // Disabling and enabling an operator (decision 085).
  STATE: 'State',
  ACTIVE: 'Active',
  DISABLED: 'Disabled',
  DISABLED_ON: 'Disabled on {date}',
  YOU: 'You',
  DISABLE: 'Disable',
  DISABLE_NAMED: 'Disable {name}',
  ENABLE: 'Enable',
  ENABLE_NAMED: 'Enable {name}',
  DISABLE_TITLE: 'Disable {name}?',
  DISABLE_TEXT:
    '{name} ({email}) is signed out at once and can no longer log in until an operator enables them again. The audit log keeps who did it.',
  DISABLE_CONFIRM: 'Disable operator',
  ENABLE_TITLE: 'Enable {name}?',
  ENABLE_TEXT:
    '{name} ({email}) can log in to the console again with their password and authenticator app.',
  ENABLE_CONFIRM: 'Enable operator',
};

export const systemLabels = {
  HEADING: 'Mail and background jobs',
  INTRO:
    'The work servers do after a request: e-mails waiting, sent and failed, and each queue of background jobs. A failed e-mail can be sent again.',
  JOBS_HEADING: 'Background jobs',
  JOBS_LIST: 'Background jobs per queue',
  QUEUE: 'Queue',
  WAITING: 'Waiting',
  RUNNING: 'Running',
  FAILED: 'Failed',
  MAIL_HEADING: 'E-mails',
  MAIL_PENDING: 'Waiting to be sent',
  MAIL_SENT: 'Sent',
  MAIL_FAILED: 'Failed',
  FAILED_MAIL_HEADING: 'Failed e-mails',
  FAILED_MAIL_LIST: 'Failed e-mails',
  FAILED_MAIL_EMPTY: 'No e-mail has failed.',
  NUMBER: 'Number',
  TO: 'To',
  SUBJECT: 'Subject',
  WRITTEN: 'Written',
  ATTEMPTS: 'Attempts',
  LAST_ERROR: 'Last error',
  NO_ERROR: '—',
  SEND_AGAIN: 'Send again',
  SEND_AGAIN_NAMED: 'Send again: e-mail #{id}',
  FAILED_JOBS_HEADING: 'Failed background jobs',
  FAILED_JOBS_LIST: 'Failed background jobs',
  FAILED_JOBS_EMPTY: 'No background job has failed.',
  FAILED_AT: 'Failed at',
  ERROR: 'Error',
  LOADING: 'Loading the queues',
  LOAD_FAILED: 'The queues could not be loaded: {message}',
  // The booking rules (decision 098).
  RULES_HEADING: 'Booking rules',
  DEADLINE_FIELD: 'Hours before the start a paid booking must have a cleaner',
  DEADLINE_HINT:
    'Past this, the customer is told nobody has accepted and offered the nearest free times. A same-day booking gets half the time from payment to start, but at least one hour before it.',
  // Regular cleanings (issue 45, decision 143).
  PLAN_DISCOUNT_WEEKLY: 'Discount of a weekly cleaning (%)',
  PLAN_DISCOUNT_EVERY_2: 'Discount every 2 weeks (%)',
  PLAN_DISCOUNT_EVERY_4: 'Discount every 4 weeks (%)',
  PLAN_DISCOUNT_HINT:
    'Whole percent from 0 to 50, off every visit; a plan keeps the discount it was bought with.',
  PLAN_MAX_PAUSE: 'Longest pause of a regular cleaning (weeks)',
  PLAN_MAX_PAUSE_HINT: 'From 1 to 26 weeks at once.',
  SAVE_RULES: 'Save rules',
  RULES_LOADING: 'Loading the booking rules',
};

export const siteSpeedLabels = {
  HEADING: 'Site speed',
  INTRO:
    "How fast pages were for visitors: each web-vital's 75th percentile per day (UTC) and route over the last 30 days, rated by web.dev's thresholds.",
  LIST_NAME: 'Site speed per day and route',
  DAY: 'Day (UTC)',
  ROUTE: 'Route',
  NOT_MEASURED: 'Not measured',
  EMPTY: 'No web-vitals recorded in the last 30 days.',
  GOOD: 'Good',
  NEEDS_IMPROVEMENT: 'Needs improvement',
  POOR: 'Poor',
  SAMPLES: '{count, plural, one {# sample} other {# samples}}',
  MILLISECONDS: '{value} ms',
  LCP: 'LCP (largest paint)',
  INP: 'INP (response to input)',
  CLS: 'CLS (layout shift)',
  FCP: 'FCP (first paint)',
  TTFB: 'TTFB (first byte)',
};
