/**
 * The booking page's reschedule (decision 121): its section. The picker's and its confirmation's
 * words are in reschedule-picker.ts, loaded with the picker's code (issue 46).
 */
export const rescheduleTexts = {
  heading: 'Change the time',
  intro:
    'Need another time? Choose one when a cleaner is free. Your booking keeps its time until the new one is confirmed.',
  open: 'Choose another time',
};
