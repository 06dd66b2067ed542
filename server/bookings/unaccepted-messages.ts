/*
 * What a person reads about a paid booking no cleaner has accepted (decision 098): the notice at
 * its deadline, the offered times and the move. Canadian English, dates with month names, the
 * times on the service address's city clock. The e-mails of the lapse at the start and of the
 * move itself come from the lifecycle's transitions (booking.expire, booking.move), not from here.
 */
import type { MailMessage } from '../platform/mail/mailer.ts';
import { dateText, minutesToClock, weekdayDateText } from '../domain/local-time.ts';
import * as en from '#shared/catalogue/en-CA/api-bookings.ts';
import * as fr from '#shared/catalogue/fr-CA/api-bookings.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { clockValue, type LocaleText, weekdayDateValue } from '../domain/said-values.ts';
import { bookingAnswers, bookingRefusals } from './texts.ts';

const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** "$1,234.56". */
export const moneyText = (cents: number) => money.format(cents / 100);

/** A time of the booking's city: its local date, start and end in minutes after midnight. */
export type LocalTime = { localDate: string; fromMinutes: number; untilMinutes: number };

/** "Sunday, November 29, 2026, 2:00PM to 5:00PM". */
export function timeInWords(time: LocalTime): string {
  return `${weekdayDateText(time.localDate)}, ${minutesToClock(time.fromMinutes)} to ${minutesToClock(time.untilMinutes)}`;
}

/** timeInWords in the reader's language: "dimanche 29 novembre 2026, de 14 h à 17 h". */
function timeInWordsValue(time: LocalTime): LocaleText {
  const parts = {
    day: weekdayDateValue(time.localDate),
    from: clockValue(time.fromMinutes),
    until: clockValue(time.untilMinutes),
  };
  return (locale) =>
    formatMessage(locale, (locale === 'fr-CA' ? fr : en).bookingAnswers.timeInWords, {
      day: parts.day(locale),
      from: parts.from(locale),
      until: parts.until(locale),
    });
}

/** The API's refusals and sentences about moving a booking (decision 104: both languages). */
export const unacceptedMessages = {
  notMovable: bookingRefusals.notMovable,
  start: bookingRefusals.chooseOfferedTime,
  taken: bookingRefusals.timeTaken,
  moved: (time: LocalTime) => bookingAnswers.moved.with({ time: timeInWordsValue(time) }),
  times: bookingAnswers.times,
};

export type NoticeFacts = {
  bookingNo: string;
  fullName: string;
  email: string;
  serviceName: string;
  time: LocalTime;
  totalCents: number;
  /** The hold is on the card now (authorized), or the card is kept for it (cardSaved). */
  held: boolean;
  offered: LocalTime[];
  link: string;
};

export const unacceptedTexts = {
  /** The customer's notification, when they have an account (never a lead's or a guest's). */
  noticeForCustomer: (facts: NoticeFacts) => ({
    title: 'No cleaner has accepted your booking yet',
    message: `No cleaner has accepted booking ${facts.bookingNo} (${facts.serviceName} on ${dateText(facts.time.localDate)} at ${minutesToClock(facts.time.fromMinutes)}) yet. Open the booking to move it to a time when a cleaner is free, or to cancel it. If nobody accepts by the start, we cancel it and release the hold on your card.`,
  }),
};

export const unacceptedMails = {
  notice(facts: NoticeFacts): MailMessage {
    const offered =
      facts.offered.length === 0
        ? 'No other time has a free cleaner in the next two weeks right now; new times open as cleaners add hours.'
        : `The nearest times when a cleaner is free:\n${facts.offered.map((time) => `  - ${timeInWords(time)}`).join('\n')}`;
    const money = facts.held
      ? `the hold of ${moneyText(facts.totalCents)} on your card is released`
      : 'your saved card is not charged';
    return {
      to: facts.email,
      subject: `No cleaner has accepted your MapleShine booking ${facts.bookingNo} yet`,
      text: `Hi ${facts.fullName},

No cleaner has accepted your booking ${facts.bookingNo} yet: ${facts.serviceName}, ${timeInWords(facts.time)}.

${offered}

On your booking's page you can move it to one of these times with one press, or cancel it:
${facts.link}

If nobody accepts by the start, we cancel the booking and ${money}; you will not be charged.

MapleShine`,
    };
  },
};
