/** The cleaner's jobs screen: a customer asks for a new time. */
export const cleanerAskTexts = {
  heading: 'New time asked',
  job: 'Job {bookingNo}',
  now: 'Now: {when}',
  asked: 'Asked: {when}',
  answerBy: 'Please answer by {answerBy}. Declining costs you nothing.',
  accept: 'Accept',
  decline: 'Decline',
  acceptLabel: 'Accept the new time of job {bookingNo}',
  declineLabel: 'Decline the new time of job {bookingNo}',
};
