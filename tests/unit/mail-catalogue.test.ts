import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as enAccounts from '#shared/catalogue/en-CA/mail-accounts.ts';
import * as frAccounts from '#shared/catalogue/fr-CA/mail-accounts.ts';
import * as enNews from '#shared/catalogue/en-CA/mail-booking-news.ts';
import * as frNews from '#shared/catalogue/fr-CA/mail-booking-news.ts';
import * as enJobs from '#shared/catalogue/en-CA/mail-jobs.ts';
import * as frJobs from '#shared/catalogue/fr-CA/mail-jobs.ts';
import * as enOperators from '#shared/catalogue/en-CA/mail-operators.ts';
import * as frOperators from '#shared/catalogue/fr-CA/mail-operators.ts';
import * as enPayments from '#shared/catalogue/en-CA/mail-payments.ts';
import * as frPayments from '#shared/catalogue/fr-CA/mail-payments.ts';
import * as enQuote from '#shared/catalogue/en-CA/mail-quote.ts';
import * as frQuote from '#shared/catalogue/fr-CA/mail-quote.ts';
import * as enUnaccepted from '#shared/catalogue/en-CA/mail-unaccepted.ts';
import * as frUnaccepted from '#shared/catalogue/fr-CA/mail-unaccepted.ts';
import { formatClock, formatDay, formatMoney, formatWeekdayDay } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage, type MessageValues } from '#shared/i18n/message.ts';
import { newsTexts, type BookingFacts } from '#server/booking-news/news-messages.ts';
import { unacceptedMails, type NoticeFacts } from '#server/bookings/unaccepted-messages.ts';
import { pausedCleanerMail } from '#server/console/paused-cleaner-alert.ts';
import type { JobRow } from '#server/db/shared-queries/job-views.ts';
import {
  jobAcceptedMail,
  jobCompletedMail,
  jobHandedBackMail,
} from '#server/jobs/contractor-mail.ts';
import { handBacksMail } from '#server/jobs/hand-back-cap.ts';
import { uncoveredJobsMail } from '#server/jobs/uncovered-jobs.ts';
import { bookingCalendar } from '#server/payments/booking-calendar.ts';
import { paymentMails, type PaidBooking } from '#server/payments/payment-messages.ts';
import type { ComposedMail } from '#server/platform/mail/mailer.ts';
import { mailMessages } from '#server/platform/mail/messages.ts';
import { quoteMail } from '#server/quote/quote-email.ts';

/*
 * Every e-mail kind, rendered in English and in French (decision 105), has the subject and body
 * its language's catalogue gives with the same values, records that language, and a French one
 * carries no text of the English catalogue.
 */

const LOCALES = ['en-CA', 'fr-CA'] as const;
const catalogues = {
  'en-CA': {
    accounts: enAccounts,
    news: enNews,
    jobs: enJobs,
    operators: enOperators,
    payments: enPayments,
    quote: enQuote,
    unaccepted: enUnaccepted,
  },
  'fr-CA': {
    accounts: frAccounts,
    news: frNews,
    jobs: frJobs,
    operators: frOperators,
    payments: frPayments,
    quote: frQuote,
    unaccepted: frUnaccepted,
  },
} as const;

const f = (locale: Locale, message: string, values: MessageValues = {}) =>
  formatMessage(locale, message, values);
const money = (cents: number, locale: Locale) => formatMoney(cents / 100, locale);
const windowOf = (from: number, until: number, locale: Locale) =>
  locale === 'fr-CA'
    ? `${formatClock(from, locale)}\u00a0–\u00a0${formatClock(until, locale)}`
    : `${formatClock(from, locale)}–${formatClock(until, locale)}`;

const URL = 'https://mapleshine.example';
const LINK = `${URL}/booking-link/abcdefghijklmnopqrstuvwx`;
const DAY = '2026-11-24';

const facts: BookingFacts = {
  bookingNo: 'MS-100042',
  fullName: 'Léa Gagnon',
  email: 'lea@example.ca',
  serviceName: 'Deep Cleaning',
  cityName: 'Gatineau',
  localDate: DAY,
  fromMinutes: 570,
  estimatedMinutes: 180,
  address: '4B, 10 rue Principale',
  street: '10 rue Principale',
  totalCents: 123_456,
};

