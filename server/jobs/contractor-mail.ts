/*
 * What a cleaner reads about their own jobs, in their language (decision 105; the texts are in
 * shared/catalogue/<locale>/mail-jobs.ts): the e-mails when they accept or complete a job or an
 * operator hands one back for them, and the sentence of their pay the notifications share.
 */
import * as en from '#shared/catalogue/en-CA/mail-jobs.ts';
import * as fr from '#shared/catalogue/fr-CA/mail-jobs.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import type { JobRow } from '../db/shared-queries/job-views.ts';
import { catalogue } from '../i18n/index.ts';
import {
  clockOnDay,
  clockWindow,
  composeMail,
  money,
  weekdayDay,
} from '../platform/mail/compose.ts';
import type { ComposedMail } from '../platform/mail/mailer.ts';
import { contactShared, contactSharedFrom, jobPayCents } from './job-view.ts';

const texts = catalogue(en, fr);

/** Spec §1 and §9: what the hiring pages promise about when a cleaner is paid. */
export const PAID_WITHIN = en.jobPay.paidWithin;

/**
 * "You earn $81.00. ": a cleaner's figure for a job is their pay, never the customer's price.
 * Empty for a job without a pay rate (a booking from before pay rates existed).
 */
export function earnSentence(
  row: JobRow,
  verb: 'earn' | 'earned' = 'earn',
  locale: Locale = DEFAULT_LOCALE,
): string {
  const pay = jobPayCents(row);
  if (pay === null) return '';
  const words = texts(locale).jobPay;
  return `${formatMessage(locale, words[verb], { amount: money(pay, locale) })} `;
}

function jobLines(locale: Locale, row: JobRow, withAddress: boolean): string[] {
  const words = texts(locale).jobLines;
  const { booking } = row;
  const from = booking.fromMinutes ?? 0;
  const minutes = booking.estimatedMinutes ?? 0;
  const address = booking.unit ? `${booking.unit}, ${booking.address}` : booking.address;
  const t = (message: string, values: Record<string, string | number>) =>
    formatMessage(locale, message, values);
  return [
    t(words.bookingNumber, { bookingNo: booking.bookingNo }),
    t(words.service, { service: row.serviceName ?? '' }),
    t(words.city, { city: row.cityName ?? '' }),
    t(words.date, { day: booking.localDate === null ? '' : weekdayDay(booking.localDate, locale) }),
    t(words.time, {
      window: clockWindow(from, from + minutes, locale),
      hours: minutes / 60,
    }),
    ...(withAddress ? [t(words.address, { address })] : []),
  ];
}

/**
 * Where the accepted-job e-mail sends the cleaner for the customer's details: the job, once they
 * show; else the time they will show from (decision 079).
 */
function contactSentence(locale: Locale, row: JobRow, now: Date): string {
  const words = texts(locale).jobAccepted;
  const from = contactSharedFrom(row.booking);
  if (contactShared(row.booking, now) || from === null || row.timeZone === null) {
    return words.contactOnJob;
  }
  return formatMessage(locale, words.contactFrom, {
    when: clockOnDay(from, row.timeZone, locale),
  });
}

/**
 * To the cleaner who accepted a job: when, and their pay; where, only once the customer's details
 * show to them (from 24 hours before the job, decision 079), so an accept days ahead mails no
 * street address.
 */
export function jobAcceptedMail(
  to: string,
  locale: Locale,
  cleanerName: string,
  row: JobRow,
  now: Date,
): ComposedMail {
  const words = texts(locale);
  return composeMail(to, locale, words.jobAccepted, {
    name: cleanerName,
    bookingNo: row.booking.bookingNo,
    lines: jobLines(locale, row, contactShared(row.booking, now)).join('\n'),
    pay: earnSentence(row, 'earn', locale),
    paidWithin: words.jobPay.paidWithin,
    contact: contactSentence(locale, row, now),
  });
}

/** To the cleaner who completed a job: what they earned and when it is paid. */
export function jobCompletedMail(
  to: string,
  locale: Locale,
  cleanerName: string,
  row: JobRow,
): ComposedMail {
  const words = texts(locale);
  return composeMail(to, locale, words.jobCompleted, {
    name: cleanerName,
    bookingNo: row.booking.bookingNo,
    lines: jobLines(locale, row, false).join('\n'),
    pay: earnSentence(row, 'earned', locale),
    paidWithin: words.jobPay.paidWithin,
  });
}

/** To the cleaner whose accepted job an operator handed back for them. */
export function jobHandedBackMail(to: string, locale: Locale, bookingNo: string): ComposedMail {
  return composeMail(to, locale, texts(locale).jobHandedBack, { bookingNo });
}

/** The cleaners' notifications about jobs, in the language asked. */
export function jobNotices(locale: Locale) {
  return texts(locale).jobNotices;
}
