/*
 * The words of a job: its status for the person looking, the job card's lines, the cleaner's
 * actions and their confirmations, and the jobs screen's own texts (decision 108); a job's own
 * page is in job-details.ts.
 * Dates, times and money are formatted by shared/i18n/format.ts and passed in as values.
 */
import { dashboardShellLabels } from './dashboard-shell.ts';

/** A job's status in words, for the customer who booked and the cleaner (docs/machines/job-lifecycle.md). */
export const jobStatusLabels = {
  customer: {
    draft: 'Not finished',
    quoted: 'Awaiting payment',
    authorized: 'Finding a cleaner',
    assigned: 'Cleaner assigned',
    inProgress: 'In progress',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  contractor: {
    draft: 'Not finished',
    quoted: 'Awaiting payment',
    authorized: 'Open',
    assigned: 'Assigned',
    inProgress: 'In progress',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
};

/** The lines of a job card (a customer's booking, a cleaner's job). */
export const jobCardTexts = {
  /** "From 9:00AM Until 12:30PM": the cleaning's window as the booking flow shows it. */
  WINDOW: 'From {from} Until {until}',
  BOOKING_NUMBER: 'Booking {number}',
  AREA: 'Area: {area}',
  CLEANER: 'Cleaner: {name}',
  CUSTOMER: 'Customer: {name}',
  TOTAL: 'Total {amount}',
  PAY_TO_BE_CONFIRMED: 'Pay to be confirmed',
  /** A cleaner's figure for a job is their pay, never the customer's price (decision 031). */
  PAY: '{done, select, yes {You earned {amount}} other {You earn {amount}}}',
};

/** The cleaner's actions on a job, the dialog before those that cannot be undone, and the waits. */
export const jobActionTexts = {
  ACTIONS_GROUP: 'Job actions',
  LOADING: 'Loading...',
  CANCEL: 'Cancel',
  CLOSE: 'Close',
  /** When a call fails without the server's sentence (FALLBACK_ERROR of job-action.machine.ts). */
  UPDATE_FAILED: 'The job could not be updated. Please try again.',
  UNREACHABLE: 'We could not reach MapleShine. Please check your connection and try again.',
  COMPLETE_TITLE: 'Complete this job?',
  COMPLETE_CHARGE: "The customer's card will be charged for this cleaning.",
  /** The cleaner's pay line ("You earn $54.00"), a sentence of its own in the dialog. */
  COMPLETE_PAY: '{pay}.',
  COMPLETE_CONFIRM: 'Complete',
  HAND_BACK_TITLE: 'Hand back this job?',
  HAND_BACK_TEXT: 'It opens to other cleaners again. This cannot be undone.',
  REJECT_TITLE: 'Reject this job?',
  REJECT_TEXT: 'It will no longer be shown to you. This cannot be undone.',
  REJECT_CONFIRM: 'Reject',
  /** "9:00AM on November 28, 2026": a moment on the job's city clock and calendar. */
  CLOCK_ON_DAY: '{clock} on {day}',
  COMPLETABLE_FROM: 'You can complete this job from {clock}.',
  STARTABLE_FROM: 'You can start this job from {moment}.',
  CONTACT_FROM: "The customer's contact details show from {moment}.",
};

/** The jobs list and the job details screen, beside their labels (dashboard.ts). */
export const jobsScreenTexts = {
  CANCELLED_TAB: 'Cancelled',
  /** A tab's name with how many jobs it holds: "Available Jobs (3)". */
  TAB_COUNT: '{tab} ({count})',
  LOADING: 'Loading jobs',
  VIEW_DETAILS_OF: '{label}: {number}',
  JOBS_FOR_CLEANERS: 'Jobs are for the cleaners who take them. Your cleanings are on My Bookings.',
  DETAILS_FOR_CLEANERS:
    'Job details are for the cleaners who take the jobs. Your cleanings are on My Bookings.',
  GO_TO_BOOKINGS: 'Go to My Bookings',
  NAME_LABEL: 'Name',
  HOURS: '{hours, plural, one {# hour} other {# hours}}',
  NO_LONGER_AVAILABLE: 'This job is no longer available to you.',
  OPEN_FROM_LIST: 'Open a job from your jobs list to see its details.',
};

export const jobsLabels = {
  ...dashboardShellLabels,
  HEADING: 'Jobs',
  AVAILABLE_JOBS_TAB: 'Available Jobs',
  MY_JOBS_TAB: 'My Jobs',
  COMPLETED_JOBS_TAB: 'Completed',
  BOOKING_NO: 'Booking No.',
  CUSTOMER: 'Customer',
  DATE: 'Date',
  TIME: 'Time',
  SERVICE: 'Service',
  CITY: 'City',
  ESTIMATED_HOURS: 'Estimated Hours',
  STATUS: 'Status',
  ACTIONS: 'Actions',
  ACCEPT: 'Accept',
  REJECT: 'Reject',
  START: 'Start',
  COMPLETE: 'Complete',
  VIEW_DETAILS: 'View Details',
  PAY_NOTE: 'You are paid within 48 hours of each completed shift.',
  EMPTY_TEXT: 'Jobs show here as customers in your city book them.',
  SHOW_EARLIER_JOBS: 'Show earlier jobs',
  EARLIER_JOBS_HINT: 'Your earlier jobs show here when you load them.',
};
