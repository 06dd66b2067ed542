import * as newsEn from '#shared/catalogue/en-CA/mail-booking-news.ts';
import * as newsFr from '#shared/catalogue/fr-CA/mail-booking-news.ts';
import * as en from '#shared/catalogue/en-CA/api-tips.ts';
import * as fr from '#shared/catalogue/fr-CA/api-tips.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import type { Database } from '../db/database.ts';
import { localNow } from '../domain/local-time.ts';
import { firstNameOf } from '../domain/person-names.ts';
import { catalogue } from '../i18n/index.ts';
import { day, money } from '../platform/mail/compose.ts';
import { findNewsBooking } from './booking-news.queries.ts';
import { seeYourBooking } from './news-messages.ts';
import { sendNews, type NewsContext } from './teller.ts';

const newsTexts = catalogue(newsEn, newsFr);
const tipTexts = catalogue(en, fr);

export type TipFacts = {
  amountCents: number;
  /** The cleaner's full name as stored: each reader reads its first name in their language. */
  cleanerName: string | null;
  /** "Visa ending in 4242" in a language; null when the gateway did not name the card. */
  card: ((locale: Locale) => string) | null;
  chargedAt: Date;
};

/**
 * The customer's tip receipt (issue 42, decision 119), in the tip's transaction and their
 * language: an e-mail of its own with the tip on its own line, no tax, and the whole of it the
 * cleaner's. A notice too for an account. The cleaning's receipt is left as it was.
 */
export async function tellTip(
  tx: Database,
  bookingId: number,
  tip: TipFacts,
  context: Pick<NewsContext, 'publicUrl'>,
): Promise<void> {
  const row = await findNewsBooking(tx, bookingId);
  if (!row) throw new Error(`Booking ${bookingId} vanished inside its tip.`);
  const { booking } = row;
  const chargedOn = (locale: Locale) =>
    day(localNow(row.timeZone ?? 'UTC', tip.chargedAt).date, locale);
  const values = (locale: Locale) => ({
    cleaner: firstNameOf(tip.cleanerName, locale),
    amount: money(tip.amountCents, locale),
    bookingNo: booking.bookingNo,
  });
  await sendNews(
    tx,
    row,
    context,
    (locale, link) => {
      const words = tipTexts(locale).tipReceipt;
      const parts = newsTexts(locale).parts;
      const say = (message: string, more: Record<string, string> = {}) =>
        formatMessage(locale, message, { ...values(locale), ...more });
      const cardLine = tip.card
        ? say(words.cardLine, { card: tip.card(locale), day: chargedOn(locale) })
        : say(words.cardUnknown, { day: chargedOn(locale) });
      return {
        to: booking.email,
        locale,
        subject: say(words.subject),
        text: [
          formatMessage(locale, parts.greeting, { name: booking.fullName }),
          say(words.intro),
          [say(words.tipLine), words.taxLine, say(words.totalLine)].join('\n'),
          cardLine,
          say(words.fullAmount),
          seeYourBooking(locale, link),
          parts.signature,
        ].join('\n\n'),
      };
    },
    [
      (locale) => ({
        title: formatMessage(locale, tipTexts(locale).tipReceipt.subject, values(locale)),
        message: formatMessage(locale, tipTexts(locale).tipReceipt.tipLine, values(locale)),
      }),
    ],
  );
}