const paid: PaidBooking = {
  bookingNo: 'MS-100042',
  fullName: 'Léa Gagnon',
  email: 'lea@example.ca',
  serviceName: 'Deep Cleaning',
  cityName: 'Gatineau',
  localDate: DAY,
  fromMinutes: 570,
  estimatedMinutes: 150,
  address: '10 rue Principale',
  unit: '4B',
  extras: ['Inside Oven'],
  subtotalCents: 15_000,
  discountCents: 1_000,
  taxCents: 2_100,
  taxName: 'GST + QST',
  totalCents: 16_100,
};

const jobRow = {
  booking: {
    bookingNo: 'MS-100042',
    fullName: 'Léa Gagnon',
    email: 'lea@example.ca',
    status: 'assigned',
    fromMinutes: 570,
    estimatedMinutes: 180,
    localDate: DAY,
    unit: '4B',
    address: '10 rue Principale',
    extras: [],
    hourlyRateCents: 5_000,
    subtotalCents: 15_000,
    discountCents: 0,
    taxName: 'GST',
    taxCents: 750,
    totalCents: 15_750,
    contractorPayCents: 8_100,
    startsAt: new Date('2026-11-24T14:30:00Z'),
    startedAt: null,
  },
  serviceName: 'Deep Cleaning',
  cityName: 'Gatineau',
  timeZone: 'America/Toronto',
  payRateCents: 2_700,
} as unknown as JobRow;

type Case = {
  kind: string;
  render: (locale: Locale) => ComposedMail;
  expected: (locale: Locale) => { subject: string; text: string };
};

/** A catalogue e-mail with a subject and a body, each formatted with the same values. */
function whole(
  locale: Locale,
  texts: { subject: string; body: string },
  values: MessageValues = {},
): { subject: string; text: string } {
  return { subject: f(locale, texts.subject, values), text: f(locale, texts.body, values) };
}

/** An e-mail about a booking: its greeting, paragraphs, link and signature. */
function newsMail(locale: Locale, subject: string, paragraphs: string[]) {
  const parts = catalogues[locale].news.parts;
  return {
    subject,
    text: [
      f(locale, parts.greeting, { name: facts.fullName }),
      ...paragraphs,
      f(locale, parts.seeYourBooking, { link: LINK }),
      parts.signature,
    ].join('\n\n'),
  };
}

const what = (locale: Locale) =>
  f(locale, catalogues[locale].news.parts.whatOnDayWindow, {
    service: 'Deep Cleaning',
    day: formatWeekdayDay(DAY, locale),
    window: windowOf(570, 750, locale),
  });

