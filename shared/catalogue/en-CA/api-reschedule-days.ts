/** What the API says about the day a reschedule's times are asked for (decision 126). */

export const rescheduleDayRefusals = {
  malformed: 'Please choose a day as a date (YYYY-MM-DD).',
  outside: 'Please choose a day from today to two weeks from today.',
};
