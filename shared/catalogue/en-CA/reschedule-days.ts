/** The reschedule's day chooser (decision 126): a day first, then that day's times. */
export const rescheduleDayTexts = {
  daysLabel: 'Choose a day',
  /** A day without a free time: its chip is disabled, and a screen reader hears why. */
  noFreeTime: '{day}: no free time',
  timesOf: 'Free times on {day}',
  noTimesThatDay: 'No free time that day. Please choose another day.',
};
