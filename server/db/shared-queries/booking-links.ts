/*
 * The secret links to a booking's own page (issue 40). Every e-mail about a booking carries a new
 * one; only each token's SHA-256 is stored, so the database never holds a working link.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { bookingLinkPath } from '#shared/booking-link.ts';
import { DEFAULT_LOCALE, pathInLocale, type Locale } from '#shared/i18n/locale.ts';
import type { Database } from '../database.ts';
import { bookingLinks } from '../schema.ts';
import { randomToken, tokenHash } from '../../domain/codes.ts';

/** Makes a new link to the booking's page and answers its full URL (for an e-mail, never a log). */
export async function issueBookingLink(
  tx: Database,
  bookingId: number,
  publicUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  const token = randomToken();
  await tx.insert(bookingLinks).values({ bookingId, tokenHash: tokenHash(token) });
  // A French reader's link opens the French page: /fr/booking-link/<token> (decision 105).
  return `${publicUrl}${pathInLocale(bookingLinkPath(token), locale)}`;
}

/** The booking a link opens, or null for an unknown or revoked link. */
export async function bookingIdOfLink(db: Database, token: string): Promise<number | null> {
  const rows = await db
    .select({ bookingId: bookingLinks.bookingId })
    .from(bookingLinks)
    .where(and(eq(bookingLinks.tokenHash, tokenHash(token)), isNull(bookingLinks.revokedAt)))
    .limit(1);
  return rows[0]?.bookingId ?? null;
}

/** Ends every link of a booking: answers how many were still working. */
export async function revokeBookingLinks(
  tx: Database,
  bookingId: number,
  now: Date,
): Promise<number> {
  const revoked = await tx
    .update(bookingLinks)
    .set({ revokedAt: now })
    .where(and(eq(bookingLinks.bookingId, bookingId), isNull(bookingLinks.revokedAt)))
    .returning({ id: bookingLinks.id });
  return revoked.length;
}
