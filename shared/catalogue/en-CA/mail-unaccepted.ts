/**
 * What the customer reads about a paid booking no cleaner has accepted (decision 098): the notice
 * at its deadline, by e-mail and in the app (decision 105: in their language).
 */

export const unacceptedNotice = {
  subject: 'No cleaner has accepted your MapleShine booking {bookingNo} yet',
  body: `Hi {name},

No cleaner has accepted your booking {bookingNo} yet: {service}, {time}.

{offered}

On your booking's page you can move it to one of these times with one press, or cancel it:
{link}

If nobody accepts by the start, we cancel the booking and {money}; you will not be charged.

MapleShine`,
  offeredNone:
    'No other time has a free cleaner in the next two weeks right now; new times open as cleaners add hours.',
  offered: 'The nearest times when a cleaner is free:',
  offeredTime: '  - {time}',
  moneyHeld: 'the hold of {amount} on your card is released',
  moneySaved: 'your saved card is not charged',
  /** The service's name when its row is gone. */
  cleaning: 'Cleaning',
  noticeTitle: 'No cleaner has accepted your booking yet',
  noticeMessage:
    'No cleaner has accepted booking {bookingNo} ({service} on {date} at {time}) yet. Open the booking to move it to a time when a cleaner is free, or to cancel it. If nobody accepts by the start, we cancel it and release the hold on your card.',
};

/** A time of the booking's city: "Sunday, November 29, 2026, 2:00PM to 5:00PM". */
export const localTime = {
  inWords: '{day}, {from} to {until}',
};
