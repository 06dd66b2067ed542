// What the rest of the server may import from server/jobs (its public entry; decision 090).
export { weeksShown } from './contractor-dashboard.ts';
export { earnSentence, jobHandedBackMail, jobNotices } from './contractor-mail.ts';
export { acceptJobIn, handBack, refusingDoubleBooking, takeJob } from './job-actions.ts';
export { forgetOldAnnouncements, sendJobDigests } from './job-digest.ts';
export { contractorJobOnWire, jobOnWire, jobPayCents } from './job-view.ts';
export type { JobOnWire } from './job-view.ts';
export { jobHandlers } from './jobs.handlers.ts';
export {
  assertTransition,
  moveBooking,
  movedBy,
  refusalFor,
  transitionsOf,
  type MoveActor,
  type MoveTelling,
} from './lifecycle.ts';
export { jobLine } from './uncovered-jobs.ts';
export { workingHoursHandlers } from './working-hours.handlers.ts';
export { getWorkingHours } from './working-hours.ts';
