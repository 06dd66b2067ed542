/*
 * dayjs' Canadian English and French, which Mantine's calendars read through the DatesProvider of
 * src/app/providers.tsx (decision 103). Imported by the modules that show a calendar, so dayjs and
 * its languages come with them instead of with every page's first load.
 */
import 'dayjs/locale/en-ca';
import 'dayjs/locale/fr-ca';
