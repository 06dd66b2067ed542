/** The queues, by what their jobs do (decision 051). */
export const queueNames = {
  deliverMail: 'mail.deliver',
  sweepMail: 'mail.sweep',
  authorizeDue: 'payments.authorize-due',
  /** The cleaners' new-job e-mails, a digest a cleaner (decision 061). */
  jobDigests: 'jobs.digest',
  /** Deletes personal data older than its retention period (server/domain/retention.ts). */
  retention: 'privacy.retention',
  /** Paid bookings nobody accepted: told at the deadline, lapsed at the start (decision 098). */
  unacceptedBookings: 'bookings.unaccepted',
  /** Tells the booking moves whose news failed (server/booking-news/, issue 40). */
  untoldNews: 'news.untold',
  /** The day-before reminders of paid bookings (server/booking-news/reminders.ts). */
  reminders: 'news.reminders',
  /** Sends the cleaners' payable earnings to their payout accounts (decision 133). */
  payouts: 'payouts.transfer',
  /** Background checks: notices 30 and 7 days ahead, the pause at expiry (decision 134). */
  checkExpiries: 'cleaners.check-expiries',
  /** The book-again reminders, promotional, to consenting customers only (decision 142). */
  bookAgain: 'marketing.book-again',
  /** Builds the data archives people asked for, and expires old ones (decision 138). */
  dataExports: 'privacy.export',
  /** Writes regular cleanings' visits for the weeks ahead (issue 45, decision 143). */
  planVisits: 'plans.visits',
} as const;
