/*
 * What a person reads about a paid booking no cleaner has accepted (decision 098): the notice at
 * its deadline, the offered times and the move. The notice's e-mail and notification are in the
 * reader's language (decision 105; shared/catalogue/<locale>/mail-unaccepted.ts), the times on the
 * service address's city clock. The e-mails of the lapse at the start and of the move itself come
 * from the lifecycle's transitions (booking.expire, booking.move), not from here.
 */
import * as en from '#shared/catalogue/en-CA/mail-unaccepted.ts';
import * as fr from '#shared/catalogue/fr-CA/mail-unaccepted.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { catalogue } from '../i18n/index.ts';
import type { NoticeText } from '../notifications/index.ts';
import { clockText, composeMail, day, money, weekdayDay } from '../platform/mail/compose.ts';
import type { ComposedMail } from '../platform/mail/mailer.ts';
import * as apiEn from '#shared/catalogue/en-CA/api-bookings.ts';
import * as apiFr from '#shared/catalogue/fr-CA/api-bookings.ts';
import { clockValue, type LocaleText, weekdayDateValue } from '../domain/said-values.ts';
import { bookingAnswers, bookingRefusals } from './texts.ts';

const texts = catalogue(en, fr);

/** A time of the booking's city: its local date, start and end in minutes after midnight. */
export type LocalTime = { localDate: string; fromMinutes: number; untilMinutes: number };

/** "Sunday, November 29, 2026, 2:00PM to 5:00PM". */
export function timeInWords(time: LocalTime, locale: Locale = DEFAULT_LOCALE): string {
  return formatMessage(locale, texts(locale).localTime.inWords, {
    day: weekdayDay(time.localDate, locale),
    from: clockText(time.fromMinutes, locale),
    until: clockText(time.untilMinutes, locale),
  });
}

/** timeInWords in the reader's language: "dimanche 29 novembre 2026, de 14 h à 17 h". */
function timeInWordsValue(time: LocalTime): LocaleText {
  const parts = {
    day: weekdayDateValue(time.localDate),
    from: clockValue(time.fromMinutes),
    until: clockValue(time.untilMinutes),
  };
  return (locale) =>
    formatMessage(locale, (locale === 'fr-CA' ? apiFr : apiEn).bookingAnswers.timeInWords, {
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
  /** Null only when the service row is gone: the notice then says "Cleaning". */
  serviceName: string | null;
  time: LocalTime;
  totalCents: number;
  /** The hold is on the card now (authorized), or the card is kept for it (cardSaved). */
  held: boolean;
  offered: LocalTime[];
  link: string;
};

export const unacceptedTexts = {
  /** The customer's notification, when they have an account (never a lead's or a guest's). */
  noticeForCustomer:
    (facts: NoticeFacts) =>
    (locale: Locale): NoticeText => {
      const words = texts(locale).unacceptedNotice;
      return {
        title: words.noticeTitle,
        message: formatMessage(locale, words.noticeMessage, {
          bookingNo: facts.bookingNo,
          service: facts.serviceName ?? words.cleaning,
          date: day(facts.time.localDate, locale),
          time: clockText(facts.time.fromMinutes, locale),
        }),
      };
    },
};

export const unacceptedMails = {
  notice(locale: Locale, facts: NoticeFacts): ComposedMail {
    const words = texts(locale).unacceptedNotice;
    const offered =
      facts.offered.length === 0
        ? words.offeredNone
        : [
            words.offered,
            ...facts.offered.map((time) =>
              formatMessage(locale, words.offeredTime, { time: timeInWords(time, locale) }),
            ),
          ].join('\n');
    const money_ = facts.held
      ? formatMessage(locale, words.moneyHeld, { amount: money(facts.totalCents, locale) })
      : words.moneySaved;
    return composeMail(facts.email, locale, words, {
      name: facts.fullName,
      bookingNo: facts.bookingNo,
      service: facts.serviceName ?? words.cleaning,
      time: timeInWords(facts.time, locale),
      offered,
      link: facts.link,
      money: money_,
    });
  },
};
