import type * as english from '../en-CA/same-day-heading.ts';
import type { Translation } from '../translation.ts';

/** L’en-tête du bloc de réservation le jour même, en français (décision 107). */
export const sameDayHeadingLabels: Translation<typeof english.sameDayHeadingLabels> = {
  SAME_DAY_HEADING: 'trouvez un(e) préposé(e) au ménage aujourd’hui même',
  SAME_DAY_SUBHEADING:
    'Dites-nous comment vous joindre, puis voyez en moins d’une minute qui est disponible et à quel prix.',
};

export const BOOK_NOW_LABEL: Translation<typeof english.BOOK_NOW_LABEL> = 'Réserver';
