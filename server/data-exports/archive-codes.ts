/*
 * The archive page's words for the codes data.json keeps (a booking's 'completed', a payment's
 * 'captured', a payout's 'sent'…), in the person's language. Where the app already names a state
 * the page uses the same words: the booking page's statuses, the console's payment, plan and
 * cleaner words; the rest are the data export's own (`dataExportCodes`).
 */
import * as bookingsEn from '#shared/catalogue/en-CA/api-bookings.ts';
import * as bookingsFr from '#shared/catalogue/fr-CA/api-bookings.ts';
import * as adminBookingsEn from '#shared/catalogue/en-CA/admin-bookings.ts';
import * as adminBookingsFr from '#shared/catalogue/fr-CA/admin-bookings.ts';
import * as adminPeopleEn from '#shared/catalogue/en-CA/admin-people.ts';
import * as adminPeopleFr from '#shared/catalogue/fr-CA/admin-people.ts';
import * as adminPlansEn from '#shared/catalogue/en-CA/admin-plans.ts';
import * as adminPlansFr from '#shared/catalogue/fr-CA/admin-plans.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { catalogue } from '../i18n/index.ts';
import { dataExportTexts } from './texts.ts';

const bookingWords = catalogue(bookingsEn, bookingsFr);
const adminBookingWords = catalogue(adminBookingsEn, adminBookingsFr);
const adminPeopleWords = catalogue(adminPeopleEn, adminPeopleFr);
const adminPlanWords = catalogue(adminPlansEn, adminPlansFr);

type Words = Readonly<Record<string, string>>;

/** A booking's (or a job's) status as the customer's booking page names it. */
function bookingStatusWords(locale: Locale): Words {
  const page = bookingWords(locale).bookingPageStatus;
  return { ...page, completed: page['completed.charged'] };
}

function planStatusWords(locale: Locale): Words {
  const labels = adminPlanWords(locale).adminPlanLabels;
  return { active: labels.active, paused: labels.paused, ended: labels.ended };
}

/**
 * The words of each coded field, by the list or section the row is in (its parent key in the
 * archive) and the field's key. A field not named here is written as it is.
 */
function codeWords(locale: Locale): Record<string, Record<string, Words>> {
  const codes = dataExportTexts(locale).dataExportCodes;
  const payment = adminBookingWords(locale).paymentStatusNames;
  return {
    bookings: { status: bookingStatusWords(locale), paymentStatus: payment },
    jobs: { status: bookingStatusWords(locale) },
    receipts: { kind: codes.documentKind },
    regularPlans: { status: planStatusWords(locale) },
    events: { event: codes.planEvent, actor: codes.actor },
    emails: { status: codes.emailStatus },
    dataExports: { status: codes.exportStatus },
    consents: { topic: codes.consentTopic },
    cleanerProfile: { status: adminPeopleWords(locale).cleanerStandingNames },
    payoutItems: { kind: codes.payoutKind, state: codes.payoutState },
    backgroundChecks: { result: codes.checkResult },
    taxDetails: { numberKind: codes.numberKind },
  };
}

/**
 * Writes a coded field in words: `parent` is the key of the list or section holding the row
 * ('bookings'), `key` the field's ('status'). Null when the field is not a code.
 */
export function codeReader(
  locale: Locale,
): (parent: string, key: string, code: string) => string | null {
  const words = codeWords(locale);
  return (parent, key, code) => {
    const field = words[parent]?.[key];
    if (field === undefined) return null;
    return field[code] ?? code;
  };
}
