import type * as english from '../en-CA/ratings.ts';
import type { Translation } from '../translation.ts';

/** The rating summary and the testimonial carousel, in French. */
export const ratingTexts: Translation<typeof english.ratingTexts> = {
  REVIEW_COUNT_ONE: '1 avis',
  REVIEW_COUNT: '{count} avis',
  RATING_SUMMARY: 'Note de {rating} sur 5 selon {reviews}',
  STARS: 'Note de {rating} sur 5',
  TESTIMONIALS: 'Témoignages de clients',
  PAUSE_TESTIMONIALS: 'Mettre les témoignages en pause',
  PLAY_TESTIMONIALS: 'Faire défiler les témoignages',
  PREVIOUS_SLIDE: 'Diapositive précédente',
  NEXT_SLIDE: 'Diapositive suivante',
  SLIDE_POSITION: 'Diapositive {position} sur {count}',
};
