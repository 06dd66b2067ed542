/*
 * Every word the customer reads about their booking's moves (issue 40): the e-mails (plain text,
 * each with a link to the booking's own page) and the in-app notifications, in the reader's
 * language (decision 105; texts in shared/catalogue/<locale>/mail-booking-news.ts). Dates with
 * month names, times in the city's own zone, money as the reader writes it. Access notes (entry
 * codes) are never among them.
 */
import * as en from '#shared/catalogue/en-CA/mail-booking-news.ts';
import * as fr from '#shared/catalogue/fr-CA/mail-booking-news.ts';
import * as movedEn from '#shared/catalogue/en-CA/mail-reschedule.ts';
import * as movedFr from '#shared/catalogue/fr-CA/mail-reschedule.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage, type MessageValues } from '#shared/i18n/message.ts';
import { catalogue } from '../i18n/index.ts';
import { firstNameOf, fullNameOf } from '../domain/person-names.ts';
import {
  clockText,
  clockWindow,
  day,
  money,
  taxNamesText,
  weekdayDay,
} from '../platform/mail/compose.ts';
import * as feeEn from '#shared/catalogue/en-CA/api-cancellation-fees.ts';
import * as feeFr from '#shared/catalogue/fr-CA/api-cancellation-fees.ts';
import type { CancellationFeeRow } from '../db/shared-queries/cancellation-policy.ts';
import type { MailAttachment, ComposedMail } from '../platform/mail/mailer.ts';

const texts = catalogue(en, fr);
const feeTexts = catalogue(feeEn, feeFr);

/** A cancellation fee as the customer's e-mail says it: its amount and the tax it includes. */
type TakenFee = Pick<CancellationFeeRow, 'amountCents' | 'taxCents' | 'taxName' | 'takenFrom'>;

function feeSentence(locale: Locale, fee: TakenFee): string {
  const words = feeTexts(locale).cancellationFeeMail;
  return formatMessage(
    locale,
    fee.takenFrom === 'hold' ? words.feeFromHold : words.feeFromSavedCard,
    {
      fee: money(fee.amountCents, locale),
      tax: money(fee.taxCents, locale),
      taxName: fee.taxName ? taxNamesText(fee.taxName, locale) : words.noTax,
    },
  );
}
const movedTexts = catalogue(movedEn, movedFr);

/** What the messages say about a booking, as it stands when they are written. */
export type BookingFacts = {
  bookingNo: string;
  fullName: string;
  email: string;
  /** Null for a booking with no service recorded: the messages say "cleaning". */
  serviceName: string | null;
  cityName: string;
  /** The city's date, YYYY-MM-DD; null for a booking never priced. */
  localDate: string | null;
  fromMinutes: number | null;
  estimatedMinutes: number | null;
  /** With the unit: "4B, 10 Main Street". */
  address: string;
  /** The street line alone, as the notifications have always named the place. */
  street: string;
  totalCents: number | null;
};

/** A customer's move of the booking (decision 121): its price before and after, a new hold. */
export type MovedPrice = { wasCents: number; nowCents: number; newHold: boolean };

/** What the move's e-mail says beyond the new time: the price, and who cleans. */
/** `cleanerName`: the kept cleaner's full name as stored, null when none is kept. */
export type MoveNews = { price: MovedPrice | null; cleanerName: string | null };

const NO_MOVE_NEWS: MoveNews = { price: null, cleanerName: null };

/**
 * The move's lines after the new time: an open booking at the same price keeps the sentence it
 * always had; otherwise the price ("was, now"), the new hold, and the cleaner who keeps it.
 */
