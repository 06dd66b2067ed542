/*
 * What a payment tells people, each in their own language (decision 105; the texts are in
 * shared/catalogue/<locale>/mail-payments.ts): the customer's confirmation and the saved card's
 * bank check, the cleaners' new-job e-mails, and the notifications of each.
 */
import * as en from '#shared/catalogue/en-CA/mail-payments.ts';
import * as fr from '#shared/catalogue/fr-CA/mail-payments.ts';
import { cancelled as englishCancelled } from '#shared/catalogue/en-CA/mail-booking-news.ts';
import { formatPercent, formatWeekdayDay } from '#shared/i18n/format.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import { formatMessage, type MessageValues } from '#shared/i18n/message.ts';
import { catalogue } from '../i18n/index.ts';
import {
  clockText,
  clockWindow,
  composeMail,
  money,
  taxNamesText,
  weekdayDay,
} from '../platform/mail/compose.ts';
import type { ComposedMail } from '../platform/mail/mailer.ts';
import type { NoticeText } from '../notifications/index.ts';
import { namedIn, type CatalogNames } from '../catalog/index.ts';
import { calendarFileName } from './booking-calendar.ts';
import { seeYourBooking } from '../booking-news/index.ts';

const texts = catalogue(en, fr);
const t = (locale: Locale, message: string, values: MessageValues = {}) =>
  formatMessage(locale, message, values);

/**
 * What the payment texts say about a booking; prices are those the customer agreed to. An e-mail
 * is given it with its names in the reader's language (`namedIn`, decision 116); a notice is
 * given the catalog's names in its reader's language by its caller.
 */
export type PaidBooking = {
  bookingNo: string;
  fullName: string;
  email: string;
  serviceName: string;
  cityName: string;
  /** The city's date, YYYY-MM-DD. */
  localDate: string;
  fromMinutes: number;
  estimatedMinutes: number;
  address: string;
  unit: string;
  extras: string[];
  subtotalCents: number;
  discountCents: number;
  /** A regular cleaning's visit: its discount is the plan's, this percent (decision 148). */
  planDiscountPercent?: number | null;
  taxCents: number;
  taxName: string;
  totalCents: number;
};

/** What a cleaner is told of a job before accepting it (decision 025). */
export type AnnouncedJob = Pick<
  PaidBooking,
  'bookingNo' | 'serviceName' | 'cityName' | 'localDate' | 'fromMinutes' | 'estimatedMinutes'
>;

/** "Tuesday, November 24, 2026" / "mardi 24 novembre 2026": a day with its weekday. */
export function dateInWords(localDate: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatWeekdayDay(localDate, locale);
}

/** "9:00AM–12:00PM": the time the cleaner is there. */
export function timeWindow(
  booking: Pick<PaidBooking, 'fromMinutes' | 'estimatedMinutes'>,
  locale: Locale = DEFAULT_LOCALE,
) {
  return clockWindow(booking.fromMinutes, booking.fromMinutes + booking.estimatedMinutes, locale);
}

/** "9:00AM on Tuesday, November 24, 2026": the cleaning's start on its city's clock. */
export function startInWords(booking: PaidBooking, locale: Locale): string {
  return t(locale, texts(locale).paymentParts.startOn, {
    time: clockText(booking.fromMinutes, locale),
    day: weekdayDay(booking.localDate, locale),
  });
}

/** The statement line of the card hold: what the customer sees on their bank statement. */
export function paymentDescription(booking: PaidBooking): string {
  return `MapleShine ${booking.bookingNo}: ${booking.serviceName} on ${booking.localDate}`;
}

/** Why a booking whose card was never confirmed with the bank is cancelled at its start. */
export const CARD_NEVER_CONFIRMED = englishCancelled.cardNeverConfirmed;

/** The day, start and length every text of a booking names. */
function when(locale: Locale, booking: AnnouncedJob) {
  return {
    service: booking.serviceName,
    city: booking.cityName,
    day: weekdayDay(booking.localDate, locale),
    time: clockText(booking.fromMinutes, locale),
    window: timeWindow(booking, locale),
    hours: booking.estimatedMinutes / 60,
    bookingNo: booking.bookingNo,
  };
}

/** The notifications of a payment, each a function of its reader's language. */
export const paymentTexts = {
  /** To the city's cleaners: their pay at the current rate, never the customer's price. */
  newJob:
    (booking: PaidBooking, payCents: number | null) =>
    (locale: Locale, names: CatalogNames): NoticeText => {
      const words = texts(locale).paymentNotices;
      const values = when(locale, namedIn(names, booking));
      const sentences = [
        t(locale, words.newJobMessage, values),
        payCents === null
          ? null
          : t(locale, texts(locale).paymentParts.earn, { amount: money(payCents, locale) }),
        words.newJobOpen,
      ];
      return {
        title: t(locale, words.newJobTitle, values),
        message: sentences.filter((sentence) => sentence !== null).join(' '),
      };
    },

  bookingConfirmed:
    (booking: PaidBooking, cardSaved: boolean) =>
    (locale: Locale, names: CatalogNames): NoticeText => {
      const words = texts(locale).paymentNotices;
      return {
        title: words.bookingConfirmedTitle,
        message: t(locale, words.bookingConfirmedMessage, {
          ...when(locale, namedIn(names, booking)),
          card: cardSaved ? words.bookingConfirmedCardSaved : words.bookingConfirmedCardHeld,
        }),
      };
    },

  /** The saved card's hold needs the customer's bank check (decision 099). */
  cardNeedsConfirmation:
    (booking: PaidBooking) =>
    (locale: Locale, names: CatalogNames): NoticeText => {
      const words = texts(locale).paymentNotices;
      return {
        title: words.cardNeedsConfirmationTitle,
        message: t(locale, words.cardNeedsConfirmationMessage, {
          ...when(locale, namedIn(names, booking)),
          amount: money(booking.totalCents, locale),
        }),
      };
    },

  cardConfirmed:
    (booking: PaidBooking) =>
    (locale: Locale): NoticeText => {
      const words = texts(locale).paymentNotices;
      return {
        title: words.cardConfirmedTitle,
        message: t(locale, words.cardConfirmedMessage, {
          amount: money(booking.totalCents, locale),
          bookingNo: booking.bookingNo,
        }),
      };
    },

  cardNotHeldForContractor:
    (booking: PaidBooking) =>
    (locale: Locale, names: CatalogNames): NoticeText => {
      const words = texts(locale).paymentNotices;
      return {
        title: words.cardNotHeldTitle,
        message: t(locale, words.cardNotHeldMessage, when(locale, namedIn(names, booking))),
      };
    },
};

