import type { JobLifecycleEventType } from '#machines/job-lifecycle.machine.ts';

/** Who writes the messages of a move: this folder's teller, or the service of the move itself. */
export type WrittenBy = 'the teller' | 'the payment' | 'the refund';

export type EventNews = {
  /** What the customer receives, in users' words. */
  customer: string;
  /** What the cleaner receives, when anything (written by server/jobs and server/bookings). */
  cleaner?: string;
  writtenBy: WrittenBy;
};

/**
 * What each lifecycle event sends, to whom. The machine's transitions declare the same in
 * `meta.tells` (machines/job-lifecycle.machine.ts), which the diagram shows;
 * tests/unit/booking-news-table.test.ts checks the two agree. An event that sends nothing is
 * null.
 */
export const newsOfEvents: Record<JobLifecycleEventType, EventNews | null> = {
  'booking.quote': null,
  'booking.authorize': {
    customer:
      'the confirmation e-mail: the booking, the price, the hold or saved card, a calendar file and the booking link; a notification too',
    cleaner: 'a notification to each cleaner who could take it, and their new-jobs e-mail',
    writtenBy: 'the payment',
  },
  'booking.cancel': {
    customer:
      'an e-mail saying who cancelled and what happens to the money (hold released, saved card never charged), with the booking link; a notification when they have an account',
    cleaner: 'a notification that the job is cancelled, when one had accepted it',
    writtenBy: 'the teller',
  },
  'payment.fail': {
    customer:
      'an e-mail that the bank declined the hold on the saved card, so the booking is cancelled and nothing was charged, with the booking link; a notification when they have an account',
    cleaner: 'a notification that the job is cancelled, when one had accepted it',
    writtenBy: 'the teller',
  },
  'booking.expire': {
    customer:
      'an e-mail that nobody accepted by the start, so the booking is cancelled and the hold released, with the booking link; a notification when they have an account',
    writtenBy: 'the teller',
  },
  'booking.move': {
    customer:
      'an e-mail with the new date and time window and the price again ("Was $X, now $Y" when it changed), with the booking link; a notification when they have an account',
    cleaner:
      'the assigned cleaner: an e-mail and a notification with the new time, in their language; an open job: a notification to each cleaner who could take it at the new time (server/bookings)',
    writtenBy: 'the teller',
  },
  'booking.reopen': {
    customer:
      'the moved e-mail: the new date and time window, the price again and that a new cleaner is being found, with the booking link; a notification when they have an account',
    cleaner:
      'the cleaner who had it: an e-mail and a notification that it is no longer theirs, in their language; a notification to each cleaner who could take it at the new time (server/bookings)',
    writtenBy: 'the teller',
  },
  'job.accept': {
    customer:
      "an e-mail with the cleaner's first name, photo, rating and number of jobs done, and the booking link; a notification when they have an account",
    cleaner: 'an e-mail that the job is theirs, with their pay',
    writtenBy: 'the teller',
  },
  'job.handBack': {
    customer:
      'an e-mail that a new cleaner is being found and nothing is charged, with the booking link; a notification when they have an account',
    cleaner: 'a notification to each cleaner who could take it now that it is open again',
    writtenBy: 'the teller',
  },
  'job.start': {
    customer:
      'an e-mail that the cleaning has started, with the booking link; a notification when they have an account',
    writtenBy: 'the teller',
  },
  'job.complete': {
    customer:
      'an e-mail that the cleaning is complete and what was charged, with the receipt and the booking link (or, when the card could not be charged, that we will contact them); a notification when they have an account',
    cleaner: 'an e-mail with what they earned',
    writtenBy: 'the teller',
  },
  'payment.refund': {
    customer:
      'an e-mail with the amount refunded and the booking link; a notification when they have an account',
    writtenBy: 'the refund',
  },
};
