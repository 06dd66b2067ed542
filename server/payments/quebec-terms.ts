import * as en from '#shared/catalogue/en-CA/quebec.ts';
import * as fr from '#shared/catalogue/fr-CA/quebec.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { isQuebecAddress, QUEBEC_TERMS_VERSION } from '#shared/quebec.ts';
import type { Database } from '../db/database.ts';
import { InvalidError } from '../domain/errors.ts';
import { catalogue } from '../i18n/index.ts';
import type { PaymentBookingRow } from './booking-payment.queries.ts';
import { findTermsAcceptance, recordTermsAcceptance } from './terms-acceptance.queries.ts';

const texts = catalogue(en, fr);

/** What the payment step sends for a Quebec address (openapi QuebecTermsRecord). */
export type QuebecTermsRecord = {
  vUniqueCode: string;
  terms_version: string;
  terms_shown_first: 'fr';
  terms_accepted_language: Locale;
};

/** Whether paying for this booking needs the French-first record (Charter s. 55, decision 110). */
export function needsQuebecTerms(row: PaymentBookingRow): boolean {
  return isQuebecAddress({ provinceCode: row.provinceCode, postalCode: row.booking.postalCode });
}

/**
 * The record a Quebec booking's payment must carry, checked before anything is written: present,
 * made for this booking, and for the terms in force. Null for a booking outside Quebec, whose
 * payment is as it always was (anything sent is ignored).
 */
export function checkedQuebecTerms(
  row: PaymentBookingRow,
  record: QuebecTermsRecord | undefined,
  locale: Locale,
): QuebecTermsRecord | null {
  if (!needsQuebecTerms(row)) return null;
  const messages = texts(locale).quebecApiMessages;
  if (!record) throw new InvalidError(messages.TERMS_REQUIRED);
  if (record.vUniqueCode !== row.booking.uniqueCode) {
    throw new InvalidError(messages.TERMS_OTHER_BOOKING);
  }
  if (record.terms_version !== QUEBEC_TERMS_VERSION) {
    throw new InvalidError(messages.TERMS_OUTDATED);
  }
  return record;
}

/** Writes the checked record on the booking, with when and from where it was accepted. */
export async function recordQuebecTerms(
  tx: Database,
  bookingId: number,
  record: QuebecTermsRecord,
  acceptedAt: Date,
  ip: string,
): Promise<void> {
  await recordTermsAcceptance(tx, {
    bookingId,
    termsVersion: record.terms_version,
    termsShownFirst: record.terms_shown_first,
    termsAcceptedLanguage: record.terms_accepted_language,
    acceptedAt,
    acceptedIp: ip,
  });
}

/** A Quebec booking finishing its payment after the bank's check must have its record already. */
export async function assertQuebecTermsRecorded(
  db: Database,
  row: PaymentBookingRow,
  locale: Locale,
): Promise<void> {
  if (!needsQuebecTerms(row)) return;
  if (!(await findTermsAcceptance(db, row.booking.id))) {
    throw new InvalidError(texts(locale).quebecApiMessages.TERMS_REQUIRED);
  }
}
