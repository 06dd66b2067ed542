/*
 * The cleaner's working-hours screen (slug `working-hours`, issue 25): a week of ranges, days
 * off, a daily cap. `{city}` and `{zone}` are completed by the page with the cleaner's city.
 */
import { dashboardShellLabels } from './dashboard-shell.ts';

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
