/*
 * Every word the customer reads about their booking's moves (issue 40): the e-mails (plain text,
 * each with a link to the booking's own page) and the in-app notifications. Canadian English,
 * dates with month names, times in the city's own zone, money as $1,234.56. Access notes (entry
 * codes) are never among them.
 */
import { dateText, minutesToClock, weekdayDateText } from '../domain/local-time.ts';
import type { MailAttachment, MailMessage } from '../platform/mail/mailer.ts';

/** What the messages say about a booking, as it stands when they are written. */
export type BookingFacts = {
  bookingNo: string;
  fullName: string;
  email: string;
  serviceName: string;
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

/** The cleaner as the customer meets them: first name only, and the figures others trust. */
export type CleanerFacts = {
  firstName: string;
  photoUrl: string | null;
  rating: { average: number; count: number };
  jobsDone: number;
};

/** Who cancelled, as the customer is told. */
export type CancelledBy = 'customer' | 'operator' | 'bank' | 'nobodyAccepted';

/** What the money was before the cancel: what became of it. */
export type MoneyBefore = 'held' | 'cardSaved' | 'nothing';

export type Notice = { title: string; message: string };

const money = new Intl.NumberFormat('en-CA', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$1,234.56". */
const dollars = (cents: number) => `$${money.format(Math.round(cents) / 100)}`;

/** "See your booking: <link>": the last line of every e-mail about a booking. */
export function seeYourBooking(link: string): string {
  return `See your booking: ${link}`;
}

function hoursText(minutes: number): string {
  const value = minutes / 60;
  return `${value} ${value === 1 ? 'hour' : 'hours'}`;
}

/** "9:00AM–12:00PM", or null when the booking has no time. */
export function windowText(facts: BookingFacts): string | null {
  if (facts.fromMinutes === null || facts.estimatedMinutes === null) return null;
  return `${minutesToClock(facts.fromMinutes)}–${minutesToClock(facts.fromMinutes + facts.estimatedMinutes)}`;
}

/** "Deep Cleaning on Tuesday, November 24, 2026, 9:00AM–12:00PM" or less when never priced. */
function what(facts: BookingFacts): string {
  const window = windowText(facts);
  if (facts.localDate === null) return facts.serviceName;
  const day = weekdayDateText(facts.localDate);
  return window === null
    ? `${facts.serviceName} on ${day}`
    : `${facts.serviceName} on ${day}, ${window}`;
}

/** "on November 24, 2026 at 9:00AM": the short form the notifications use. */
function whenShort(facts: BookingFacts): string {
  if (facts.localDate === null || facts.fromMinutes === null) return 'on the booked day';
  return `on ${dateText(facts.localDate)} at ${minutesToClock(facts.fromMinutes)}`;
}

function mail(
  facts: BookingFacts,
  link: string,
  subject: string,
  paragraphs: string[],
  attachments?: MailAttachment[],
): MailMessage {
  return {
    to: facts.email,
    subject,
    text: [`Hi ${facts.fullName},`, ...paragraphs, seeYourBooking(link), 'MapleShine'].join('\n\n'),
    ...(attachments && attachments.length > 0 ? { attachments } : {}),
  };
}

function ratingLine(rating: CleanerFacts['rating']): string {
  if (rating.count === 0) return 'Rating: no reviews yet';
  const reviews = rating.count === 1 ? '1 review' : `${rating.count} reviews`;
  return `Rating: ${rating.average.toFixed(1)} out of 5 (${reviews})`;
}

function jobsDoneLine(jobsDone: number): string {
  return `Cleanings done with MapleShine: ${jobsDone}`;
}

export const newsTexts = {
  accepted(facts: BookingFacts, cleaner: CleanerFacts, link: string): MailMessage {
    const about = [
      `About ${cleaner.firstName}:`,
      ratingLine(cleaner.rating),
      jobsDoneLine(cleaner.jobsDone),
      ...(cleaner.photoUrl ? [`Photo: ${cleaner.photoUrl}`] : []),
    ].join('\n');
    return mail(
      facts,
      link,
      `${cleaner.firstName} will clean for your MapleShine booking ${facts.bookingNo}`,
      [
        `Good news: ${cleaner.firstName} accepted your booking ${facts.bookingNo} (${what(facts)}).`,
        about,
        'Nothing is charged yet: your card is charged only once the cleaning is done.',
      ],
    );
  },
  acceptedNotice(facts: BookingFacts, cleanerName: string): Notice {
    return {
      title: 'Your cleaner is booked',
      message: `${cleanerName} will clean ${facts.street} ${whenShort(facts)} (booking ${facts.bookingNo}).`,
    };
  },

  started(facts: BookingFacts, cleanerFirstName: string, startedAt: string, link: string) {
    return mail(facts, link, `Your MapleShine cleaning ${facts.bookingNo} has started`, [
      `${cleanerFirstName} started your cleaning ${facts.bookingNo} (${what(facts)}) at ${startedAt}.`,
      'We will let you know when it is complete.',
    ]);
  },
  startedNotice(facts: BookingFacts, cleanerName: string): Notice {
    return {
      title: 'Your cleaning has started',
      message: `${cleanerName} has started your cleaning (booking ${facts.bookingNo}).`,
    };
  },

  /** The card was charged: the completion e-mail, with the attachments given (the receipt). */
  completed(
    facts: BookingFacts,
    cleanerFirstName: string,
    link: string,
    attachments: MailAttachment[],
  ) {
    const charged =
      facts.totalCents === null
        ? 'Your card was charged the amount held.'
        : `Your card was charged ${dollars(facts.totalCents)}, the amount held.`;
    return mail(
      facts,
      link,
      `Your MapleShine cleaning ${facts.bookingNo} is complete`,
      [
        `${cleanerFirstName} finished your cleaning ${facts.bookingNo} (${what(facts)}). Thank you for choosing MapleShine.`,
        charged,
        'How did it go? You can leave a review of the cleaning from your booking.',
      ],
      attachments,
    );
  },
  completedNotice(facts: BookingFacts, cleanerName: string): Notice {
    return {
      title: 'Your cleaning is complete',
      message: `${cleanerName} has finished your cleaning (booking ${facts.bookingNo}). How did it go? Leave a review from your bookings.`,
    };
  },

  /** The cleaning is done but the card could not be charged: nothing was, and we will call. */
  completedUnpaid(facts: BookingFacts, problem: 'expired' | 'failed', link: string) {
    const reason =
      problem === 'expired'
        ? 'the hold on your card was no longer in place, so nothing was charged'
        : 'your card could not be charged';
    return mail(facts, link, `About the payment for your MapleShine cleaning ${facts.bookingNo}`, [
      `Your cleaning ${facts.bookingNo} (${what(facts)}) is complete. Thank you for choosing MapleShine.`,
      `We could not take the payment: ${reason}. We will contact you shortly to arrange it; there is nothing you need to do until then.`,
    ]);
  },
  unpaidNotice(facts: BookingFacts): Notice {
    return {
      title: 'About your payment',
      message: `We could not take the payment for booking ${facts.bookingNo}. We will contact you about payment.`,
    };
  },

  cancelled(
    facts: BookingFacts,
    by: CancelledBy,
    money: MoneyBefore,
    link: string,
    bankSaid: string | null,
  ) {
    const who: Record<CancelledBy, string> = {
      customer: 'You cancelled it.',
      operator: 'MapleShine cancelled it on your behalf.',
      bank: `We were to place a hold on your saved card 24 hours before the cleaning, but the card could not be held${bankSaid ? `: ${bankSaid}` : '.'}`,
      nobodyAccepted:
        'No cleaner accepted it by its start time, so we cancelled it. We are sorry we could not find you a cleaner this time.',
    };
    const moneyWords: Record<MoneyBefore, string> = {
      held:
        facts.totalCents === null
          ? 'The hold on your card has been released; you will not be charged for this booking.'
          : `The hold of ${dollars(facts.totalCents)} on your card has been released; you will not be charged for this booking.`,
      cardSaved: 'Your saved card will not be charged for this booking.',
      nothing: 'Nothing was charged for this booking.',
    };
    const money_ =
      by === 'bank'
        ? 'The booking is cancelled and nothing was charged. You are welcome to book again with another card.'
        : moneyWords[money];
    return mail(facts, link, `Your MapleShine booking ${facts.bookingNo} is cancelled`, [
      `Your booking ${facts.bookingNo} (${what(facts)}) is cancelled. ${who[by]}`,
      money_,
    ]);
  },
  cancelledNotice(facts: BookingFacts, by: CancelledBy, money: MoneyBefore): Notice {
    if (by === 'bank') {
      return {
        title: 'Booking cancelled',
        message: `We could not place the hold on your card for ${facts.bookingNo} (${what(facts)}), so the booking is cancelled. Nothing was charged. Please book again with another card.`,
      };
    }
    const short: Record<MoneyBefore, string> = {
      held:
        facts.totalCents === null
          ? ' The hold on your card has been released.'
          : ` The hold of ${dollars(facts.totalCents)} on your card has been released.`,
      cardSaved: ' Your card will not be charged.',
      nothing: '',
    };
    const why = by === 'nobodyAccepted' ? ' No cleaner accepted it by its start time.' : '';
    return {
      title: 'Booking cancelled',
      message: `Your booking ${facts.bookingNo} is cancelled.${why}${short[money]}`,
    };
  },

  handedBack(facts: BookingFacts, cleanerFirstName: string | null, link: string) {
    const who = cleanerFirstName ?? 'Your cleaner';
    return mail(facts, link, `Your MapleShine booking ${facts.bookingNo} needs a new cleaner`, [
      `${who} can no longer clean for your booking ${facts.bookingNo} (${what(facts)}). Your booking stays on: it is open to the other cleaners of ${facts.cityName} again, and we will let you know as soon as one accepts.`,
      'Nothing has been charged: your card is charged only once the cleaning is done.',
    ]);
  },
  handedBackNotice(facts: BookingFacts, cleanerName: string | null): Notice {
    return {
      title: 'Your cleaner had to cancel',
      message: `${cleanerName ?? 'Your cleaner'} can no longer clean ${whenShort(facts)} (booking ${facts.bookingNo}). We are finding another cleaner and will let you know as soon as one accepts.`,
    };
  },

  moved(facts: BookingFacts, link: string) {
    return mail(facts, link, `Your MapleShine booking ${facts.bookingNo} is moved`, [
      `Your booking ${facts.bookingNo} is moved. It is now: ${what(facts)} (${facts.cityName} time).`,
      'The price and your card stay the same. We will let you know as soon as a cleaner accepts it.',
    ]);
  },
  movedNotice(facts: BookingFacts): Notice {
    return {
      title: 'Booking moved',
      message: `Your booking ${facts.bookingNo} is moved to ${whenShort(facts).replace(/^on /, '')}.`,
    };
  },

  reminder(facts: BookingFacts, cleanerFirstName: string | null, link: string) {
    const window = windowText(facts);
    const day = facts.localDate === null ? '' : weekdayDateText(facts.localDate);
    const from = facts.fromMinutes === null ? 'the start' : minutesToClock(facts.fromMinutes);
    const who = cleanerFirstName ?? 'Your cleaner';
    const details = [
      `Booking number: ${facts.bookingNo}`,
      `Service: ${facts.serviceName}`,
      `Date: ${day}`,
      `Time: ${window ?? ''}${facts.estimatedMinutes === null ? '' : ` (${hoursText(facts.estimatedMinutes)})`}, ${facts.cityName} time`,
      `Address: ${facts.address}`,
      `Cleaner: ${cleanerFirstName ?? 'not confirmed yet; we will let you know as soon as one accepts'}`,
    ].join('\n');
    const prepare = [
      'To get the most from the time booked:',
      '- Clear counters, tables and floors of clutter and small items, so every surface can be reached.',
      '- Put away valuables and anything fragile you would rather not have moved.',
      '- Keep pets in a closed room or crate for the visit, or let us know if that is not possible.',
      `- Make sure ${who === 'Your cleaner' ? 'your cleaner' : who} can get in at ${from}: be home, or have the entry, buzzer and parking arranged.`,
      '- The cleaner brings the cleaning supplies and equipment; you do not need to provide any.',
    ].join('\n');
    return mail(facts, link, `Reminder: your MapleShine cleaning on ${day}`, [
      `Your cleaning is coming up:`,
      details,
      prepare,
      'Need to cancel? Open your booking with the link below and press Cancel before the cleaning starts; nothing is charged for a cancelled booking.',
    ]);
  },
  reminderNotice(facts: BookingFacts): Notice {
    const window = windowText(facts);
    return {
      title: 'Your cleaning is coming up',
      message: `${facts.serviceName} ${whenShort(facts)}${window === null ? '' : ` (${window})`} at ${facts.address} (booking ${facts.bookingNo}).`,
    };
  },

  refunded(facts: BookingFacts, amountCents: number, full: boolean, link: string) {
    return mail(facts, link, `A refund for your MapleShine booking ${facts.bookingNo}`, [
      `We have refunded ${dollars(amountCents)} of the payment for your booking ${facts.bookingNo}${full ? ', the whole amount charged' : ''}. It goes back to the card you paid with and usually shows within 5 to 10 business days.`,
    ]);
  },
  refundedNotice(facts: BookingFacts, amountCents: number): Notice {
    return {
      title: 'Refund made',
      message: `We refunded ${dollars(amountCents)} for booking ${facts.bookingNo}. It goes back to the card you paid with.`,
    };
  },
};