const accountCases: Case[] = [
  {
    kind: 'activation',
    render: (l) => mailMessages.activation('a@example.ca', l, 'Léa', LINK),
    expected: (l) => whole(l, catalogues[l].accounts.activation, { firstName: 'Léa', link: LINK }),
  },
  {
    kind: 'passwordReset',
    render: (l) => mailMessages.passwordReset('a@example.ca', l, LINK),
    expected: (l) => whole(l, catalogues[l].accounts.passwordReset, { link: LINK }),
  },
  ...(
    [
      ['alreadyRegistered', true],
      ['passwordChanged', false],
      ['applicationAlreadyReceived', true],
      ['applicationNeedsAccountPassword', false],
      ['bookingWithYourAddress', true],
    ] as const
  ).map(([kind, login]) => ({
    kind,
    render: (l: Locale) => mailMessages[kind]('a@example.ca', l, URL),
    expected: (l: Locale) => {
      const prefix = l === 'fr-CA' ? '/fr' : '';
      return whole(l, catalogues[l].accounts[kind], {
        ...(login ? { loginUrl: `${URL}${prefix}/login` } : {}),
        forgotPasswordUrl: `${URL}${prefix}/forgot-password`,
      });
    },
  })),
  {
    kind: 'registrationOverBookings',
    render: (l) => mailMessages.registrationOverBookings('a@example.ca', l, LINK),
    expected: (l) => whole(l, catalogues[l].accounts.registrationOverBookings, { link: LINK }),
  },
  {
    kind: 'applicationReceived',
    render: (l) => mailMessages.applicationReceived('a@example.ca', l, 'Noah Roy'),
    expected: (l) => whole(l, catalogues[l].accounts.applicationReceived, { fullName: 'Noah Roy' }),
  },
  {
    kind: 'applicationToConfirm',
    render: (l) => mailMessages.applicationToConfirm('a@example.ca', l, 'Noah Roy', LINK),
    expected: (l) =>
      whole(l, catalogues[l].accounts.applicationToConfirm, { fullName: 'Noah Roy', link: LINK }),
  },
  {
    kind: 'applicationApproved',
    render: (l) => mailMessages.applicationApproved('a@example.ca', l, 'Noah Roy', URL),
    expected: (l) =>
      whole(l, catalogues[l].accounts.applicationApproved, {
        fullName: 'Noah Roy',
        loginUrl: `${URL}${l === 'fr-CA' ? '/fr' : ''}/login`,
      }),
  },
  {
    kind: 'applicationRejected',
    render: (l) => mailMessages.applicationRejected('a@example.ca', l, 'Noah Roy', 'No consent.'),
    expected: (l) =>
      whole(l, catalogues[l].accounts.applicationRejected, {
        fullName: 'Noah Roy',
        reason: 'No consent.',
      }),
  },
  {
    kind: 'bookingWithOperatorAddress',
    render: (l) => mailMessages.bookingWithOperatorAddress('a@example.ca', l),
    expected: (l) => whole(l, catalogues[l].accounts.bookingWithOperatorAddress),
  },
];

const operator = (locale: Locale) => ({ fullName: 'Ava Chen', email: 'ava@example.ca', locale });
const heldJob = {
  bookingNo: 'MS-100042',
  serviceName: 'Deep Cleaning',
  localDate: DAY,
  fromMinutes: 570,
  estimatedMinutes: 180,
};
const jobLine = (l: Locale) =>
  f(l, catalogues[l].operators.jobLines.withTime, {
    bookingNo: 'MS-100042',
    service: 'Deep Cleaning',
    day: formatWeekdayDay(DAY, l),
    window: windowOf(570, 750, l),
  });

