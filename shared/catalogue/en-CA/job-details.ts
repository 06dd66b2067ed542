/*
 * A job's own page (/job-details, src/features/jobs/job-details-page.tsx): a module apart from
 * jobs.ts, so the cleaner's job list does not load it before its first paint (decision 108).
 */
import { dashboardShellLabels } from './dashboard-shell.ts';

export const jobDetailsLabels = {
  ...dashboardShellLabels,
  HEADING: 'Job Details',
  CUSTOMER_HEADING: 'Customer',
  BOOKING_NUMBER_LABEL: 'Booking Number',
  BOOKING_DATE_LABEL: 'Booking Date',
  CONTACT_DETAILS_HEADING: 'Contact Details',
  EMAIL_LABEL: 'Email',
  ADDRESS_LABEL: 'Address',
  CITY_LABEL: 'City',
  PHONE_LABEL: 'Phone',
  ACCESS_NOTES_HEADING: 'Access Notes',
  SERVICE_DETAILS_HEADING: 'Service Details',
  SERVICE_LABEL: 'Service',
  ESTIMATED_HOURS_LABEL: 'Estimated Hours',
  CLEANING_DATE_LABEL: 'Cleaning Date',
  FROM_LABEL: 'From',
  UNTIL_LABEL: 'Until',
  PAY_LABEL: 'Your Pay for This Job',
  EXTRAS_HEADING: 'Extras',
  NO_EXTRAS: 'No extras',
  ACCEPT: 'Accept',
  REJECT: 'Reject',
  START: 'Start',
  COMPLETE: 'Complete',
  BACK: 'Back to Jobs',
  AREA_LABEL: 'Area',
  CONTACT_AFTER_ACCEPT:
    'Contact details appear once you accept the job, from 24 hours before it starts.',
  CONTACT_ENDED: 'Contact details are shown only while the job is yours to do.',
};