function summary(locale: Locale, booking: PaidBooking): string {
  const words = texts(locale).bookingSummary;
  const address = booking.unit ? `${booking.unit}, ${booking.address}` : booking.address;
  const values = when(locale, booking);
  const lines = [
    t(locale, words.bookingNumber, values),
    t(locale, words.service, values),
    t(locale, words.date, values),
    t(locale, words.time, values),
    t(locale, words.address, { address }),
    t(locale, words.city, values),
    t(locale, words.extras, {
      extras: booking.extras.length > 0 ? booking.extras.join(', ') : words.noExtras,
    }),
    '',
    t(locale, words.cleaning, { amount: money(booking.subtotalCents, locale) }),
    ...(booking.discountCents > 0
      ? [
          typeof booking.planDiscountPercent === 'number'
            ? t(locale, words.planDiscount, {
                percent: formatPercent(booking.planDiscountPercent / 100, locale),
                amount: money(booking.discountCents, locale),
              })
            : t(locale, words.discount, { amount: money(booking.discountCents, locale) }),
        ]
      : []),
    t(locale, words.tax, {
      tax: booking.taxName ? taxNamesText(booking.taxName, locale) : words.taxName,
      amount: money(booking.taxCents, locale),
    }),
    t(locale, words.total, { amount: money(booking.totalCents, locale) }),
  ];
  return lines.join('\n');
}

export const paymentMails = {
  /**
   * `setPasswordLink` is given to a customer who booked without an account; `calendar` is the
   * booking's .ics event (booking-calendar.ts), attached so one tap adds it to a calendar;
   * `bookingLink` opens the booking's own page (issue 40), as in every e-mail about a booking.
   */
  confirmation(
    locale: Locale,
    booking: PaidBooking,
    cardSaved: boolean,
    setPasswordLink: string | null,
    calendar: string,
    bookingLink: string,
  ): ComposedMail {
    const words = texts(locale).confirmation;
    const amount = money(booking.totalCents, locale);
    const account = setPasswordLink
      ? `\n\n${t(locale, words.setPassword, { link: setPasswordLink })}`
      : '';
    return composeMail(
      booking.email,
      locale,
      words,
      {
        name: booking.fullName,
        bookingNo: booking.bookingNo,
        summary: summary(locale, booking),
        card: t(locale, cardSaved ? words.cardSaved : words.cardHeld, { amount }),
        calendarFile: calendarFileName(booking.bookingNo),
        account,
        seeYourBooking: seeYourBooking(locale, bookingLink),
      },
      [
        {
          filename: calendarFileName(booking.bookingNo),
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: calendar,
        },
      ],
    );
  },

  /**
   * To each cleaner who could take a new job now (decision 057): what, when and their pay; the
   * customer's price, name and street stay out until one accepts it (decision 025).
   */
  newJob(
    locale: Locale,
    cleaner: { fullName: string; email: string },
    booking: AnnouncedJob,
    payCents: number | null,
  ): ComposedMail {
    const pay =
      payCents === null
        ? ''
        : `${t(locale, texts(locale).paymentParts.earn, { amount: money(payCents, locale) })} `;
    return composeMail(cleaner.email, locale, texts(locale).newJob, {
      ...when(locale, booking),
      name: cleaner.fullName,
      pay,
    });
  },

  /**
   * Several jobs announced to a cleaner within the digest's wait (decision 061), those still
   * open to them: one e-mail listing each as newJob tells one.
   */
  newJobs(
    locale: Locale,
    cleaner: { fullName: string; email: string },
    jobs: (AnnouncedJob & { payCents: number | null })[],
  ): ComposedMail {
    const words = texts(locale).newJobs;
    const lines = jobs.map((job) =>
      job.payCents === null
        ? t(locale, words.line, when(locale, job))
        : t(locale, words.lineWithPay, {
            ...when(locale, job),
            amount: money(job.payCents, locale),
          }),
    );
    return composeMail(cleaner.email, locale, words, {
      name: cleaner.fullName,
      count: String(jobs.length),
      city: jobs[0]?.cityName ?? '',
      lines: lines.join('\n'),
    });
  },

  /**
   * The saved card's hold, 24 hours before, needs the customer's bank check: the link opens the
   * page where they confirm it (its token is a secret, masked in logs and kept mail).
   */
  cardNeedsConfirmation(locale: Locale, booking: PaidBooking, link: string): ComposedMail {
    return composeMail(booking.email, locale, texts(locale).cardNeedsConfirmation, {
      ...when(locale, booking),
      name: booking.fullName,
      amount: money(booking.totalCents, locale),
      link,
      deadline: startInWords(booking, locale),
    });
  },
};