const operatorCases: Case[] = [
  {
    kind: 'operatorInvitation',
    render: (l) => mailMessages.operatorInvitation('a@example.ca', l, 'Ava Chen', 'Sam Lee', LINK),
    expected: (l) =>
      whole(l, catalogues[l].operators.operatorInvitation, {
        fullName: 'Ava Chen',
        invitedBy: 'Sam Lee',
        link: LINK,
      }),
  },
  {
    kind: 'operatorAdded',
    render: (l) =>
      mailMessages.operatorAdded(
        operator(l),
        l,
        { email: 'new@example.ca', fullName: 'New Op', byName: 'Sam Lee', when: 'WHEN' },
        `${URL}/admin/operators`,
      ),
    expected: (l) =>
      whole(l, catalogues[l].operators.operatorAdded, {
        name: 'Ava Chen',
        addedName: 'New Op',
        addedEmail: 'new@example.ca',
        byName: 'Sam Lee',
        when: 'WHEN',
        operatorsUrl: `${URL}/admin/operators`,
      }),
  },
  {
    kind: 'contactMessage',
    render: (l) =>
      mailMessages.contactMessage(
        'office@example.ca',
        l,
        { name: 'Sam Lee', email: 'sam@example.ca', mobile: '6135550100' },
        'Hello {there}',
      ),
    expected: (l) =>
      whole(l, catalogues[l].operators.contactMessage, {
        name: 'Sam Lee',
        email: 'sam@example.ca',
        mobile: '6135550100',
        message: 'Hello {there}',
      }),
  },
  {
    kind: 'pausedCleaner',
    render: (l) =>
      pausedCleanerMail(
        operator(l),
        { byName: null, cleanerName: 'Noah Roy', cityName: 'Gatineau', reason: 'Late twice.' },
        [heldJob, heldJob] as never,
        `${URL}/admin/cleaners/7`,
      ),
    expected: (l) =>
      whole(l, catalogues[l].operators.pausedCleaner, {
        name: 'Ava Chen',
        byName: catalogues[l].operators.operatorNames.anOperator,
        cleanerName: 'Noah Roy',
        cityName: 'Gatineau',
        reason: 'Late twice.',
        count: 2,
        jobs: [jobLine(l), jobLine(l)].join('\n'),
        cleanerUrl: `${URL}/admin/cleaners/7`,
      }),
  },
  {
    kind: 'handBacks',
    render: (l) =>
      handBacksMail(
        operator(l),
        { cleanerName: 'Noah Roy', cityName: 'Gatineau', count: 3, max: 3, contactWasShown: true },
        jobRow,
        `${URL}/admin/cleaners/7`,
      ),
    expected: (l) =>
      whole(l, catalogues[l].operators.handBacks, {
        name: 'Ava Chen',
        cleanerName: 'Noah Roy',
        cityName: 'Gatineau',
        count: 3,
        job: jobLine(l),
        shown: 'yes',
        capLine: catalogues[l].operators.handBacks.capReached,
        cleanerUrl: `${URL}/admin/cleaners/7`,
      }),
  },
  {
    kind: 'uncoveredJobs',
    render: (l) =>
      uncoveredJobsMail(
        operator(l),
        { cleanerName: 'Noah Roy', cityName: 'Gatineau' },
        [heldJob] as never,
        `${URL}/admin`,
      ),
    expected: (l) =>
      whole(l, catalogues[l].operators.uncoveredJobs, {
        name: 'Ava Chen',
        count: 1,
        cleanerName: 'Noah Roy',
        cityName: 'Gatineau',
        jobs: jobLine(l),
        consoleUrl: `${URL}/admin`,
      }),
  },
];

const jobLinesOf = (l: Locale, withAddress: boolean) => {
  const words = catalogues[l].jobs.jobLines;
  return [
    f(l, words.bookingNumber, { bookingNo: 'MS-100042' }),
    f(l, words.service, { service: 'Deep Cleaning' }),
    f(l, words.city, { city: 'Gatineau' }),
    f(l, words.date, { day: formatWeekdayDay(DAY, l) }),
    f(l, words.time, { window: windowOf(570, 750, l), hours: 3 }),
    ...(withAddress ? [f(l, words.address, { address: '4B, 10 rue Principale' })] : []),
  ].join('\n');
};

const jobCases: Case[] = [
  {
    kind: 'jobAccepted (details shown)',
    render: (l) =>
      jobAcceptedMail('c@example.ca', l, 'Noah Roy', jobRow, new Date('2026-11-24T12:00:00Z')),
    expected: (l) =>
      whole(l, catalogues[l].jobs.jobAccepted, {
        name: 'Noah Roy',
        bookingNo: 'MS-100042',
        lines: jobLinesOf(l, true),
        pay: `${f(l, catalogues[l].jobs.jobPay.earn, { amount: money(8_100, l) })} `,
        paidWithin: catalogues[l].jobs.jobPay.paidWithin,
        contact: catalogues[l].jobs.jobAccepted.contactOnJob,
      }),
  },
  {
    kind: 'jobAccepted (details later)',
    render: (l) =>
      jobAcceptedMail('c@example.ca', l, 'Noah Roy', jobRow, new Date('2026-11-20T12:00:00Z')),
    expected: (l) =>
      whole(l, catalogues[l].jobs.jobAccepted, {
        name: 'Noah Roy',
        bookingNo: 'MS-100042',
        lines: jobLinesOf(l, false),
        pay: `${f(l, catalogues[l].jobs.jobPay.earn, { amount: money(8_100, l) })} `,
        paidWithin: catalogues[l].jobs.jobPay.paidWithin,
        // 24 hours before 9:30AM on the 24th, in Gatineau's zone.
        contact: f(l, catalogues[l].jobs.jobAccepted.contactFrom, {
          when:
            l === 'fr-CA'
              ? `${formatDay('2026-11-23', l)} à ${formatClock(570, l)}`
              : `${formatClock(570, l)} on ${formatDay('2026-11-23', l)}`,
        }),
      }),
  },
  {
    kind: 'jobCompleted',
    render: (l) => jobCompletedMail('c@example.ca', l, 'Noah Roy', jobRow),
    expected: (l) =>
      whole(l, catalogues[l].jobs.jobCompleted, {
        name: 'Noah Roy',
        bookingNo: 'MS-100042',
        lines: jobLinesOf(l, false),
        pay: `${f(l, catalogues[l].jobs.jobPay.earned, { amount: money(8_100, l) })} `,
        paidWithin: catalogues[l].jobs.jobPay.paidWithin,
      }),
  },
  {
    kind: 'jobHandedBack',
    render: (l) => jobHandedBackMail('c@example.ca', l, 'MS-100042'),
    expected: (l) => whole(l, catalogues[l].jobs.jobHandedBack, { bookingNo: 'MS-100042' }),
  },
];

