import type { Database } from '../db/database.ts';
import { listReviews } from '../db/queries/reviews.ts';

/**
 * "Priya Natarajan" → "Priya N.": how a reviewer is shown in public (DESIGN.md, Privacy). The
 * first word stays, the last word gives its initial; a one-word name stays as it is.
 */
export function publicReviewerName(fullName: string): string {
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
) {
  const rows = await listReviews(db, audience, city);
  return rows.map(({ createdAt, vName, ...review }) => ({
    ...review,
    vName: publicReviewerName(vName),
    dtAddedDate: createdAt.toISOString(),
  }));
}
