/** Spec §5 "Comment and review" and §9. */
export const REVIEW_MIN_LENGTH = 50;
export const REVIEW_MAX_LENGTH = 250;

/** The checks' sentences, in the page's language (shared/catalogue/<locale>/account.ts). */
export type ReviewRuleTexts = { REQUIRED: string; TOO_SHORT: string; RATING_REQUIRED: string };

/** Counted in characters as a person sees them, as the server counts them. */
export function reviewTextError(value: string, texts: ReviewRuleTexts): string | null {
  const length = [...value.trim()].length;
  if (length === 0) return texts.REQUIRED;
  if (length < REVIEW_MIN_LENGTH) return texts.TOO_SHORT;
  return null;
}

export function ratingError(value: number, texts: ReviewRuleTexts): string | null {
  return value >= 1 ? null : texts.RATING_REQUIRED;
}
