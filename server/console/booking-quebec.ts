import type { Database } from '../db/database.ts';
import { applicableTaxes, taxLinesOnWire, type TaxLineOnWire } from '../quote/index.ts';
import { bookingTaxBasis, bookingTermsRecord } from './booking-quebec.queries.ts';

type TaxedBooking = {
  id: number;
  localDate: string | null;
  subtotalCents: number | null;
  discountCents: number;
  taxCents: number | null;
};

/**
 * The booking's tax as the lines it was priced with (decision 110): Quebec's GST and QST are two.
 * Recomputed from the province's rates in force on the cleaning's date, as the quote did; empty
 * when they no longer give the tax charged (a rate edited since), and the page then shows the
 * tax as one line by its stored name.
 */
export async function bookingTaxLines(
  db: Database,
  booking: TaxedBooking,
): Promise<TaxLineOnWire[]> {
  if (booking.localDate === null || booking.subtotalCents === null || booking.taxCents === null) {
    return [];
  }
  const basis = await bookingTaxBasis(db, booking.id);
  if (!basis) return [];
  const taxable = booking.subtotalCents - booking.discountCents;
  const lines = applicableTaxes(basis.rates, basis.serviceSlug, booking.localDate).map((rate) => ({
    name: rate.name,
    ratePpm: rate.ratePpm,
    amountCents: Math.round((taxable * rate.ratePpm) / 1_000_000),
  }));
  const sum = lines.reduce((total, line) => total + line.amountCents, 0);
  return sum === booking.taxCents ? taxLinesOnWire(lines) : [];
}

/** The French-first terms record of a Quebec booking as the console shows it, or null. */
export async function bookingQuebecTerms(db: Database, bookingId: number) {
  const record = await bookingTermsRecord(db, bookingId);
  return record
    ? {
        version: record.termsVersion,
        shownFirst: record.termsShownFirst,
        acceptedLanguage: record.termsAcceptedLanguage,
        acceptedAt: record.acceptedAt.toISOString(),
        ip: record.acceptedIp,
      }
    : null;
}