const quoteCase: Case = {
  kind: 'quote',
  render: (l) => quoteMail(jobRow, l),
  expected: (l) => {
    const words = catalogues[l].quote.quoteMail;
    const lines = [
      f(l, words.service, { service: 'Deep Cleaning' }),
      f(l, words.date, { day: formatWeekdayDay(DAY, l) }),
      f(l, words.window, { from: formatClock(570, l), until: formatClock(750, l) }),
      f(l, words.address, {
        address: f(l, words.unitAddress, { unit: '4B', address: '10 rue Principale' }),
      }),
      f(l, words.extras, { extras: words.noExtras }),
      f(l, words.hours, { hours: '3' }),
      f(l, words.rate, { amount: money(5_000, l) }),
      f(l, words.subtotal, { amount: money(15_000, l) }),
      // The stored tax name in the reader's language (TPS in French).
      f(l, words.tax, { tax: l === 'fr-CA' ? 'TPS' : 'GST', amount: money(750, l) }),
      f(l, words.total, { amount: money(15_750, l) }),
      f(l, words.bookingNumber, { bookingNo: 'MS-100042' }),
    ];
    return whole(l, words, { firstName: 'Léa', bookingNo: 'MS-100042', lines: lines.join('\n') });
  },
};

const time = { localDate: DAY, fromMinutes: 570, untilMinutes: 750 };
const noticeFacts: NoticeFacts = {
  bookingNo: 'MS-100042',
  fullName: 'Léa Gagnon',
  email: 'lea@example.ca',
  serviceName: 'Deep Cleaning',
  time,
  totalCents: 16_100,
  held: true,
  offered: [time],
  link: LINK,
};
const unacceptedCase: Case = {
  kind: 'unacceptedNotice',
  render: (l) => unacceptedMails.notice(l, noticeFacts),
  expected: (l) => {
    const words = catalogues[l].unaccepted;
    const inWords = f(l, words.localTime.inWords, {
      day: formatWeekdayDay(DAY, l),
      from: formatClock(570, l),
      until: formatClock(750, l),
    });
    return whole(l, words.unacceptedNotice, {
      name: 'Léa Gagnon',
      bookingNo: 'MS-100042',
      service: 'Deep Cleaning',
      time: inWords,
      offered: [
        words.unacceptedNotice.offered,
        f(l, words.unacceptedNotice.offeredTime, { time: inWords }),
      ].join('\n'),
      link: LINK,
      money: f(l, words.unacceptedNotice.moneyHeld, { amount: money(16_100, l) }),
    });
  },
};

const announced = (l: Locale) => ({
  service: 'Deep Cleaning',
  city: 'Gatineau',
  day: formatWeekdayDay(DAY, l),
  time: formatClock(570, l),
  window: windowOf(570, 720, l),
  hours: 2.5,
  bookingNo: 'MS-100042',
});