function movedLines(locale: Locale, move: MoveNews): string[] {
  const same = move.price === null || move.price.wasCents === move.price.nowCents;
  if (same && move.cleanerName === null) return [texts(locale).moved.same];
  const words = movedTexts(locale).movedLines;
  const lines: string[] = [];
  if (move.price) {
    const now = money(move.price.nowCents, locale);
    lines.push(
      same
        ? t(locale, words.samePrice, { now })
        : t(locale, words.wasNow, { was: money(move.price.wasCents, locale), now }),
    );
    if (move.price.newHold) lines.push(t(locale, words.newHold, { now }));
  }
  lines.push(
    move.cleanerName === null
      ? words.waitingForCleaner
      : t(locale, words.keepsCleaner, { cleaner: firstNameOf(move.cleanerName, locale) }),
  );
  return lines;
}

/**
 * The cleaner as the customer meets them: first name only (`firstNameOf` in the reader's
 * language, from the full name as stored), and the figures others trust.
 */
export type CleanerFacts = {
  fullName: string;
  photoUrl: string | null;
  rating: { average: number; count: number };
  jobsDone: number;
};

/** Who cancelled, as the customer is told. */
export type CancelledBy = 'customer' | 'operator' | 'bank' | 'nobodyAccepted';

/** What the money was before the cancel: what became of it. */
export type MoneyBefore = 'held' | 'cardSaved' | 'nothing';

export type Notice = { title: string; message: string };

/** A notification written in its reader's language, known only when it is written. */
export type LocalNotice = (locale: Locale) => Notice;

const t = (locale: Locale, message: string, values: MessageValues = {}) =>
  formatMessage(locale, message, values);

/** "See your booking: <link>": the last line of every e-mail about a booking. */
export function seeYourBooking(locale: Locale, link: string): string {
  return t(locale, texts(locale).parts.seeYourBooking, { link });
}

/** "Your cleaner" / "Votre préposé(e) au ménage": who, when no name is told. */
export function yourCleaner(locale: Locale): string {
  return texts(locale).parts.yourCleaner;
}

function serviceOf(locale: Locale, facts: BookingFacts): string {
  return facts.serviceName ?? texts(locale).parts.cleaning;
}

/** "9:00AM–12:00PM", or null when the booking has no time. */
export function windowText(locale: Locale, facts: BookingFacts): string | null {
  if (facts.fromMinutes === null || facts.estimatedMinutes === null) return null;
  return clockWindow(facts.fromMinutes, facts.fromMinutes + facts.estimatedMinutes, locale);
}

/** "Deep Cleaning on Tuesday, November 24, 2026, 9:00AM–12:00PM" or less when never priced. */
function what(locale: Locale, facts: BookingFacts): string {
  const parts = texts(locale).parts;
  const window = windowText(locale, facts);
  const service = serviceOf(locale, facts);
  if (facts.localDate === null) return t(locale, parts.what, { service });
  const date = weekdayDay(facts.localDate, locale);
  return window === null
    ? t(locale, parts.whatOnDay, { service, day: date })
    : t(locale, parts.whatOnDayWindow, { service, day: date, window });
}

/** "on November 24, 2026 at 9:00AM": the short form the notifications use. */
function whenShort(locale: Locale, facts: BookingFacts): string {
  const parts = texts(locale).parts;
  if (facts.localDate === null || facts.fromMinutes === null) return parts.whenUnknown;
  return t(locale, parts.whenShort, {
    date: day(facts.localDate, locale),
    time: clockText(facts.fromMinutes, locale),
  });
}

function mail(
  locale: Locale,
  facts: BookingFacts,
  link: string,
  subject: string,
  paragraphs: string[],
  attachments?: MailAttachment[],
): ComposedMail {
  const parts = texts(locale).parts;
  return {
    to: facts.email,
    locale,
    subject,
    text: [
      t(locale, parts.greeting, { name: facts.fullName }),
      ...paragraphs,
      seeYourBooking(locale, link),
      parts.signature,
    ].join('\n\n'),
    ...(attachments && attachments.length > 0 ? { attachments } : {}),
  };
}

function ratingLine(locale: Locale, rating: CleanerFacts['rating']): string {
  const words = texts(locale).accepted;
  if (rating.count === 0) return words.ratingNone;
  const average = rating.average.toFixed(1);
  return t(locale, words.rating, {
    average: locale === 'fr-CA' ? average.replace('.', ',') : average,
    count: rating.count,
  });
}

