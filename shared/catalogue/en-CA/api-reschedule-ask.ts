/** What the API and the e-mails say about a new time asked of the assigned cleaner (decision 125). */

export const askRefusals = {
  notAssigned: 'Only a booking a cleaner has accepted can ask its cleaner for another time.',
  notAskable:
    'This time is not one to ask your cleaner for. Please choose one of the times offered.',
  alreadyAsked:
    'Your cleaner has not answered your last request yet. Please wait for their answer.',
  tooLate: 'This time is too close to ask your cleaner for. Please choose another time.',
  requestNotFound: 'This request was not found.',
  requestAnswered: 'This request has already been answered or has expired.',
  busyThen: 'You have another job at that time, so this request cannot be accepted.',
  nothingToChoose: 'There is no declined or expired request to choose for.',
};

export const askAnswers = {
  asked: 'We asked {cleaner} for the new time. Your booking keeps its time until they accept.',
  request: 'The booking’s request for a new time.',
  noRequest: 'The booking has no request for a new time.',
  accepted: 'You accepted the new time. The job is yours at its new time.',
  declined: 'You declined the new time. The job keeps its time.',
  requests: 'Your customers’ requests for new times.',
  kept: 'Your booking keeps its time.',
  cancelled: 'Your booking is cancelled, free of charge.',
};

/** To the assigned cleaner: a customer asks for a time outside their free time. */
export const cleanerAsked = {
  subject: 'Job {bookingNo}: the customer asks for a new time',
  body: `Hello {name},

The customer of job {bookingNo} asks to move it to {time} ({city} time), outside your working hours. Can you do it then?

Accept or decline on your jobs page by {answerBy}. Declining costs you nothing: the job keeps its time.

MapleShine`,
  noticeTitle: 'A new time is asked',
  noticeMessage: 'The customer of job {bookingNo} asks for {time}. Please answer by {answerBy}.',
};

/** To the customer: the cleaner declined, or did not answer in time. */
export const customerNoNewTime = {
  subjectDeclined: 'Booking {bookingNo}: {cleaner} cannot come at the new time',
  subjectExpired: 'Booking {bookingNo}: {cleaner} did not answer in time',
  noticeMessage:
    'You asked for {time}. Your booking keeps its time; on its page you can keep it, open the new time to other cleaners when one is free, or cancel free of charge.',
  bodyDeclined: `Hello {name},

{cleaner} cannot come at the time you asked for ({time}). Your booking keeps its time: {oldTime}.

On your booking's page you can keep that time, open the new time to other cleaners when another cleaner is free then, or cancel free of charge:
{link}

MapleShine`,
  bodyExpired: `Hello {name},

{cleaner} did not answer your request for {time} in time. Your booking keeps its time: {oldTime}.

On your booking's page you can keep that time, open the new time to other cleaners when another cleaner is free then, or cancel free of charge:
{link}

MapleShine`,
};

export const askWords = {
  /** An answer-by on the city's clock: "Monday, November 30, 2026 at 2:00PM". */
  moment: '{day} at {time}',
};
