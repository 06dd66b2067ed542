/**
 * The customer opens a new time their cleaner could not take to other cleaners (decision 130):
 * the API's words, the released cleaner's notice and e-mail, the other cleaners' notice.
 */

export const openRefusals = {
  nobodyFree:
    'No other cleaner is free at the time you asked for any more. You can keep your time or cancel free of charge.',
  timeGone:
    'The time you asked for is too close or has passed. You can keep your time or cancel free of charge.',
};

export const openAnswers = {
  opened: 'Your booking is moved to the new time and open to other cleaners.',
};

/** To the cleaner who had the job: it moved to a time they could not take. */
export const cleanerReleased = {
  subject: 'Job {bookingNo} is no longer yours',
  body: `Hello {name},

The customer of job {bookingNo} moved it to {time} ({city} time), the time you could not take, and opened it to other cleaners. The job is no longer yours and your time on {oldTime} is free again.

This costs you nothing: it does not count as handing a job back.

MapleShine`,
  noticeTitle: 'A job is no longer yours',
  noticeMessage:
    'The customer moved job {bookingNo} to a time you could not take ({time}) and opened it to other cleaners. Your time is free again; this costs you nothing.',
};

/** To each cleaner who could take the job at its new time, as a new paid job is told. */
export const openedJob = {
  title: 'New job in {city}',
  message:
    '{service} on {time} (booking {bookingNo}) needs a cleaner. Accept it from your jobs if it suits you.',
};
