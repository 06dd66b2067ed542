/** A new time asked of the assigned cleaner (decision 125): the booking page and the cleaner's jobs. */
export const rescheduleAskTexts = {
  /** Under the second group of the picker, for an assigned booking. */
  askNote:
    'These times are outside your cleaner’s working hours. We ask them first; your booking keeps its time until they accept, and declining costs them nothing.',
  askConfirm: 'Ask your cleaner to come on {when}?',
  askExplain:
    'Your booking keeps its current time until your cleaner accepts. If they decline or do not answer in time, you can keep your time, open the new time to other cleaners when one is free, or cancel free of charge.',
  ask: 'Ask my cleaner',
  askWithPrice: 'Ask my cleaner at {price}',
  asking: 'Asking…',
  /** The booking page while the cleaner has not answered. */
  waitingHeading: 'New time asked',
  waiting: 'Waiting for {cleaner} to answer by {answerBy}.',
  waitingTime: 'Asked for: {when} · {price}',
  declined: '{cleaner} cannot come on {when}. Your booking keeps its time.',
  expired: '{cleaner} did not answer in time for {when}. Your booking keeps its time.',
  choose: 'What would you like to do?',
  keep: 'Keep my time',
  open: 'Open the new time to other cleaners',
  openConfirm:
    'Move your booking to {when} ({price}) and open it to other cleaners? {cleaner} is released from it at no cost to them, and we tell you as soon as another cleaner accepts. This counts as one of your two changes of time.',
  openYes: 'Yes, move and open it',
  cancelFree: 'Cancel free of charge',
  cancelConfirm: 'Cancel this booking free of charge? The hold on your card is released.',
  cancelYes: 'Yes, cancel free',
  back: 'Back',
  working: 'Saving…',
};
