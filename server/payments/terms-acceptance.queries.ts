import { eq } from 'drizzle-orm';
import type { Locale } from '#shared/i18n/locale.ts';
import type { Database } from '../db/database.ts';
import { bookingTermsAcceptances } from '../db/schema.ts';

export type TermsAcceptance = {
  bookingId: number;
  termsVersion: string;
  termsShownFirst: 'fr';
  termsAcceptedLanguage: Locale;
  acceptedAt: Date;
  acceptedIp: string;
};

/**
 * Records a Quebec booking's terms acceptance (decision 110); a later payment attempt of the same
 * booking (after a declined card) records its own acceptance over the earlier one.
 */
export async function recordTermsAcceptance(db: Database, acceptance: TermsAcceptance) {
  const { termsVersion, termsShownFirst, termsAcceptedLanguage, acceptedAt, acceptedIp } =
    acceptance;
  await db.insert(bookingTermsAcceptances).values(acceptance).onConflictDoUpdate({
    target: bookingTermsAcceptances.bookingId,
    set: { termsVersion, termsShownFirst, termsAcceptedLanguage, acceptedAt, acceptedIp },
  });
}

/** The booking's recorded acceptance, or null. */
export async function findTermsAcceptance(db: Database, bookingId: number) {
  const [row] = await db
    .select()
    .from(bookingTermsAcceptances)
    .where(eq(bookingTermsAcceptances.bookingId, bookingId));
  return row ?? null;
}
