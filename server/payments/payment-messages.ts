import type { MailMessage } from '../platform/mail/mailer.ts';
import { calendarFileName } from './booking-calendar.ts';
import { minutesToClock } from '../domain/local-time.ts';
import { centsToText } from '../domain/money.ts';
import { seeYourBooking } from '../booking-news/index.ts';

/** What the payment texts say about a booking; prices are those the customer agreed to. */
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
  taxCents: number;
  taxName: string;
  totalCents: number;
};

/** What a cleaner is told of a job before accepting it (decision 025). */
export type AnnouncedJob = Pick<
  PaidBooking,
  'bookingNo' | 'serviceName' | 'cityName' | 'localDate' | 'fromMinutes' | 'estimatedMinutes'
>;

const longDate = new Intl.DateTimeFormat('en-CA', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Tuesday, November 24, 2026": spec §9 shows dates in English-Canada month-name format. */
export function dateInWords(localDate: string): string {
  const [year, month, day] = localDate.split('-').map(Number) as [number, number, number];
  return longDate.format(new Date(Date.UTC(year, month - 1, day)));
}

/** "9:00AM–12:00PM": the time the cleaner is there. */
export function timeWindow(booking: Pick<PaidBooking, 'fromMinutes' | 'estimatedMinutes'>) {
  const until = booking.fromMinutes + booking.estimatedMinutes;
  return `${minutesToClock(booking.fromMinutes)}–${minutesToClock(until)}`;
}

function hours(minutes: number): string {
  const value = minutes / 60;
  return `${value} ${value === 1 ? 'hour' : 'hours'}`;
}

const dollars = (cents: number) => `$${centsToText(cents)}`;

/** The statement line of the card hold: what the customer sees on their bank statement. */
export function paymentDescription(booking: PaidBooking): string {
  return `MapleShine ${booking.bookingNo}: ${booking.serviceName} on ${booking.localDate}`;
}

/** Why a booking whose card was never confirmed with the bank is cancelled at its start. */
export const CARD_NEVER_CONFIRMED =
  'your bank asked you to confirm the card, and it was not confirmed before the cleaning.';

export const paymentTexts = {
  /** To the city's cleaners: their pay at the current rate, never the customer's price. */
  newJob(booking: PaidBooking, payCents: number | null) {
    const pay = payCents === null ? '' : ` You earn ${dollars(payCents)}.`;
    return {
      title: `New job in ${booking.cityName}`,
      message: `${booking.serviceName} on ${dateInWords(booking.localDate)} at ${minutesToClock(booking.fromMinutes)} (${hours(booking.estimatedMinutes)}).${pay} Open Jobs to accept it.`,
    };
  },

  bookingConfirmed(booking: PaidBooking, cardSaved: boolean) {
    const card = cardSaved
      ? 'We will place the hold on your card 24 hours before the cleaning.'
      : 'The amount is held on your card and charged when the cleaning is done.';
    return {
      title: 'Booking confirmed',
      message: `Your ${booking.serviceName} on ${dateInWords(booking.localDate)} at ${minutesToClock(booking.fromMinutes)} is booked (${booking.bookingNo}). ${card} We will tell you when a cleaner accepts it.`,
    };
  },

  /** The saved card's hold needs the customer's bank check (decision 099). */
  cardNeedsConfirmation(booking: PaidBooking) {
    return {
      title: 'Please confirm your card',
      message: `Your bank asks you to confirm your card before we hold ${dollars(booking.totalCents)} for ${booking.bookingNo} (${booking.serviceName} on ${dateInWords(booking.localDate)}). Open the link in our e-mail to confirm it before the cleaning starts, or the booking is cancelled.`,
    };
  },

  cardConfirmed(booking: PaidBooking) {
    return {
      title: 'Card confirmed',
      message: `Thank you: your bank confirmed your card, and ${dollars(booking.totalCents)} is now held for ${booking.bookingNo}. It is charged only when the cleaning is done.`,
    };
  },

  cardNotHeldForContractor(booking: PaidBooking) {
    return {
      title: 'Job cancelled',
      message: `Job ${booking.bookingNo} (${booking.serviceName} on ${dateInWords(booking.localDate)} at ${minutesToClock(booking.fromMinutes)}) is cancelled: the customer's card could not be held. That time is free again.`,
    };
  },
};

function receipt(booking: PaidBooking): string {
  const address = booking.unit ? `${booking.unit}, ${booking.address}` : booking.address;
  const lines = [
    `Booking number: ${booking.bookingNo}`,
    `Service: ${booking.serviceName}`,
    `Date: ${dateInWords(booking.localDate)}`,
    `Time: ${timeWindow(booking)} (${hours(booking.estimatedMinutes)})`,
    `Address: ${address}`,
    `City: ${booking.cityName}`,
    `Extras: ${booking.extras.length > 0 ? booking.extras.join(', ') : 'none'}`,
    '',
    `Cleaning: ${dollars(booking.subtotalCents)}`,
    ...(booking.discountCents > 0 ? [`Coupon discount: -${dollars(booking.discountCents)}`] : []),
    `${booking.taxName || 'Tax'}: ${dollars(booking.taxCents)}`,
    `Total: ${dollars(booking.totalCents)} CAD`,
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
    booking: PaidBooking,
    cardSaved: boolean,
    setPasswordLink: string | null,
    calendar: string,
    bookingLink: string,
  ) {
    const card = cardSaved
      ? `Your card is saved. We place a hold of ${dollars(booking.totalCents)} on it 24 hours before the cleaning and charge it only when the cleaning is done.`
      : `We have placed a hold of ${dollars(booking.totalCents)} on your card. It is charged only when the cleaning is done, and released if the booking is cancelled.`;
    const account = setPasswordLink
      ? `\n\nSet a password to see your bookings:\n\n${setPasswordLink}\n\nThe link works once and expires in 7 days.`
      : '';
    return {
      to: booking.email,
      subject: `Your MapleShine booking ${booking.bookingNo} is confirmed`,
      text: `Hi ${booking.fullName},

Thank you for booking with MapleShine. Your cleaning is confirmed; we will let you know when a cleaner accepts it.

${receipt(booking)}

${card}

The attached calendar file (${calendarFileName(booking.bookingNo)}) adds the cleaning to your calendar.${account}

${seeYourBooking(bookingLink)}

MapleShine`,
      attachments: [
        {
          filename: calendarFileName(booking.bookingNo),
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: calendar,
        },
      ],
    } satisfies MailMessage;
  },

  /**
   * To each cleaner who could take a new job now (decision 057): what, when and their pay; the
   * customer's price, name and street stay out until one accepts it (decision 025).
   */
  newJob(
    cleaner: { fullName: string; email: string },
    booking: AnnouncedJob,
    payCents: number | null,
  ) {
    const pay = payCents === null ? '' : `You earn ${dollars(payCents)}. `;
    return {
      to: cleaner.email,
      subject: `New job in ${booking.cityName}: ${booking.serviceName} on ${dateInWords(booking.localDate)}`,
      text: `Hi ${cleaner.fullName},

A new job in ${booking.cityName} fits your working hours:

Booking number: ${booking.bookingNo}
Service: ${booking.serviceName}
Date: ${dateInWords(booking.localDate)}
Time: ${timeWindow(booking)} (${hours(booking.estimatedMinutes)})

${pay}The first cleaner to accept it gets it: open Jobs in your MapleShine dashboard to accept it.

MapleShine`,
    } satisfies MailMessage;
  },

  /**
   * Several jobs announced to a cleaner within the digest's wait (decision 061), those still
   * open to them: one e-mail listing each as newJob tells one.
   */
  newJobs(
    cleaner: { fullName: string; email: string },
    jobs: (AnnouncedJob & { payCents: number | null })[],
  ) {
    const city = jobs[0]?.cityName ?? '';
    const lines = jobs.map((job) => {
      const pay = job.payCents === null ? '' : ` You earn ${dollars(job.payCents)}.`;
      return `- ${job.bookingNo}: ${job.serviceName} on ${dateInWords(job.localDate)}, ${timeWindow(job)} (${hours(job.estimatedMinutes)}).${pay}`;
    });
    return {
      to: cleaner.email,
      subject: `${jobs.length} new jobs in ${city} fit your working hours`,
      text: `Hi ${cleaner.fullName},

${jobs.length} new jobs in ${city} fit your working hours:

${lines.join('\n')}

The first cleaner to accept a job gets it: open Jobs in your MapleShine dashboard to accept them.

MapleShine`,
    } satisfies MailMessage;
  },

  /**
   * The saved card's hold, 24 hours before, needs the customer's bank check: the link opens the
   * page where they confirm it (its token is a secret, masked in logs and kept mail).
   */
  cardNeedsConfirmation(booking: PaidBooking, link: string, deadline: string) {
    return {
      to: booking.email,
      subject: `Please confirm your card for MapleShine booking ${booking.bookingNo}`,
      text: `Hi ${booking.fullName},

We went to place the hold of ${dollars(booking.totalCents)} on your saved card for your ${booking.serviceName} on ${dateInWords(booking.localDate)} at ${minutesToClock(booking.fromMinutes)} (booking ${booking.bookingNo}), and your bank asks you to confirm the card first.

Confirm it here (it takes a minute, with your bank's usual check):

${link}

Please do it before ${deadline}. Until then nothing is held on your card; if the card is not confirmed by then, the booking is cancelled and nothing is charged.

MapleShine`,
    } satisfies MailMessage;
  },
};
