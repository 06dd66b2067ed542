/*
 * The cleaner's working-hours screen (slug `working-hours`, issue 25): a week of ranges, days
 * off, a daily cap. `{city}` and `{zone}` are completed by the page with the cleaner's city.
 */
import { dashboardShellLabels } from './dashboard-shell.ts';
import type { Translation } from '../translation.ts';

export const workingHoursLabels = {
  ...dashboardShellLabels,
  HEADING: 'Working hours',
  SUBHEADING: 'Customers are offered a cleaning only when a cleaner works then. Set when you work.',
  TIME_ZONE_NOTE: 'Times are in {city} time ({zone}).',
  SUGGESTED_HEADING: 'These are suggested hours',
  SUGGESTED_TEXT:
    'You have not confirmed your hours yet. Change them to suit you (the quick starts help), then confirm them: customers are offered only the times you work.',
  WEEK_HEADING: 'Your week',
  PRESETS_LABEL: 'Quick start',
  PRESET_WEEKDAYS: 'Weekdays 9 to 5',
  PRESET_EVENINGS: 'Evenings',
  PRESET_WEEKENDS: 'Weekends',
  WORKS_THIS_DAY: 'Works on {day}',
  DAY_OFF: 'Not working',
  FROM_LABEL: 'From',
  UNTIL_LABEL: 'Until',
  ADD_RANGE: 'Add hours',
  REMOVE_RANGE: 'Remove',
  DAYS_OFF_HEADING: 'Days off',
  DAYS_OFF_HINT: 'Pick a day, or a first and a last day, then add them.',
  ADD_DAYS_OFF: 'Add days off',
  NO_DAYS_OFF: 'No days off planned.',
  DAILY_CAP_HEADING: 'Jobs a day',
  DAILY_CAP_LABEL: 'At most this many jobs a day',
  CONFLICTS_HEADING: 'Some of your jobs fall outside these hours',
  CONFLICTS_NOTE: 'Accepted jobs stay yours: changing your hours never drops a job.',
  CHECKING: 'Checking your jobs…',
  SAVE: 'Save hours',
  CONFIRM: 'Confirm my hours',
  SAVED_CONFLICTS_HEADING: 'Saved. These accepted jobs fall outside your new hours',
  LOAD_ERROR: 'Your working hours could not be loaded.',
  RETRY: 'Try again',
};

export type WorkingHoursLabels = typeof workingHoursLabels;

/** The screen's other texts: accessible names, the calendar's, the weekdays and its notices. */
export const workingHoursTexts = {
  LOADING: 'Loading your working hours',
  SAVE_FAILED: 'Your working hours could not be saved.',
  FOR_CLEANERS:
    'Working hours are for the cleaners who take jobs. Your cleanings are on My Bookings.',
  GO_TO_BOOKINGS: 'Go to My Bookings',
  /** iWeekday of the API: 0 = Sunday … 6 = Saturday. */
  WEEKDAYS: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  /** A range's lists by name: "Saturday from", "Saturday from (2)" for a day's second range. */
  RANGE_FROM: '{day} from{which}',
  RANGE_UNTIL: '{day} until{which}',
  RANGE_NUMBER: ' ({number})',
  REMOVE_RANGE_OF: '{label} {day} {from} to {until}',
  ADD_RANGE_ON: '{label} on {day}',
  PREVIOUS_MONTH: 'Previous month',
  NEXT_MONTH: 'Next month',
  DAY_OFF_NAME: '{day}, day off',
  DAYS_OFF_RANGE: '{from} to {until}',
  ADD_DAYS_OFF_CHOSEN: '{label}: {days}',
};

export type WorkingHoursTexts = Translation<typeof workingHoursTexts>;