const paymentCases: Case[] = [
  {
    kind: 'confirmation',
    render: (l) => paymentMails.confirmation(l, paid, false, LINK, 'BEGIN:VCALENDAR', LINK),
    expected: (l) => {
      const words = catalogues[l].payments;
      const summary = words.bookingSummary;
      const values = announced(l);
      const lines = [
        f(l, summary.bookingNumber, values),
        f(l, summary.service, values),
        f(l, summary.date, values),
        f(l, summary.time, values),
        f(l, summary.address, { address: '4B, 10 rue Principale' }),
        f(l, summary.city, values),
        f(l, summary.extras, { extras: 'Inside Oven' }),
        '',
        f(l, summary.cleaning, { amount: money(15_000, l) }),
        f(l, summary.discount, { amount: money(1_000, l) }),
        f(l, summary.tax, {
          tax: l === 'fr-CA' ? 'TPS + TVQ' : 'GST + QST',
          amount: money(2_100, l),
        }),
        f(l, summary.total, { amount: money(16_100, l) }),
      ];
      return whole(l, words.confirmation, {
        name: 'Léa Gagnon',
        bookingNo: 'MS-100042',
        summary: lines.join('\n'),
        card: f(l, words.confirmation.cardHeld, { amount: money(16_100, l) }),
        calendarFile: 'mapleshine-MS-100042.ics',
        account: `\n\n${f(l, words.confirmation.setPassword, { link: LINK })}`,
        seeYourBooking: f(l, catalogues[l].news.parts.seeYourBooking, { link: LINK }),
      });
    },
  },
  {
    kind: 'newJob',
    render: (l) =>
      paymentMails.newJob(l, { fullName: 'Noah Roy', email: 'c@example.ca' }, paid, 6_750),
    expected: (l) =>
      whole(l, catalogues[l].payments.newJob, {
        ...announced(l),
        name: 'Noah Roy',
        pay: `${f(l, catalogues[l].payments.paymentParts.earn, { amount: money(6_750, l) })} `,
      }),
  },
  {
    kind: 'newJobs',
    render: (l) =>
      paymentMails.newJobs(l, { fullName: 'Noah Roy', email: 'c@example.ca' }, [
        { ...paid, payCents: 6_750 },
        { ...paid, payCents: null },
      ]),
    expected: (l) => {
      const words = catalogues[l].payments.newJobs;
      return whole(l, words, {
        name: 'Noah Roy',
        count: '2',
        city: 'Gatineau',
        lines: [
          f(l, words.lineWithPay, { ...announced(l), amount: money(6_750, l) }),
          f(l, words.line, announced(l)),
        ].join('\n'),
      });
    },
  },
  {
    kind: 'cardNeedsConfirmation',
    render: (l) => paymentMails.cardNeedsConfirmation(l, paid, LINK),
    expected: (l) =>
      whole(l, catalogues[l].payments.cardNeedsConfirmation, {
        ...announced(l),
        name: 'Léa Gagnon',
        amount: money(16_100, l),
        link: LINK,
        deadline: f(l, catalogues[l].payments.paymentParts.startOn, {
          time: formatClock(570, l),
          day: formatWeekdayDay(DAY, l),
        }),
      }),
  },
];

