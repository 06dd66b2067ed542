/** Spec §5 "Comment and review" and §9. */
export const REVIEW_MIN_LENGTH = 50;
export const REVIEW_MAX_LENGTH = 250;

/** Counted in characters as a person sees them, as the server counts them. */
export function reviewTextError(value: string): string | null {
  const length = [...value.trim()].length;
  if (length === 0) return 'This field is required.';
  if (length < REVIEW_MIN_LENGTH) return 'Review must be at least 50 characters long.';
  return null;
}

export function ratingError(value: number): string | null {
  return value >= 1 ? null : 'Rating is required.';
}
