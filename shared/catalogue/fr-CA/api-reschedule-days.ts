import type * as english from '../en-CA/api-reschedule-days.ts';
import type { Translation } from '../translation.ts';

export const rescheduleDayRefusals: Translation<typeof english.rescheduleDayRefusals> = {
  malformed: 'Veuillez choisir un jour sous forme de date (AAAA-MM-JJ).',
  outside: 'Veuillez choisir un jour entre aujourd’hui et dans deux semaines.',
};
