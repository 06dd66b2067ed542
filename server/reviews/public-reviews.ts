import type { Database } from '../db/database.ts';
import { formerNameIn, isFormerName } from '../domain/closure.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import { countReviews, listReviews } from './reviews.queries.ts';

/**
 * "Priya Natarajan" → "Priya N.": how a reviewer, or a blog commenter, is shown in public
 * (DESIGN.md, Privacy). The first word stays, the last word gives its initial; a one-word name
 * stays as it is.
 */
export function publicReviewerName(fullName: string): string {
  // A closed account's "Former customer" is shown whole (decision 139).
  if (isFormerName(fullName)) return fullName.trim();
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words.at(-1) : undefined;
  const initial = last ? [...last][0]?.toLocaleUpperCase('en-CA') : undefined;
  return initial ? `${first} ${initial}.` : first;
}

/** The published reviews of an audience, newest first, of one city when asked. */
export async function publicReviews(
  db: Database,
  audience: 'Customer' | 'Contractor',
  city: string | undefined,
  /** The reader's language: a closed account's "Former customer" is written in it. */
  locale: Locale = DEFAULT_LOCALE,
) {
  const rows = await listReviews(db, audience, city);
  return rows.map(({ createdAt, vName, ...review }) => ({
    ...review,
    vName: formerNameIn(publicReviewerName(vName), locale),
    dtAddedDate: createdAt.toISOString(),
  }));
}

/**
 * The average rating, to one decimal, and the number of the reviews that publicReviews lists: the
 * "★ 4.8 · 27 reviews" of the home page. No average without a review, so no rating is shown.
 */
export async function publicReviewSummary(
  db: Database,
  audience: 'Customer' | 'Contractor',
  city: string | undefined,
): Promise<{ iReviews: number; fAverageRating?: number }> {
  const { count, average } = await countReviews(db, audience, city);
  return average === null
    ? { iReviews: count }
    : { iReviews: count, fAverageRating: Math.round(average * 10) / 10 };
}
