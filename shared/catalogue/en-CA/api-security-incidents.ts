/**
 * What the API says of the console's record of security incidents (decision 141): the checks of
 * an incident's fields, and what recording or changing one answers.
 */

/** Refusals (4xx). */
export const securityIncidentRefusals = {
  notFound: 'There is no security incident number {id}.',
  titleMissing: 'Please give the incident a short title.',
  descriptionMissing: 'Please describe what happened, how it was found and what was done.',
  dataAffectedMissing: 'Please say whose data and which kinds were affected.',
  badDay:
    'The {field} ({day}) is not a day of the calendar. Please write it as YYYY-MM-DD, for example 2026-11-24.',
  dayInFuture: 'The {field} ({day}) has not come yet. Please give a day up to today.',
  discoveredBeforeOccurred:
    'The day it was discovered ({discovered}) comes before the day it occurred ({occurred}).',
  toldBeforeDiscovered:
    'The {field} ({day}) comes before the day the incident was discovered ({discovered}).',
};

/** The fields as the refusals name them. */
export const securityIncidentFields = {
  occurredOn: 'day it occurred',
  discoveredOn: 'day it was discovered',
  reportedToCommissionerOn: 'day it was reported to the Commissioner',
  peopleNotifiedOn: 'day the people were notified',
};

/** Answers (200). */
export const securityIncidentAnswers = {
  recorded: 'Security incident {id} recorded.',
  updated: 'Security incident {id} updated.',
};
