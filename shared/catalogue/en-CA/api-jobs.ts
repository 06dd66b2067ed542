/**
 * What the API answers a cleaner about jobs and working hours (decision 104). Said in the
 * caller's language (server/domain/said.ts).
 */

/** Refusals (4xx). */
export const jobRefusals = {
  notApproved: 'Your application is not approved yet.',
  jobNotFound: 'Job not found.',
  onlyPastJobsPaged:
    'Only completed and cancelled jobs come a page at a time: send vCursor and iLimit without eStatus, or with {completed} or {cancelled}.',
  cleanerPaused:
    'Your account is paused, so you cannot take new jobs. Your accepted jobs are still yours. Please contact us to resume.',
  contractorsOnly: 'This is only for contractors.',
  doubleBooked: 'You already have a job at that time.',
  noPayRate: 'The pay for this job is not set yet. Please try again later.',
  outsideHours: 'This job is outside your working hours. Change your hours to take it.',
  dayOff: 'This job falls on one of your days off. Change your days off to take it.',
  overCap:
    'You already have as many jobs that day as your daily limit. Change your limit to take it.',
  startFrom: 'You can start this job from {moment}.',
  completeTooEarly: 'This job cannot be completed yet.',
  completeFrom: 'You can complete this job from {moment}.',
  handBackCap:
    'You have handed back {max} jobs in the last 24 hours, the most allowed. You can hand back another job from {moment}. If you cannot do this one, please contact us.',
  contractorNotFound: 'Contractor not found.',
};

/** The working hours' rules (server/domain/working-hours.ts). */
export const workingHoursRefusals = {
  weekday: 'Please choose a day of the week.',
  from: 'Please choose a start time.',
  until: 'Please choose an end time.',
  earliest: 'Please choose a start at 6:00AM or later.',
  latest: 'Please choose an end at 11:00PM or earlier.',
  order: 'Please choose a start before the end.',
  overlap: 'Two ranges on {day} overlap.',
  cap: 'Please choose between 1 and 6 jobs a day.',
  dayOffFrom: 'Please choose the first day off.',
  dayOffUntil: 'Please choose the last day off.',
  dayOffOrder: 'A day off cannot end before it starts.',
};

/** Days as workingHoursRefusals.overlap names them; `oneDay` when the day is unknown. */
export const weekdayNames = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  oneDay: 'one day',
};

/**
 * An accepted job the proposed working hours do not cover (server/domain/working-hours.ts): it is
 * never dropped, only reported. `{job}` is `job` written with the job's service, day and time.
 */
export const hoursConflicts = {
  job: '{service} on {day} at {time}',
  dayOff: '{job} falls on a day off; it stays yours.',
  outsideHours: '{job} is outside your working hours; it stays yours.',
  overDailyCap:
    '{job} is more than {cap, plural, one {# job} other {# jobs}} that day; it stays yours.',
};

/** Successes' sentences. */
export const jobAnswers = {
  jobAccepted: 'Job accepted.',
  jobDeclined: 'Job declined. It will no longer be shown to you.',
  jobHandedBack: 'Job handed back.',
  jobStarted: 'Job started.',
  jobCompleted: 'Job completed.',
  hoursSaved: 'Your working hours are saved.',
};
