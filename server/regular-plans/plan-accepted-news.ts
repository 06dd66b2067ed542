/*
 * The customer's news when a cleaner accepts every visit of their plan (issue 45, decision 148):
 * one notice and one e-mail naming the cleaner and every visit given to them, instead of one
 * accept's news per visit (the accepts are made with `customerToldByCaller`).
 */
import * as en from '#shared/catalogue/en-CA/regular-plan-accepted.ts';
import * as fr from '#shared/catalogue/fr-CA/regular-plan-accepted.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import type { EveryWeeks } from '#shared/regular-plans.ts';
import { seeYourBooking } from '../booking-news/index.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { issueBookingLink } from '../db/shared-queries/booking-links.ts';
import { firstNameOf } from '../domain/person-names.ts';
import { localeOfBooking } from '../db/shared-queries/locales.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import type { bookings } from '../db/schema.ts';
import { catalogue } from '../i18n/index.ts';
import { notify } from '../notifications/index.ts';
import { composeMail, day } from '../platform/mail/compose.ts';
import { frequencyText } from './plan-purchase.ts';

const texts = catalogue(en, fr);

type Visit = Pick<typeof bookings.$inferSelect, 'id' | 'localDate' | 'email' | 'fullName'>;

/**
 * Tells the plan's customer once that `cleanerName` accepted the plan and cleans `visits` (the
 * accepted visit first, then those given to them), in one notice and one e-mail in their
 * language, with the first visit's booking link.
 */
export async function tellPlanAccepted(
  context: Pick<AppContext, 'publicUrl'>,
  tx: Database,
  plan: { customerId: number; everyWeeks: number },
  cleanerName: string,
  visits: Visit[],
) {
  const [first] = visits;
  if (!first) return;
  const values = (locale: Locale) => ({
    name: firstNameOf(cleanerName, locale),
    frequency: frequencyText(plan.everyWeeks as EveryWeeks, locale),
    count: visits.length,
    dates: visits
      .map((visit) => (visit.localDate === null ? '' : day(visit.localDate, locale)))
      .join('; '),
  });
  await notify(
    tx,
    { recipient: 'Customer', customerId: plan.customerId },
    {
      bookingId: first.id,
      text: (locale) => {
        const words = texts(locale).planAcceptedNotice;
        return {
          title: formatMessage(locale, words.title, values(locale)),
          message: formatMessage(locale, words.message, values(locale)),
        };
      },
    },
  );
  const locale = await localeOfBooking(tx, first.id);
  const link = await issueBookingLink(tx, first.id, context.publicUrl, locale);
  await addToOutbox(
    tx,
    composeMail(first.email, locale, texts(locale).planAcceptedMail, {
      ...values(locale),
      customer: firstNameOf(first.fullName, locale),
      seeYourBooking: seeYourBooking(locale, link),
    }),
  );
}
