/*
 * The retention table in words (decision 140): what each kind of data covers, when it is deleted
 * and why we keep it that long, keyed by its kind in server/domain/retention.ts. The privacy page's
 * "How long we keep it" list and the console's Data retention page are written from these.
 */

/** A period as a reader says it; `{count}` is the table's amount. */
export const retentionPeriodUnits = {
  hours: '{count, plural, one {# hour} other {# hours}}',
  days: '{count, plural, one {# day} other {# days}}',
  months: '{count, plural, one {# month} other {# months}}',
  years: '{count, plural, one {# year} other {# years}}',
};

/** Each kind: WHAT it covers, WHEN it goes (`{period}`), WHY we keep it. */
export const retentionKinds = {
  leads: {
    WHAT: 'Bookings started without an account and never paid for',
    WHEN: 'The name, e-mail address, phone number and booking details you gave are deleted {period} after your last change to them, unless you create an account.',
    WHY: 'So you can come back and finish the booking.',
  },
  contactMessages: {
    WHAT: 'Contact form messages',
    WHEN: 'Messages you send through the contact form are deleted {period} after we receive them.',
    WHY: 'To follow up on your question or complaint.',
  },
  sentMail: {
    WHAT: 'Copies of e-mails we sent you',
    WHEN: 'Our copies of the e-mails we send you are deleted {period} after they are sent. Once an e-mail is sent, our copy no longer holds its account activation or password link.',
    WHY: 'To answer questions about whether a message reached you.',
  },
  unsentMail: {
    WHAT: 'E-mails that could not be delivered',
    WHEN: 'Our copies of e-mails that could not be delivered are deleted {period} after they were written.',
    WHY: 'To find out why a message did not reach you.',
  },
  rateLimitEvents: {
    WHAT: 'Sign-in and form attempts',
    WHEN: 'Records of sign-in and form attempts are deleted within a day once they are {period} old and no longer count.',
    WHY: 'To slow down password guessing and spam.',
  },
  webVitals: {
    WHAT: 'Page speed measurements',
    WHEN: 'Measurements of how fast our pages load in your browser (the page and the timings, nothing about you) are deleted {period} after they are taken.',
    WHY: 'To keep the site fast.',
  },
  sessions: {
    WHAT: 'Sign-in sessions',
    WHEN: 'The record of a sign-in (its device and times) is deleted {period} after it expires.',
    WHY: 'To keep you signed in and let you see where you are signed in.',
  },
  discardedUploads: {
    WHAT: 'Photos of closed accounts',
    WHEN: 'When you close your account, your photos are removed from our storage {period} later.',
    WHY: 'Closing an account takes effect at once; the files follow in the next daily clean-up.',
  },
  declinedApplications: {
    WHAT: 'Declined cleaner applications',
    WHEN: 'Applications from cleaners who are not accepted, with their photo, are deleted {period} after the decision.',
    WHY: 'To answer questions about the decision.',
  },
  dataExports: {
    WHAT: 'Downloads of your data',
    WHEN: 'The archive you asked for is deleted {period} after it is ready, when its link expires.',
    WHY: 'To give you time to download it.',
  },
  securityIncidents: {
    WHAT: 'Records of security incidents',
    WHEN: 'Our record of a breach of security safeguards is kept at least {period} and never deleted automatically.',
    WHY: 'Canada’s privacy law (PIPEDA) requires us to keep a record of every breach for at least 24 months.',
  },
  receipts: {
    WHAT: 'Receipts and their tax data',
    WHEN: 'Receipts, credit notes and the booking and payment records they rest on are kept {period} after the end of the tax year they relate to, even after an account is closed, and never deleted automatically.',
    WHY: 'Canadian tax law requires us to keep them.',
  },
};

/** The privacy page's section around the list. */
export const retentionSection = {
  HEADING: 'How long we keep it',
  /** One line of the list: the kind's name in bold, then when it goes and why. */
  LINE: '{what}: {when} {why}',
  DAILY: 'Every day, a job deletes what has reached the end of these periods.',
  /** Before the list of what closing an account leaves (server/domain/closure.ts). */
  KEPT_AFTER_CLOSURE:
    'When you close your account, we delete or anonymize your information at once, except the following, which the law makes us keep:',
  KEPT_WHILE_NEEDED: 'as long as its reason lasts',
};
