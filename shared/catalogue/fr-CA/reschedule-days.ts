import type * as english from '../en-CA/reschedule-days.ts';
import type { Translation } from '../translation.ts';

export const rescheduleDayTexts: Translation<typeof english.rescheduleDayTexts> = {
  daysLabel: 'Choisissez un jour',
  noFreeTime: '{day}\u00a0: aucune plage libre',
  timesOf: 'Plages libres le {day}',
  noTimesThatDay: 'Aucune plage libre ce jour-là. Veuillez choisir un autre jour.',
};
