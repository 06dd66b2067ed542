import { BOOK_NOW_LABEL, sameDayHeadingLabels } from './same-day-heading.ts';

/**
 * What the home page itself shows. The wizard in its booking block reads the same slug for its
 * own labels (below) in its own chunk, so the page's first load does not carry them.
 */
export const homePageLabels = {
  HERO_HEADING: 'Home cleaning in nine Canadian cities',
  HERO_FROM_PRICE: 'From {amount} before tax',
  HERO_FROM_PRICE_NOTE: 'for a 1-bedroom, 1-bathroom home',
  HERO_VETTED: 'Vetted, background-checked cleaners',
  HERO_CARD_HELD: 'Card held, charged when done',
  QUOTE_CARD_TITLE: 'Your quote',
  /** The quote card's name, read out: the title and the cheapest service. */
  QUOTE_CARD_LABEL: 'Your quote: {service}',
  QUOTE_CARD_HOME: '1 bedroom · 1 bathroom',
  QUOTE_CARD_WINDOW: 'Window',
  QUOTE_CARD_HOURS: 'Estimated hours',
  QUOTE_CARD_PRICE: 'Price before tax',
  BANNER_HEADING: 'A spotless home, booked in a minute',
  BANNER_SUBHEADING:
    'Vetted, background-checked cleaners in nine Canadian cities. Upfront prices, same-day or next-day visits, no contract.',
  ...sameDayHeadingLabels,
  BOOK_NOW: BOOK_NOW_LABEL,
  SERVICES_HEADING: 'Our Services',
  SERVICES_SUBHEADING:
    'One-time cleans for every moment: moving day, a deep reset, after the party.',
  VIEW_ALL: 'View All',
  READ_MORE: 'READ MORE',
  ABOUT_HEADING: 'About MapleShine',
  ABOUT_SUBHEADING: 'Cleaning you can trust, booked in minutes',
  ABOUT_TEXT:
    'MapleShine connects households and businesses in Edmonton, Calgary, the Lower Mainland, Winnipeg, Ottawa, Toronto, Mississauga and Brampton with independent cleaners who have been background-checked and approved by our team. You see your price before you book, your card is only charged when the job is done, and every booking is one-time with no contract.',
  ABOUT_POINT_1: 'Vetted, background-checked cleaners',
  ABOUT_POINT_2: 'Upfront pricing with tax shown by name',
  ABOUT_POINT_3: 'Card charged only when the job is complete',
  HOW_IT_WORKS_HEADING: 'How it works',
  HOW_STEP_1_TITLE: 'Tell us about your home',
  HOW_STEP_1_TEXT:
    'Choose the service, rooms and extras, and see your price and cleaning window before you pay.',
  HOW_STEP_2_TITLE: 'Book with your card held',
  HOW_STEP_2_TEXT:
    'Your card is authorized, not charged, and a vetted cleaner in your city accepts the job.',
  HOW_STEP_3_TITLE: 'Pay when it is done',
  HOW_STEP_3_TEXT:
    'Your card is charged only after the cleaning is completed. Then rate your cleaner.',
  TRUST_HEADING: 'Why homes trust MapleShine',
  TRUST_CHECKED_TITLE: 'Background-checked cleaners',
  TRUST_CHECKED_TEXT:
    'Every cleaner consents to a background check when they apply, and our team approves them before their first job.',
  TRUST_CARD_TITLE: 'Card held, charged when done',
  TRUST_CARD_TEXT:
    'Your card is held when you book and charged only once the job is done, never for more than the price you approved.',
  TRUST_PAID_TITLE: 'Cleaners paid within 48 hours',
  TRUST_PAID_TEXT:
    'Cleaners earn up to $30 per hour and are paid within 48 hours of each completed shift.',
  CITIES_HEADING: 'Where we clean',
  TESTIMONIALS_HEADING: 'What Our Customers Say',
  TESTIMONIALS_SUBHEADING: 'Real reviews from homes and businesses across Canada.',
  FAQ_HEADING: 'Frequently Asked Questions',
};

export type HomeLabels = typeof homePageLabels;