const cleaner = {
  fullName: 'Noah Tremblay',
  photoUrl: null,
  rating: { average: 4.5, count: 2 },
  jobsDone: 7,
};
const newsCases: Case[] = [
  {
    kind: 'accepted',
    render: (l) => newsTexts.accepted(l, facts, cleaner, LINK),
    expected: (l) => {
      const words = catalogues[l].news.accepted;
      const values = { cleaner: 'Noah', bookingNo: 'MS-100042' };
      return newsMail(l, f(l, words.subject, values), [
        f(l, words.intro, { ...values, what: what(l) }),
        [
          f(l, words.about, values),
          f(l, words.rating, { average: l === 'fr-CA' ? '4,5' : '4.5', count: 2 }),
          f(l, words.jobsDone, { count: '7' }),
        ].join('\n'),
        words.nothingCharged,
      ]);
    },
  },
  {
    kind: 'started',
    render: (l) => newsTexts.started(l, facts, 'Noah', null, LINK),
    expected: (l) => {
      const words = catalogues[l].news.started;
      return newsMail(l, f(l, words.subject, { bookingNo: 'MS-100042' }), [
        f(l, words.intro, {
          cleaner: 'Noah',
          bookingNo: 'MS-100042',
          what: what(l),
          startedAt: words.startedAtUnknown,
        }),
        words.next,
      ]);
    },
  },
  {
    kind: 'completed',
    render: (l) => newsTexts.completed(l, facts, 'Noah', LINK, []),
    expected: (l) => {
      const words = catalogues[l].news.completed;
      return newsMail(l, f(l, words.subject, { bookingNo: 'MS-100042' }), [
        f(l, words.intro, { cleaner: 'Noah', bookingNo: 'MS-100042', what: what(l) }),
        f(l, words.charged, { amount: money(123_456, l) }),
        words.review,
      ]);
    },
  },
  {
    kind: 'completedUnpaid',
    render: (l) => newsTexts.completedUnpaid(l, facts, 'expired', LINK),
    expected: (l) => {
      const words = catalogues[l].news.completedUnpaid;
      return newsMail(l, f(l, words.subject, { bookingNo: 'MS-100042' }), [
        f(l, words.intro, { bookingNo: 'MS-100042', what: what(l) }),
        f(l, words.problem, { problem: 'expired' }),
      ]);
    },
  },
  ...(
    [
      ['customer', 'byCustomer', 'heldAmount'],
      ['operator', 'byOperator', 'heldAmount'],
      ['nobodyAccepted', 'byNobodyAccepted', 'heldAmount'],
      ['bank', 'byBank', 'bank'],
    ] as const
  ).map(([by, who, moneyKey]) => ({
    kind: `cancelled by ${by}`,
    render: (l: Locale) => newsTexts.cancelled(l, facts, by, 'held', LINK, null),
    expected: (l: Locale) => {
      const words = catalogues[l].news.cancelled;
      return newsMail(l, f(l, words.subject, { bookingNo: 'MS-100042' }), [
        f(l, words.intro, { bookingNo: 'MS-100042', what: what(l), who: words[who] }),
        f(l, words[moneyKey], { amount: money(123_456, l) }),
      ]);
    },
  })),
  {
    kind: 'cancelled, card never confirmed',
    render: (l) =>
      newsTexts.cancelled(l, facts, 'bank', 'cardSaved', LINK, enNews.cancelled.cardNeverConfirmed),
    expected: (l) => {
      const words = catalogues[l].news.cancelled;
      return newsMail(l, f(l, words.subject, { bookingNo: 'MS-100042' }), [
        f(l, words.intro, {
          bookingNo: 'MS-100042',
          what: what(l),
          who: f(l, words.byBankSaying, { reason: words.cardNeverConfirmed }),
        }),
        words.bank,
      ]);
    },
  },
  {
    kind: 'handedBack',
    render: (l) => newsTexts.handedBack(l, facts, null, LINK),
    expected: (l) => {
      const words = catalogues[l].news.handedBack;
      return newsMail(l, f(l, words.subject, { bookingNo: 'MS-100042' }), [
        f(l, words.intro, {
          cleaner: catalogues[l].news.parts.yourCleaner,
          bookingNo: 'MS-100042',
          what: what(l),
          city: 'Gatineau',
        }),
        words.nothingCharged,
      ]);
    },
  },
  {
    kind: 'moved',
    render: (l) => newsTexts.moved(l, facts, LINK),
    expected: (l) => {
      const words = catalogues[l].news.moved;
      return newsMail(l, f(l, words.subject, { bookingNo: 'MS-100042' }), [
        f(l, words.intro, { bookingNo: 'MS-100042', what: what(l), city: 'Gatineau' }),
        words.same,
      ]);
    },
  },
  {
    kind: 'reminder',
    render: (l) => newsTexts.reminder(l, facts, 'Noah', LINK),
    expected: (l) => {
      const words = catalogues[l].news.reminder;
      const day = formatWeekdayDay(DAY, l);
      return newsMail(l, f(l, words.subject, { day }), [
        words.intro,
        [
          f(l, words.bookingNumber, { bookingNo: 'MS-100042' }),
          f(l, words.service, { service: 'Deep Cleaning' }),
          f(l, words.date, { day }),
          f(l, words.time, { window: windowOf(570, 750, l), hours: 3, city: 'Gatineau' }),
          f(l, words.address, { address: '4B, 10 rue Principale' }),
          f(l, words.cleaner, { cleaner: 'Noah' }),
        ].join('\n'),
        [
          words.prepare,
          words.clear,
          words.valuables,
          words.pets,
          f(l, words.access, { who: 'Noah', from: formatClock(570, l) }),
          words.supplies,
        ].join('\n'),
        words.cancel,
      ]);
    },
  },
  {
    kind: 'refunded',
    render: (l) => newsTexts.refunded(l, facts, 5_000, true, LINK),
    expected: (l) => {
      const words = catalogues[l].news.refunded;
      return newsMail(l, f(l, words.subject, { bookingNo: 'MS-100042' }), [
        f(l, words.intro, { amount: money(5_000, l), bookingNo: 'MS-100042', full: 'yes' }),
      ]);
    },
  },
];

