/**
 * The same-day booking block's heading, apart from the wizard's other labels: the home page shows
 * it around the wizard, whose labels arrive with the wizard's own code (decision 056).
 */
export const sameDayHeadingLabels = {
  SAME_DAY_HEADING: 'find a same-day cleaner now',
  SAME_DAY_SUBHEADING:
    'Tell us how to reach you, then see who is available and what it costs in under a minute.',
};

/** The summary's button, which the home page's banner and about section also show. */
export const BOOK_NOW_LABEL = 'Book Now';
