/**
 * The rating summary and the testimonial carousel (src/components/rating-summary.tsx,
 * testimonial-carousel.tsx): a module of their own, so the pages without them do not carry them.
 */
export const ratingTexts = {
  /** The rating summary (src/components/rating-summary.tsx): "★ 4.8 · 27 reviews". */
  REVIEW_COUNT_ONE: '1 review',
  REVIEW_COUNT: '{count} reviews',
  RATING_SUMMARY: 'Rated {rating} out of 5 from {reviews}',
  /** One testimonial's stars, read out. */
  STARS: 'Rated {rating} out of 5',
  TESTIMONIALS: 'Customer testimonials',
  PAUSE_TESTIMONIALS: 'Pause testimonials',
  PLAY_TESTIMONIALS: 'Play testimonials',
  PREVIOUS_SLIDE: 'Previous slide',
  NEXT_SLIDE: 'Next slide',
  /** Read out as the slides move: which stop shows, of how many. */
  SLIDE_POSITION: 'Slide {position} of {count}',
};
