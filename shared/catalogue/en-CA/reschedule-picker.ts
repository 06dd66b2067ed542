/** The reschedule's picker and its confirmation (decision 121), loaded with the picker's code. */
export const reschedulePickerTexts = {
  movesLeft:
    '{count, plural, one {You can move this booking # more time.} other {You can move this booking # more times.}}',
  dialogHeading: 'Choose a new time',
  loading: 'Finding free times…',
  noTimes: 'No free time in the next two weeks. You can keep your time or cancel.',
  cleanerTimes: 'Your cleaner’s free times',
  otherTimes: 'Times when a cleaner is free',
  confirmText: 'Move your booking to {when}?',
  increase:
    'The new time costs more. We place a hold for the new price on your card before we release the current hold.',
  back: 'Back to the times',
  close: 'Close',
  keep: 'Keep my time',
  move: 'Move my booking',
  acceptAndMove: 'Accept {price} and move',
  moving: 'Moving…',
};
