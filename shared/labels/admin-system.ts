/**
 * The console's Operators, Mail and background jobs, and Site speed screens (decision 052): what
 * `npm run admin` did besides approving, coupons and bookings.
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
  SAMPLES: '{count} samples',
  ONE_SAMPLE: '1 sample',
  LCP: 'LCP (largest paint)',
  INP: 'INP (response to input)',
  CLS: 'CLS (layout shift)',
  FCP: 'FCP (first paint)',
  TTFB: 'TTFB (first byte)',
};
