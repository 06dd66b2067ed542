/*
 * A regular cleaning's visit on a statutory holiday, the plan's cleaner's side (issue 45): the
 * cleaner is asked ahead, once per visit, in the app and by e-mail, whether they keep it or hand
 * that one visit back (the job's Reject, which puts it on the board). The customer's side is
 * api-plan-booking.ts (holidayNotice).
 */

/** The plan's cleaner's in-app notice. */
export const holidayCleanerNotice = {
  title: 'Your regular cleaning on {date} falls on {holiday}',
  message:
    '{customer}’s regular cleaning {bookingNo} on {date} falls on {holiday}, a statutory holiday. It stays yours unless you hand it back: if you would rather not work that day, open the job and press Reject. That one visit goes back to the board for other cleaners; your other visits stay yours.',
};

/** The same, by e-mail. */
export const holidayCleanerMail = {
  subject: 'Your regular cleaning on {date} falls on {holiday}',
  body: `Hello {name},

{customer}’s regular cleaning {bookingNo} on {date} at {time} falls on {holiday}, a statutory holiday.

Nothing changes if you keep it. If you would rather not work that day, open the job in your jobs and press Reject: that one visit goes back to the board for other cleaners in {city}, and your other visits of this regular cleaning stay yours. The customer may also skip or move it.

The MapleShine team`,
};

/** The plan's history (its page and the console), in the customer's words. */
export const holidayCleanerHistory = {
  asked: 'Asked your cleaner whether they keep the visit on {date} ({holiday})',
};