/**
 * The reason a saved card was not held, in the reader's language when it is ours (the bank check
 * never done); a bank's own words are quoted as the bank gave them.
 */
function reasonIn(locale: Locale, reason: string): string {
  return reason === en.cancelled.cardNeverConfirmed
    ? texts(locale).cancelled.cardNeverConfirmed
    : reason;
}

export const newsTexts = {
  accepted(locale: Locale, facts: BookingFacts, cleaner: CleanerFacts, link: string) {
    const words = texts(locale).accepted;
    const values = { cleaner: firstNameOf(cleaner.fullName, locale), bookingNo: facts.bookingNo };
    const about = [
      t(locale, words.about, values),
      ratingLine(locale, cleaner.rating),
      t(locale, words.jobsDone, { count: String(cleaner.jobsDone) }),
      ...(cleaner.photoUrl ? [t(locale, words.photo, { url: cleaner.photoUrl })] : []),
    ].join('\n');
    return mail(locale, facts, link, t(locale, words.subject, values), [
      t(locale, words.intro, { ...values, what: what(locale, facts) }),
      about,
      words.nothingCharged,
    ]);
  },
  acceptedNotice:
    (facts: BookingFacts, cleanerName: string): LocalNotice =>
    (locale) => {
      const words = texts(locale).accepted;
      return {
        title: words.noticeTitle,
        message: t(locale, words.noticeMessage, {
          cleaner: fullNameOf(cleanerName, locale),
          street: facts.street,
          when: whenShort(locale, facts),
          bookingNo: facts.bookingNo,
        }),
      };
    },

  /** `startedAt`: the moment on the city's clock, or null when it is not known. */
  started(
    locale: Locale,
    facts: BookingFacts,
    cleanerFirstName: string,
    startedAt: string | null,
    link: string,
  ) {
    const words = texts(locale).started;
    return mail(locale, facts, link, t(locale, words.subject, { bookingNo: facts.bookingNo }), [
      t(locale, words.intro, {
        cleaner: cleanerFirstName,
        bookingNo: facts.bookingNo,
        what: what(locale, facts),
        startedAt: startedAt ?? words.startedAtUnknown,
      }),
      words.next,
    ]);
  },
  startedNotice:
    (facts: BookingFacts, cleanerName: string): LocalNotice =>
    (locale) => {
      const words = texts(locale).started;
      return {
        title: words.noticeTitle,
        message: t(locale, words.noticeMessage, {
          cleaner: fullNameOf(cleanerName, locale),
          bookingNo: facts.bookingNo,
        }),
      };
    },

  /** The card was charged: the completion e-mail, with the attachments given (the receipt). */
  completed(
    locale: Locale,
    facts: BookingFacts,
    cleanerFirstName: string,
    link: string,
    attachments: MailAttachment[],
  ) {
    const words = texts(locale).completed;
    const charged =
      facts.totalCents === null
        ? words.chargedHeld
        : t(locale, words.charged, { amount: money(facts.totalCents, locale) });
    return mail(
      locale,
      facts,
      link,
      t(locale, words.subject, { bookingNo: facts.bookingNo }),
      [
        t(locale, words.intro, {
          cleaner: cleanerFirstName,
          bookingNo: facts.bookingNo,
          what: what(locale, facts),
        }),
        charged,
        words.review,
      ],
      attachments,
    );
  },
  completedNotice:
    (facts: BookingFacts, cleanerName: string): LocalNotice =>
    (locale) => {
      const words = texts(locale).completed;
      return {
        title: words.noticeTitle,
        message: t(locale, words.noticeMessage, {
          cleaner: fullNameOf(cleanerName, locale),
          bookingNo: facts.bookingNo,
        }),
      };
    },

  /** The cleaning is done but the card could not be charged: nothing was, and we will call. */
  completedUnpaid(
    locale: Locale,
    facts: BookingFacts,
    problem: 'expired' | 'failed',
    link: string,
  ) {
    const words = texts(locale).completedUnpaid;
    return mail(locale, facts, link, t(locale, words.subject, { bookingNo: facts.bookingNo }), [
      t(locale, words.intro, { bookingNo: facts.bookingNo, what: what(locale, facts) }),
      t(locale, words.problem, { problem }),
    ]);
  },
  unpaidNotice:
    (facts: BookingFacts): LocalNotice =>
    (locale) => {
      const words = texts(locale).completedUnpaid;
      return {
        title: words.noticeTitle,
        message: t(locale, words.noticeMessage, { bookingNo: facts.bookingNo }),
      };
    },

  cancelled(
    locale: Locale,
    facts: BookingFacts,
    by: CancelledBy,
    moneyBefore: MoneyBefore,
    link: string,
    bankSaid: string | null,
    fee: TakenFee | null = null,
  ) {
    const words = texts(locale).cancelled;
    const who: Record<CancelledBy, string> = {
      customer: words.byCustomer,
      operator: words.byOperator,
      bank: bankSaid
        ? t(locale, words.byBankSaying, { reason: reasonIn(locale, bankSaid) })
        : words.byBank,
      nobodyAccepted: words.byNobodyAccepted,
    };
    const moneyWords: Record<MoneyBefore, string> = {
      held:
        facts.totalCents === null
          ? words.held
          : t(locale, words.heldAmount, { amount: money(facts.totalCents, locale) }),
      cardSaved: words.cardSaved,
      nothing: words.nothing,
    };
    return mail(locale, facts, link, t(locale, words.subject, { bookingNo: facts.bookingNo }), [
      t(locale, words.intro, {
        bookingNo: facts.bookingNo,
        what: what(locale, facts),
        who: who[by],
      }),
      by === 'bank' ? words.bank : fee ? feeSentence(locale, fee) : moneyWords[moneyBefore],
    ]);
  },
  cancelledNotice:
    (
      facts: BookingFacts,
      by: CancelledBy,
      moneyBefore: MoneyBefore,
      fee: TakenFee | null = null,
    ): LocalNotice =>
    (locale) => {
      const words = texts(locale).cancelled;
      if (by === 'bank') {
        return {
          title: words.noticeTitle,
          message: t(locale, words.noticeBank, {
            bookingNo: facts.bookingNo,
            what: what(locale, facts),
          }),
        };
      }
      const short: Record<MoneyBefore, string | null> = {
        held:
          facts.totalCents === null
            ? words.noticeHeld
            : t(locale, words.noticeHeldAmount, { amount: money(facts.totalCents, locale) }),
        cardSaved: words.noticeCardSaved,
        nothing: null,
      };
      const sentences = [
        t(locale, words.noticeMessage, { bookingNo: facts.bookingNo }),
        by === 'nobodyAccepted' ? words.noticeNobodyAccepted : null,
        fee
          ? t(locale, feeTexts(locale).cancellationFeeMail.noticeFee, {
              fee: money(fee.amountCents, locale),
            })
          : short[moneyBefore],
      ];
      return {
        title: words.noticeTitle,
        message: sentences.filter((sentence) => sentence !== null).join(' '),
      };
    },

  handedBack(locale: Locale, facts: BookingFacts, cleanerFirstName: string | null, link: string) {
    const words = texts(locale).handedBack;
    return mail(locale, facts, link, t(locale, words.subject, { bookingNo: facts.bookingNo }), [
      t(locale, words.intro, {
        cleaner: cleanerFirstName ?? yourCleaner(locale),
        bookingNo: facts.bookingNo,
        what: what(locale, facts),
        city: facts.cityName,
      }),
      words.nothingCharged,
    ]);
  },
  handedBackNotice:
    (facts: BookingFacts, cleanerName: string | null): LocalNotice =>
    (locale) => {
      const words = texts(locale).handedBack;
      return {
        title: words.noticeTitle,
        message: t(locale, words.noticeMessage, {
          cleaner: fullNameOf(cleanerName, locale) ?? yourCleaner(locale),
          when: whenShort(locale, facts),
          bookingNo: facts.bookingNo,
        }),
      };
    },

  moved(locale: Locale, facts: BookingFacts, link: string, move: MoveNews = NO_MOVE_NEWS) {
    const words = texts(locale).moved;
    return mail(locale, facts, link, t(locale, words.subject, { bookingNo: facts.bookingNo }), [
      t(locale, words.intro, {
        bookingNo: facts.bookingNo,
        what: what(locale, facts),
        city: facts.cityName,
      }),
      ...movedLines(locale, move),
    ]);
  },
  movedNotice:
    (facts: BookingFacts): LocalNotice =>
    (locale) => {
      const words = texts(locale).moved;
      const when =
        facts.localDate === null || facts.fromMinutes === null
          ? words.whenUnknown
          : t(locale, words.when, {
              date: day(facts.localDate, locale),
              time: clockText(facts.fromMinutes, locale),
            });
      return {
        title: words.noticeTitle,
        message: t(locale, words.noticeMessage, { bookingNo: facts.bookingNo, when }),
      };
    },

  reminder(locale: Locale, facts: BookingFacts, cleanerFirstName: string | null, link: string) {
    const words = texts(locale).reminder;
    const window = windowText(locale, facts) ?? '';
    const date = facts.localDate === null ? '' : weekdayDay(facts.localDate, locale);
    const from = facts.fromMinutes === null ? words.theStart : clockText(facts.fromMinutes, locale);
    const time =
      facts.estimatedMinutes === null
        ? t(locale, words.timeWithoutHours, { window, city: facts.cityName })
        : t(locale, words.time, {
            window,
            hours: facts.estimatedMinutes / 60,
            city: facts.cityName,
          });
    const details = [
      t(locale, words.bookingNumber, { bookingNo: facts.bookingNo }),
      t(locale, words.service, { service: serviceOf(locale, facts) }),
      t(locale, words.date, { day: date }),
      time,
      t(locale, words.address, { address: facts.address }),
      t(locale, words.cleaner, { cleaner: cleanerFirstName ?? words.cleanerNotConfirmed }),
    ].join('\n');
    const prepare = [
      words.prepare,
      words.clear,
      words.valuables,
      words.pets,
      t(locale, words.access, { who: cleanerFirstName ?? words.yourCleaner, from }),
      words.supplies,
    ].join('\n');
    return mail(locale, facts, link, t(locale, words.subject, { day: date }), [
      words.intro,
      details,
      prepare,
      words.cancel,
    ]);
  },
  reminderNotice:
    (facts: BookingFacts): LocalNotice =>
    (locale) => {
      const words = texts(locale).reminder;
      const window = windowText(locale, facts);
      const values = {
        service: serviceOf(locale, facts),
        when: whenShort(locale, facts),
        address: facts.address,
        bookingNo: facts.bookingNo,
      };
      return {
        title: words.noticeTitle,
        message:
          window === null
            ? t(locale, words.noticeMessageWithoutWindow, values)
            : t(locale, words.noticeMessage, { ...values, window }),
      };
    },

  refunded(locale: Locale, facts: BookingFacts, amountCents: number, full: boolean, link: string) {
    const words = texts(locale).refunded;
    return mail(locale, facts, link, t(locale, words.subject, { bookingNo: facts.bookingNo }), [
      t(locale, words.intro, {
        amount: money(amountCents, locale),
        bookingNo: facts.bookingNo,
        full: full ? 'yes' : 'no',
      }),
    ]);
  },
  refundedNotice:
    (facts: BookingFacts, amountCents: number): LocalNotice =>
    (locale) => {
      const words = texts(locale).refunded;
      return {
        title: words.noticeTitle,
        message: t(locale, words.noticeMessage, {
          amount: money(amountCents, locale),
          bookingNo: facts.bookingNo,
        }),
      };
    },
};