const cases: Case[] = [
  ...accountCases,
  ...operatorCases,
  ...jobCases,
  quoteCase,
  unacceptedCase,
  ...paymentCases,
  ...newsCases,
];

/**
 * The English catalogue's sentences: the text of each message before its first placeholder, when
 * it is long enough to be a sentence nobody would write the same in French.
 */
function englishSentences(): string[] {
  const directory = path.resolve('shared', 'catalogue', 'en-CA');
  const modules = readdirSync(directory).filter((file) => file.startsWith('mail-'));
  expect(modules.length).toBeGreaterThanOrEqual(7);
  const all = [enAccounts, enNews, enJobs, enOperators, enPayments, enQuote, enUnaccepted];
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  all.forEach(walk);
  return texts
    .flatMap((text) => text.split(/\{[^}]*\}|\n/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 24);
}

describe('every e-mail kind in both languages', () => {
  it('covers every e-mail the product composes', () => {
    expect(new Set(cases.map((c) => c.kind)).size).toBe(cases.length);
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases.flatMap((c) => LOCALES.map((locale) => [c.kind, locale, c] as const)))(
    '%s in %s: subject and body from the catalogue, its language recorded',
    (_kind, locale, c) => {
      const mail = c.render(locale);
      const expected = c.expected(locale);
      expect(mail.locale).toBe(locale);
      expect(mail.subject).toBe(expected.subject);
      expect(mail.text).toBe(expected.text);
    },
  );

  const english = englishSentences();
  it.each(cases.map((c) => [c.kind, c] as const))(
    '%s in French carries no English catalogue sentence',
    (_kind, c) => {
      const mail = c.render('fr-CA');
      const english_ = c.render('en-CA');
      expect(mail.subject).not.toBe(english_.subject);
      const leftovers = english.filter(
        (sentence) => mail.subject.includes(sentence) || mail.text.includes(sentence),
      );
      expect(leftovers).toEqual([]);
    },
  );
});

describe('the calendar event the confirmation attaches', () => {
  it('is written in the language the booking was made in', () => {
    const booking = {
      ...paid,
      startsAt: new Date('2026-11-24T14:30:00Z'),
      createdAt: new Date('2026-11-20T12:00:00Z'),
    };
    // iCalendar folds long lines at 75 octets: unfold before reading.
    const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '');
    const french = unfolded(bookingCalendar(booking, 'fr-CA'));
    const english = unfolded(bookingCalendar(booking, 'en-CA'));
    expect(english).toContain(
      `SUMMARY:${f('en-CA', enPayments.calendarEvent.title, { service: 'Deep Cleaning', bookingNo: 'MS-100042' })}`,
    );
    expect(french).toContain(
      `SUMMARY:${f('fr-CA', frPayments.calendarEvent.title, { service: 'Deep Cleaning', bookingNo: 'MS-100042' })}`,
    );
    expect(french).toContain('Votre préposé(e) au ménage arrive');
    expect(french).not.toContain('Your cleaner');
  });
});
